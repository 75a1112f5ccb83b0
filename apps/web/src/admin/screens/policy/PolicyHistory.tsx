import type { Language } from "@bayan/trpc/rules";
import type { PolicyDocument } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconArrowBackUp, IconCheck, IconGitCompare, IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { LoadingNote } from "../../lib/LoadingNote";
import { useMessageText } from "../../lib/messages";
import { RoleNote } from "../../lib/RoleNote";
import { LANGUAGE_LABELS } from "./labels";
import { LanguageToggle } from "./LanguageToggle";
import classes from "./PolicyManager.module.css";
import { useDayFormat } from "./useDayFormat";
import {
  VersionBadges,
  useVersionState,
  versionSummary,
  type PolicyVersion,
} from "./VersionBadges";

/** The side-by-side comparison and its `diff` package: a chunk of its own, asked for on use. */
const VersionCompare = lazy(() => import("./VersionCompare"));

const ICON = { size: 16, "aria-hidden": true } as const;

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
                <Suspense fallback={<LoadingNote text={t`Loading the comparison...`} />}>
                  <VersionCompare
                    document={document}
                    fromId={from.id}
                    toId={to.id}
                    withCategory={withCategory}
                  />
                </Suspense>
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

/** One version: number, badges, days, summary, and its buttons. */
function VersionItem({
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
              leftSection={<IconArrowBackUp {...ICON} />}
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

/**
 * Asks before a restore: what it does (a new version, in effect today), what it changes against
 * the version in effect (side by side), and that an upcoming version will not take effect; then
 * `content.restoreVersion` and the server's message.
 */
function RestoreModal({
  document,
  withCategory,
  version,
  versions,
  drafts,
  onClose,
}: {
  document: PolicyDocument;
  withCategory: boolean;
  version: PolicyVersion | null;
  /** The language's versions, newest first. */
  versions: PolicyVersion[];
  /** The language's draft sections, which the restore removes (a version holds none). */
  drafts: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const phone = useMediaQuery("(max-width: 47.99em)");
  const text = useMessageText();
  const failed = useFailureToast(useErrorText());
  const refresh = useRefresh((api) => [
    api.content.all,
    api.content.versions,
    api.content.published,
  ]);
  const restore = useMutation(trpc.content.restoreVersion.mutationOptions());
  // Kept while the dialog closes, so its words stay during the animation.
  const [shown, setShown] = useState(version);
  if (version && version !== shown) setShown(version);

  const current = shown ? versions.find((v) => v.state === "inEffect") : undefined;
  const upcoming = versions.filter((v) => v.state === "upcoming");
  const number = shown ? format.number(shown.number) : "";
  const next = format.number((versions[0]?.number ?? 0) + 1);
  const languageName = shown ? i18n._(LANGUAGE_LABELS[shown.language]) : "";
  const currentNumber = current ? format.number(current.number) : "";
  const draftCount = format.number(drafts);

  const confirm = () => {
    if (!shown) return;
    restore.mutate(
      { document, id: shown.id },
      {
        onSuccess: (said) => {
          notifications.show({
            color: "teal",
            icon: <IconCheck size={18} aria-hidden />,
            message: text(said),
          });
          onClose();
          void refresh();
        },
        onError: failed(t`Failed to restore the version`),
      },
    );
  };

  return (
    <Modal
      opened={version !== null}
      onClose={() => {
        if (!restore.isPending) onClose();
      }}
      title={t`Restore version ${number}?`}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      {shown && (
        <Stack gap="md">
          <Text size="sm">
            {t`Version ${number} will be published again as version ${next}, in effect today: the ${languageName} text of the public page becomes its text. The history keeps every version.`}
          </Text>
          {drafts > 0 && (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t`The ${languageName} draft sections (${draftCount}) are removed: a version holds only published sections.`}
            </Alert>
          )}
          {upcoming.length > 0 && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t`The upcoming version will not take effect: the restored text replaces it.`}
            </Alert>
          )}
          {current && current.id !== shown.id && (
            <Stack gap="xs">
              <Text size="sm" fw={700}>
                {t`What changes on the public page: version ${currentNumber} (in effect) beside version ${number}`}
              </Text>
              <Suspense fallback={<LoadingNote text={t`Loading the comparison...`} />}>
                <VersionCompare
                  document={document}
                  fromId={current.id}
                  toId={shown.id}
                  withCategory={withCategory}
                />
              </Suspense>
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={restore.isPending} data-autofocus>
              {t`Cancel`}
            </Button>
            <Button
              leftSection={<IconArrowBackUp {...ICON} />}
              loading={restore.isPending}
              onClick={confirm}
            >
              {t`Restore version ${number}`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
