import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageToggle, ThemeToggle } from "../components/layout/toggles";
import FaqSection from "../features/landing/sections/FaqSection";
import TryItSection from "../features/landing/sections/TryItSection";
import { landingSectionsCatalog } from "../features/landing/sectionsCatalog";
import { WaitlistForm } from "../features/waitlist/WaitlistForm";
import { addCatalog } from "../i18n/i18n";
import { ContactForm, loadContactRules } from "../pages/contact/ContactForm";
import { fakeApi, type FakeHandlers } from "../test/fakeApi";
import { advance, renderApp, withFakeClock } from "../test/render";
import { analyticsQueue } from "./index";

// The public pages' events (docs/analytics.md): what each component hands to `track`. In tests the
// collection script never starts, so the events wait in the queue, where they are read.

beforeAll(async () => {
  await Promise.all([addCatalog(landingSectionsCatalog), loadContactRules()]);
});

beforeEach(() => {
  analyticsQueue.length = 0;
});

function click(element: HTMLElement) {
  act(() => element.focus());
  fireEvent.click(element);
}

function type(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
}

describe("events of the public pages", () => {
  withFakeClock(new Date("2026-03-01T10:00:00Z"));

  async function joinWaitlist(handlers: FakeHandlers) {
    const api = fakeApi({
      "waitlist.stats": () => ({
        totalInQueue: 1,
        pendingCount: 1,
        notifiedCount: 0,
        registeredCount: 0,
      }),
      ...handlers,
    });
    await renderApp(<WaitlistForm />, { api });
    await advance();
    type(screen.getByLabelText(/Email address/), "sara@mail.com");
    await advance(300);
    click(screen.getByRole("button", { name: "Join Waitlist" }));
    await advance();
  }

  it("waitlist_join when the waitlist form succeeded, and not when it failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await joinWaitlist({
      "waitlist.join": () => {
        throw new Error("down");
      },
    });
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(analyticsQueue).toEqual([]);

    click(screen.getByRole("button", { name: "Join Waitlist" }));
    await advance();
    expect(analyticsQueue).toEqual([]);
  });

  it("waitlist_join once the join is confirmed", async () => {
    await joinWaitlist({
      "waitlist.join": () => ({
        email: "sara@mail.com",
        language: "en",
        message: "ok",
        messageKey: "waitlist.joined",
      }),
    });
    expect(
      screen.getByText("You're on the list! We'll notify you when we launch."),
    ).toBeInTheDocument();
    expect(analyticsQueue).toEqual([["waitlist_join"]]);
  });

  it("contact_submit when the contact form succeeded", async () => {
    const api = fakeApi({
      "contact.submit": () => ({ message: "Thank you!", messageKey: "contact.sent" }),
    });
    await renderApp(<ContactForm />, { api });
    await advance(5000);
    for (const [label, value] of [
      [/^Your name/, "Sara Ahmad"],
      [/^Email address/, "sara@example.com"],
      [/^Message/, "I would like to know when the lessons start."],
    ] as const) {
      const input = screen.getByLabelText(label);
      type(input, value);
      fireEvent.blur(input);
    }
    expect(analyticsQueue).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await advance();
    expect(api.calls).toHaveLength(1);
    expect(analyticsQueue).toEqual([["contact_submit"]]);
  });

  it("faq_open with the question's number when a question is opened (not when closed)", async () => {
    await renderApp(<FaqSection />, { api: fakeApi({}) });
    await advance();
    const third = screen.getByRole("button", { name: "Who are the teachers?" });
    fireEvent.click(third);
    fireEvent.click(third); // closed again: nothing
    fireEvent.click(screen.getByRole("button", { name: "When does Bayan launch?" }));
    expect(analyticsQueue).toEqual([
      ["faq_open", { question: 3 }],
      ["faq_open", { question: 1 }],
    ]);
  });

  it("demo_tool once per tool used, not for merely opening its tab", async () => {
    await renderApp(<TryItSection />, { api: fakeApi({}) });
    await advance();
    fireEvent.click(screen.getByRole("button", { name: "is" }));
    fireEvent.click(screen.getByRole("button", { name: "Next question" }));
    fireEvent.click(screen.getByRole("tab", { name: "Interactive exercises" }));
    expect(analyticsQueue).toEqual([["demo_tool", { tool: "quiz" }]]);
    fireEvent.click(screen.getByRole("button", { name: "I" }));
    expect(analyticsQueue).toEqual([
      ["demo_tool", { tool: "quiz" }],
      ["demo_tool", { tool: "exercises" }],
    ]);
  });
});

describe("events of the header toggles", () => {
  it("language_switch with the language chosen", async () => {
    await renderApp(<LanguageToggle />, { api: fakeApi({}) });
    fireEvent.click(screen.getByRole("button", { name: /^العربية: switch the site language$/ }));
    fireEvent.click(await screen.findByRole("button", { name: "English: تغيير لغة الموقع" }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute("lang", "en"));
    expect(analyticsQueue).toEqual([
      ["language_switch", { to: "ar" }],
      ["language_switch", { to: "en" }],
    ]);
  });

  it("theme_switch with the theme chosen", async () => {
    await renderApp(<ThemeToggle />, { api: fakeApi({}) });
    fireEvent.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    fireEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(analyticsQueue).toEqual([
      ["theme_switch", { to: "dark" }],
      ["theme_switch", { to: "light" }],
    ]);
  });
});
