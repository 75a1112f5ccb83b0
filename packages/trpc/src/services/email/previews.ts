// The admin's preview of every email template (docs/email-delivery.md, "Templates"): each
// rendered with sample data in either language, as its recipient gets it, the unsubscribe footer
// the sender adds at delivery included (with a sample link) for the emails that carry it.
import { appError } from "../../errors.js";
import type { Language } from "../../schemas/common.js";
import {
  EMAIL_TEMPLATE_NAMES,
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateName,
} from "../../schemas/email-templates.js";
import {
  confirmUrl,
  registerUrl,
  statusUrl,
  teamAcceptUrl,
  unsubscribeUrl,
} from "../links/links.js";
import { TEAM_INVITE_DAYS } from "../team-link-rule.js";
import {
  adminDigestEmail,
  adminMessageEmail,
  inviteEmail,
  policyChangeEmail,
  replyEmail,
  TEAM_ROLE_NAMES,
  teamInviteEmail,
  userMessageEmail,
  type EmailContent,
} from "./templates.js";
import { carriesUnsubscribe, withUnsubscribeFooter } from "./unsubscribe.js";
import { confirmWaitlistEmail, waitlistConfirmedEmail } from "./waitlist-templates.js";

/** A sample token, in place of the one each link gets at delivery. */
const SAMPLE_TOKEN = "sample-token";

/** What each template says, with sample data (names and words in the email's language). */
const SAMPLES: Record<EmailTemplateName, (language: Language, site: string) => EmailContent> = {
  "waitlist-confirm": (language, site) =>
    confirmWaitlistEmail(language, confirmUrl(site, SAMPLE_TOKEN), statusUrl(site, SAMPLE_TOKEN), {
      days: 7,
      reminder: false,
    }),
  "waitlist-reminder": (language, site) =>
    confirmWaitlistEmail(language, confirmUrl(site, SAMPLE_TOKEN), statusUrl(site, SAMPLE_TOKEN), {
      days: 4,
      reminder: true,
    }),
  "waitlist-confirmed": (language, site) =>
    waitlistConfirmedEmail(language, statusUrl(site, SAMPLE_TOKEN)),
  "waitlist-invite": (language, site) =>
    inviteEmail(language, registerUrl(site, SAMPLE_TOKEN), { days: 14, fromWaitlist: true }),
  "waitlist-invite-reminder": (language, site) =>
    inviteEmail(language, registerUrl(site, SAMPLE_TOKEN), {
      days: 11,
      fromWaitlist: true,
      reminder: true,
    }),
  "user-invite": (language, site) =>
    inviteEmail(language, registerUrl(site, SAMPLE_TOKEN), {
      days: 14,
      fromWaitlist: false,
      name: sampleName(language),
    }),
  "user-invite-reminder": (language, site) =>
    inviteEmail(language, registerUrl(site, SAMPLE_TOKEN), {
      days: 11,
      fromWaitlist: false,
      name: sampleName(language),
      reminder: true,
    }),
  "user-message": (language) =>
    userMessageEmail(
      language,
      sampleName(language),
      undefined,
      language === "ar"
        ? "أضفنا دروسًا جديدة في مستواك. نتمنى لك تعلّمًا ممتعًا!"
        : "We added new lessons at your level. Enjoy learning!",
    ),
  "team-invite": (language, site) =>
    teamInviteEmail(language, teamAcceptUrl(site, SAMPLE_TOKEN), {
      name: language === "ar" ? "ريم" : "Reem",
      inviter: language === "ar" ? "سارة" : "Sara",
      role: TEAM_ROLE_NAMES[language].editor,
      days: TEAM_INVITE_DAYS,
    }),
  "admin-message": (language) =>
    adminMessageEmail(
      language,
      sampleName(language),
      language === "ar" ? "حسابك في بيان" : "Your Bayan account",
      language === "ar"
        ? "تم تحديث بريدك الإلكتروني كما طلبت.\nإن لم تطلب ذلك فراسلنا."
        : "Your email address was updated as you asked.\nIf you did not ask for it, write to us.",
    ),
  "contact-reply": (language) =>
    replyEmail(
      language,
      {
        name: sampleName(language),
        subject: language === "ar" ? "الأسعار" : "Pricing",
        message: language === "ar" ? "كم سعر الخطة السنوية؟" : "How much is the annual plan?",
      },
      language === "ar"
        ? "سنعلن الأسعار عند الإطلاق، وأعضاء قائمة الانتظار يحصلون على خصم 50%."
        : "We will publish prices at launch; waitlist members get 50% off.",
    ),
  "admin-digest": (language, site) =>
    adminDigestEmail(language, {
      messages: [
        { name: sampleName(language), subject: language === "ar" ? "الأسعار" : "Pricing" },
      ],
      messageCount: 1,
      signups: ["lina@example.com", "omar@example.com"],
      signupCount: 12,
      registrations: [{ name: sampleName(language), email: "sara@example.com" }],
      registrationCount: 1,
      adminUrl: `${site.replace(/\/+$/, "")}/admin`,
    }),
  "policy-change": (language, site) =>
    policyChangeEmail(language, {
      document: "privacy",
      effectiveOn: "2026-12-01",
      summary:
        language === "ar"
          ? "نوضّح المدة التي نحتفظ فيها بعنوان بريدك."
          : "We say how long we keep your email address.",
      versionsUrl: `${site.replace(/\/+$/, "")}/privacy/versions`,
    }),
};

function sampleName(language: Language) {
  return language === "ar" ? "سارة" : "Sara";
}

/** Every template, in the order the preview lists them. */
export function emailTemplates(): EmailTemplate[] {
  return EMAIL_TEMPLATE_NAMES.map((name) => ({
    name,
    carriesUnsubscribe: carriesUnsubscribe(name),
  }));
}

const isTemplateName = (name: string): name is EmailTemplateName =>
  (EMAIL_TEMPLATE_NAMES as readonly string[]).includes(name);

/**
 * A template rendered with sample data in a language, as delivered: with the unsubscribe footer
 * (a sample link) when its emails carry it. A name not in the list: 404.
 */
export function emailPreview(name: string, language: Language, siteUrl: string): EmailPreview {
  if (!isTemplateName(name)) throw appError("NOT_FOUND", "email.templateUnknown");
  const email = SAMPLES[name](language, siteUrl);
  const unsubscribe = carriesUnsubscribe(name);
  const { text, html } = unsubscribe
    ? withUnsubscribeFooter(email, language, unsubscribeUrl(siteUrl, SAMPLE_TOKEN))
    : email;
  return { name, carriesUnsubscribe: unsubscribe, language, subject: email.subject, html, text };
}
