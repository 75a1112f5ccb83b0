import { describe, expect, it } from "vitest";
import { inviteEmail, replyEmail } from "./templates.js";

const INVITE_OPTIONS = { days: 14, fromWaitlist: true };

describe("email templates", () => {
  it("escapes what a visitor typed and sets the direction by language", () => {
    const mail = replyEmail(
      "ar",
      { name: "<b>x</b>", subject: "سؤال", message: "<script>" },
      "أهلًا",
    );
    expect(mail.subject).toBe("Re: سؤال");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(inviteEmail("en", "https://bayan.test/register?token=t", INVITE_OPTIONS).html).toContain(
      'dir="ltr"',
    );
  });
});
