import { confirmDelete, EmptyState, StatCard, type SortState } from "@bayan/ui";
import {
  Alert,
  Box,
  Button,
  Center,
  Drawer,
  Flex,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  useDirection,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import {
  IconAlertCircle,
  IconBan,
  IconDatabaseOff,
  IconInbox,
  IconMailStar,
  IconMessages,
  IconSend,
  IconSearchOff,
} from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useAdminFormat } from "../../lib/format";
import { oneOf } from "../../search";
import classes from "./ContactScreen.module.css";
import { ContactDetail } from "./ContactDetail";
import { ContactFilters } from "./ContactFilters";
import { ContactTable } from "./ContactTable";
import { useContactLabels } from "./labels";
import { isSample, type Submission } from "./sampleSubmissions";
import { sampleView } from "./sampleView";
import { CONTACT_SORT_COLUMNS, contactListInput, type ContactSearch } from "./search";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { useErrorText } from "./serverTexts";
import { useContactActions } from "./useContactActions";

const route = getRouteApi("/admin/contact");

/** Wide enough for the table and the detail panel side by side; below it the panel is a Drawer. */
const SIDE_PANEL = "(min-width: 75em)";

/** SPEC 9: the mobile breakpoint, 768 px. */
const PHONE = "(max-width: 47.99em)";

/**
 * SPEC 2.16, Contact submissions: stats, search and filters, the table (5 a page, newest first,
 * sortable) and a detail panel with the reply box. Every change is saved on the server. When the
 * list cannot be loaded, six sample submissions stand in, marked as such, with every action
 * disabled (SPEC 7).
 */
