import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconKey } from "@tabler/icons-react";
import { CopyField } from "../../../lib/CopyField";

export interface SecretModalProps {
  /** The endpoint's address and its new secret; null while closed. */
  shown: { url: string; secret: string; rotated: boolean } | null;
  onClose: () => void;
}

/**
 * An endpoint's signing secret, shown this once (when the endpoint is added or its secret
 * rotated), with a copy button and how to use it.
 */
export function SecretModal({ shown, onClose }: SecretModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery("(max-width: 47.99em)");
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t`Signing secret`}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ "aria-label": t`Close` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {shown ? (
        <Stack gap="md">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconKey size={18} aria-hidden="true" />}
            title={t`Copy it now: it is not shown again`}
          >
            {shown.rotated
              ? t`The previous secret still signs every webhook beside this one for 24 hours: update the receiver before then.`
              : t`Keep it in the receiving service's settings, as you would a password.`}
          </Alert>
          <Text size="sm">
            <Trans>
              For{" "}
              <Text span dir="ltr" fw={600} style={{ overflowWrap: "anywhere" }}>
                {shown.url}
              </Text>
            </Trans>
          </Text>
          <CopyField
            label={t`Signing secret`}
            value={shown.secret}
            copyLabel={t`Copy the secret`}
            ff="monospace"
            shrink
            autoFocus
          />
          <Text size="sm" c="dimmed">
            {t`Each webhook carries the webhook-id, webhook-timestamp and webhook-signature headers of Standard Webhooks: verify them with this secret and a Standard Webhooks library (standardwebhooks on npm and PyPI).`}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t({ message: "Done", context: "button" })}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
