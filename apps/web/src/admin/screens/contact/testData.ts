import type { RouterOutputs } from "@bayan/trpc";
import { screen } from "@testing-library/react";
import { fakeApi, type FakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { fakeStore, pageOf } from "../../../test/fakeStore";
import { renderAdmin } from "../../../test/renderAdmin";
import { callsTo } from "../testSteps";

type Submission = RouterOutputs["contact"]["list"]["items"][number];

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function submission(n: number, fields: Partial<Submission> = {}): Submission {
  const createdAt = new Date(Date.UTC(2026, 10, 20 - n, 9, 0)).toISOString();
  return {
    id: id(n),
    name: `Sender ${n}`,
    email: `sender${n}@example.com`,
    subject: `Subject ${n}`,
    message: `Message number ${n}, long enough to be a real message.`,
    status: "read",
    priority: "medium",
    language: "en",
    source: "contact-page",
    spamReason: null,
    spamCause: null,
    reply: null,
    repliedAt: null,
    replyStatus: null,
    replyError: null,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}

const STATS = {
  totalSubmissions: 12,
  newCount: 3,
  readCount: 5,
  repliedCount: 2,
  archivedCount: 2,
  spamCount: 4,
};

/**
 * A fake server holding `rows` (already newest first): it filters, pages and applies the
 * screen's changes, so what the screen shows after a change comes from the "server".
 */
export function contactApi(rows: Submission[], extra: FakeHandlers = {}) {
  const records = fakeStore(rows, "contact.notFound");
  const change = (key: string, fields: Partial<Submission>) =>
    records.change(key, fields, { updatedAt: new Date(Date.now() + 1000).toISOString() });
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "contact.stats": () => STATS,
    "contact.list": (input) => {
      const matching = records
        .all()
        .filter((r) => (input.status ? r.status === input.status : r.status !== "spam"));
      return pageOf(matching, input, 50);
    },
    "contact.get": ({ id: key }) => records.find(key),
    "contact.update": ({ id: key, status, priority }) =>
      change(key, { ...(status ? { status } : {}), ...(priority ? { priority } : {}) }),
    "contact.setPriority": ({ id: key, priority }) => change(key, { priority }),
    "contact.reply": ({ id: key, reply }) => ({
      submission: change(key, {
        reply,
        status: "replied",
        repliedAt: new Date().toISOString(),
        replyStatus: "sent",
      }),
      delivery: "sent",
      message: "Reply sent successfully!",
      messageKey: "contact.replySent",
    }),
    "contact.delete": ({ id: key }) => records.remove(key),
    ...extra,
  });
}

export const lastListInput = (api: ReturnType<typeof fakeApi>) =>
  callsTo(api, "contact.list").at(-1);

/** The open message's panel (a Drawer at the test window's width). */
export const panel = () => screen.findByRole("dialog");

/** The screen on `api` with the first record open: the router and its panel. */
export async function openMessage(api: FakeApi, language: "en" | "ar" = "en") {
  const { router } = await renderAdmin(`/admin/contact?selected=${id(1)}`, { api, language });
  return { router, dialog: await panel() };
}
