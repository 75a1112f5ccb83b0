import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { screen } from "@testing-library/react";
import { fakeApi, type FakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { fakeStore, pageOf } from "../../../test/fakeStore";
import { renderAdmin } from "../../../test/renderAdmin";
import { callsTo } from "../testSteps";

type User = RouterOutputs["users"]["list"]["items"][number];
type ListInput = RouterInputs["users"]["list"];

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function user(n: number, fields: Partial<User> = {}): User {
  const joined = new Date(Date.UTC(2026, 10, 20 - n, 9, 0)).toISOString();
  return {
    id: id(n),
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    role: "student",
    status: "active",
    language: "en",
    interests: null,
    notes: null,
    waitlistEntryId: null,
    joinedDate: joined,
    lastActive: joined,
    createdAt: joined,
    updatedAt: joined,
    suppressed: null,
    ...fields,
  };
}

const STATS: RouterOutputs["users"]["stats"] = {
  total: 14,
  byStatus: { active: 11, inactive: 2, suspended: 1 },
  byRole: { admin: 1, teacher: 3, student: 10 },
  joined: { days: 7, count: 5, previousCount: 4, changePercent: 25 },
};

/**
 * A fake server holding `rows` (already newest first): it filters, pages and applies the screen's
 * changes, so what the screen shows after a change comes from the "server".
 */
export function usersApi(rows: User[], extra: FakeHandlers = {}) {
  const { all, find, change, remove } = fakeStore(rows, "User not found");
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "users.stats": () => STATS,
    "users.list": (input: ListInput) => {
      const term = typeof input.search === "string" ? input.search.toLowerCase() : undefined;
      const matching = all().filter(
        (r) =>
          (!input.status || r.status === input.status) &&
          (!input.role || r.role === input.role) &&
          (!term || r.name.toLowerCase().includes(term) || r.email.includes(term)),
      );
      return pageOf(matching, input, 10);
    },
    "users.get": ({ id: key }) => find(key),
    "users.update": ({ id: key, ...fields }) =>
      change(key, fields, { updatedAt: new Date(Date.now() + 1000).toISOString() }),
    "users.delete": ({ id: key }) => remove(key),
    "users.message": () => ({
      delivery: "sent",
      message: "Message sent successfully",
      messageKey: "users.messageSent",
    }),
    "users.invite": (input) => ({
      invitation: {
        id: "inv-1",
        email: input.email,
        name: input.name ?? null,
        role: input.role ?? "student",
        language: input.language ?? "en",
        expiresAt: "2026-12-08T10:00:00.000Z",
        createdAt: "2026-11-24T10:00:00.000Z",
      },
      delivery: "queued",
      message: "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "waitlist.inviteNotDelivered",
    }),
    ...extra,
  });
}

export const lastListInput = (api: ReturnType<typeof fakeApi>) => callsTo(api, "users.list").at(-1);
export const table = () => screen.findByRole("table", { name: "Users" });
/** The open user's drawer. */
export const drawer = () => screen.findByRole("dialog", { name: /Person/ });

/** The screen on `api` with the first record open: the router and its drawer. */
export async function openUser(api: FakeApi, language: "en" | "ar" = "en") {
  const { router } = await renderAdmin(`/admin/users?selected=${id(1)}`, { api, language });
  return { router, dialog: await drawer() };
}
