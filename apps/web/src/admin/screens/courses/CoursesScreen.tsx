import { AdminPagination } from "@bayan/ui";
import { COURSES_PAGE_SIZE } from "@bayan/trpc/schemas";
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
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { ListEmpty } from "../../lib/ListEmpty";
import { useTableLabels } from "../../lib/tableLabels";
import { useListScreen } from "../../lib/useListScreen";
import { CourseCard } from "./CourseCard";
import { CourseFilters } from "./CourseFilters";
import { CourseFormModal } from "./CourseFormModal";
import { CourseStats } from "./CourseStats";
import { coursesList, coursesListInput } from "./search";
import { useCourseActions } from "./useCourseActions";

/** What the query cache logs when a call fails (the alert says it in the interface language). */
const meta = { errorMessage: "Failed to fetch courses data" };

/** The grid's columns: one on a phone, two on a tablet, three on a desktop, four on a wide one. */
const GRID_COLS = { base: 1, sm: 2, lg: 3, xl: 4 };

/**
 * SPEC 2.11, Courses: the figures, Add course, the search with the status and category filters
 * and the order, the cards (12 a page) and a modal to create or edit a course with its thumbnail;
 * delete after a confirmation. Every change is saved on the server. The search, filters, order,
 * page and the course whose form is open live in the address.
 */
export function CoursesScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  // The course whose form is open: on the page, or fetched on its own for a link to it.
  const screen = useListScreen(coursesList, {
    input: coursesListInput,
    query: (input) => trpc.courses.list.queryOptions(input, { meta }),
    lookup: (id) => trpc.courses.get.queryOptions({ id }),
  });
  const { list, search, query, open, page, total } = screen;
  const stats = useQuery(trpc.courses.stats.queryOptions(undefined, { meta }));
  const courses = screen.records;
  const totalPages = query.data?.pagination.totalPages ?? 0;
  const tableLabels = useTableLabels(t`Course pages`);
  const [creating, setCreating] = useState(false);
  const actions = useCourseActions({
    onDeleted: (id) => (id === search.selected ? list.close() : undefined),
  });

  const loadingPage = screen.fetching;
  const showing = tableLabels.showingText(
    (page - 1) * COURSES_PAGE_SIZE + 1,
    Math.min(total, page * COURSES_PAGE_SIZE),
    total,
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" maw={560}>
          {t`The courses of the platform. Only published courses would be shown to students.`}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setCreating(true)}
        >
          {t`Add course`}
        </Button>
      </Group>

      <CourseStats stats={stats} />

      <LoadFailedAlert title={t`Failed to fetch courses data`} queries={[query, stats]} />

      <CourseFilters list={list} />

      {query.isPending ? (
        <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true">
          <VisuallyHidden role="status">{t`Loading courses…`}</VisuallyHidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={380} radius="md" aria-hidden="true" />
          ))}
        </SimpleGrid>
      ) : query.isError && !query.data ? null : courses.length === 0 ? (
        <ListEmpty
          icon={IconBook2}
          list={list}
          title={list.filtered ? t`No courses match` : t`No courses yet`}
          hint={
            list.filtered
              ? t`Try another search, or reset the filters.`
              : t`Create the first course: it starts as a draft until you publish it.`
          }
          action={
            <Button
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setCreating(true)}
            >
              {t`Create the first course`}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {showing}
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
                onEdit={(chosen) => list.open(chosen.id)}
                onDelete={(c) => void actions.askToDelete(c)}
                deleting={actions.remove.isPending && actions.remove.variables?.id === course.id}
              />
            ))}
          </SimpleGrid>
          <AdminPagination
            page={page}
            totalPages={totalPages}
            onPageChange={list.setPage}
            disabled={loadingPage}
            labels={tableLabels.paginationLabels}
          />
        </Stack>
      )}

      <CourseFormModal
        state={creating ? "new" : (open.record ?? null)}
        opened={creating || search.selected !== undefined}
        loading={open.loading}
        actions={actions}
        onClose={() => (creating ? setCreating(false) : list.close())}
      />
    </Stack>
  );
}
