import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { RouterOutputs } from "@bayan/trpc";
import { deferred, fakeApi, FakeTrpcError, type FakeHandlers } from "../../test/fakeApi";
import { advance, renderApp, withFakeClock } from "../../test/render";
import { keepReferral } from "../../lib/referral";
import { CountdownProvider } from "../countdown/useCountdown";
import { WaitlistSection } from "./WaitlistSection";

const NOW = new Date("2026-03-01T10:00:00Z");
const DAY = 86_400_000;

function stats(totalInQueue: number) {
  return { totalInQueue, pendingCount: totalInQueue, notifiedCount: 0, registeredCount: 0 };
}

const countdown = {
  targetDate: new Date(NOW.getTime() + 40 * DAY + 3_600_000).toISOString(),
  title: "Launch",
  description: "",
  isCompleted: false,
  timeRemaining: { days: 40, hours: 1, minutes: 0, seconds: 0, totalSeconds: 3_459_600 },
};

async function renderSection(handlers: FakeHandlers, language: "en" | "ar" = "en") {
  const api = fakeApi({
    "waitlist.stats": () => stats(17),
    "system.countdown": () => countdown,
    ...handlers,
  });
  await renderApp(
    <CountdownProvider>
      <WaitlistSection />
    </CountdownProvider>,
    { api, language },
  );
  await advance();
  return { api };
}

/**
 * What typing does to the field, one keystroke at a time. (user-event waits on real timers between
 * keystrokes, which cannot run while the tests' timers are fake.)
 */
function type(field: HTMLElement, text: string) {
  const input = field as HTMLInputElement;
  act(() => input.focus());
  for (const character of text) {
    fireEvent.change(input, { target: { value: input.value + character } });
  }
}

function click(element: HTMLElement) {
  act(() => element.focus());
  fireEvent.click(element);
}

