import type { Language } from "@bayan/trpc/rules";
import type { PolicyDocument } from "@bayan/trpc/schemas";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Button, Stack, Tabs } from "@mantine/core";
import { IconEye, IconHistory, IconList, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useCan } from "../../auth/member";
import { RoleNote } from "../../lib/RoleNote";
import { useListState, usePageClamp } from "../../lib/useListState";
import { useOpenRecord } from "../../lib/useOpenRecord";
import { PolicyLoadFailed, type FallbackSectionText } from "./PolicyFallback";
import { PolicyFilters } from "./PolicyFilters";
import { PolicyHistory } from "./PolicyHistory";
import { PolicyPreview } from "./PolicyPreview";
import { PolicyStats } from "./PolicyStats";
import { PolicyTable } from "./PolicyTable";
import { POLICY_PAGE_SIZE, policyList } from "./search";
import { SectionFormModal } from "./SectionFormModal";
import { filterSections, lastPage, pageOf, sortSections } from "./sectionView";
import { usePolicyActions } from "./usePolicyActions";
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
  fallback: FallbackSectionText;
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
}

const ICON = { size: 18, "aria-hidden": true } as const;

/**
 * SPEC 2.15: the privacy policy and terms of service managers. The whole document is loaded; the
 * table filters, sorts and pages it here. Every change shows at once and saves the whole list;
 * a change of the published text publishes a new version (docs/policy-versions.md), listed,
 * compared and restored in the History tab. The search, filters, sort, page, tab, preview and
 * history language, the versions compared and the section being edited live in the address.
 */
export function PolicyManager({
  document,
  withCategory,
  publicPath,
  pageTitle,
  logMessage,
  texts,
}: PolicyManagerProps) {
  const { t, i18n } = useLingui();
  const list = useListState(policyList);
  const { search } = list;
  const policy = usePolicyDocument(document, { withCategory, logMessage });
  const { sections, query } = policy;
  const actions = usePolicyActions(policy, { withCategory, saveError: texts.saveError });
  // The section whose form is open (the address's `selected`), or a new one's (Add section).
  const editing = useOpenRecord({
    selectedId: search.selected,
    records: sections ?? [],
    list: query,
  });
  const [adding, setAdding] = useState(false);
  // The sections are changed with the `edit` permission (docs/team.md): without it the table is
  // read-only (no Add section, no row buttons, no form) and the screen says why.
  const canEdit = useCan("edit");
  const interfaceLanguage: Language = i18n.locale === "ar" ? "ar" : "en";

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
  const page = usePageClamp(
    list,
    sections ? lastPage(filtered.length, POLICY_PAGE_SIZE) : undefined,
  );

  if (query.isError) {
    return (
      <PolicyLoadFailed
        message={texts.loadError}
        section={texts.fallback}
        withCategory={withCategory}
        query={query}
      />
    );
  }

  const newLanguage = search.language ?? interfaceLanguage;
  const formState = !canEdit
    ? null
    : adding
      ? { section: null, language: newLanguage }
      : editing.record
        ? { section: editing.record, language: editing.record.language }
        : null;
  const closeForm = () => (adding ? setAdding(false) : list.close());
  // A restore replaces its language's sections, drafts too: the History's dialog says so.
  const draftsIn = (language: Language) =>
    (sections ?? []).filter((s) => s.language === language && s.status === "draft").length;

  return (
    <Stack gap="lg">
      <PolicyStats sections={sections ?? []} loading={query.isPending} />

      <Tabs
        value={search.view ?? "sections"}
        onChange={(value) =>
          list.set({ view: value === "preview" || value === "history" ? value : undefined })
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
          <Tabs.Tab value="history" leftSection={<IconHistory {...ICON} />}>
            {t`History`}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="sections" pt="md">
          <Stack gap="md">
            <RoleNote needs={["edit"]} />
            <PolicyFilters
              list={list}
              add={
                canEdit ? (
                  <Button
                    leftSection={<IconPlus {...ICON} />}
                    disabled={!actions.editable}
                    onClick={() => setAdding(true)}
                  >
                    {t`Add section`}
                  </Button>
                ) : null
              }
            />
            <PolicyTable
              label={texts.tableLabel}
              records={pageOf(filtered, page, POLICY_PAGE_SIZE)}
              sections={sections ?? []}
              total={filtered.length}
              page={page}
              loading={query.isPending}
              sort={list.sort}
              onSortChange={list.setSort}
              onPageChange={list.setPage}
              actions={canEdit ? actions : null}
              onEdit={(section) => list.open(section.id)}
              withCategory={withCategory}
              empty={texts.empty}
              filtering={list.filtered}
              onClearFilters={list.reset}
            />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="preview" pt="md">
          <PolicyPreview
            sections={sections ?? []}
            language={search.previewLanguage ?? search.language ?? interfaceLanguage}
            onLanguageChange={(language) => list.set({ previewLanguage: language })}
            pageTitle={pageTitle}
            publicPath={publicPath}
            withCategory={withCategory}
          />
        </Tabs.Panel>

        <Tabs.Panel value="history" pt="md">
          <PolicyHistory
            document={document}
            withCategory={withCategory}
            language={search.historyLanguage ?? search.language ?? interfaceLanguage}
            // Another language's versions: the comparison starts again.
            onLanguageChange={(language) =>
              list.set({ historyLanguage: language, from: undefined, to: undefined })
            }
            compare={{ from: search.from, to: search.to }}
            onCompareChange={({ from, to }) => list.set({ from, to })}
            canEdit={canEdit}
            editable={actions.editable}
            drafts={{ en: draftsIn("en"), ar: draftsIn("ar") }}
          />
        </Tabs.Panel>
      </Tabs>

      <SectionFormModal
        state={formState}
        withCategory={withCategory}
        onClose={closeForm}
        onSave={(draft, publish) => {
          actions.save(draft, formState?.section ?? null, publish);
          closeForm();
        }}
      />
    </Stack>
  );
}
