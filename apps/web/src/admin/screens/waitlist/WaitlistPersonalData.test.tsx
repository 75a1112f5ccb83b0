import type { RouterOutputs } from "@bayan/trpc";
import { messageText } from "@bayan/trpc/rules/messages";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent, type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureDownloads, savedJson } from "../../../test/downloads";
import { FakeTrpcError } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
import { entries, inputsOf, page, row, toastColor, waitlistApi } from "./testData";

type PersonalData = RouterOutputs["personalData"]["export"];
type Erased = RouterOutputs["personalData"]["erase"];

// The whole app renders (router, shell, catalogs): slower than a unit on a busy machine.
const slow = { timeout: 30_000 };

/** Everything kept about an address, as `personalData.export` answers. */
const dataOf = (email: string): PersonalData => ({
  address: email,
  exportedAt: "2026-05-01T10:00:00.000Z",
  waitlist: [],
  accounts: [],
  invitations: [],
  contactMessages: [],
  emails: [],
  suppression: null,
});

/** `personalData.erase`'s answer for an address with one waitlist entry and two emails. */
const erasedFor = (email: string): Erased => ({
  erased: { waitlistEntries: 1, accounts: 0, invitations: 0, contactMessages: 0, emails: 2 },
  message: messageText("privacy.erasedFor", { email }),
  messageKey: "privacy.erasedFor",
  params: { email },
});

/** A waitlist whose erase takes the address's rows off the list, as the server does. */
function erasingApi(count: number) {
  let rows = entries(count);
  const api = waitlistApi(rows, {
    "waitlist.list": (input) => page(rows, input),
    "personalData.erase": ({ email }) => {
      rows = rows.filter((entry) => entry.email !== email);
      return erasedFor(email);
    },
    "personalData.export": ({ email }) => dataOf(email),
  });
  return { api, rows: () => rows };
}

/** Chooses an item of a row's "More actions" menu. */
async function chooseInMenu(user: UserEvent, email: string, item: string) {
  await user.click(screen.getByRole("button", { name: `More actions for ${email}` }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
}

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("waitlist screen: an address's personal data", slow, () => {
  it("erases from the row's menu only after the confirmation, and the row leaves the list", async () => {
    const user = userEvent.setup();
    const { api } = erasingApi(2);
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person1@example.com");

    await chooseInMenu(user, "person1@example.com", "Erase personal data");
    let dialog = await screen.findByRole("dialog", { name: "Erase personal data?" });
    expect(dialog).toHaveTextContent("Everything kept about person1@example.com will be erased");
    expect(dialog).toHaveTextContent("so it is never emailed again. This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(inputsOf(api, "personalData.erase")).toEqual([]);
    expect(screen.getByText("person1@example.com")).toBeInTheDocument();

    await chooseInMenu(user, "person1@example.com", "Erase personal data");
    dialog = await screen.findByRole("dialog", { name: "Erase personal data?" });
    await user.click(within(dialog).getByRole("button", { name: "Erase everything" }));
    expect(
      await toastColor(
        "The data of person1@example.com is erased and the address will not be emailed again",
      ),
    ).toBe("green");
    expect(inputsOf(api, "personalData.erase")).toEqual([{ email: "person1@example.com" }]);
    // The list is asked again: the row is gone, the other stays.
    await waitFor(() => expect(screen.queryByText("person1@example.com")).not.toBeInTheDocument());
    expect(screen.getByText("person2@example.com")).toBeInTheDocument();
  });

  it("downloads the address's data from the row's menu as personal-data-<address>.json", async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const { api } = erasingApi(2);
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person2@example.com");

    await chooseInMenu(user, "person2@example.com", "Download personal data");
    expect(
      await screen.findByText("The personal data of person2@example.com is downloaded"),
    ).toBeInTheDocument();
    expect(inputsOf(api, "personalData.export")).toEqual([{ email: "person2@example.com" }]);
    expect(saved.map((file) => file.name)).toEqual(["personal-data-person2@example.com.json"]);
    expect(await savedJson<PersonalData>(saved[0]!)).toMatchObject({
      address: "person2@example.com",
    });
    // Nothing else happened: no row opened, no erasure.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(inputsOf(api, "personalData.erase")).toEqual([]);
  });

  it("erases from the entry's details, which close after it", async () => {
    const user = userEvent.setup();
    const { api } = erasingApi(2);
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person2@example.com");

    await user.click(row("person2@example.com"));
    const drawer = await screen.findByRole("dialog", { name: "person2@example.com" });
    expect(within(drawer).getByRole("heading", { name: "Personal data" })).toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Erase personal data" }));
    const dialog = await screen.findByRole("dialog", { name: "Erase personal data?" });
    await user.click(within(dialog).getByRole("button", { name: "Erase everything" }));

    expect(
      await screen.findByText(
        "The data of person2@example.com is erased and the address will not be emailed again",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText("person2@example.com")).not.toBeInTheDocument());
    expect(inputsOf(api, "personalData.erase")).toEqual([{ email: "person2@example.com" }]);
  });

  it("says so in red when nothing is kept about the address (404)", async () => {
    const user = userEvent.setup();
    const api = waitlistApi(entries(1), {
      "personalData.erase": () => {
        throw new FakeTrpcError("NOT_FOUND", 404, "privacy.nothingFound");
      },
    });
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person1@example.com");

    await chooseInMenu(user, "person1@example.com", "Erase personal data");
    const dialog = await screen.findByRole("dialog", { name: "Erase personal data?" });
    await user.click(within(dialog).getByRole("button", { name: "Erase everything" }));
    expect(await toastColor("Nothing is kept about this address")).toBe("red");
    expect(screen.getByText("The personal data was not erased")).toBeInTheDocument();
    expect(screen.getByText("person1@example.com")).toBeInTheDocument();
  });
});
