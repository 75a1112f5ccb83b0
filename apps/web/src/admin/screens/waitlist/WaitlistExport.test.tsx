import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { liveToken } from "../../../lib/adminSession";
import { renderAdmin } from "../../../test/renderAdmin";
import { entries, waitlistApi } from "./testData";

// The whole app renders (router, shell, catalogs): slower than a unit on a busy machine.
const slow = { timeout: 30_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("waitlist screen: CSV export", slow, () => {
  it("fetches the export with the bearer token and the current filters, and downloads it", async () => {
    const user = userEvent.setup();
    const fetchCsv = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response("\uFEFFid,email\n", { status: 200 })),
    );
    vi.stubGlobal("fetch", fetchCsv);
    const createObjectURL = vi
      .spyOn(URL, "createObjectURL")
      .mockImplementation((_blob: Blob | MediaSource) => "blob:waitlist");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });

    const api = waitlistApi(entries(3));
    await renderAdmin(
      "/admin/waitlist?tab=sent&status=notified&verification=confirmed&search=gmail&sortBy=email&sortDir=desc",
      { api },
    );
    await screen.findByText("person3@example.com");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    const [url, init] = fetchCsv.mock.calls[0]!;
    const sent = new URL(url, "http://localhost");
    expect(sent.pathname).toBe("/api/waitlist/export.csv");
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      status: "notified",
      verification: "confirmed",
      search: "gmail",
      sent: "true",
      sortBy: "email",
      sortDir: "desc",
    });
    expect(new Headers(init?.headers).get("authorization")).toBe(`Bearer ${liveToken()}`);
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(clicks[0]!.href).toContain("blob:waitlist");
    expect(clicks[0]!.download).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("says so when the export fails", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: false,
              code: "SERVICE_UNAVAILABLE",
              message: "Database unavailable",
              messageKey: "common.databaseUnavailable",
            }),
            { status: 503, headers: { "content-type": "application/json" } },
          ),
        ),
      ),
    );
    const api = waitlistApi(entries(1));
    await renderAdmin("/admin/waitlist", { api });
    await screen.findByText("person1@example.com");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("The export failed")).toBeInTheDocument();
    expect(
      screen.getByText("The service is unavailable just now. Please try again in a moment."),
    ).toBeInTheDocument();
  });
});
