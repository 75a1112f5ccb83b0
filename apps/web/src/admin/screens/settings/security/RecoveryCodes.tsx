import { useLingui } from "@lingui/react/macro";
import { Alert, Button, CopyButton, Group, List, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { saveFile } from "../../../../lib/saveFile";

/**
 * The recovery codes, shown once right after two-factor sign-in is turned on: each works once in
 * place of a code from the app. Copied all at once or downloaded as a text file; "I have saved
 * them" closes the list for good (the server never shows them again).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const text = `${codes.join("\n")}\n`;
  const download = () =>
    saveFile(new Blob([text], { type: "text/plain" }), "bayan-recovery-codes.txt");
  return (
    <Stack gap="sm">
      <Alert
        color="yellow"
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        title={t`Save your recovery codes`}
      >
        {t`Each code signs you in once if you lose your phone. They are shown only now: keep them somewhere safe.`}
      </Alert>
      <Paper withBorder p="md" radius="md" maw={320}>
        <List
          listStyleType="none"
          ff="monospace"
          spacing={4}
          aria-label={t`Recovery codes`}
          dir="ltr"
        >
          {codes.map((code) => (
            <List.Item key={code}>
              <Text ff="monospace" span>
                {code}
              </Text>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={
                copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCopy size={16} aria-hidden="true" />
                )
              }
            >
              {copied ? t`Copied` : t`Copy all`}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          onClick={download}
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {t`Download`}
        </Button>
        <Button onClick={onDone}>{t`I have saved them`}</Button>
      </Group>
    </Stack>
  );
}
