import type { PolicyDocument, PolicyVersionDto } from "@bayan/trpc/schemas";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { versionPath } from "../policy/policyPaths";
import classes from "../policy/PolicyPage.module.css";
import { useVersionFormat } from "./versionsFormat";
import { DocumentFrame } from "./VersionsFrame";
import { Summary, VersionBadges } from "./VersionMarks";
import { shownState } from "./versionRules";
import type { VersionsWords } from "./versionsWords";

/** `/privacy/versions`: every version of the document in the page's language, newest first. */
export function VersionList({
  document,
  versions,
  words,
}: {
  document: PolicyDocument;
  versions: readonly PolicyVersionDto[];
  words: VersionsWords;
}) {
  const { t } = useLingui();
  const format = useVersionFormat();
  return (
    <DocumentFrame document={document} words={words} from="list">
      <Stack gap={6}>
        <Title order={1}>{words.listTitle}</Title>
        <Text c="dimmed">{t`Every version as it was published, newest first, with what changed. Each one can be read at its own address.`}</Text>
      </Stack>
      {versions.length === 0 ? (
        <Text c="dimmed">{t`No version has been published yet.`}</Text>
      ) : (
        <Stack gap="md" component="ol" className={classes.sections}>
          {versions.map((version) => {
            const number = format.number(version.number);
            const date = format.date(version.effectiveOn);
            return (
              <Paper
                key={version.id}
                component="li"
                withBorder
                radius="md"
                p={{ base: "md", sm: "lg" }}
              >
                <Stack gap="xs">
                  <Group justify="space-between" align="center" gap="xs" wrap="wrap">
                    <Title order={2} size="h3">
                      <Anchor href={versionPath(document, version.id)} inherit>
                        {t`Version ${number}`}
                      </Anchor>
                    </Title>
                    <VersionBadges
                      state={shownState(version, versions)}
                      material={version.material}
                    />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t`Effective date: ${date}`}
                  </Text>
                  <Summary version={version} />
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </DocumentFrame>
  );
}
