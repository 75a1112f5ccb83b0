import type { DraftDto, MailRow } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Grid, Paper } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useErrorText } from "../../lib/errorText";
import { useListScreen } from "../../lib/useListScreen";
import { ComposeModal } from "./ComposeModal";
import { MailListPanel } from "./MailListPanel";
import { MailNav } from "./MailNav";
import { messagesList, messagesListInput, threadOf, threadParam } from "./search";
import { ThreadPane } from "./ThreadPane";
import { useCan } from "../../auth/member";
import { RoleNote } from "../../lib/RoleNote";

/** SPEC 9: the mobile breakpoint, 768 px. */
const PHONE = "(max-width: 47.99em)";
/** From here the list and the open thread fit side by side; below, the thread replaces the list. */
const WIDE = "(min-width: 75em)";

export interface MessagesScreenProps {
  /** The clock the dates are read against (tests fix it). */
  now?: () => Date;
}

/**
 * SPEC 2.12, Messages: a real mailbox (docs/mailbox.md). Inbox = contact messages, Sent = every
 * email the system sent, Drafts saved on the server, Archived. Search and filters are applied by
 * the server; star, labels, priority, read state and archive are saved; opening a message marks
 * it read. The folder, label, search, filters, page and the open conversation live in the address.
 */
export function MessagesScreen({ now = () => new Date() }: MessagesScreenProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const phone = useMediaQuery(PHONE) ?? false;
  const wide = useMediaQuery(WIDE) ?? false;
  const screen = useListScreen(messagesList, {
    input: messagesListInput,
    query: (input) => trpc.mailbox.list.queryOptions(input),
  });
  const { list, search, query } = screen;
  const folder = search.folder ?? "inbox";
  const selected = threadOf(search.selected);
  const [compose, setCompose] = useState<{ draft: DraftDto | null } | null>(null);
  // Each opening of the editor is a fresh one (its fields start from the draft given).
  const [composeKey, setComposeKey] = useState(0);
  const openCompose = (draft: DraftDto | null) => {
    setComposeKey((k) => k + 1);
    setCompose({ draft });
  };

  // Writing, answering and a message's flags need `reply` (docs/team.md).
  const canReply = useCan("reply");
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
    thread.data && query.data?.items.some((r) => r.id === thread.data.item.id && !r.read);
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
        if (input.read === false || input.archived !== undefined) list.close();
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
    list.open(threadParam({ kind: row.kind, id: row.id }));
  };

  const showList = wide || !selected;
  const showThread = selected !== null;

  const listPanel = (
    <MailListPanel
      list={list}
      query={query}
      page={screen.page}
      selectedId={selected?.id}
      onOpen={(row) => void openRow(row)}
      onStar={canReply ? (row) => setFlags(row, { starred: !row.starred }) : undefined}
      now={now()}
    />
  );

  return (
    <>
      <RoleNote needs={["reply"]} mb="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <MailNav
            folder={folder}
            label={search.label}
            counts={counts.data}
            // Another folder closes the open conversation; a folder or label starts at page 1.
            onFolder={(next) =>
              list.change({ folder: next === "inbox" ? undefined : next, selected: undefined })
            }
            onLabel={(next) => list.change({ label: next })}
            onCompose={canReply ? () => openCompose(null) : undefined}
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
                    onBack={list.close}
                    showBack
                    onFlags={setFlags}
                    onReply={sendReply}
                    readOnly={!canReply}
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
