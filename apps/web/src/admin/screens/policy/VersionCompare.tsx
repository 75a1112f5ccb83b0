import type { TermsCategory } from "@bayan/trpc/rules";
import type { PolicyDocument } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  Badge,
  Box,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useAdminFormat } from "../../lib/format";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { LoadingNote } from "../../lib/LoadingNote";
import { CATEGORY_LABELS } from "./labels";
import { useDayFormat } from "./useDayFormat";
import { VersionBadges, type PolicyVersion } from "./VersionBadges";
import classes from "./VersionCompare.module.css";
import { compareSections, type Piece, type SectionPair, type SectionSide } from "./versionDiff";

export interface VersionCompareProps {
  document: PolicyDocument;
  /** The version in the first column (its text struck through where the other differs). */
  fromId: string;
  /** The version in the second column (its text underlined where it differs). */
  toId: string;
  withCategory: boolean;
  /** The section titles' heading level (under the dialog's or the panel's heading). */
  headingOrder?: TitleOrder;
}

type Side = "from" | "to";

/**
 * Two published versions of one language side by side (stacked on a phone), section by section,
 * the changed words marked: struck through in the first, underlined in the second
 * (docs/policy-versions.md). Loaded lazily with the `diff` package: the managers' first load does
 * not carry it.
 */
export default function VersionCompare({
  document,
  fromId,
  toId,
  withCategory,
  headingOrder = 3,
}: VersionCompareProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const from = useQuery(trpc.content.version.queryOptions({ document, id: fromId }));
  const to = useQuery(trpc.content.version.queryOptions({ document, id: toId }));
  const pairs = useMemo(
    () => (from.data && to.data ? compareSections(from.data.sections, to.data.sections) : null),
    [from.data, to.data],
  );
  // Unchanged sections are a line each (their title) unless asked for in full.
  const [showSame, setShowSame] = useState(false);

  if (from.isError || to.isError) {
    return <LoadFailedAlert title={t`Failed to load the versions`} queries={[from, to]} />;
  }
  if (!from.data || !to.data || !pairs) {
    return <LoadingNote text={t`Loading the versions...`} />;
  }
  const versions = { from: from.data, to: to.data };
  const fromNumber = format.number(from.data.number);
  const toNumber = format.number(to.data.number);
  const changed = format.number(pairs.filter((p) => p.kind !== "same").length);
  const total = format.number(pairs.length);

  return (
    <Stack gap="sm" data-testid="version-compare">
      <Text size="sm" c="dimmed">
        {t`Struck through: only in version ${fromNumber}. Underlined: only in version ${toNumber}.`}
      </Text>
      <Text size="sm" fw={600} role="status">
        {pairs.every((p) => p.kind === "same")
          ? t`The two versions have the same text.`
          : t`Sections that differ: ${changed} of ${total}.`}
      </Text>
      {/* The columns' versions, once above both on a desktop (each cell says it on a phone). */}
      <SimpleGrid cols={2} spacing="sm" visibleFrom="sm">
        {(["from", "to"] as const).map((side) => (
          <VersionHeader key={side} version={versions[side]} />
        ))}
      </SimpleGrid>
      {pairs.some((p) => p.kind === "same") && (
        <Checkbox
          label={t`Show the unchanged sections in full`}
          checked={showSame}
          onChange={(event) => setShowSame(event.currentTarget.checked)}
        />
      )}
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: "none" }}>
        {pairs.map((pair, index) =>
          pair.kind === "same" && !showSame ? (
            <SameRow key={index} pair={pair} language={from.data.language} />
          ) : (
            <PairRow
              key={index}
              pair={pair}
              versions={versions}
              withCategory={withCategory}
              headingOrder={headingOrder}
            />
          ),
        )}
      </Stack>
    </Stack>
  );
}

