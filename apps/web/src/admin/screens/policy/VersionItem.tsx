import type { Language } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp, IconGitCompare } from "@tabler/icons-react";
import { versionSummary } from "../../../pages/versions/versionRules";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useAdminFormat } from "../../lib/format";
import classes from "./PolicyManager.module.css";
import { useDayFormat } from "./useDayFormat";
import { VersionBadges, type PolicyVersion } from "./VersionBadges";

const ICON = { size: 16, "aria-hidden": true } as const;

/** One version: number, badges, days, summary, and its buttons. */
export function VersionItem({
  version,
  previous,
  onCompare,
  onRestore,
  editable,
}: {
  version: PolicyVersion;
  /** The version before it (the next in the list), to compare with. */
  previous: PolicyVersion | undefined;
  onCompare: (older: PolicyVersion, newer: PolicyVersion) => void;
  /** Null for a role that cannot edit: no Restore. */
  onRestore: ((version: PolicyVersion) => void) | null;
  editable: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useAdminFormat();
  const day = useDayFormat();
  const number = format.number(version.number);
  const effective = day(version.effectiveOn);
  const published = format.dateTime(version.publishedAt);
  const reader: Language = i18n.locale === "ar" ? "ar" : "en";
  const summary = versionSummary(version, reader);
  const previousNumber = previous ? format.number(previous.number) : "";

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      data-version={version.number}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6} miw={0} style={{ flex: "1 1 16rem" }}>
          <Group gap="sm" wrap="wrap">
            <Title order={3} size="h5">
              {t`Version ${number}`}
            </Title>
            <VersionBadges version={version} />
          </Group>
          <Text size="sm" c="dimmed">
            {t`Effective date: ${effective}`}
          </Text>
          <Text size="sm" c="dimmed">
            {t`Published: ${published}`}
          </Text>
          {summary ? (
            <Text
              size="sm"
              lang={summary.language}
              dir={summary.language === "ar" ? "rtl" : "ltr"}
              className={classes.own}
            >
              {summary.text}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" fs="italic">
              {t`No summary`}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {previous && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconGitCompare {...ICON} />}
              onClick={() => onCompare(previous, version)}
            >
              {t`Compare with version ${previousNumber}`}
            </Button>
          )}
          {onRestore && version.state === "past" && (
            <Button
              variant="light"
              size="xs"
              leftSection={<DirectionalIcon icon={IconArrowBackUp} {...ICON} />}
              aria-label={t`Restore version ${number}`}
              disabled={!editable}
              onClick={() => onRestore(version)}
            >
              {t`Restore`}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
