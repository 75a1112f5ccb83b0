import type {
  ContactPriority,
  DraftDto,
  MailFolder,
  MailLabelName,
  MailRow,
} from "@bayan/trpc/schemas";
import { EmptyState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Collapse,
  Grid,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconAdjustmentsHorizontal, IconInbox, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { SEARCH_DEBOUNCE_MS } from "../../search";
import { ComposeModal } from "./ComposeModal";
import { useMailLabels } from "./labels";
import { MailNav } from "./MailNav";
import { MessageList } from "./MessageList";
import { useErrorText } from "./serverTexts";
import { ThreadPane } from "./ThreadPane";

/** SPEC 9: the mobile breakpoint, 768 px. */
const PHONE = "(max-width: 47.99em)";
/** From here the list and the open thread fit side by side; below, the thread replaces the list. */
const WIDE = "(min-width: 75em)";

interface Filters {
  priority: ContactPriority | undefined;
  status: "read" | "unread" | undefined;
  attachments: "yes" | "no" | undefined;
}
const NO_FILTERS: Filters = { priority: undefined, status: undefined, attachments: undefined };

export interface MessagesScreenProps {
  /** The clock the dates are read against (tests fix it). */
  now?: () => Date;
}

/**
 * SPEC 2.12, Messages: a real mailbox (docs/mailbox.md). Inbox = contact messages, Sent = every
 * email the system sent, Drafts saved on the server, Archived. Search and filters are applied by
 * the server; star, labels, priority, read state and archive are saved; opening a message marks
 * it read. The state (folder, filters, page, open message) lives in the component: no route of its
 * own (the landing page's bundle budget).
 */
export function MessagesScreen({ now = () => new Date() }: MessagesScreenProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const labels = useMailLabels();
  const errorText = useErrorText();
  const phone = useMediaQuery(PHONE) ?? false;
  const wide = useMediaQuery(WIDE) ?? false;

  const [folder, setFolder] = useState<MailFolder>("inbox");
  const [label, setLabel] = useState<MailLabelName | undefined>();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<{ kind: "contact" | "email"; id: string } | null>(null);
  const [compose, setCompose] = useState<{ draft: DraftDto | null } | null>(null);
  // Each opening of the editor is a fresh one (its fields start from the draft given).
  const [composeKey, setComposeKey] = useState(0);
  const openCompose = (draft: DraftDto | null) => {
    setComposeKey((k) => k + 1);
    setCompose({ draft });
  };

  // A new folder, label, search or filter starts from the first page.
  const changeFolder = (next: MailFolder) => {
    setFolder(next);
    setSelected(null);
    setPage(1);
  };
  const changeLabel = (next: MailLabelName | undefined) => {
    setLabel(next);
    setPage(1);
  };
  const changeFilters = (change: (f: Filters) => Filters) => {
    setFilters(change);
    setPage(1);
  };

  const listInput = {
    folder,
    page,
    ...(debounced ? { search: debounced } : {}),
    ...(label ? { label } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.attachments ? { attachments: filters.attachments } : {}),
  };
  const list = useQuery(
    trpc.mailbox.list.queryOptions(listInput, { placeholderData: keepPreviousData }),
  );
  const counts = useQuery(trpc.mailbox.counts.queryOptions());
  const thread = useQuery(
    trpc.mailbox.thread.queryOptions(selected ?? { kind: "contact", id: "" }, {
      enabled: selected !== null,
      retry: false,
      staleTime: 0,
    }),
  );

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.mailbox.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.contact.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
      ]),
    [queryClient, trpc],
  );

  // Opening an unread message marks it read on the server: the list and the badge follow.
  const openedUnread =
    thread.data && list.data?.items.some((r) => r.id === thread.data.item.id && !r.read);
  useEffect(() => {
    if (openedUnread) {
      void queryClient.invalidateQueries({ queryKey: trpc.mailbox.list.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.mailbox.counts.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.contact.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
    }
  }, [openedUnread, queryClient, trpc]);

  const flags = useMutation(
    trpc.mailbox.flags.mutationOptions({
      onSuccess: async (row, input) => {
        if (input.read === false || input.archived !== undefined) setSelected(null);
        await refresh();
      },
      onError: (error) =>
        notifications.show({
          color: "red",
          title: t`The change was not saved`,
          message: errorText(error, t`Please try again.`),
        }),
    }),
  );
  const setFlags = (
    row: MailRow,
    change: Partial<Pick<MailRow, "starred" | "labels" | "priority" | "read" | "archived">>,
  ) => {
    flags.mutate({ kind: row.kind, id: row.id, ...change } as Parameters<typeof flags.mutate>[0]);
    if (change.archived !== undefined) {
      notifications.show({
        color: "bayan",
        message: change.archived ? t`Message archived` : t`Message moved back`,
      });
    }
  };

  const reply = useMutation(trpc.contact.reply.mutationOptions());
  const sendReply = async (contactId: string, text: string) => {
    const answer = await reply.mutateAsync({ id: contactId, reply: text });
    await refresh();
    return answer;
  };

  const openRow = async (row: MailRow) => {
    if (row.kind === "draft") {
      try {
        const draft = await queryClient.fetchQuery(
          trpc.mailbox.draft.queryOptions({ id: row.id }, { staleTime: 0 }),
        );
        openCompose(draft);
      } catch (error) {
        notifications.show({ color: "red", message: errorText(error, t`Please try again.`) });
      }
      return;
    }
    setSelected({ kind: row.kind, id: row.id });
  };

  const rows = list.data?.items ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 0;
  const filtered = Boolean(
    debounced || label || filters.priority || filters.status || filters.attachments,
  );
  const showList = wide || !selected;
  const showThread = selected !== null;

  const listPanel = (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t`Search messages`}
          placeholder={t`Search messages`}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
        />
        <Button
          variant={filtersOpen ? "light" : "default"}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
          aria-expanded={filtersOpen}
          aria-controls="mail-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t`Filters`}
        </Button>
      </Group>
      <Collapse expanded={filtersOpen} id="mail-filters">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={t`Priority`}
            data={[
              { value: "all", label: t`All` },
              ...(["high", "medium", "low"] as const).map((value) => ({
                value,
                label: labels.priority(value),
              })),
            ]}
            value={filters.priority ?? "all"}
            onChange={(value) =>
              changeFilters((f) => ({
                ...f,
                priority: value && value !== "all" ? value : undefined,
              }))
            }
            allowDeselect={false}
            w={150}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="mail-status-label">
              {t`Status`}
            </Text>
            <SegmentedControl
              aria-labelledby="mail-status-label"
              data={[
                { value: "all", label: t`All` },
                { value: "read", label: t`Read` },
                { value: "unread", label: t`Unread` },
              ]}
              value={filters.status ?? "all"}
              onChange={(value) =>
                changeFilters((f) => ({
                  ...f,
                  status: value === "all" ? undefined : value,
                }))
              }
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="mail-attachments-label">
              {t`Attachments`}
            </Text>
            <SegmentedControl
              aria-labelledby="mail-attachments-label"
              data={[
                { value: "all", label: t`All` },
                { value: "yes", label: t`With` },
                { value: "no", label: t`Without` },
              ]}
              value={filters.attachments ?? "all"}
              onChange={(value) =>
                changeFilters((f) => ({
                  ...f,
                  attachments: value === "all" ? undefined : value,
                }))
              }
            />
          </Stack>
          <Button variant="subtle" onClick={() => changeFilters(() => NO_FILTERS)}>
            {t`Reset filters`}
          </Button>
        </Group>
      </Collapse>
      <Text size="sm" fw={600} component="h2" m={0}>
        {label ? `${labels.folder(folder)} · ${labels.label(label)}` : labels.folder(folder)}
      </Text>
      {list.isError ? (
        <Alert color="red" variant="light" role="alert" title={t`Failed to load messages`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(list.error, t`Please try again.`)}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t`Try again`}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder radius="md">
        {list.isPending ? (
          <Text size="sm" c="dimmed" p="md">
            {t`Loading messages…`}
          </Text>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<IconInbox size={28} />}
            title={filtered ? t`No messages match` : t`No messages`}
            hint={
              filtered ? t`Try another search, or reset the filters.` : labels.emptyHint(folder)
            }
          />
        ) : (
          <MessageList
            rows={rows}
            selectedId={selected?.id}
            onOpen={(row) => void openRow(row)}
            onStar={(row) => setFlags(row, { starred: !row.starred })}
            now={now()}
          />
        )}
      </Paper>
      {totalPages > 1 ? (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            siblings={2}
            getControlProps={(control) => ({
              "aria-label":
                control === "previous"
                  ? t`Previous page`
                  : control === "next"
                    ? t`Next page`
                    : undefined,
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <MailNav
            folder={folder}
            label={label}
            counts={counts.data}
            onFolder={changeFolder}
            onLabel={changeLabel}
            onCompose={() => openCompose(null)}
            phone={phone}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Grid gap="lg">
            {showList ? (
              <Grid.Col span={{ base: 12, lg: showThread ? 5 : 12 }}>{listPanel}</Grid.Col>
            ) : null}
            {showThread ? (
              <Grid.Col span={{ base: 12, lg: wide ? 7 : 12 }}>
                <Paper
                  withBorder
                  radius="md"
                  p="md"
                  aria-label={t`Conversation`}
                  component="section"
                  data-testid="thread"
                >
                  <ThreadPane
                    thread={thread.data}
                    loading={thread.isPending}
                    error={thread.error}
                    onBack={() => setSelected(null)}
                    showBack
                    onFlags={setFlags}
                    onReply={sendReply}
                  />
                </Paper>
              </Grid.Col>
            ) : null}
          </Grid>
        </Grid.Col>
      </Grid>
      <ComposeModal
        key={composeKey}
        opened={compose !== null}
        draft={compose?.draft ?? null}
        onClose={() => setCompose(null)}
        onChanged={() => void refresh()}
      />
    </>
  );
}
