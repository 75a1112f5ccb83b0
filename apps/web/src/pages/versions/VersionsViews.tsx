import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Alert.css";

import type { RouterOutputs } from "@bayan/trpc";
import type {
  Language,
  PolicyDocument,
  PolicySectionDto,
  PolicyVersionDto,
} from "@bayan/trpc/schemas";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClock,
  IconHistory,
  IconInfoCircle,
  IconRefresh,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatWholeNumber } from "../../i18n/format";
import { BackLink } from "../BackHomeLink";
import { PolicySections } from "../policy/PolicySections";
import { POLICY_PATH, VERSIONS_PATH, versionPath } from "../policy/policyPaths";
import { formatPolicyDate } from "../policy/policyText";
import type { PolicyLook } from "../policy/sectionLook";
import classes from "../policy/PolicyPage.module.css";
import { shownState, versionSummary, type ShownState } from "./versionRules";
import type { VersionsWords } from "./versionsWords";

/** A version as listed by `content.versions`. */
export type ListedVersion = PolicyVersionDto;

type TermsCategory = NonNullable<PolicySectionDto["category"]>;
const TERMS_CATEGORIES: readonly string[] = [
  "usage",
  "accounts",
  "intellectual",
  "termination",
] satisfies TermsCategory[];

/** A version's section's category, as the sections' look takes it (the terms' four). */
const termsCategory = (category: string | null): TermsCategory | null =>
  category !== null && TERMS_CATEGORIES.includes(category) ? (category as TermsCategory) : null;

/** A version with its sections, as `content.version` answers. */
export type VersionWithSections = RouterOutputs["content"]["version"];

/** Dates and whole numbers as the interface language writes them (the policy page's dates). */
export function useVersionFormat() {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return {
    date: (day: string) => formatPolicyDate(day, language),
    number: (value: number) => formatWholeNumber(value, language) ?? String(value),
  };
}

/** Text in a language that may not be the page's: marked with it, so it is read and laid out right. */
const inLanguage = (text: { language: Language }, page: string) =>
  text.language === page
    ? {}
    : { lang: text.language, dir: text.language === "ar" ? "rtl" : "ltr" };

/** The frame every view of the versions pages shares: a link back, the view, related pages. */
export function VersionsFrame({
  back,
  links,
  children,
}: {
  back: ReactNode;
  /** Links to related pages, under the view. */
  links: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Container size="md" py={{ base: 32, sm: 48 }} data-testid="versions-page">
      <Stack gap="lg">
        {back}
        {children}
        <nav aria-label={t`Related pages`}>
          <Group gap="lg" className={classes.crossLinks}>
            {links}
          </Group>
        </nav>
      </Stack>
    </Container>
  );
}

/** The list's frame: back to the document, and its current page below. */
function ListFrame({
  document,
  words,
  children,
}: {
  document: PolicyDocument;
  words: VersionsWords;
  children: ReactNode;
}) {
  return (
    <VersionsFrame
      back={<BackLink href={POLICY_PATH[document]}>{words.backToDocument}</BackLink>}
      links={<Anchor href={POLICY_PATH[document]}>{words.currentDocument}</Anchor>}
    >
      {children}
    </VersionsFrame>
  );
}

/** A version's frame: back to the list, and the list and the document's current page below. */
function VersionFrame({
  document,
  words,
  children,
}: {
  document: PolicyDocument;
  words: VersionsWords;
  children: ReactNode;
}) {
  return (
    <VersionsFrame
      back={<BackLink href={VERSIONS_PATH[document]}>{words.allVersions}</BackLink>}
      links={
        <>
          <Anchor href={VERSIONS_PATH[document]}>{words.allVersions}</Anchor>
          <Anchor href={POLICY_PATH[document]}>{words.currentDocument}</Anchor>
        </>
      }
    >
      {children}
    </VersionsFrame>
  );
}

/** Until the versions are in: the list's title and a loading line (the prerendered page). */
export function VersionsLoading({
  document,
  words,
}: {
  document: PolicyDocument;
  words: VersionsWords;
}) {
  const { t } = useLingui();
  return (
    <ListFrame document={document} words={words}>
      <Title order={1}>{words.listTitle}</Title>
      <Group gap="sm" role="status" py="xl" justify="center" className={classes.loading}>
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{t`Loading...`}</Text>
      </Group>
    </ListFrame>
  );
}

/** The versions (or the version) could not be read: say so and offer to try again. */
export function VersionsFailed({
  document,
  words,
  retrying,
  onRetry,
}: {
  document: PolicyDocument;
  words: VersionsWords;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <ListFrame document={document} words={words}>
      <Title order={1}>{words.listTitle}</Title>
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title={t`The versions could not be loaded.`}
      >
        <Button
          mt="xs"
          size="sm"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          loading={retrying}
          onClick={onRetry}
        >
          {t`Try Again`}
        </Button>
      </Alert>
    </ListFrame>
  );
}

/** The address names no version of this document. */
export function VersionNotFound({
  document,
  words,
}: {
  document: PolicyDocument;
  words: VersionsWords;
}) {
  const { t } = useLingui();
  return (
    <VersionFrame document={document} words={words}>
      <Stack gap={6}>
        <Title order={1}>{t`This version does not exist`}</Title>
        <Text c="dimmed">{t`No published version has this address. It may have been mistyped, or it belongs to the other document.`}</Text>
      </Stack>
    </VersionFrame>
  );
}

const BADGE_ICON = { size: 14, "aria-hidden": true } as const;
/** Badges whose words wrap on a narrow phone instead of being cut off. */
const WRAPPING = { root: { maxWidth: "100%", height: "auto" }, label: { whiteSpace: "normal" } };

