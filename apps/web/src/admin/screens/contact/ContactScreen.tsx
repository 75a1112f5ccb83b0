import { contactPriorities, contactStatuses } from "@bayan/trpc/rules";
import { confirmDelete, EmptyState, StatCard } from "@bayan/ui";
import {
  Alert,
  Box,
  Button,
  Center,
  Flex,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
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
import { useEffect, useRef } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DetailDrawer } from "../../lib/DetailDrawer";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useAdminFormat } from "../../lib/format";
import { FilterSelect, ListFilters } from "../../lib/ListFilters";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { pageCount, useListState, usePageClamp } from "../../lib/useListState";
import { useOpenRecord } from "../../lib/useOpenRecord";
import classes from "./ContactScreen.module.css";
import { ContactDetail } from "./ContactDetail";
import { ContactTable } from "./ContactTable";
import { useContactLabels } from "./labels";
import { isSample, type Submission } from "./sampleSubmissions";
import { sampleView } from "./sampleView";
import { contactList } from "./search";
import { useErrorText } from "./serverTexts";
import { useContactActions } from "./useContactActions";

/** Wide enough for the table and the detail panel side by side; below it the panel is a Drawer. */
const SIDE_PANEL = "(min-width: 75em)";

/** SPEC 9: the mobile breakpoint, 768 px. */
const PHONE = "(max-width: 47.99em)";

/** The status and priority filters share a row with the search. */
const FILTER_WIDTH = { base: "100%", xs: 180 };

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
  const list = useListState(contactList);
  const { search } = list;
  const sidePanel = useMediaQuery(SIDE_PANEL) ?? false;
  const phone = useMediaQuery(PHONE) ?? false;

  const query = useQuery(
    trpc.contact.list.queryOptions(contactList.input(search), {
      placeholderData: keepPreviousData,
      meta: { errorMessage: "Failed to fetch contact data" },
    }),
  );
  const stats = useQuery(
    trpc.contact.stats.queryOptions(undefined, {
      meta: { errorMessage: "Failed to fetch contact data" },
    }),
  );

  const sample = query.isError;
  const samples = sample ? sampleView(search) : null;
  const records = samples ? samples.items : (query.data?.items ?? []);
  const total = samples ? samples.total : (query.data?.pagination.total ?? 0);
  const page = usePageClamp(list, pageCount(query));

  // The open submission: as last seen (the list may lose it after a change: marked spam, or read
  // while the "new" filter is on), on the page, or fetched on its own (a link from the bell).
  const open = useOpenRecord({
    selectedId: search.selected,
    records,
    list: query,
    lookup: (id) => trpc.contact.get.queryOptions({ id }),
  });
  const actions = useContactActions(open.remember);
  const current = open.record;
  const selectedId = search.selected;

  // SPEC 4: opening a new message marks it read, on the server.
  const markedRead = useRef(new Set<string>());
  const { mutate: updateStatus } = actions.update;
  useEffect(() => {
    if (!current || isSample(current) || current.status !== "new") return;
    if (markedRead.current.has(current.id)) return;
    markedRead.current.add(current.id);
    updateStatus({ id: current.id, status: "read" });
  }, [current, updateStatus]);

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
      { onSuccess: () => (submission.id === selectedId ? list.close() : undefined) },
    );
  };

  // Focus moves to the panel's heading when a message opens beside the table.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sidePanel && current?.id) headingRef.current?.focus({ preventScroll: true });
  }, [sidePanel, current?.id]);

  const statValue = (n: number | undefined) =>
    stats.isError || n === undefined ? "–" : format.number(n);

  const detail = current ? (
    <ContactDetail
      submission={current}
      actions={actions}
      onDeleted={list.close}
      onClose={sidePanel ? list.close : undefined}
      headingRef={headingRef}
    />
  ) : open.missing ? (
    <EmptyState
      icon={<IconSearchOff size={28} />}
      title={t`This message could not be found`}
      hint={t`It may have been deleted.`}
      action={
        <Button variant="default" onClick={list.close}>
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
        queries={[query, stats]}
        detail={errorText(query.error ?? stats.error, "")}
        classNames={{ title: classes.titleError }}
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
      />

      <ListFilters list={list} placeholder={t`Name, email, subject or message`}>
        <FilterSelect
          list={list}
          name="status"
          label={t`Status`}
          all={t`All statuses`}
          options={contactStatuses.map((value) => ({
            value,
            label: value === "spam" ? t`Spam folder` : labels.status[value],
          }))}
          w={FILTER_WIDTH}
        />
        <FilterSelect
          list={list}
          name="priority"
          label={t`Priority`}
          all={t`All priorities`}
          options={contactPriorities.map((value) => ({ value, label: labels.priority[value] }))}
          w={FILTER_WIDTH}
        />
      </ListFilters>

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
            fetching={query.isPending || (query.isFetching && query.isPlaceholderData)}
            sort={list.sort}
            onSortChange={list.setSort}
            onPageChange={list.setPage}
            onOpen={(submission) => list.open(submission.id)}
            onDelete={(submission) => void deleteRow(submission)}
            layout={phone ? "phone" : sidePanel && selectedId ? "beside" : "full"}
            emptyState={
              <EmptyState
                icon={<IconInbox size={28} />}
                title={t`No submissions found`}
                hint={
                  search.status === "spam" && !search.search && !search.priority
                    ? t`The spam folder is empty.`
                    : list.filtered
                      ? t`Try another search, or reset the filters.`
                      : t`Messages sent through the contact page will appear here.`
                }
                action={
                  list.filtered ? (
                    <Button variant="default" onClick={list.reset}>
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

      <DetailDrawer
        opened={!sidePanel && Boolean(selectedId)}
        onClose={list.close}
        size="34rem"
        title={current ? <bdi>{labels.subject(current.subject)}</bdi> : t`Message`}
        closeLabel={t`Close the message`}
      >
        {sample && current ? <SampleNote /> : null}
        {detail}
      </DetailDrawer>
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