export function ContactScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const errorText = useErrorText();
  const labels = useContactLabels();
  const { dir } = useDirection();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const sidePanel = useMediaQuery(SIDE_PANEL) ?? false;
  const phone = useMediaQuery(PHONE) ?? false;

  const list = useQuery(
    trpc.contact.list.queryOptions(contactListInput(search), {
      placeholderData: keepPreviousData,
      meta: { errorMessage: "Failed to fetch contact data" },
    }),
  );
  const stats = useQuery(
    trpc.contact.stats.queryOptions(undefined, {
      meta: { errorMessage: "Failed to fetch contact data" },
    }),
  );

  const sample = list.isError;
  const samples = sample ? sampleView(search) : null;
  const records = samples ? samples.items : (list.data?.items ?? []);
  const total = samples ? samples.total : (list.data?.pagination.total ?? 0);
  const page = search.page ?? 1;

  // A page past the end (after deletes, or an old link) goes to the last page there is.
  const totalPages = list.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (!sample && list.isSuccess && !list.isPlaceholderData && page > 1 && page > totalPages) {
      void navigate({
        search: (prev) => ({ ...prev, page: totalPages > 1 ? totalPages : undefined }),
        replace: true,
      });
    }
  }, [sample, list.isSuccess, list.isPlaceholderData, page, totalPages, navigate]);

  // The open submission, as last seen: the list may lose it after a change (marked spam, or read
  // while the "new" filter is on), and the panel keeps showing it.
  const [saved, setSaved] = useState<Submission | null>(null);
  const actions = useContactActions(setSaved);
  const selectedId = search.selected;
  const onPage = records.find((r) => r.id === selectedId);
  const remembered = saved && saved.id === selectedId ? saved : undefined;
  // A message on no loaded page (a link from the bell) is fetched on its own.
  const lookup = useQuery(
    trpc.contact.get.queryOptions(
      { id: selectedId ?? "" },
      {
        enabled: Boolean(selectedId) && !onPage && !remembered && !sample && list.isSuccess,
        retry: false,
      },
    ),
  );
  const current: Submission | undefined =
    remembered && (!onPage || remembered.updatedAt > onPage.updatedAt)
      ? remembered
      : (onPage ?? lookup.data ?? undefined);
  const notFound =
    Boolean(selectedId) &&
    !current &&
    (sample || (list.isSuccess && !lookup.isFetching && (lookup.isSuccess || lookup.isError)));

  // SPEC 4: opening a new message marks it read, on the server.
  const markedRead = useRef(new Set<string>());
  const { mutate: updateStatus } = actions.update;
  useEffect(() => {
    if (!current || isSample(current) || current.status !== "new") return;
    if (markedRead.current.has(current.id)) return;
    markedRead.current.add(current.id);
    updateStatus({ id: current.id, status: "read" });
  }, [current, updateStatus]);

  const setSearch = (
    next: Partial<ContactSearch>,
    options: { replace?: boolean; keepPage?: boolean } = {},
  ) =>
    void navigate({
      search: (prev) => ({ ...prev, ...(options.keepPage ? {} : { page: undefined }), ...next }),
      replace: options.replace,
    });

  const open = (submission: Submission) =>
    setSearch({ selected: submission.id }, { keepPage: true });
  const close = () => setSearch({ selected: undefined }, { keepPage: true });

  const deleteRow = async (submission: Submission) => {
    const confirmed = await confirmDelete({
      title: t`Delete submission`,
      message: t`Are you sure you want to delete this submission?`,
      confirmLabel: t`Delete`,
      cancelLabel: t`Cancel`,
    });
    if (!confirmed) return;
    actions.remove.mutate(
      { id: submission.id },
      { onSuccess: () => (submission.id === selectedId ? close() : undefined) },
    );
  };

  // Focus moves to the panel's heading when a message opens beside the table.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sidePanel && current?.id) headingRef.current?.focus({ preventScroll: true });
  }, [sidePanel, current?.id]);

  const sort: SortState | null = search.sortBy
    ? { column: search.sortBy, direction: search.sortDir ?? "asc" }
    : null;

  const filtered = Boolean(search.search || search.status || search.priority);
  const reset = () =>
    void navigate({ search: (prev) => ({ selected: prev.selected }), replace: false });

  const statValue = (n: number | undefined) =>
    stats.isError || n === undefined ? "–" : format.number(n);

  const detail = current ? (
    <ContactDetail
      submission={current}
      actions={actions}
      onDeleted={close}
      onClose={sidePanel ? close : undefined}
      headingRef={headingRef}
    />
  ) : notFound ? (
    <EmptyState
      icon={<IconSearchOff size={28} />}
      title={t`This message could not be found`}
      hint={t`It may have been deleted.`}
      action={
        <Button variant="default" onClick={close}>
          {t`Close`}
        </Button>
      }
    />
  ) : (
    <Center py="xl">
      <Loader size="sm" aria-label={t`Loading the message`} />
    </Center>
  );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: "xs", sm: "md" }}>
        <StatCard
          icon={<IconMessages size={22} />}
          label={t`Total messages`}
          value={statValue(stats.data?.totalSubmissions)}
          loading={stats.isPending}
          target={stats.data ? <TotalBreakdown stats={stats.data} /> : undefined}
        />
        <StatCard
          icon={<IconMailStar size={22} />}
          label={t`New`}
          value={statValue(stats.data?.newCount)}
          loading={stats.isPending}
        />
        <StatCard
          icon={<DirectionalIcon icon={IconSend} size={22} />}
          label={t`Replied`}
          value={statValue(stats.data?.repliedCount)}
          loading={stats.isPending}
        />
        <StatCard
          icon={<IconBan size={22} />}
          label={t`Spam`}
          value={statValue(stats.data?.spamCount)}
          loading={stats.isPending}
        />
      </SimpleGrid>

      <LoadFailedAlert
        title={t`Failed to fetch contact data`}
        queries={[list, stats]}
        detail={errorText(list.error ?? stats.error, "")}
        classNames={{ title: classes.titleError }}
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
      />

      <ContactFilters
        search={search}
        onChange={(next, options) => setSearch(next, options)}
        onReset={reset}
      />

      {search.status === "spam" ? (
        <Alert
          color="gray"
          variant="light"
          role="note"
          icon={<IconBan size={18} aria-hidden="true" />}
        >
          {t`The spam folder holds messages the contact form took for automated ones (a hidden field filled in, or sent within two seconds of the form appearing). They are left out of every other view and of the total.`}
        </Alert>
      ) : null}

      {sample ? (
        <Alert
          color="yellow"
          variant="light"
          classNames={{ title: classes.titleText }}
          role="status"
          icon={<IconDatabaseOff size={18} aria-hidden="true" />}
          title={t`Sample data: the submissions could not be loaded`}
        >
          {t`These six messages are examples, not real submissions. Nothing can be changed until the list loads.`}
        </Alert>
      ) : null}

      <Flex gap="md" align="flex-start">
        <Box flex={1} miw={0}>
          <ContactTable
            label={sample ? t`Contact submissions (sample data)` : t`Contact submissions`}
            records={records}
            selectedId={selectedId}
            page={page}
            totalRecords={total}
            fetching={list.isPending || (list.isFetching && list.isPlaceholderData)}
            sort={sort}
            onSortChange={(next) => {
              const sortBy = oneOf(CONTACT_SORT_COLUMNS, next?.column);
              setSearch({ sortBy, sortDir: sortBy ? next?.direction : undefined });
            }}
            onPageChange={(next) =>
              setSearch({ page: next > 1 ? next : undefined }, { keepPage: true })
            }
            onOpen={open}
            onDelete={(submission) => void deleteRow(submission)}
            layout={phone ? "phone" : sidePanel && selectedId ? "beside" : "full"}
            emptyState={
              <EmptyState
                icon={<IconInbox size={28} />}
                title={t`No submissions found`}
                hint={
                  search.status === "spam" && !search.search && !search.priority
                    ? t`The spam folder is empty.`
                    : filtered
                      ? t`Try another search, or reset the filters.`
                      : t`Messages sent through the contact page will appear here.`
                }
                action={
                  filtered ? (
                    <Button variant="default" onClick={reset}>
                      {t`Reset filters`}
                    </Button>
                  ) : undefined
                }
              />
            }
          />
        </Box>
        {sidePanel && selectedId ? (
          <Paper
            component="section"
            aria-label={t`Message details`}
            withBorder
            radius="md"
            p="md"
            w={420}
            style={{ flexShrink: 0 }}
            className={classes.panel}
          >
            {sample && current ? <SampleNote /> : null}
            {detail}
          </Paper>
        ) : null}
      </Flex>

      <Drawer
        opened={!sidePanel && Boolean(selectedId)}
        onClose={close}
        position={dir === "rtl" ? "left" : "right"}
        size="min(100%, 34rem)"
        title={current ? <bdi>{labels.subject(current.subject)}</bdi> : t`Message`}
        closeButtonProps={{ "aria-label": t`Close the message` }}
        styles={{
          title: { fontWeight: 700, overflowWrap: "anywhere", paddingInlineEnd: 12 },
        }}
      >
        {sample && current ? <SampleNote /> : null}
        {detail}
      </Drawer>
    </Stack>
  );
}

function TotalBreakdown({ stats }: { stats: { readCount: number; archivedCount: number } }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const read = format.number(stats.readCount);
  const archived = format.number(stats.archivedCount);
  return <>{t`${read} read, ${archived} archived`}</>;
}

function SampleNote() {
  const { t } = useLingui();
  return (
    <Alert color="yellow" variant="light" role="note" mb="md" p="xs">
      <Text size="sm">{t`Sample data: nothing here can be changed.`}</Text>
    </Alert>
  );
}
