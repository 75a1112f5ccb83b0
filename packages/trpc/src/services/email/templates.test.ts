import { describe, expect, it } from "vitest";
import type { Language } from "../../schemas/common.js";
import { EMAIL_TEMPLATE_NAMES } from "../../schemas/email-templates.js";
import { linkSlot, registerUrl } from "../links/links.js";
import { emailPreview } from "./previews.js";
import {
  adminDigestEmail,
  adminMessageEmail,
  inviteEmail,
  replyEmail,
  userMessageEmail,
  type EmailContent,
} from "./templates.js";
import { confirmWaitlistEmail, waitlistConfirmedEmail } from "./waitlist-templates.js";

const SITE = "https://bayan.test";
const INVITE_OPTIONS = { days: 14, fromWaitlist: true };
const REGISTER = registerUrl(SITE, linkSlot("registration"));
const CONFIRM = `${SITE}/confirm?token=${linkSlot("waitlist-confirm")}`;
const STATUS = `${SITE}/status?token=${linkSlot("waitlist-status")}`;
const LANGUAGES: Language[] = ["en", "ar"];

/** What a reader sees of the HTML: its text, tags and the hidden preview line left out. */
const visible = (html: string) =>
  html
    .replace(/<div style="display:none[^"]*"[^>]*>[\s\S]*?<\/div><\/div>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Every template, with the link it carries (none for a message). */
const TEMPLATES: Array<[string, (language: Language) => EmailContent, string | null]> = [
  ["invite", (l) => inviteEmail(l, REGISTER, INVITE_OPTIONS), REGISTER],
  [
    "invite reminder",
    (l) =>
      inviteEmail(l, REGISTER, { days: 11, fromWaitlist: false, reminder: true, name: "Sara" }),
    REGISTER,
  ],
  [
    "waitlist confirm",
    (l) => confirmWaitlistEmail(l, CONFIRM, STATUS, { days: 7, reminder: false }),
    CONFIRM,
  ],
  [
    "waitlist reminder",
    (l) => confirmWaitlistEmail(l, CONFIRM, STATUS, { days: 4, reminder: true }),
    CONFIRM,
  ],
  ["waitlist confirmed", (l) => waitlistConfirmedEmail(l, STATUS), STATUS],
  ["user message", (l) => userMessageEmail(l, "Sara", undefined, "Line one\nLine two"), null],
  ["admin message", (l) => adminMessageEmail(l, null, "Hi", "Line one\nLine two"), null],
  [
    "contact reply",
    (l) => replyEmail(l, { name: "Omar", subject: "Pricing", message: "How much?" }, "Soon."),
    null,
  ],
  [
    "digest",
    (l) =>
      adminDigestEmail(l, {
        messages: [{ name: "Amira", subject: "Levels" }],
        messageCount: 1,
        signups: ["new1@example.com"],
        signupCount: 1,
        registrations: [],
        registrationCount: 0,
        adminUrl: `${SITE}/admin`,
      }),
    `${SITE}/admin`,
  ],
];

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

  describe.each(TEMPLATES)("%s", (_name, make, link) => {
    it("is right to left in Arabic on the html element and on the body itself", () => {
      const mail = make("ar");
      expect(mail.language).toBe("ar");
      expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
      expect(mail.html).toMatch(/<html[^>]* lang="ar"/);
      expect(mail.html).toMatch(/<body[^>]* dir="rtl"/);
      expect(mail.html).toMatch(/<body[^>]*style="[^"]*direction:rtl[^"]*text-align:right/);
      expect(visible(mail.html)).toMatch(/^ ?بيان /);
    });

    it("is left to right in English, with the wordmark", () => {
      const mail = make("en");
      expect(mail.html).toMatch(/<html[^>]* dir="ltr"/);
      expect(mail.html).toMatch(/<body[^>]*style="[^"]*direction:ltr[^"]*text-align:left/);
      expect(visible(mail.html)).toMatch(/^ ?Bayan /);
    });

    it.each(LANGUAGES)(
      "has a text part saying what the HTML says, and the link in both (%s)",
      (l) => {
        const mail = make(l);
        expect(mail.text).not.toMatch(/<[a-z]/i);
        // Each paragraph of the text part is read in the HTML (quotes and links aside).
        for (const block of mail.text.split("\n\n")) {
          const first = block.split("\n")[0]!.replace(/^> /, "");
          if (link && first.endsWith(link)) continue;
          expect(visible(mail.html)).toContain(first.replace(/ https?:\/\/\S+$/, ""));
        }
        if (link) {
          // The slot or address as given, unescaped: the sender fills the slot in both parts.
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
        }
      },
    );
  });

  it("keeps the slots of links unescaped in the HTML and the text", () => {
    const mail = confirmWaitlistEmail("en", CONFIRM, STATUS, { days: 7, reminder: false });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("/confirm?token={{link-token:waitlist-confirm}}");
      expect(part).toContain("/status?token={{link-token:waitlist-status}}");
    }
  });

  it("keeps the text part's order: greeting, message, signature", () => {
    expect(userMessageEmail("ar", "Huda", undefined, "Welcome aboard").text).toBe(
      "مرحبًا Huda،\n\nWelcome aboard\n\nفريق بيان",
    );
    expect(inviteEmail("en", REGISTER, INVITE_OPTIONS).text).toMatch(
      /It works once, for 14 days\.\n\nThe Bayan team\n\nCreate your account: https:\/\/bayan\.test\/register\?token=\{\{link-token:registration\}\}$/,
    );
    expect(replyEmail("en", { name: "O", subject: "S", message: "a\nb" }, "R").text).toContain(
      "The Bayan team\n\nYou wrote:\n> a\n> b",
    );
  });

  describe.each(LANGUAGES)("the admin's preview (%s)", (language) => {
    it.each(EMAIL_TEMPLATE_NAMES)("renders %s as delivered", (name) => {
      const preview = emailPreview(name, language, SITE);
      expect(preview).toMatchObject({ name, language });
      expect(preview.subject).not.toBe("");
      expect(preview.html).toContain(`dir="${language === "ar" ? "rtl" : "ltr"}"`);
      const footer = language === "ar" ? "إلغاء الاشتراك" : "Unsubscribe";
      if (preview.carriesUnsubscribe) {
        expect(preview.text).toContain(`${footer}: ${SITE}/unsubscribe?token=sample-token`);
        expect(preview.html).toContain(`href="${SITE}/unsubscribe?token=sample-token"`);
      } else {
        expect(preview.text).not.toContain(footer);
      }
    });
  });
});
