import { contactPriorities } from "@bayan/trpc/rules";
import { MAILBOX_PAGE_SIZE, mailFolders, mailLabels } from "@bayan/trpc/schemas";
import { listSearch, readOneOf } from "../../lib/listSearch";

/**
 * /admin/messages?folder=sent&label=billing&search=refund&priority=high&status=unread
 * &attachments=yes&page=2&selected=contact:<id> (the open conversation: its kind and id).
 */
export const messagesList = listSearch({
  pageSize: MAILBOX_PAGE_SIZE,
  filters: {
    priority: readOneOf(contactPriorities),
    status: readOneOf(["read", "unread"] as const),
    attachments: readOneOf(["yes", "no"] as const),
  },
  params: { folder: readOneOf(mailFolders), label: readOneOf(mailLabels) },
  searchMax: 254,
});

export type MessagesSearch = ReturnType<typeof messagesList.validate>;

/** The list call: the inbox unless another folder is chosen; the label is a filter too. */
export function messagesListInput(search: MessagesSearch) {
  return { ...messagesList.input(search), folder: search.folder ?? "inbox", label: search.label };
}

/** The open conversation in the address: "contact:<id>" or "email:<id>". */
export type ThreadRef = { kind: "contact" | "email"; id: string };

export function threadOf(selected: string | undefined): ThreadRef | null {
  const [kind, id] = selected?.split(":") ?? [];
  return (kind === "contact" || kind === "email") && id ? { kind, id } : null;
}

export const threadParam = (thread: ThreadRef) => `${thread.kind}:${thread.id}`;
