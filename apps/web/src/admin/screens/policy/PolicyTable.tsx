import type { Language, SectionStatus } from "@bayan/trpc/rules";
import { AdminTable, type AdminTableColumn, type SortState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Badge, Group, SimpleGrid, Stack, Text, Tooltip, useDirection } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconArrowDown,
  IconArrowUp,
  IconCircleCheck,
  IconCircleDashed,
  IconFileText,
  IconPencil,
  IconTrash,
  type Icon,
} from "@tabler/icons-react";
import { useAdminFormat } from "../../lib/format";
import { ListEmpty } from "../../lib/ListEmpty";
import { RowAction, RowActions } from "../../lib/RowActions";
import { useTableLabels } from "../../lib/tableLabels";
import { CATEGORY_LABELS, LANGUAGE_LABELS, STATUS_LABELS } from "./labels";
import classes from "./PolicyManager.module.css";
import { sectionIcon } from "./PolicyPreview";
import { POLICY_PAGE_SIZE } from "./search";
import { canMoveDown, canMoveUp, type Section } from "./sectionRules";
import { excerpt } from "./sectionView";
import { useDayFormat } from "./useDayFormat";
import type { PolicyActions } from "./usePolicyActions";

const ICON = { size: 18, "aria-hidden": true } as const;

/**
 * The delete button's red in both schemes: Mantine's "red" subtle variant is nearly white on the
 * dark body (its light-variant text is shade 0 there). The error colour is red 9 on white and
 * red 4 on the dark body (theme.ts: 5.5:1 and 6.7:1).
 */
const DANGER = "var(--mantine-color-error)";

/** Titles and excerpts are cut after as many lines, with an ellipsis at the end of their text. */
const CLAMP_LINES = 2;
/** Enough characters of the content that two lines are always full before the cut. */
const EXCERPT_CHARACTERS = 240;

/** A section's text is laid out in its own language's direction, whatever the interface's. */
const textDirection = (language: Language) => (language === "ar" ? "rtl" : "ltr");

/**
 * A title stops where the pinned actions begin when the table is scrolled to its start (a phone),
 * so none runs under them: it is at most what is in sight (100cqi: AdminTable's scroll box) less
 * the order column before it (about 90 px), its cell's padding (20), the actions two by two and
 * their shade (about 80 and 10), with a margin. On a wider screen the column is narrower than that.
 */
const TITLE_MAX_WIDTH = "max(120px, calc(100cqi - 200px))";

export interface PolicyTableProps {
  /** The table's accessible name ("Privacy policy sections"). */
  label: string;
  /** The sections of the page shown. */
  records: Section[];
  /** Every section of the document (what a move is checked against). */
  sections: Section[];
  /** How many sections the filters let through. */
  total: number;
  page: number;
  loading: boolean;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  onPageChange: (page: number) => void;
  /** The changes; null for a role that cannot edit (docs/team.md): no buttons then. */
  actions: PolicyActions | null;
  onEdit: (section: Section) => void;
  withCategory: boolean;
  /** Said when no section is shown ("No sections found"). */
  empty: string;
  /** A search or a filter is on: the empty state offers to clear them. */
  filtering: boolean;
  onClearFilters: () => void;
}

/**
 * SPEC 2.15's table of a document's sections (filtered, sorted and paged in the browser): order and
 * language, title (with the terms' category), an excerpt, the status (a click publishes or makes a
 * draft), the last update and the row's actions: edit, up, down, delete.
 */
