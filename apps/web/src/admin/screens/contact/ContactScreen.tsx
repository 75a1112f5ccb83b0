import { contactPriorities, contactStatuses } from "@bayan/trpc/rules";
import { EmptyState } from "@bayan/ui";
import { Alert, Box, Button, Center, Flex, Loader, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import {
  IconAlertCircle,
  IconBan,
  IconDatabaseOff,
  IconInbox,
  IconSearchOff,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DetailDrawer } from "../../lib/DetailDrawer";
import { FilterSelect, ListFilters } from "../../lib/ListFilters";
import { ListEmpty } from "../../lib/ListEmpty";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { useListScreen } from "../../lib/useListScreen";
import classes from "./ContactScreen.module.css";
import { ContactDetail } from "./ContactDetail";
import { ContactNote } from "./ContactNote";
import { ContactStats } from "./ContactStats";
import { ContactTable } from "./ContactTable";
import { useContactLabels } from "./labels";
import { isSample, type Submission } from "./sampleSubmissions";
import { sampleView } from "./sampleView";
import { contactList } from "./search";
import { useContactActions } from "./useContactActions";
import { RoleNote } from "../../lib/RoleNote";

/** Wide enough for the table and the detail panel side by side; below it the panel is a Drawer. */
const SIDE_PANEL = "(min-width: 75em)";

/** SPEC 9: the mobile breakpoint, 768 px. */
const PHONE = "(max-width: 47.99em)";

const meta = { errorMessage: "Failed to fetch contact data" };

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
  const labels = useContactLabels();
  // The open submission: as last seen (the list may lose it after a change: marked spam, or read
  // while the "new" filter is on), on the page, or fetched on its own (a link from the bell).
  // While the list cannot be loaded, the samples stand in for it.
  const screen = useListScreen(contactList, {
    query: (input) => trpc.contact.list.queryOptions(input, { meta }),
    lookup: (id) => trpc.contact.get.queryOptions({ id }),
    fallback: sampleView,
  });
  const { list, search, query, open } = screen;
  const sample = screen.fallback;
  const stats = useQuery(trpc.contact.stats.queryOptions(undefined, { meta }));
  const sidePanel = useMediaQuery(SIDE_PANEL) ?? false;
  const phone = useMediaQuery(PHONE) ?? false;
  const actions = useContactActions(open.remember);
  const current = open.record;
  const selectedId = search.selected;

  // SPEC 4: opening a new message marks it read, on the server.
  const markedRead = useRef(new Set<string>());
  const { mutate: updateStatus } = actions.update;
  const { canReply } = actions;
  useEffect(() => {
    // A role without `reply` reads the message without marking it (docs/team.md).
    if (!current || isSample(current) || current.status !== "new" || !canReply) return;
    if (markedRead.current.has(current.id)) return;
    markedRead.current.add(current.id);
    updateStatus({ id: current.id, status: "read" });
  }, [current, updateStatus, canReply]);

  // The status filter names the spam folder as such.
  const folders = { ...labels.status, spam: t`Spam folder` };

  const deleteRow = (submission: Submission) =>
    actions.askToDelete(submission, () =>
      submission.id === selectedId ? list.close() : undefined,
    );

  // Focus moves to the panel's heading when a message opens beside the table.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sidePanel && current?.id) headingRef.current?.focus({ preventScroll: true });
  }, [sidePanel, current?.id]);

  const detail = current ? (
    <ContactDetail
      submission={current}
      actions={actions}
      onDeleted={list.close}
      heading={sidePanel ? { onClose: list.close, headingRef } : undefined}
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
      <ContactStats stats={stats} />

      <LoadFailedAlert
        title={t`Failed to fetch contact data`}
        queries={[query, stats]}
        classNames={{ title: classes.titleError }}
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
      />

      <RoleNote needs={["reply"]} />

      <ListFilters list={list} placeholder={t`Name, email, subject or message`}>
        <FilterSelect
          list={list}
          name="status"
          values={contactStatuses}
          labels={folders}
          w={FILTER_WIDTH}
        />
        <FilterSelect
          list={list}
          name="priority"
          values={contactPriorities}
          labels={labels.priority}
          w={FILTER_WIDTH}
        />
      </ListFilters>

      {search.status === "spam" ? (
        <ContactNote color="gray" icon={IconBan}>
          {t`The spam folder holds messages the contact form took for automated ones (a hidden field filled in, or sent within two seconds of the form appearing). They are left out of every other view and of the total.`}
        </ContactNote>
      ) : null}

      {sample ? (
        <ContactNote
          color="yellow"
          role="status"
          icon={IconDatabaseOff}
          title={t`Sample data: the submissions could not be loaded`}
          titleClass={classes.titleText}
        >
          {t`These six messages are examples, not real submissions. Nothing can be changed until the list loads.`}
        </ContactNote>
      ) : null}

      <Flex gap="md" align="flex-start">
        <Box flex={1} miw={0}>
          <ContactTable
            label={sample ? t`Contact submissions (sample data)` : t`Contact submissions`}
            screen={screen}
            onOpen={(submission) => list.open(submission.id)}
            onDelete={canReply ? (submission) => void deleteRow(submission) : undefined}
            layout={phone ? "phone" : sidePanel && selectedId ? "beside" : "full"}
            emptyState={
              <ListEmpty
                icon={IconInbox}
                list={list}
                title={t`No submissions found`}
                hint={
                  search.status === "spam" && !search.search && !search.priority
                    ? t`The spam folder is empty.`
                    : list.filtered
                      ? t`Try another search, or reset the filters.`
                      : t`Messages sent through the contact page will appear here.`
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
        open={open}
        hidden={sidePanel}
        onClose={list.close}
        size="34rem"
        kind="message"
        title={current && labels.subject(current.subject)}
      >
        {sample && current ? <SampleNote /> : null}
        {detail}
      </DetailDrawer>
    </Stack>
  );
}

function SampleNote() {
  const { t } = useLingui();
  return (
    <Alert color="yellow" variant="light" role="note" mb="md" p="xs">
      <Text size="sm">{t`Sample data: nothing here can be changed.`}</Text>
    </Alert>
  );
}
