import type { MessageKey } from "@bayan/trpc/rules/messages";
import { notifications } from "@mantine/notifications";
import { within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeTrpcError } from "../../../test/fakeApi";
import { callsTo } from "../testSteps";
import { contactApi, id, openMessage, panel, submission } from "./testData";

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
});

describe("Contact submissions: the reply (SPEC 2.16, 4, 7)", () => {
  it("keeps Send disabled for a blank reply, sends it trimmed and says it was sent", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)]);
    const { dialog } = await openMessage(api);
    const send = within(dialog).getByRole("button", { name: "Send reply" });
    expect(send).toBeDisabled();
    const box = within(dialog).getByRole("textbox", { name: "Your reply to Sender 1" });
    await user.type(box, "   ");
    expect(send).toBeDisabled();
    await user.type(box, "Thank you for writing.  ");
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await within(dialog).findByText("Reply sent successfully!")).toBeInTheDocument();
    expect(callsTo(api, "contact.reply")).toEqual([{ id: id(1), reply: "Thank you for writing." }]);
    expect(box).toHaveValue("");
    expect(within(dialog).getByText("Replied")).toBeInTheDocument();
    expect(within(dialog).getByText("Thank you for writing.")).toBeInTheDocument();
  });

  it("says the reply was sent, and the server's honest outbox text, in Arabic", async () => {
    const user = userEvent.setup();
    let answer: { delivery: "sent" | "queued"; message: string; messageKey: MessageKey } = {
      delivery: "sent",
      message: "Reply sent successfully!",
      messageKey: "contact.replySent",
    };
    const api = contactApi([submission(1), submission(2)], {
      "contact.reply": ({ id: key }) => ({
        submission: { ...submission(Number(key.slice(-1))), status: "replied" as const },
        ...answer,
      }),
    });
    const { router } = await openMessage(api, "ar");
    let dialog = await panel();
    await user.type(within(dialog).getByRole("textbox", { name: /Sender 1/ }), "شكرا لك");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    expect(await within(dialog).findByText("تم إرسال الرد بنجاح!")).toBeInTheDocument();

    answer = {
      delivery: "queued",
      message: "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "contact.replyNotDelivered",
    };
    await router.navigate({ to: "/admin/contact", search: { selected: id(2) } });
    dialog = await panel();
    await user.type(await within(dialog).findByRole("textbox", { name: /Sender 2/ }), "مرحبا");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    expect(await within(dialog).findByText(/حُفظ الرد في صندوق الصادر/)).toBeInTheDocument();
  });

  it("says a reply the mail server has not taken yet is queued, with the reason, in yellow", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)], {
      "contact.reply": ({ id: key, reply }) => ({
        submission: {
          ...submission(Number(key.slice(-1))),
          status: "replied" as const,
          reply,
          repliedAt: new Date().toISOString(),
          replyStatus: "queued" as const,
          replyError: "451 Try again later",
        },
        delivery: "queued" as const,
        message:
          "Reply queued: not delivered yet, delivery will be retried automatically. " +
          "Last error: 451 Try again later",
        messageKey: "contact.replyQueued" as const,
        params: { lastError: "451 Try again later" },
      }),
    });
    const { dialog } = await openMessage(api, "ar");
    await user.type(within(dialog).getByRole("textbox", { name: /Sender 1/ }), "شكرا لك");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    const status = await within(dialog).findByRole("status");
    expect(status).toHaveTextContent(
      "الرد في طابور الإرسال: لم يُسلَّم بعد، وستُعاد محاولة التسليم تلقائيًا. آخر خطأ: 451 Try again later",
    );
    // Yellow: not an error, not a success either.
    expect(status.closest(".mantine-Alert-root")?.getAttribute("style")).toContain("yellow");
    expect(within(dialog).queryByText("تم إرسال الرد بنجاح!")).not.toBeInTheDocument();
  });

  it("shows a stored reply's delivery state, with the reason of a failure", async () => {
    const api = contactApi([
      submission(1, {
        status: "replied",
        reply: "We open in March.",
        repliedAt: "2026-11-19T10:00:00.000Z",
        replyStatus: "failed",
        replyError: "550 Mailbox unavailable",
      }),
      submission(2, {
        status: "replied",
        reply: "Yes, there is a free trial.",
        repliedAt: "2026-11-18T10:00:00.000Z",
        replyStatus: "sent",
      }),
    ]);
    const { router } = await openMessage(api);
    let dialog = await panel();
    expect(within(dialog).getByRole("heading", { name: "Your reply" })).toBeInTheDocument();
    expect(within(dialog).getByText("Failed")).toBeInTheDocument();
    expect(within(dialog).getByText("550 Mailbox unavailable")).toBeInTheDocument();
    expect(within(dialog).getByText(/^Replied /)).toBeInTheDocument();

    await router.navigate({ to: "/admin/contact", search: { selected: id(2) } });
    dialog = await panel();
    expect(await within(dialog).findByText("Yes, there is a free trial.")).toBeInTheDocument();
    expect(within(dialog).getByText("Sent")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Last error/)).not.toBeInTheDocument();
  });

  it("offers a mail composer link to the sender with a Re: subject", async () => {
    const api = contactApi([
      submission(1, { email: "o'brien+x@example.com", subject: "Fees & dates?" }),
    ]);
    const { dialog } = await openMessage(api);
    const link = within(dialog).getByRole("link", { name: "Reply via email" });
    const href = link.getAttribute("href")!;
    expect(href).toBe("mailto:o'brien%2Bx@example.com?subject=Re%3A%20Fees%20%26%20dates%3F");
    const url = new URL(href);
    expect(decodeURIComponent(url.pathname)).toBe("o'brien+x@example.com");
    expect(url.searchParams.get("subject")).toBe("Re: Fees & dates?");
  });

  it("says why the server refused a reply, in the interface language", async () => {
    const user = userEvent.setup();
    const api = contactApi([submission(1)], {
      "contact.reply": ({ reply }) => {
        if (reply.startsWith("Spam"))
          throw new FakeTrpcError("CONFLICT", 409, "contact.spamNoReply");
        throw new FakeTrpcError("BAD_REQUEST", 400, "reply: Reply is too long", [
          { path: "reply", message: "Reply is too long", messageKey: "contact.replyTooLong" },
        ]);
      },
    });
    const { dialog } = await openMessage(api, "ar");
    const box = within(dialog).getByRole("textbox", { name: /Sender 1/ });
    await user.type(box, "Spam reply");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    expect(
      await within(dialog).findByText("هذه الرسالة مصنّفة رسالةً مزعجة؛ غيّر تصنيفها قبل الرد عليها"),
    ).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, "A long reply");
    await user.click(within(dialog).getByRole("button", { name: "إرسال الرد" }));
    expect(await within(dialog).findByText("الرد طويل جدًا")).toBeInTheDocument();
  });
});
