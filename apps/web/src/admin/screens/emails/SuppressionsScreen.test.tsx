import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { pageOf } from "../../../test/fakeStore";
import { renderAdmin } from "../../../test/renderAdmin";
import { callsTo, choose } from "../testSteps";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./SuppressionsScreen";

type Suppression = RouterOutputs["suppressions"]["list"]["items"][number];
type Change = RouterOutputs["suppressions"]["history"][number];
type ListInput = RouterInputs["suppressions"]["list"];

/** A key hash as the server gives it: 64 hex digits. */
const hash = (n: number) => `${n}f`.repeat(32);

function row(n: number, fields: Partial<Suppression> = {}): Suppression {
  return {
    id: hash(n),
    keyHash: hash(n),
    email: `person${n}@example.com`,
    reason: "unsubscribed",
    source: "one-click",
    createdAt: new Date(Date.UTC(2026, 10, 20 - n, 9, 30)).toISOString(),
    ...fields,
  };
}

const bounced = row(1, { email: "gone@example.com", reason: "hard-bounce", source: "postmark" });
const erased = row(2, { email: null, reason: "erased", source: "admin" });
const manual = row(3, { email: "omar@example.com", reason: "manual", source: "admin" });

const HISTORY: Change[] = [
  {
    id: "c1",
    action: "add",
    reason: "manual",
    email: "omar@example.com",
    note: "Asked by phone to stop",
    createdAt: "2026-11-17T09:30:00.000Z",
  },
];

/** A fake server holding the list: it searches, filters, pages, adds and removes. */
function suppressionsApi(rows: Suppression[], extra: FakeHandlers = {}) {
  let all = [...rows];
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "suppressions.list": (input: ListInput) => {
      const term = typeof input.search === "string" ? input.search.toLowerCase() : undefined;
      const matching = all.filter(
        (r) =>
          (!input.reason || r.reason === input.reason) && (!term || (r.email ?? "").includes(term)),
      );
      return pageOf(matching, input, 20);
    },
    "suppressions.get": ({ keyHash }) => {
      const found = all.find((r) => r.keyHash === keyHash);
      if (!found) throw new FakeTrpcError("NOT_FOUND", 404, "suppressions.notFound");
      return found;
    },
    "suppressions.history": ({ keyHash }) => (keyHash === manual.keyHash ? HISTORY : []),
    "suppressions.add": ({ email }) => {
      const item = row(9, { email: email.trim().toLowerCase(), reason: "manual", source: "admin" });
      all = [item, ...all];
      return {
        item,
        message: `${item.email} is on the suppression list: no email will be sent to it`,
        messageKey: "suppressions.added",
        params: { email: item.email! },
      };
    },
    "suppressions.remove": ({ keyHash }) => {
      const item = all.find((r) => r.keyHash === keyHash)!;
      all = all.filter((r) => r.keyHash !== keyHash);
      return {
        item,
        message: "The address is off the suppression list: it can be emailed again from now on",
        messageKey: "suppressions.removed",
      };
    },
    "outbox.list": () => ({
      items: [],
      smtpConfigured: true,
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
      counts: { queued: 0, sent: 0, failed: 0, suppressed: 0 },
    }),
    ...extra,
  });
}

const table = (name = "Suppressed addresses") => screen.findByRole("table", { name });
const rowOf = (list: HTMLElement, text: string) => within(list).getByText(text).closest("tr")!;

