import { messageText } from "@bayan/trpc/rules/messages";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureDownloads, savedJson } from "../../../test/downloads";
import { pageOf } from "../../../test/fakeStore";
import { callsTo } from "../testSteps";
import { openUser, table, user, usersApi } from "./testData";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./UsersScreen";

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Two users; an erasure takes the address's user off the list, as the server does. */
function erasingApi() {
  const rows = [user(1), user(2)];
  const erased = new Set<string>();
  return usersApi(rows, {
    "users.list": (input) =>
      pageOf(
        rows.filter((r) => !erased.has(r.email)),
        input,
        10,
      ),
    "personalData.export": ({ email }) => ({
      address: email,
      exportedAt: "2026-05-01T10:00:00.000Z",
      waitlist: [],
      accounts: [],
      invitations: [],
      contactMessages: [],
      emails: [],
      suppression: null,
    }),
    "personalData.erase": ({ email }) => {
      erased.add(email);
      return {
        erased: { waitlistEntries: 0, accounts: 1, invitations: 1, contactMessages: 0, emails: 1 },
        message: messageText("privacy.erasedFor", { email }),
        messageKey: "privacy.erasedFor" as const,
        params: { email },
      };
    },
  });
}

describe("Users: a user's personal data", { timeout: 30_000 }, () => {
  it("downloads the user's data from the details as personal-data-<address>.json", async () => {
    const user_ = userEvent.setup();
    const saved = captureDownloads();
    const api = erasingApi();
    const { dialog } = await openUser(api);

    await user_.click(within(dialog).getByRole("button", { name: "Download personal data" }));
    expect(
      await screen.findByText("The personal data of person1@example.com is downloaded"),
    ).toBeInTheDocument();
    expect(callsTo(api, "personalData.export")).toEqual([{ email: "person1@example.com" }]);
    expect(saved.map((file) => file.name)).toEqual(["personal-data-person1@example.com.json"]);
    expect(await savedJson(saved[0]!)).toMatchObject({ address: "person1@example.com" });
  });

  it("erases after the confirmation: the details close and the user leaves the list", async () => {
    const user_ = userEvent.setup();
    const api = erasingApi();
    const { dialog } = await openUser(api);

    await user_.click(within(dialog).getByRole("button", { name: "Erase personal data" }));
    let confirm = await screen.findByRole("dialog", { name: "Erase personal data?" });
    expect(confirm).toHaveTextContent("Everything kept about person1@example.com will be erased");
    await user_.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Erase personal data?" }),
      ).not.toBeInTheDocument(),
    );
    expect(callsTo(api, "personalData.erase")).toEqual([]);

    await user_.click(within(dialog).getByRole("button", { name: "Erase personal data" }));
    confirm = await screen.findByRole("dialog", { name: "Erase personal data?" });
    await user_.click(within(confirm).getByRole("button", { name: "Erase everything" }));
    expect(
      await screen.findByText(
        "The data of person1@example.com is erased and the address will not be emailed again",
      ),
    ).toBeInTheDocument();
    expect(callsTo(api, "personalData.erase")).toEqual([{ email: "person1@example.com" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const list = await table();
    await waitFor(() => expect(within(list).queryByText("Person 1")).not.toBeInTheDocument());
    expect(within(list).getByText("Person 2")).toBeInTheDocument();
  });
});
