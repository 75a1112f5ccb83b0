import type { Language, SectionStatus, TermsCategory } from "@bayan/trpc/rules";
import type { PolicyDocument } from "@bayan/trpc/schemas";
import {
  AdminTable,
  EmptyState,
  StatCard,
  confirmDelete,
  type AdminTableColumn,
  type SortState,
} from "@bayan/ui";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDebouncedCallback, useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconCheck,
  IconCircleCheck,
  IconCircleDashed,
  IconEye,
  IconFileText,
  IconLanguage,
  IconList,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconTrash,
  IconWorld,
  IconX,
} from "@tabler/icons-react";
import { useMemo, useState, type ReactNode } from "react";
import { paragraphs } from "../../../pages/policy/policyText";
import { useServerText } from "../../../lib/serverText";
import { useAdminFormat } from "../../lib/format";
import { CATEGORY_LABELS, LANGUAGE_LABELS, STATUS_LABELS } from "./labels";
import classes from "./PolicyManager.module.css";
import { PolicyPreview, sectionIcon } from "./PolicyPreview";
import { POLICY_PAGE_SIZE, type PolicySearch, type PolicySortColumn } from "./search";
import { SectionFormModal, type SectionFormState } from "./SectionFormModal";
import {
  addSection,
  canMoveDown,
  canMoveUp,
  moveDown,
  moveUp,
  removeSection,
  todayIso,
  toggleStatus,
  updateSection,
  type Section,
  type SectionDraft,
} from "./sectionRules";
import {
  excerpt,
  filterSections,
  lastPage,
  pageOf,
  sectionStats,
  sortSections,
} from "./sectionView";
import { POLICY_SERVER_TEXTS } from "./serverTexts";
import { usePolicyDocument } from "./usePolicyDocument";

export interface PolicyManagerTexts {
  /** SPEC 8: "Failed to load privacy policy content". */
  loadError: string;
  /** SPEC 8: "Failed to save privacy policy content". */
  saveError: string;
  /** SPEC 8: "No sections found" / "No terms of service sections found". */
  empty: string;
  /** The table's accessible name. */
  tableLabel: string;
  /** SPEC 4, 8: the section the public page shows when its content cannot be loaded. */
  fallback: { title: string; content: string; category: TermsCategory | null };
}

export interface PolicyManagerProps {
  document: PolicyDocument;
  /** Terms sections have a category (SPEC 3). */
  withCategory: boolean;
  /** The public page ("/privacy"). */
  publicPath: string;
  /** The public page's title, translated in the previewed language. */
  pageTitle: MessageDescriptor;
  /** Logged (in English) when the sections cannot be loaded. */
  logMessage: string;
  texts: PolicyManagerTexts;
  search: PolicySearch;
  onSearchChange: (
    update: (previous: PolicySearch) => PolicySearch,
    options?: { replace?: boolean },
  ) => void;
}

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

/** "YYYY-MM-DD" as a date in the interface language (a calendar day: no time zone shift). */
function useDayFormat() {
  const { locale } = useAdminFormat();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    return (day: string) => {
      try {
        return format.format(new Date(`${day}T00:00:00Z`));
      } catch {
        return day;
      }
    };
  }, [locale]);
}

/**
 * SPEC 2.15: the privacy policy and terms of service managers. The whole document is loaded; the
 * table filters, sorts and pages it here. Every change shows at once and saves the whole list.
 */