describe("waitlist section", () => {
  withFakeClock(NOW);

  it("shows the queue (stored total + 2,500), days until launch, the offer and the consent note", async () => {
    await renderSection({});
    expect(within(screen.getByTestId("waitlist-queue")).getByText("2,517")).toBeInTheDocument();
    expect(within(screen.getByTestId("waitlist-days")).getByText("40")).toBeInTheDocument();
    expect(screen.getByText("days until launch")).toBeInTheDocument();
    expect(screen.getByText("50% early-bird discount")).toBeInTheDocument();
    expect(
      screen.getByText(/agree to receive emails about our launch and special offers/),
    ).toBeInTheDocument();
  });

  it("falls back to 2,500 in the queue when the stats cannot be loaded, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await renderSection({
      "waitlist.stats": () => {
        throw new Error("down");
      },
    });
    expect(within(screen.getByTestId("waitlist-queue")).getByText("2,500")).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("Failed to fetch waitlist stats", expect.anything());
  });

  it("checks the email 300 ms after typing stops and only then allows joining", async () => {
    await renderSection({});
    const email = screen.getByLabelText(/Email address/);
    const join = screen.getByRole("button", { name: "Join Waitlist" });
    expect(join).toBeDisabled();

    type(email, "sara@mail");
    await advance(299);
    expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(join).toBeDisabled();

    type(email, ".com");
    await advance(300);
    expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument();
    expect(join).toBeEnabled();
  });

  it("sends, shows Sending..., then confirms, clears the email and refreshes the queue", async () => {
    const reply = deferred<RouterOutputs["waitlist"]["join"]>();
    let total = 17;
    const { api } = await renderSection({
      "waitlist.stats": () => stats(total),
      "waitlist.join": () => reply.promise,
    });

    type(screen.getByLabelText(/Email address/), " Sara@Mail.com ");
    await advance(300);
    click(screen.getByRole("button", { name: "Join Waitlist" }));
    await advance();

    const sending = screen.getByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    // With how long the form was on screen (the clock is the tests': 300 ms of typing pause),
    // and no referral code: the visitor came through no referral link.
    expect(api.calls.find((call) => call.path === "waitlist.join")?.input).toEqual({
      email: "Sara@Mail.com",
      source: "landing-page",
      language: "en",
      formShownMs: 300,
    });

    total = 18;
    reply.resolve({
      email: "sara@mail.com",
      language: "en",
      message: "ok",
      messageKey: "waitlist.joined",
    });
    await advance();

    expect(
      screen.getByText("You're on the list! We'll notify you when we launch."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Confirm your address from the email we sent to secure your place and get your referral link.",
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId("waitlist-queue")).getByText("2,518")).toBeInTheDocument();

    click(screen.getByRole("button", { name: "Back to form" }));
    await advance();
    expect(screen.getByLabelText(/Email address/)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Join Waitlist" })).toBeDisabled();
  });

  it("reports a failed registration, logs it, and lets the visitor try again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await renderSection({
      "waitlist.join": () => {
        throw new Error("database down");
      },
    });

    type(screen.getByLabelText(/Email address/), "sara@mail.com");
    await advance(300);
    click(screen.getByRole("button", { name: "Join Waitlist" }));
    await advance();

    expect(screen.getByRole("alert")).toHaveTextContent(
      "An error occurred during registration. Please try again.",
    );
    expect(logged).toHaveBeenCalledWith("Waitlist registration failed", expect.anything());
    expect(screen.getByLabelText(/Email address/)).toHaveValue("sara@mail.com");
    expect(screen.getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
  });

  it("speaks Arabic and sends the Arabic language with the email", async () => {
    const { api } = await renderSection(
      {
        "waitlist.join": () => ({
          email: "a@b.co",
          language: "ar",
          message: "ok",
          messageKey: "waitlist.joined",
        }),
      },
      "ar",
    );
    expect(screen.getByText("احصل على وصول مبكر")).toBeInTheDocument();
    expect(screen.getByText("يومًا حتى الإطلاق")).toBeInTheDocument();

    type(screen.getByLabelText(/البريد الإلكتروني/), "a@b");
    await advance(300);
    expect(screen.getByText("عنوان البريد الإلكتروني غير صالح")).toBeInTheDocument();

    type(screen.getByLabelText(/البريد الإلكتروني/), ".co");
    await advance(300);
    click(screen.getByRole("button", { name: "انضم إلى قائمة الانتظار" }));
    await advance();

    expect(api.calls.find((call) => call.path === "waitlist.join")?.input).toMatchObject({
      language: "ar",
    });
    expect(screen.getByText("أنت الآن في القائمة! سنُعلمك فور الإطلاق.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "أكّد بريدك الإلكتروني من الرسالة التي أرسلناها إليك لتحجز مكانك وتحصل على رابط الإحالة الخاص بك.",
      ),
    ).toBeInTheDocument();
  });

  it("words a refused disposable address with its domain, in the interface language", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderSection(
      {
        "waitlist.join": () => {
          throw new FakeTrpcError(
            "BAD_REQUEST",
            400,
            "waitlist.disposableEmail",
            [
              {
                path: "email",
                message: "Please use a permanent email address",
                messageKey: "waitlist.disposableEmail",
                params: { domain: "mailinator.com" },
              },
            ],
            { domain: "mailinator.com" },
          );
        },
      },
      "ar",
    );
    type(screen.getByLabelText(/البريد الإلكتروني/), "x@mailinator.com");
    await advance(300);
    click(screen.getByRole("button", { name: "انضم إلى قائمة الانتظار" }));
    await advance();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "يرجى استخدام عنوان بريد إلكتروني دائم: عناوين mailinator.com تنتهي صلاحيتها بعد وقت قصير.",
    );
  });

  // Last: the code stays in the module's memory copy for the rest of the file.
  it("sends the referral code the visitor came with (kept from `?ref=`)", async () => {
    // As src/PublicApp.tsx keeps it when the page opens from `/?ref=FRIEND42`.
    keepReferral("?ref=FRIEND42");
    try {
      const { api } = await renderSection({
        "waitlist.join": () => ({
          email: "sara@mail.com",
          language: "en",
          message: "ok",
          messageKey: "waitlist.joined",
        }),
      });
      await advance(5000);
      type(screen.getByLabelText(/Email address/), "sara@mail.com");
      await advance(300);
      click(screen.getByRole("button", { name: "Join Waitlist" }));
      await advance();
      expect(api.calls.find((call) => call.path === "waitlist.join")?.input).toEqual({
        email: "sara@mail.com",
        source: "landing-page",
        language: "en",
        ref: "FRIEND42",
        formShownMs: 5300,
      });
    } finally {
      window.sessionStorage.clear();
    }
  });
});
