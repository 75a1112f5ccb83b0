import type { RouterOutputs } from "@bayan/trpc";
import type { PolicyDocument, PolicySectionDto, PolicyVersionDto } from "@bayan/trpc/schemas";
import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { IconCircleCheck, IconClock, IconInfoCircle, type Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PolicySections } from "../policy/PolicySections";
import { POLICY_PATH } from "../policy/policyPaths";
import type { PolicyLook } from "../policy/sectionLook";
import { useVersionFormat } from "./versionsFormat";
import { DocumentFrame } from "./VersionsFrame";
import { Summary, VersionBadges } from "./VersionMarks";
import { shownState, type ShownState } from "./versionRules";
import type { VersionsWords } from "./versionsWords";

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

/** Each state's note: its colour and icon. */
const NOTE_LOOK = {
  inEffect: { color: "teal", icon: IconCircleCheck },
  upcoming: { color: "blue", icon: IconClock },
  past: { color: "orange", icon: IconInfoCircle },
} satisfies Record<ShownState["kind"], { color: string; icon: Icon }>;

/** The note at the top of a version: in effect from its day, taking effect, or replaced. */
function VersionNote({
  document,
  version,
  state,
}: {
  document: PolicyDocument;
  version: PolicyVersionDto;
  state: ShownState;
}) {
  const format = useVersionFormat();
  const number = format.number(version.number);
  const effective = format.date(version.effectiveOn);
  const current = POLICY_PATH[document];
  const { color, icon: NoteIcon } = NOTE_LOOK[state.kind];
  let words: ReactNode;
  if (state.kind === "inEffect") {
    words = (
      <Trans>
        Version {number}, in effect from {effective}.
      </Trans>
    );
  } else if (state.kind === "upcoming") {
    words = (
      <Trans>
        Version {number} takes effect on {effective}. Until then,{" "}
        <Anchor href={current} inherit underline="always">
          the current version
        </Anchor>{" "}
        applies.
      </Trans>
    );
  } else if (state.on === null) {
    words = (
      <Trans>
        This version has been replaced:{" "}
        <Anchor href={current} inherit underline="always">
          read the current one
        </Anchor>
        .
      </Trans>
    );
  } else {
    const replaced = format.date(state.on);
    words = (
      <Trans>
        This version was replaced on {replaced}:{" "}
        <Anchor href={current} inherit underline="always">
          read the current one
        </Anchor>
        .
      </Trans>
    );
  }
  return (
    <Alert
      role="note"
      variant="light"
      color={color}
      icon={<NoteIcon size={20} aria-hidden="true" />}
    >
      {words}
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
  versions: readonly PolicyVersionDto[];
  words: VersionsWords;
  look: PolicyLook;
}) {
  const { t, i18n } = useLingui();
  const format = useVersionFormat();
  const state = shownState(version, versions);
  const otherLanguage = version.language !== i18n.locale;
  return (
    <DocumentFrame document={document} words={words} from="version">
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
    </DocumentFrame>
  );
}
