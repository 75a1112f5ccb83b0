import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { screen } from "@testing-library/react";
import { fakeApi, FakeTrpcError, type FakeHandlers } from "../../../test/fakeApi";

type Entry = RouterOutputs["waitlist"]["list"]["items"][number];
type Wave = RouterOutputs["waves"]["list"]["waves"][number];
type ListInput = RouterInputs["waitlist"]["list"];

const JOINED = "2026-03-10T09:30:00.000Z";

/** A waitlist entry as the server sends it; `n` makes its id and email. */
export function entry(n: number, overrides: Partial<Entry> = {}): Entry {
  const email = overrides.email ?? `person${n}@example.com`;
  const status = overrides.status ?? "pending";
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    email,
    status,
    source: "landing-page",
    language: "en",
    referralCode: null,
    interests: null,
    notes: null,
    device: null,
    sentAt: null,
    createdAt: JOINED,
    updatedAt: JOINED,
    name: email.split("@")[0]!,
    registrationDate: JOINED,
    sentStatus: status === "notified" ? "sent" : "none",
    inviteError: null,
    confirmedAt: null,
    position: null,
    referralCount: 0,
    referrer: null,
    referralState: "none",
    flags: [],
    duplicateOf: null,
    suppressed: null,
    ...overrides,
  };
}

/** An invitation wave as the server sends it: by default one of `members` that went whole. */
export function wave(members: number, overrides: Partial<Wave> = {}): Wave {
  return {
    id: "10000000-0000-4000-8000-000000000001",
    origin: "chosen",
    status: "done",
    pausedReason: null,
    members,
    queued: 0,
    released: members,
    skipped: 0,
    sent: 0,
    failed: 0,
    suppressed: 0,
    bounced: 0,
    complained: 0,
    registered: 0,
    returned: 0,
    createdAt: JOINED,
    pausedAt: null,
    finishedAt: JOINED,
    ...overrides,
  };
}

/** `count` pending entries, the newest (highest number) first. */
export function entries(count: number): Entry[] {
  return Array.from({ length: count }, (_, i) => entry(count - i));
}

export const STATS = { totalInQueue: 60, pendingCount: 48, notifiedCount: 9, registeredCount: 3 };

/** A page of `rows` as `waitlist.list` answers for `input` (filters are the server's business). */
export function page(rows: Entry[], input: ListInput) {
  // page and limit are coerced on the server, so their input type is unknown.
  const p = Number(input.page ?? 1);
  const limit = Number(input.limit ?? 50);
  return {
    items: rows.slice((p - 1) * limit, p * limit),
    pagination: { page: p, limit, total: rows.length, totalPages: Math.ceil(rows.length / limit) },
  };
}

/** The screen's API: the list of `rows`, the stats and a quiet bell, plus `handlers`. */
export function waitlistApi(rows: Entry[], handlers: FakeHandlers = {}) {
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "waitlist.stats": () => STATS,
    "waitlist.list": (input) => page(rows, input),
    "waitlist.get": ({ id }) => {
      const found = rows.find((row) => row.id === id);
      if (!found) throw new FakeTrpcError("NOT_FOUND", 404, "waitlist.entryNotFound");
      return found;
    },
    ...handlers,
  });
}

/** The inputs of every call to `path`, in order. */
export function inputsOf(api: { calls: { path: string; input: unknown }[] }, path: string) {
  return api.calls.filter((call) => call.path === path).map((call) => call.input);
}

/** The row of the entry with this email. */
export const row = (email: string) => screen.getByText(email).closest("tr")!;

/** The colour of the toast that says `text` (green, yellow, red, blue). */
export async function toastColor(text: string | RegExp) {
  const toast = (await screen.findByText(text)).closest(".mantine-Notification-root");
  return /--notification-color:\s*var\(--mantine-color-(\w+)-/.exec(
    toast?.getAttribute("style") ?? "",
  )?.[1];
}