/** A version's state in words ("In effect", "Takes effect on ...", "Replaced on ..."). */
function useStateText() {
  const { t } = useLingui();
  const format = useVersionFormat();
  return (state: ShownState) => {
    switch (state.kind) {
      case "inEffect":
        return t`In effect`;
      case "upcoming": {
        const date = format.date(state.on);
        return t`Takes effect on ${date}`;
      }
      case "past": {
        if (state.on === null) return t`Replaced`;
        const date = format.date(state.on);
        return t`Replaced on ${date}`;
      }
    }
  };
}

/** A version's state badge and, for a material change, its mark. */
function VersionBadges({ state, material }: { state: ShownState; material: boolean }) {
  const { t } = useLingui();
  const stateText = useStateText();
  const look = {
    inEffect: { color: "teal", icon: <IconCircleCheck {...BADGE_ICON} /> },
    upcoming: { color: "blue", icon: <IconClock {...BADGE_ICON} /> },
    past: { color: "gray", icon: <IconHistory {...BADGE_ICON} /> },
  }[state.kind];
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        variant="light"
        color={look.color}
        leftSection={look.icon}
        tt="none"
        size="lg"
        styles={WRAPPING}
      >
        {stateText(state)}
      </Badge>
      {material && (
        <Badge
          variant="light"
          color="orange"
          leftSection={<IconAlertTriangle {...BADGE_ICON} />}
          tt="none"
          size="lg"
          styles={WRAPPING}
        >
          {t`Material change`}
        </Badge>
      )}
    </Group>
  );
}

/** The summary of what changed, in the reader's language when it has one. */
function Summary({ version, label }: { version: ListedVersion; label?: boolean }) {
  const { t, i18n } = useLingui();
  const page = i18n.locale;
  const summary = versionSummary(version, page === "ar" ? "ar" : "en");
  if (!summary) {
    return (
      <Text c="dimmed">
        {version.number === 1
          ? t`The first published version.`
          : t`No summary of the changes was given.`}
      </Text>
    );
  }
  return (
    <Text className={classes.paragraph}>
      {label && (
        <Text span fw={700}>
          {t`What changed:`}{" "}
        </Text>
      )}
      <span {...inLanguage(summary, page)}>{summary.text}</span>
    </Text>
  );
}

/** `/privacy/versions`: every version of the document in the page's language, newest first. */
export function VersionList({
  document,
  versions,
  words,
}: {
  document: PolicyDocument;
  versions: readonly ListedVersion[];
  words: VersionsWords;
}) {
  const { t } = useLingui();
  const format = useVersionFormat();
  return (
    <ListFrame document={document} words={words}>
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
    </ListFrame>
  );
}

/** The note at the top of a version: in effect from its day, taking effect, or replaced. */
function VersionNote({
  document,
  version,
  state,
}: {
  document: PolicyDocument;
  version: ListedVersion;
  state: ShownState;
}) {
  const format = useVersionFormat();
  const number = format.number(version.number);
  const effective = format.date(version.effectiveOn);
  const current = POLICY_PATH[document];
  if (state.kind === "inEffect") {
    return (
      <Alert
        role="note"
        variant="light"
        color="teal"
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
      >
        <Trans>
          Version {number}, in effect from {effective}.
        </Trans>
      </Alert>
    );
  }
  if (state.kind === "upcoming") {
    return (
      <Alert
        role="note"
        variant="light"
        color="blue"
        icon={<IconClock size={20} aria-hidden="true" />}
      >
        <Trans>
          Version {number} takes effect on {effective}. Until then,{" "}
          <Anchor href={current} inherit underline="always">
            the current version
          </Anchor>{" "}
          applies.
        </Trans>
      </Alert>
    );
  }
  const replaced = state.on === null ? null : format.date(state.on);
  return (
    <Alert
      role="note"
      variant="light"
      color="orange"
      icon={<IconInfoCircle size={20} aria-hidden="true" />}
    >
      {replaced === null ? (
        <Trans>
          This version has been replaced:{" "}
          <Anchor href={current} inherit underline="always">
            read the current one
          </Anchor>
          .
        </Trans>
      ) : (
        <Trans>
          This version was replaced on {replaced}:{" "}
          <Anchor href={current} inherit underline="always">
            read the current one
          </Anchor>
          .
        </Trans>
      )}
    </Alert>
  );
}

/** `/privacy/versions?v=<id>`: one version, its sections as published, under its note. */
export function VersionView({
  document,
  version,
  versions,
  words,
  look,
}: {
  document: PolicyDocument;
  version: VersionWithSections;
  /** The versions of its language, for the day it was replaced. */
  versions: readonly ListedVersion[];
  words: VersionsWords;
  look: PolicyLook;
}) {
  const { t, i18n } = useLingui();
  const format = useVersionFormat();
  const state = shownState(version, versions);
  const otherLanguage = version.language !== i18n.locale;
  return (
    <VersionFrame document={document} words={words}>
      <Stack gap="xs">
        <Title order={1}>{words.versionTitle(format.number(version.number))}</Title>
        <VersionBadges state={state} material={version.material} />
      </Stack>
      <VersionNote document={document} version={version} state={state} />
      <Summary version={version} label />
      {otherLanguage && (
        <Text size="sm" c="dimmed">
          {version.language === "ar"
            ? t`This version's text is in Arabic.`
            : t`This version's text is in English.`}
        </Text>
      )}
      {version.sections.length === 0 ? (
        <Text c="dimmed">{t`This version has no published sections.`}</Text>
      ) : (
        <PolicySections
          sections={version.sections.map((section, index) => ({
            ...section,
            category: termsCategory(section.category),
            key: String(index),
          }))}
          iconFor={look.iconFor}
          labelFor={look.labelFor}
          {...(otherLanguage ? { lang: version.language } : {})}
        />
      )}
    </VersionFrame>
  );
}