export function PolicyManager({
  document,
  withCategory,
  publicPath,
  pageTitle,
  logMessage,
  texts,
  search,
  onSearchChange,
}: PolicyManagerProps) {
  const { t, i18n } = useLingui();
  const format = useAdminFormat();
  const day = useDayFormat();
  const serverText = useServerText(POLICY_SERVER_TEXTS);
  const { sections, query, saving, commit } = usePolicyDocument(document, {
    withCategory,
    logMessage,
  });
  const [form, setForm] = useState<SectionFormState | null>(null);
  const interfaceLanguage: Language = i18n.locale === "ar" ? "ar" : "en";

  // ---- Saving ---------------------------------------------------------------------------------

  const apply = (next: Section[]) => {
    commit(next, {
      onSaved: ({ message }) => {
        notifications.show({
          color: "teal",
          icon: <IconCheck {...ICON} />,
          message: serverText(message),
        });
      },
      onFailed: (error) => {
        const detail = error instanceof Error ? error.message : "";
        const known = detail in POLICY_SERVER_TEXTS ? serverText(detail) : null;
        notifications.show({
          color: "red",
          icon: <IconX {...ICON} />,
          ...(known ? { title: texts.saveError, message: known } : { message: texts.saveError }),
        });
      },
    });
  };
  const today = () => todayIso();
  const editable = sections !== undefined && !saving;

  const onSave = (draft: SectionDraft) => {
    if (!sections || !form) return;
    const next = form.section
      ? updateSection(sections, form.section.id, draft, today())
      : addSection(sections, draft, { today: today(), withCategory });
    setForm(null);
    apply(next);
  };

  const onDelete = async (section: Section) => {
    const confirmed = await confirmDelete({
      title: t`Delete section`,
      message: t`Are you sure you want to delete this section?`,
      confirmLabel: t`Delete`,
      cancelLabel: t`Cancel`,
    });
    const current = query.data;
    if (confirmed && current) apply(removeSection(current, section.id));
  };

  // ---- The table's view -----------------------------------------------------------------------

  const sort: SortState | null = search.sortBy
    ? { column: search.sortBy, direction: search.sortDir ?? "asc" }
    : null;
  const filtered = useMemo(
    () =>
      sortSections(
        filterSections(sections ?? [], {
          search: search.search,
          language: search.language,
          status: search.status,
        }),
        search.sortBy ? { column: search.sortBy, direction: search.sortDir ?? "asc" } : null,
      ),
    [sections, search.search, search.language, search.status, search.sortBy, search.sortDir],
  );
  const page = Math.min(search.page ?? 1, lastPage(filtered.length, POLICY_PAGE_SIZE));
  const records = pageOf(filtered, page, POLICY_PAGE_SIZE);
  const stats = sectionStats(sections ?? []);
  const filtering = Boolean(search.search || search.language || search.status);

  const setFilter = (changes: Partial<PolicySearch>) =>
    onSearchChange((previous) => ({ ...previous, ...changes, page: undefined }));

  // The search box answers every key; the address follows once typing pauses.
  // A change of the address from elsewhere (back, a link, Clear filters) refills the box.
  const [searchText, setSearchText] = useState(search.search ?? "");
  const [shownSearch, setShownSearch] = useState(search.search);
  if (shownSearch !== search.search) {
    setShownSearch(search.search);
    // What was typed stays as typed (a trailing space included) if it already says the same.
    if (searchText.trim() !== (search.search ?? "")) setSearchText(search.search ?? "");
  }
  const pushSearch = useDebouncedCallback((text: string) => {
    onSearchChange(
      (previous) => ({ ...previous, search: text.trim() || undefined, page: undefined }),
      { replace: true },
    );
  }, 300);

  const statusLabel = (status: SectionStatus) => i18n._(STATUS_LABELS[status]);
  const languageLabel = (language: Language) => i18n._(LANGUAGE_LABELS[language]);

  // SPEC 9: the phone breakpoint (Mantine's "sm", 48em).
  const phone = useMediaQuery("(max-width: 47.99em)") ?? false;
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
        <Stack gap={4}>
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
        return (
          <Tooltip label={published ? t`Click to make it a draft` : t`Click to publish`}>
            <Badge
              component="button"
              type="button"
              className="mantine-focus-auto"
              style={{ cursor: editable ? "pointer" : "default" }}
              styles={{ label: { overflow: "visible" } }}
              color={published ? "teal" : "gray"}
              variant={published ? "light" : "outline"}
              leftSection={
                published ? (
                  <IconCircleCheck size={14} aria-hidden />
                ) : (
                  <IconCircleDashed size={14} aria-hidden />
                )
              }
              disabled={!editable}
              aria-label={
                published ? t`${label}: make “${title}” a draft` : t`${label}: publish “${title}”`
              }
              onClick={() => sections && apply(toggleStatus(sections, s.id, today()))}
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
    {
      accessor: "actions",
      title: t`Actions`,
      textAlign: "end",
      noWrap: true,
      render: (s) => {
        const title = s.title;
        const all = sections ?? [];
        const buttons = (
          <>
            <IconAction
              label={t`Edit “${title}”`}
              disabled={!editable}
              onClick={() => setForm({ section: s, language: s.language })}
            >
              <IconPencil {...ICON} />
            </IconAction>
            <IconAction
              label={t`Move “${title}” up`}
              disabled={!editable || !canMoveUp(s)}
              onClick={() => apply(moveUp(all, s.id))}
            >
              <IconArrowUp {...ICON} />
            </IconAction>
            <IconAction
              label={t`Move “${title}” down`}
              disabled={!editable || !canMoveDown(all, s)}
              onClick={() => apply(moveDown(all, s.id))}
            >
              <IconArrowDown {...ICON} />
            </IconAction>
            <IconAction
              label={t`Delete “${title}”`}
              color={DANGER}
              disabled={!editable}
              onClick={() => void onDelete(s)}
            >
              <IconTrash {...ICON} />
            </IconAction>
          </>
        );
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
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {buttons}
          </Group>
        );
      },
    },
  ];

  const addButton = (
    <Button
      leftSection={<IconPlus {...ICON} />}
      disabled={!editable}
      onClick={() => setForm({ section: null, language: search.language ?? interfaceLanguage })}
    >
      {t`Add section`}
    </Button>
  );

  // ---- Load failure (SPEC 8) ------------------------------------------------------------------

  if (query.isError) {
    return (
      <Stack gap="lg">
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          title={texts.loadError}
        >
          <Button
            mt="xs"
            size="sm"
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t`Try Again`}
          </Button>
        </Alert>
        <FallbackSection section={texts.fallback} withCategory={withCategory} />
      </Stack>
    );
  }

  // ---- The screen -----------------------------------------------------------------------------

  const loading = query.isPending;
  const view = search.view ?? "sections";
  const previewLanguage = search.previewLanguage ?? search.language ?? interfaceLanguage;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "md" }}>
        <StatCard
          icon={<IconFileText size={24} />}
          label={t`Total sections`}
          value={format.number(stats.total)}
          loading={loading}
        />
        <StatCard
          icon={<IconCircleCheck size={24} />}
          label={t`Published`}
          value={format.number(stats.published)}
          loading={loading}
        />
        <StatCard
          icon={<IconWorld size={24} />}
          label={t`English sections`}
          value={format.number(stats.en)}
          loading={loading}
        />
        <StatCard
          icon={<IconLanguage size={24} />}
          label={t`Arabic sections`}
          value={format.number(stats.ar)}
          loading={loading}
        />
      </SimpleGrid>

      <Tabs
        value={view}
        onChange={(value) =>
          onSearchChange((previous) => ({
            ...previous,
            view: value === "preview" ? "preview" : undefined,
          }))
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="sections" leftSection={<IconList {...ICON} />}>
            {t`Sections`}
          </Tabs.Tab>
          <Tabs.Tab value="preview" leftSection={<IconEye {...ICON} />}>
            {t`Preview`}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="sections" pt="md">
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
              <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: "1 1 32rem" }}>
                <TextInput
                  aria-label={t`Search sections`}
                  placeholder={t`Search title or content`}
                  leftSection={<IconSearch size={16} aria-hidden="true" />}
                  value={searchText}
                  onChange={(event) => {
                    setSearchText(event.currentTarget.value);
                    pushSearch(event.currentTarget.value);
                  }}
                  type="search"
                  style={{ flex: "1 1 14rem" }}
                />
                <Select
                  aria-label={t`Language`}
                  value={search.language ?? "all"}
                  onChange={(value) =>
                    setFilter({ language: value === "en" || value === "ar" ? value : undefined })
                  }
                  data={[
                    { value: "all", label: t`All languages` },
                    { value: "en", label: languageLabel("en") },
                    { value: "ar", label: languageLabel("ar") },
                  ]}
                  allowDeselect={false}
                  w={{ base: "calc(50% - var(--mantine-spacing-sm) / 2)", xs: 170 }}
                />
                <Select
                  aria-label={t`Status`}
                  value={search.status ?? "all"}
                  onChange={(value) =>
                    setFilter({
                      status: value === "published" || value === "draft" ? value : undefined,
                    })
                  }
                  data={[
                    { value: "all", label: t`All statuses` },
                    { value: "published", label: statusLabel("published") },
                    { value: "draft", label: statusLabel("draft") },
                  ]}
                  allowDeselect={false}
                  w={{ base: "calc(50% - var(--mantine-spacing-sm) / 2)", xs: 170 }}
                />
              </Group>
              {addButton}
            </Group>

            <AdminTable<Section>
              label={texts.tableLabel}
              columns={columns}
              records={records}
              fetching={loading}
              minWidth={920}
              pinLastColumn
              sort={sort}
              onSortChange={(next) =>
                onSearchChange((previous) => ({
                  ...previous,
                  sortBy: (next?.column as PolicySortColumn | undefined) ?? undefined,
                  sortDir: next?.direction,
                  page: undefined,
                }))
              }
              page={page}
              pageSize={POLICY_PAGE_SIZE}
              totalRecords={filtered.length}
              onPageChange={(next) =>
                onSearchChange((previous) => ({ ...previous, page: next > 1 ? next : undefined }))
              }
              paginationLabels={{
                navigation: t`Section pages`,
                previous: t`Previous page`,
                next: t`Next page`,
                page: (n) => t`Page ${format.number(n)}`,
                formatPage: format.number,
              }}
              showingText={(from, to, total) =>
                t`Showing ${format.number(from)} to ${format.number(to)} of ${format.number(total)} sections`
              }
              emptyState={
                <EmptyState
                  icon={<IconFileText size={28} />}
                  title={texts.empty}
                  hint={
                    filtering
                      ? t`Try another search or clear the filters.`
                      : t`Add the first section.`
                  }
                  action={
                    filtering ? (
                      <Button
                        variant="default"
                        onClick={() => {
                          setSearchText("");
                          setFilter({ search: undefined, language: undefined, status: undefined });
                        }}
                      >
                        {t`Clear filters`}
                      </Button>
                    ) : null
                  }
                />
              }
            />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="preview" pt="md">
          <PolicyPreview
            sections={sections ?? []}
            language={previewLanguage}
            onLanguageChange={(language) =>
              onSearchChange((previous) => ({ ...previous, previewLanguage: language }))
            }
            pageTitle={pageTitle}
            publicPath={publicPath}
            withCategory={withCategory}
          />
        </Tabs.Panel>
      </Tabs>

      <SectionFormModal
        state={form}
        withCategory={withCategory}
        onClose={() => setForm(null)}
        onSave={onSave}
      />
    </Stack>
  );
}

function IconAction({
  label,
  color,
  disabled,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} disabled={disabled}>
      <ActionIcon
        variant="subtle"
        color={color}
        size="lg"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * SPEC 4, 8: the section the public page shows when the content cannot be loaded, labelled as the
 * default; nothing can be edited until the sections load.
 */
function FallbackSection({
  section,
  withCategory,
}: {
  section: PolicyManagerTexts["fallback"];
  withCategory: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Badge variant="outline" color="gray">
            {t`Default section`}
          </Badge>
          {withCategory && section.category && (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {i18n._(CATEGORY_LABELS[section.category])}
            </Text>
          )}
        </Group>
        <Title order={2} size="h3">
          {section.title}
        </Title>
        {paragraphs(section.content).map((paragraph, n) => (
          <Text key={n} style={{ whiteSpace: "pre-line", lineHeight: 1.7 }}>
            {paragraph}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t`The public page shows this default section while the content cannot be loaded. The sections can be edited once they load.`}
        </Text>
      </Stack>
    </Paper>
  );
}