export function PolicyTable({
  actions,
  onEdit,
  withCategory,
  sections,
  ...props
}: PolicyTableProps) {
  const { t, i18n } = useLingui();
  const format = useAdminFormat();
  const day = useDayFormat();
  const tableLabels = useTableLabels(
    t`Section pages`,
    (first, last, all) => t`Showing ${first} to ${last} of ${all} sections`,
  );
  const statusLabel = (status: SectionStatus) => i18n._(STATUS_LABELS[status]);
  const languageLabel = (language: Language) => i18n._(LANGUAGE_LABELS[language]);
  // A title or an excerpt in the other language keeps its own direction but lines up with the
  // column's start, beside the order, as the header does (its own start would be the far side,
  // under the pinned actions on a phone).
  const { dir } = useDirection();
  const columnStart = dir === "rtl" ? "right" : "left";
  // SPEC 9: the phone breakpoint (Mantine's "sm", 48em).
  const phone = useMediaQuery("(max-width: 47.99em)") ?? false;
  const actionsColumn: AdminTableColumn<Section> = {
    accessor: "actions",
    title: t`Actions`,
    textAlign: "end",
    noWrap: true,
    render: (s) => {
      if (!actions) return null;
      const title = s.title;
      // Each button's name (its tooltip too), icon, whether it is off, and what it does.
      const row: [string, Icon, boolean, () => void, string?][] = [
        [t`Edit “${title}”`, IconPencil, !actions.editable, () => onEdit(s)],
        [
          t`Move “${title}” up`,
          IconArrowUp,
          !actions.editable || !canMoveUp(s),
          () => actions.moveUp(s),
        ],
        [
          t`Move “${title}” down`,
          IconArrowDown,
          !actions.editable || !canMoveDown(sections, s),
          () => actions.moveDown(s),
        ],
        [t`Delete “${title}”`, IconTrash, !actions.editable, () => void actions.remove(s), DANGER],
      ];
      const buttons = row.map(([label, ButtonIcon, disabled, onClick, color]) => (
        <RowAction
          key={label}
          size="lg"
          tooltip={label}
          label={label}
          color={color}
          disabled={disabled}
          onClick={onClick}
        >
          <ButtonIcon {...ICON} />
        </RowAction>
      ));
      // Two by two on a phone, so that the pinned column leaves the titles room to be read.
      return phone ? (
        <SimpleGrid
          cols={2}
          spacing={4}
          verticalSpacing={4}
          w="fit-content"
          style={{ marginInlineStart: "auto" }}
        >
          {buttons}
        </SimpleGrid>
      ) : (
        <RowActions>{buttons}</RowActions>
      );
    },
  };
  const columns: AdminTableColumn<Section>[] = [
    {
      accessor: "order",
      title: t`Order`,
      sortable: true,
      noWrap: true,
      render: (s) => (
        <Group gap={8} wrap="nowrap">
          <Text size="sm" fw={600}>
            {format.number(s.order)}
          </Text>
          <Text size="xs" c="dimmed">
            {languageLabel(s.language)}
          </Text>
        </Group>
      ),
    },
    {
      accessor: "title",
      title: t`Title`,
      sortable: true,
      width: withCategory ? "24%" : "22%",
      render: (s) => (
        <Stack gap={4} style={{ maxWidth: TITLE_MAX_WIDTH }}>
          {withCategory && s.category && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              {sectionIcon(s, 0, true, 14)}
              <Text size="xs" fw={700} c="dimmed">
                {i18n._(CATEGORY_LABELS[s.category])}
              </Text>
            </Group>
          )}
          <Text
            size="sm"
            fw={600}
            lang={s.language}
            dir={textDirection(s.language)}
            ta={columnStart}
            lineClamp={CLAMP_LINES}
            title={s.title}
            className={classes.own}
          >
            {s.title}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "content",
      title: t`Content`,
      sortable: true,
      render: (s) => (
        <Text
          size="sm"
          c="dimmed"
          lang={s.language}
          dir={textDirection(s.language)}
          ta={columnStart}
          lineClamp={CLAMP_LINES}
          className={classes.own}
        >
          {excerpt(s.content, EXCERPT_CHARACTERS)}
        </Text>
      ),
    },
    {
      accessor: "status",
      title: t`Status`,
      sortable: true,
      noWrap: true,
      render: (s) => {
        const published = s.status === "published";
        const label = statusLabel(s.status);
        const title = s.title;
        const icon = published ? (
          <IconCircleCheck size={14} aria-hidden />
        ) : (
          <IconCircleDashed size={14} aria-hidden />
        );
        const color = published ? "teal" : "gray";
        const variant = published ? "light" : "outline";
        // Read-only: the status as a word, not a button.
        if (!actions) {
          return (
            <Badge color={color} variant={variant} leftSection={icon}>
              {label}
            </Badge>
          );
        }
        return (
          <Tooltip label={published ? t`Click to make it a draft` : t`Click to publish`}>
            <Badge
              component="button"
              type="button"
              className="mantine-focus-auto"
              style={{ cursor: actions.editable ? "pointer" : "default" }}
              styles={{ label: { overflow: "visible" } }}
              color={color}
              variant={variant}
              leftSection={icon}
              disabled={!actions.editable}
              aria-label={
                published ? t`${label}: make “${title}” a draft` : t`${label}: publish “${title}”`
              }
              onClick={() => actions.toggleStatus(s)}
            >
              {label}
            </Badge>
          </Tooltip>
        );
      },
    },
    {
      accessor: "lastUpdated",
      title: t`Last updated`,
      sortable: true,
      noWrap: true,
      render: (s) => day(s.lastUpdated),
    },
    // A role that cannot edit has no buttons, so no column for them.
    ...(actions ? [actionsColumn] : []),
  ];

  return (
    <AdminTable<Section>
      label={props.label}
      columns={columns}
      records={props.records}
      fetching={props.loading}
      minWidth={920}
      pinLastColumn
      sort={props.sort}
      onSortChange={props.onSortChange}
      page={props.page}
      pageSize={POLICY_PAGE_SIZE}
      totalRecords={props.total}
      onPageChange={props.onPageChange}
      {...tableLabels}
      emptyState={
        <ListEmpty
          icon={IconFileText}
          list={{ filtered: props.filtering, reset: props.onClearFilters }}
          resetLabel={t`Clear filters`}
          title={props.empty}
          hint={
            props.filtering
              ? t`Try another search or clear the filters.`
              : t`Add the first section.`
          }
        />
      }
    />
  );
}
