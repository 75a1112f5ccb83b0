import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../AdminRoot";
import "./EmailTemplatesScreen";

type Preview = RouterOutputs["email"]["preview"];
type PreviewInput = RouterInputs["email"]["preview"];

const TEMPLATES: RouterOutputs["email"]["previews"] = [
  { name: "waitlist-confirm", carriesUnsubscribe: false },
  { name: "waitlist-invite", carriesUnsubscribe: true },
  { name: "contact-reply", carriesUnsubscribe: false },
];

function preview(input: PreviewInput): Preview {
  const ar = input.language === "ar";
  return {
    name: input.name as Preview["name"],
    carriesUnsubscribe: input.name === "waitlist-invite",
    language: ar ? "ar" : "en",
    subject: `${ar ? "موضوع" : "Subject of"} ${input.name}`,
    html: `<html dir="${ar ? "rtl" : "ltr"}"><body><p>${input.name}</p><script>parent.x=1</script></body></html>`,
    text: `${ar ? "مرحبًا،" : "Hello,"}\n\n${input.name} text part`,
  };
}

function handlers(): FakeHandlers {
  return {
    "admin.notifications": () => ({ count: 0, items: [] }),
    "email.previews": () => TEMPLATES,
    "email.preview": (input: PreviewInput) => preview(input),
  };
}

const previewCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === "email.preview").map((c) => c.input as PreviewInput);

describe("emails (templates)", { timeout: 30_000 }, () => {
  it("lists the templates and previews the first one in English, sandboxed", async () => {
    const api = fakeApi(handlers());
    await renderAdmin("/admin/emails/templates", { api });
    expect(await screen.findByRole("tab", { name: "Templates" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const nav = screen.getByRole("navigation", { name: "Email templates" });
    expect(within(nav).getByRole("button", { name: /Waitlist confirmation/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(within(nav).getByRole("button", { name: /Contact reply/ })).toBeInTheDocument();
    expect(await screen.findByText("Subject of waitlist-confirm")).toBeInTheDocument();

    const frame = screen.getByTitle("Preview of the email “Waitlist confirmation”");
    expect(frame.tagName).toBe("IFRAME");
    // An empty sandbox: the email's HTML runs no script and reaches nothing of the panel.
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame.getAttribute("srcdoc")).toContain("<p>waitlist-confirm</p>");
    expect(screen.getByLabelText("Text part")).toHaveTextContent("waitlist-confirm text part");
    expect(previewCalls(api).at(-1)).toEqual({ name: "waitlist-confirm", language: "en" });
  });

  it("switches the template and the language, kept in the address", async () => {
    const api = fakeApi(handlers());
    const { router } = await renderAdmin("/admin/emails/templates", { api });
    const nav = await screen.findByRole("navigation", { name: "Email templates" });
    fireEvent.click(within(nav).getByRole("button", { name: /Invitation/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ template: "waitlist-invite" }),
    );
    expect(await screen.findByText("Subject of waitlist-invite")).toBeInTheDocument();
    expect(screen.getByText("Unsubscribe footer")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("radio", { name: "Arabic" }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        template: "waitlist-invite",
        language: "ar",
      }),
    );
    const subject = await screen.findByText("موضوع waitlist-invite");
    expect(subject).toHaveAttribute("dir", "rtl");
    expect(screen.getByLabelText("Text part")).toHaveAttribute("dir", "rtl");
    expect(screen.getByTitle(/Preview of the email/).getAttribute("srcdoc")).toContain('dir="rtl"');
    expect(previewCalls(api).at(-1)).toEqual({ name: "waitlist-invite", language: "ar" });
  });

  it("opens the template and language of the address", async () => {
    const api = fakeApi(handlers());
    await renderAdmin("/admin/emails/templates?template=contact-reply&language=ar", { api });
    expect(await screen.findByText("موضوع contact-reply")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Arabic" })).toBeChecked();
  });
});
