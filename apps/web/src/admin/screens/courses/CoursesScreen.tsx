import { AdminPagination, EmptyState } from "@bayan/ui";
import { COURSES_PAGE_SIZE, type CourseDto } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  Button,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { IconBook2, IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useAdminFormat } from "../../lib/format";
import { CourseCard } from "./CourseCard";
import {
  CourseFilters,
  DEFAULT_FILTERS,
  isFiltered,
  orderInput,
  type CourseFilterState,
} from "./CourseFilters";
import { CourseFormModal } from "./CourseFormModal";
import { CourseStats } from "./CourseStats";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { LOAD_FAILED_TEXT, useErrorText } from "./serverTexts";
import { useCourseActions } from "./useCourseActions";

/** The grid's columns: one on a phone, two on a tablet, three on a desktop, four on a wide one. */
const GRID_COLS = { base: 1, sm: 2, lg: 3, xl: 4 };

/**
 * SPEC 2.11, Courses: the figures, Add course, the search with the status and category filters
 * and the order, the cards (12 a page) and a modal to create or edit a course with its thumbnail;
 * delete after a confirmation. Every change is saved on the server. The filters, page and open
 * form live in the screen (the admin's section route carries no search params).
 */
export function CoursesScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const errorText = useErrorText();
  const [filters, setFilters] = useState<CourseFilterState>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CourseDto | "new" | null>(null);
  const actions = useCourseActions();

  const list = useQuery(
    trpc.courses.list.queryOptions(
      {
        page,
        limit: COURSES_PAGE_SIZE,
        search: filters.search,
        status: filters.status,
        category: filters.category,
        ...orderInput(filters.order),
      },
      { placeholderData: keepPreviousData, meta: { errorMessage: LOAD_FAILED_TEXT } },
    ),
  );
  const stats = useQuery(
    trpc.courses.stats.queryOptions(undefined, { meta: { errorMessage: LOAD_FAILED_TEXT } }),
  );
  const courses = list.data?.items ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 0;
  const total = list.data?.pagination.total ?? 0;

  // A page past the end (after deletes) goes to the last page there is.
  if (list.isSuccess && !list.isPlaceholderData && page > 1 && page > totalPages) {
    setPage(Math.max(1, totalPages));
  }

  const filtered = isFiltered(filters);
  const change = (next: Partial<CourseFilterState>) => {
    setFilters((was) => ({ ...was, ...next }));
    setPage(1);
  };
  const reset = () => {
    setFilters(DEFAULT_FILTERS);
    setPage(1);
  };
  const loadingPage = list.isPending || (list.isFetching && list.isPlaceholderData);
  const firstItem = (page - 1) * COURSES_PAGE_SIZE + 1;
  const lastItem = Math.min(total, page * COURSES_PAGE_SIZE);
  const [first, last, all] = [
    format.number(firstItem),
    format.number(lastItem),
    format.number(total),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" maw={560}>
          {t`The courses of the platform. Only published courses would be shown to students.`}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing("new")}
        >
          {t`Add course`}
        </Button>
      </Group>

      <CourseStats stats={stats} />

      <LoadFailedAlert
        title={t`Failed to fetch courses data`}
        queries={[list, stats]}
        detail={errorText(list.error ?? stats.error, "")}
      />

      <CourseFilters value={filters} onChange={change} onReset={reset} />

      {list.isPending ? (
        <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true">
          <VisuallyHidden role="status">{t`Loading courses…`}</VisuallyHidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={380} radius="md" aria-hidden="true" />
          ))}
        </SimpleGrid>
      ) : list.isError && !list.data ? null : courses.length === 0 ? (
        <EmptyState
          icon={<IconBook2 size={28} />}
          title={filtered ? t`No courses match` : t`No courses yet`}
          hint={
            filtered
              ? t`Try another search, or reset the filters.`
              : t`Create the first course: it starts as a draft until you publish it.`
          }
          action={
            filtered ? (
              <Button variant="default" onClick={reset}>
                {t`Reset filters`}
              </Button>
            ) : (
              <Button
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => setEditing("new")}
              >
                {t`Create the first course`}
              </Button>
            )
          }
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t`Showing ${first} to ${last} of ${all}`}
            </Text>
            {loadingPage ? (
              <Loader size="xs" role="status" aria-label={t`Loading courses…`} />
            ) : null}
          </Group>
          <SimpleGrid
            cols={GRID_COLS}
            spacing="md"
            component="section"
            aria-label={t`Courses`}
            aria-busy={loadingPage}
            style={{ opacity: loadingPage ? 0.6 : 1 }}
          >
            {courses.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                onEdit={setEditing}
                onDelete={(c) => void actions.askToDelete(c)}
                deleting={actions.remove.isPending && actions.remove.variables?.id === course.id}
              />
            ))}
          </SimpleGrid>
          <AdminPagination
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
            disabled={loadingPage}
            labels={{
              navigation: t`Course pages`,
              previous: t`Previous page`,
              next: t`Next page`,
              page: (n) => {
                const number = format.number(n);
                return t`Page ${number}`;
              },
              formatPage: format.number,
            }}
          />
        </Stack>
      )}

      <CourseFormModal state={editing} actions={actions} onClose={() => setEditing(null)} />
    </Stack>
  );
}