function VersionHeader({ version }: { version: PolicyVersion }) {
  const { t } = useLingui();
  const day = useDayFormat();
  const number = useAdminFormat().number(version.number);
  const date = day(version.effectiveOn);
  return (
    <Stack gap={4}>
      <Text fw={700}>{t`Version ${number}`}</Text>
      <Text size="xs" c="dimmed">
        {t`Effective ${date}`}
      </Text>
      <VersionBadges version={version} />
    </Stack>
  );
}

/** An unchanged section in one line: its title, said to be the same in both. */
function SameRow({ pair, language }: { pair: SectionPair; language: PolicyVersion["language"] }) {
  const { t } = useLingui();
  const title = pair.after?.title.map((piece) => piece.text).join("") ?? "";
  return (
    <Box component="li" className={classes.same} data-kind="same">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
          {t`Unchanged`}
        </Badge>
        <Text
          size="sm"
          fw={600}
          lang={language}
          dir={language === "ar" ? "rtl" : "ltr"}
          className={classes.own}
          miw={0}
        >
          {title}
        </Text>
      </Group>
    </Box>
  );
}

function PairRow({
  pair,
  versions,
  withCategory,
  headingOrder,
}: {
  pair: SectionPair;
  versions: Record<Side, PolicyVersion>;
  withCategory: boolean;
  headingOrder: TitleOrder;
}) {
  const { t } = useLingui();
  const kind = {
    same: null,
    changed: t`Changed section`,
    added: t`New section`,
    removed: t`Removed section`,
  }[pair.kind];
  return (
    <Box component="li" className={classes.row} data-kind={pair.kind}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(["from", "to"] as const).map((side) => (
          <SideCell
            key={side}
            side={side}
            content={side === "from" ? pair.before : pair.after}
            version={versions[side]}
            kind={kind}
            withCategory={withCategory}
            headingOrder={headingOrder}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function SideCell({
  side,
  content,
  version,
  kind,
  withCategory,
  headingOrder,
}: {
  side: Side;
  content: SectionSide | null;
  version: PolicyVersion;
  kind: string | null;
  withCategory: boolean;
  headingOrder: TitleOrder;
}) {
  const { t, i18n } = useLingui();
  const number = useAdminFormat().number(version.number);
  const language = version.language;
  const category =
    withCategory && content?.category
      ? i18n._(CATEGORY_LABELS[content.category as TermsCategory])
      : null;
  return (
    <Box className={classes.side} data-missing={content ? undefined : true} data-side={side}>
      <Group gap={6} justify="space-between" wrap="wrap" mb={4}>
        {/* Which version this is, on a phone where the columns are stacked. */}
        <Text size="xs" fw={700} c="dimmed" hiddenFrom="sm">
          {t`Version ${number}`}
        </Text>
        {kind && side === "to" && (
          <Text size="xs" fw={700} c="dimmed">
            {kind}
          </Text>
        )}
      </Group>
      {content ? (
        <Stack gap={6} lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
          {category && (
            <Text size="xs" fw={700} c="dimmed" className={classes.own}>
              <Marked pieces={[{ text: category, changed: content.categoryChanged }]} side={side} />
            </Text>
          )}
          <Title order={headingOrder} size="h5" className={classes.own}>
            <Marked pieces={content.title} side={side} />
          </Title>
          <Text size="sm" className={`${classes.own} ${classes.text}`}>
            <Marked pieces={content.content} side={side} />
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t`Not in version ${number}`}
        </Text>
      )}
    </Box>
  );
}

/** A side's runs: the changed ones struck through (the first column) or underlined (the second). */
function Marked({ pieces, side }: { pieces: Piece[]; side: Side }) {
  const { t } = useLingui();
  const removed = side === "from";
  const marks = removed
    ? { className: classes.removed, "data-start": t`[removed: `, "data-end": t`]` }
    : { className: classes.added, "data-start": t`[added: `, "data-end": t`]` };
  return pieces.map((piece, index) =>
    !piece.changed ? (
      <span key={index}>{piece.text}</span>
    ) : removed ? (
      <del key={index} {...marks}>
        {piece.text}
      </del>
    ) : (
      <ins key={index} {...marks}>
        {piece.text}
      </ins>
    ),
  );
}