describe("emails: the suppressed addresses", { timeout: 30_000 }, () => {
  it("lists each address with its reason, source and date; an erased one says so", async () => {
    const api = suppressionsApi([bounced, erased, manual]);
    await renderAdmin("/admin/emails/suppressed", { api });
    const list = await table();
    expect(screen.getByRole("tab", { name: "Suppressed addresses" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const gone = rowOf(list, "gone@example.com");
    expect(within(gone).getByText("Bounced")).toBeInTheDocument();
    expect(within(gone).getByText("Postmark")).toBeInTheDocument();
    expect(within(gone).getByText("Nov 19, 2026")).toBeInTheDocument();
    const forgotten = rowOf(list, "Erased");
    expect(within(forgotten).getByText("Data erased")).toBeInTheDocument();
    expect(within(forgotten).getByText("Administrator")).toBeInTheDocument();
    expect(
      within(forgotten).getByRole("button", {
        name: "Remove the erased address from the suppression list",
      }),
    ).toBeInTheDocument();
    expect(within(rowOf(list, "omar@example.com")).getByText("Suppressed by an administrator"));
    expect(screen.getByText("Showing 1 to 3 of 3 addresses")).toBeInTheDocument();
    expect(callsTo(api, "suppressions.list").at(-1)).toEqual({ page: 1, limit: 20 });
  });

  it("puts the search and the reason into the address and the list call", async () => {
    const user = userEvent.setup();
    const api = suppressionsApi([bounced, erased, manual]);
    const { router } = await renderAdmin("/admin/emails/suppressed?page=2", { api });
    await table();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "gone");
    await waitFor(() => expect(router.state.location.search).toEqual({ search: "gone" }));
    await choose(user, "Reason", "Bounced");
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: "gone", reason: "hard-bounce" }),
    );
    await waitFor(() =>
      expect(callsTo(api, "suppressions.list").at(-1)).toEqual({
        page: 1,
        limit: 20,
        search: "gone",
        reason: "hard-bounce",
      }),
    );
    const list = await table();
    await waitFor(() => expect(within(list).queryByText("Erased")).not.toBeInTheDocument());
    expect(within(list).getByText("gone@example.com")).toBeInTheDocument();
  });

  it("switches between the outbox and the suppressed addresses", async () => {
    const user = userEvent.setup();
    const api = suppressionsApi([bounced]);
    const { router } = await renderAdmin("/admin/emails", { api });
    await user.click(await screen.findByRole("tab", { name: "Suppressed addresses" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/emails/suppressed"));
    expect(await table()).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Outbox" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/emails"));
    expect(await screen.findByRole("table", { name: "Emails" })).toBeInTheDocument();
  });

  it("adds an address with a note, and the list shows it", async () => {
    const user = userEvent.setup();
    const api = suppressionsApi([bounced]);
    await renderAdmin("/admin/emails/suppressed", { api });
    await table();
    await user.click(screen.getByRole("button", { name: "Add address" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an address" });
    // An empty address is refused in the browser.
    await user.click(within(dialog).getByRole("button", { name: "Add to the list" }));
    expect(within(dialog).getByText("Email is required")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), " Nadia@Example.com ");
    await user.type(
      within(dialog).getByRole("textbox", { name: /Note \(optional\)/ }),
      "Asked by email",
    );
    await user.click(within(dialog).getByRole("button", { name: "Add to the list" }));
    await waitFor(() =>
      expect(callsTo(api, "suppressions.add")).toEqual([
        { email: "Nadia@Example.com", note: "Asked by email" },
      ]),
    );
    expect(
      await screen.findByText(
        "nadia@example.com is on the suppression list: no email will be sent to it",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await within(await table()).findByText("nadia@example.com")).toBeInTheDocument();
  });

  it("says beside the address why it is already suppressed", async () => {
    const user = userEvent.setup();
    const api = suppressionsApi([bounced], {
      "suppressions.add": () => {
        throw new FakeTrpcError("CONFLICT", 409, "suppressions.alreadyHardBounce", null, {
          reason: "hard-bounce",
        });
      },
    });
    await renderAdmin("/admin/emails/suppressed", { api });
    await table();
    await user.click(screen.getByRole("button", { name: "Add address" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an address" });
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    await user.type(email, "gone@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Add to the list" }));
    expect(
      await within(dialog).findByText("This address is already suppressed: mail to it bounced"),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("removes only after a confirmation that says the address will be emailed again", async () => {
    const user = userEvent.setup();
    const api = suppressionsApi([bounced, manual]);
    await renderAdmin("/admin/emails/suppressed", { api });
    const list = await table();
    const remove = () =>
      within(list).getByRole("button", {
        name: "Remove gone@example.com from the suppression list",
      });

    await user.click(remove());
    let confirm = await screen.findByRole("dialog", { name: "Remove from the suppression list?" });
    expect(
      within(confirm).getByText(/^gone@example\.com can be emailed again from now on: the sender/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(api, "suppressions.remove")).toEqual([]);

    await user.click(remove());
    confirm = await screen.findByRole("dialog", { name: "Remove from the suppression list?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(callsTo(api, "suppressions.remove")).toEqual([{ keyHash: bounced.keyHash }]),
    );
    expect(
      await screen.findByText(
        "The address is off the suppression list: it can be emailed again from now on",
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).queryByText("gone@example.com")).not.toBeInTheDocument(),
    );
  });

  it("opens an address with its history, from the row or a link, and removes it there", async () => {
    const user = userEvent.setup();
    const api = suppressionsApi([bounced, manual]);
    const { router } = await renderAdmin(`/admin/emails/suppressed?selected=${manual.keyHash}`, {
      api,
    });
    const drawer = await screen.findByRole("dialog", { name: "omar@example.com" });
    expect(within(drawer).getByText("Suppressed by an administrator")).toBeInTheDocument();
    expect(within(drawer).getByText("Administrator")).toBeInTheDocument();
    const history = await within(drawer).findByRole("list", { name: "History" });
    expect(within(history).getByText("Added by an administrator")).toBeInTheDocument();
    expect(within(history).getByText("Asked by phone to stop")).toBeInTheDocument();
    expect(callsTo(api, "suppressions.history")).toEqual([{ keyHash: manual.keyHash }]);

    await user.click(within(drawer).getByRole("button", { name: "Remove from the list" }));
    const confirm = await screen.findByRole("dialog", {
      name: "Remove from the suppression list?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(callsTo(api, "suppressions.remove")).toEqual([{ keyHash: manual.keyHash }]);

    // An address with no change by an administrator says so.
    await user.click(within(await table()).getByText("gone@example.com"));
    const other = await screen.findByRole("dialog", { name: "gone@example.com" });
    expect(
      await within(other).findByText("No administrator has added or removed this address."),
    ).toBeInTheDocument();
  });

  it("looks up an address on no loaded page, and says when it is no longer on the list", async () => {
    const api = suppressionsApi([bounced]);
    await renderAdmin(`/admin/emails/suppressed?reason=complaint&selected=${hash(7)}`, { api });
    const drawer = await screen.findByRole("dialog", { name: "Suppressed address" });
    expect(
      await within(drawer).findByText("This address is no longer on the suppression list."),
    ).toBeInTheDocument();
    expect(callsTo(api, "suppressions.get")).toEqual([{ keyHash: hash(7) }]);
  });
});

describe("emails: the suppressed addresses in Arabic", { timeout: 30_000 }, () => {
  it("words the list, the reasons, the confirmation and the server's answers in Arabic", async () => {
    const user = userEvent.setup();
    const api = suppressionsApi([bounced, erased, manual], {
      "suppressions.add": () => {
        throw new FakeTrpcError("CONFLICT", 409, "suppressions.alreadyUnsubscribed", null, {
          reason: "unsubscribed",
        });
      },
    });
    await renderAdmin("/admin/emails/suppressed", { api, language: "ar" });
    const list = await table("العناوين المستبعدة");
    expect(screen.getByRole("tab", { name: "العناوين المستبعدة" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "صندوق الصادر" })).toBeInTheDocument();
    expect(within(rowOf(list, "gone@example.com")).getByText("ارتدّ البريد")).toBeInTheDocument();
    expect(within(rowOf(list, "محذوف")).getByText("حُذفت البيانات")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "إضافة عنوان" }));
    const dialog = await screen.findByRole("dialog", { name: "إضافة عنوان إلى القائمة" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "البريد الإلكتروني" }),
      "gone@example.com",
    );
    await user.click(within(dialog).getByRole("button", { name: "إضافة إلى القائمة" }));
    expect(
      await within(dialog).findByText("هذا العنوان مستبعد من قبل: ألغى صاحبه الاشتراك"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "إلغاء" }));

    await user.click(
      within(list).getByRole("button", { name: "إزالة gone@example.com من قائمة الاستبعاد" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "إزالته من قائمة الاستبعاد؟" });
    expect(within(confirm).getByText(/يمكن مراسلة gone@example\.com من جديد/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "إزالة" }));
    expect(
      await screen.findByText("أُزيل العنوان من قائمة الاستبعاد: يمكن مراسلته من جديد من الآن"),
    ).toBeInTheDocument();
  });
});
