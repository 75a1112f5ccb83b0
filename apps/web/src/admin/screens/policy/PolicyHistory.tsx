import type { Language } from "@bayan/trpc/rules";
import type { PolicyDocument } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useAdminFormat } from "../../lib/format";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { LoadingNote } from "../../lib/LoadingNote";
import { RoleNote } from "../../lib/RoleNote";
import { LANGUAGE_LABELS } from "./labels";
import { LanguageToggle } from "./LanguageToggle";
import { RestoreModal } from "./RestoreModal";
import { useVersionState, type PolicyVersion } from "./VersionBadges";
import { VersionCompareLazy } from "./VersionCompareLazy";
import { VersionItem } from "./VersionItem";

export interface PolicyHistoryProps {
  document: PolicyDocument;
  withCategory: boolean;
  /** The language whose versions are listed. */
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** The two versions compared (ids; either may be unset). */
  compare: { from?: string; to?: string };
  onCompareChange: (compare: { from?: string; to?: string }) => void;
  /** The role may restore a version (the `edit` permission): without it there is no Restore. */
  canEdit: boolean;
  /** False while the sections load or a save is on its way: a restore waits for it. */
  editable: boolean;
  /** The draft sections of each language: a restore replaces them too (its language's). */
  drafts: Record<Language, number>;
}

/**
 * The document's published versions of one language (docs/policy-versions.md), newest first: each
 * with its number, state, days, material-change badge and change summary; any two compared side
 * by side; a replaced one restored (published again as a new version in effect today) after a
 * confirmation that shows what would change.
 */
export function PolicyHistory({
  document,
  withCategory,
  language,
  onLanguageChange,
  compare,
  onCompareChange,
  canEdit,
  editable,
  drafts,
}: PolicyHistoryProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const state = useVersionState();
  const query = useQuery(trpc.content.versions.queryOptions({ document }));
  const versions = (query.data ?? []).filter((v) => v.language === language);
  const known = (id: string | undefined) => versions.find((v) => v.id === id);
  const from = known(compare.from);
  const to = known(compare.to);
  const [restoring, setRestoring] = useState<PolicyVersion | null>(null);
  const compareRef = useRef<HTMLDivElement>(null);
  const languageName = i18n._(LANGUAGE_LABELS[language]);

  const options = versions.map((v) => {
    const number = format.number(v.number);
    const words = state(v);
    return { value: v.id, label: t`Version ${number}: ${words}` };
  });
  const compareWith = (older: PolicyVersion, newer: PolicyVersion) => {
    onCompareChange({ from: older.id, to: newer.id });
    // The comparison is above the list: it is where the reader goes next.
    compareRef.current?.focus({ preventScroll: true });
    compareRef.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  };

  return (
    <Stack gap="lg">
      <RoleNote needs={["edit"]} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <LanguageToggle label={t`History language`} value={language} onChange={onLanguageChange} />
        <Text size="sm" c="dimmed">
          {t`Each save that changes the published text of a language publishes a new version of it.`}
        </Text>
      </Group>

      {query.isError ? (
        <LoadFailedAlert title={t`Failed to load the version history`} queries={[query]} />
      ) : query.isPending ? (
        <LoadingNote text={t`Loading the version history...`} />
      ) : versions.length === 0 ? (
        <Text c="dimmed">{t`No ${languageName} version has been published yet.`}</Text>
      ) : (
        <>
          <Paper
            ref={compareRef}
            withBorder
            radius="md"
            p={{ base: "sm", sm: "md" }}
            tabIndex={-1}
            component="section"
            aria-labelledby="policy-compare-heading"
            style={{ outline: "none" }}
          >
            <Stack gap="md">
              <Title order={2} size="h4" id="policy-compare-heading">
                {t`Compare versions`}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Select
                  label={t`Compare version`}
                  placeholder={t`Choose a version`}
                  data={options}
                  value={from?.id ?? null}
                  onChange={(value) => onCompareChange({ from: value ?? undefined, to: to?.id })}
                  comboboxProps={{ withinPortal: true }}
                />
                <Select
                  label={t`With version`}
                  placeholder={t`Choose a version`}
                  data={options}
                  value={to?.id ?? null}
                  onChange={(value) => onCompareChange({ from: from?.id, to: value ?? undefined })}
                  comboboxProps={{ withinPortal: true }}
                />
              </SimpleGrid>
              {from && to && from.id !== to.id ? (
                <VersionCompareLazy
                  document={document}
                  fromId={from.id}
                  toId={to.id}
                  withCategory={withCategory}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {from && to
                    ? t`Choose two different versions.`
                    : t`Choose two versions to see what changed, side by side.`}
                </Text>
              )}
            </Stack>
          </Paper>

          <Stack gap="sm" component="section" aria-labelledby="policy-versions-heading">
            <Title order={2} size="h4" id="policy-versions-heading">
              {t`${languageName} versions`}
            </Title>
            <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: "none" }}>
              {versions.map((version, index) => (
                <VersionItem
                  key={version.id}
                  version={version}
                  previous={versions[index + 1]}
                  onCompare={compareWith}
                  onRestore={canEdit ? setRestoring : null}
                  editable={editable}
                />
              ))}
            </Stack>
          </Stack>
        </>
      )}

      <RestoreModal
        document={document}
        withCategory={withCategory}
        version={restoring}
        versions={versions}
        drafts={drafts[language]}
        onClose={() => setRestoring(null)}
      />
    </Stack>
  );
}
