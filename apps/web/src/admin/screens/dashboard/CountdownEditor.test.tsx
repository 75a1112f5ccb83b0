import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeTrpcError, fakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./DashboardScreen";
import { countdown, handlers } from "./testData";

describe("launch countdown editor", { timeout: 30_000 }, () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // happy-dom has no document.fonts, which the description's autosizing listens to.
    if (!("fonts" in document)) {
      Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
    }
    // Three hours ahead of UTC all year (no daylight saving), so the conversion is visible.
    process.env.TZ = "Asia/Riyadh";
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("sends the picked local time as UTC with the title and description, then says so", async () => {
    const api = fakeApi(
      handlers({
        "system.setCountdown": (input) => ({
          countdown: { ...countdown(input.targetDate), ...input },
          message: "Countdown updated successfully",
          messageKey: "dashboard.countdownUpdated",
        }),
      }),
    );
    const { queryClient } = await renderAdmin("/admin", { api });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit launch countdown" });
    expect(within(dialog).getByText(/Asia\/Riyadh/)).toBeInTheDocument();

    // Pick 15 March 2027, 18:30 in Riyadh.
    fireEvent.click(within(dialog).getByRole("button", { name: /Launch date and time/ }));
    await pickDateTime({ months: 3, day: "15 March 2027", hours: "18", minutes: "30" });

    fireEvent.change(within(dialog).getByRole("textbox", { name: /Title/ }), {
      target: { value: "Grand opening" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Description/ }), {
      target: { value: "Doors open for everyone." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Countdown updated successfully")).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "system.setCountdown")?.input).toEqual({
      targetDate: "2027-03-15T15:30:00.000Z",
      title: "Grand opening",
      description: "Doors open for everyone.",
    });
    // The public countdown has the new date at once.
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ targetDate: string }>([
          ["system", "countdown"],
          { type: "query" },
        ])?.targetDate,
      ).toBe("2027-03-15T15:30:00.000Z"),
    );
  });
});

describe("launch countdown refusals, in Arabic", { timeout: 30_000 }, () => {
  beforeEach(() => {
    // happy-dom has no document.fonts, which the description's autosizing listens to.
    if (!("fonts" in document)) {
      Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
    }
  });

  async function openEditor(api: ReturnType<typeof fakeApi>) {
    await renderAdmin("/admin", { api, language: "ar" });
    fireEvent.click(await screen.findByRole("button", { name: "تعديل" }));
    return screen.findByRole("dialog", { name: "تعديل العد التنازلي للإطلاق" });
  }

  it("checks the title by the shared schema before sending", async () => {
    const api = fakeApi(handlers());
    const dialog = await openEditor(api);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /العنوان/ }), {
      target: { value: " " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(await within(dialog).findByText("أدخل عنوانًا")).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === "system.setCountdown")).toBe(false);
  });

  it("shows the server's refusal beside its field", async () => {
    const api = fakeApi(
      handlers({
        "system.setCountdown": () => {
          throw new FakeTrpcError(
            "BAD_REQUEST",
            400,
            "targetDate: targetDate must be from the year 1900 to 9999",
            [
              {
                path: "targetDate",
                message: "targetDate must be from the year 1900 to 9999",
                messageKey: "dashboard.countdownDateOutOfRange",
              },
            ],
          );
        },
      }),
    );
    const dialog = await openEditor(api);
    fireEvent.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(
      await within(dialog).findByText("اختر تاريخ إطلاق بين عامَي 1900 و9999"),
    ).toBeInTheDocument();
  });
});

/** In the open DateTimePicker: goes `months` months ahead, picks `day`, sets the time, confirms. */
async function pickDateTime({
  months,
  day,
  hours,
  minutes,
}: {
  months: number;
  day: string;
  hours: string;
  minutes: string;
}) {
  const next = await screen.findByRole("button", { name: "Next month" });
  for (let i = 0; i < months; i += 1) fireEvent.click(next);
  fireEvent.click(await screen.findByRole("button", { name: day }));
  fireEvent.change(screen.getByRole("spinbutton", { name: "Hours" }), {
    target: { value: hours },
  });
  fireEvent.change(screen.getByRole("spinbutton", { name: "Minutes" }), {
    target: { value: minutes },
  });
  fireEvent.click(screen.getByRole("button", { name: "Confirm the date and time" }));
}
