import type { TeamRole } from "@bayan/db/platform-enums";
import type { Language } from "../../schemas/common.js";
import { renderEmail, type EmailContent } from "./layout.js";

export type { EmailContent } from "./layout.js";

/**
 * The invitation to register, in the person's language: to a waitlist entry (thanked for
 * joining) or to someone the admin added (greeted by name when given). `registerUrl` is the
 * single-use link; it works for `days` days (`days` more, in the one `reminder`).
 */
export function inviteEmail(
  language: Language,
  registerUrl: string,
  options: { days: number; fromWaitlist: boolean; name?: string | null; reminder?: boolean },
): EmailContent {
  const { days, fromWaitlist, name, reminder = false } = options;
  if (language === "ar") {
    return renderEmail(language, {
      subject: reminder ? "تذكير: دعوتك للتسجيل في بيان" : "دعوتك للتسجيل في بيان",
      paragraphs: [
        name ? `مرحبًا ${name}،` : "مرحبًا،",
        ...(reminder ? ["تذكير: دعوتك إلى بيان ما زالت بانتظارك."] : []),
        fromWaitlist
          ? "شكرًا لانضمامك إلى قائمة الانتظار. يسعدنا أن ندعوك للوصول المبكر إلى منصة بيان لتعلّم الإنجليزية بشرح عربي واضح."
          : "يسعدنا أن ندعوك إلى منصة بيان لتعلّم الإنجليزية بشرح عربي واضح.",
        ...(fromWaitlist
          ? [
              "بصفتك من أوائل المنضمين، تحصل على خصم 50% على الخطط السنوية ووصول تجريبي إلى الميزات الجديدة.",
            ]
          : []),
        reminder
          ? `أنشئ حسابك من الرابط أدناه. الرابط صالح لمرة واحدة، لمدة ${days} يومًا أخرى.`
          : `أنشئ حسابك من الرابط أدناه. الرابط صالح لمرة واحدة ولمدة ${days} يومًا.`,
      ],
      button: { href: registerUrl, label: "أنشئ حسابك" },
    });
  }
  return renderEmail(language, {
    subject: reminder
      ? "Reminder: your invitation to register at Bayan"
      : "Your invitation to register at Bayan",
    paragraphs: [
      name ? `Hello ${name},` : "Hello,",
      ...(reminder ? ["A reminder: your invitation to Bayan is still waiting for you."] : []),
      fromWaitlist
        ? "Thank you for joining the waitlist. You are invited to early access to Bayan, the platform that teaches English with clear Arabic explanations."
        : "You are invited to Bayan, the platform that teaches English with clear Arabic explanations.",
      ...(fromWaitlist
        ? ["As an early member you get 50% off annual plans and beta access to new features."]
        : []),
      reminder
        ? `Create your account with the link below. It works once, for ${days} more days.`
        : `Create your account with the link below. It works once, for ${days} days.`,
    ],
    button: { href: registerUrl, label: "Create your account" },
  });
}

/** The team roles' names in an email's language (docs/team.md). */
export const TEAM_ROLE_NAMES = {
  en: { owner: "owner", admin: "admin", editor: "editor", support: "support", viewer: "viewer" },
  ar: { owner: "مالك", admin: "مسؤول", editor: "محرّر", support: "دعم", viewer: "مشاهد" },
} as const satisfies Record<Language, Record<TeamRole, string>>;

/**
 * An invitation to the team that runs Bayan (docs/team.md): who invited them, with which role,
 * and the single-use link where they choose their password, working `days` days.
 */
export function teamInviteEmail(
  language: Language,
  acceptUrl: string,
  options: { name: string; inviter: string; role: string; days: number },
): EmailContent {
  const { name, inviter, role, days } = options;
  if (language === "ar") {
    return renderEmail(language, {
      subject: "دعوتك للانضمام إلى فريق بيان",
      paragraphs: [
        `مرحبًا ${name}،`,
        `دعاك ${inviter} للانضمام إلى فريق إدارة بيان بدور «${role}».`,
        `اختر كلمة مرورك من الرابط أدناه لتفعيل حسابك. الرابط صالح لمرة واحدة ولمدة ${days} أيام.`,
      ],
      button: { href: acceptUrl, label: "قبول الدعوة" },
    });
  }
  return renderEmail(language, {
    subject: "Your invitation to the Bayan team",
    paragraphs: [
      `Hello ${name},`,
      `${inviter} invited you to the team that runs Bayan, as ${role}.`,
      `Choose your password with the link below to activate your account. It works once, for ${days} days.`,
    ],
    button: { href: acceptUrl, label: "Accept the invitation" },
  });
}

/** A message from the administrator to a user, in the user's language. */
export function userMessageEmail(
  language: Language,
  name: string,
  subject: string | undefined,
  message: string,
): EmailContent {
  return renderEmail(language, {
    subject: subject || (language === "ar" ? "رسالة من بيان" : "A message from Bayan"),
    paragraphs: [language === "ar" ? `مرحبًا ${name}،` : `Hello ${name},`, message],
  });
}

/** The admin's answer to a contact message, in the sender's language, quoting the original. */
export function replyEmail(
  language: Language,
  original: { name: string; subject: string; message: string },
  reply: string,
): EmailContent {
  const ar = language === "ar";
  return renderEmail(language, {
    subject: `Re: ${original.subject}`,
    paragraphs: [ar ? `مرحبًا ${original.name}،` : `Hello ${original.name},`, reply],
    quote: { label: ar ? "رسالتك:" : "You wrote:", text: original.message },
    note: ar
      ? "تصلك هذه الرسالة ردًّا على رسالتك إلينا عبر نموذج التواصل في بيان."
      : "You get this email in answer to the message you sent us through Bayan's contact form.",
  });
}

/**
 * An email the administrator composed in the mailbox, in the given language (the recipient
 * user's, else the admin's): greeted by name when the recipient is known.
 */
export function adminMessageEmail(
  language: Language,
  name: string | null,
  subject: string,
  message: string,
): EmailContent {
  const greeting =
    language === "ar" ? (name ? `مرحبًا ${name}،` : "مرحبًا،") : name ? `Hello ${name},` : "Hello,";
  return renderEmail(language, {
    subject: subject || (language === "ar" ? "رسالة من بيان" : "A message from Bayan"),
    paragraphs: [greeting, message],
  });
}

/** What the administrator's daily digest reports (docs/settings.md). */
export interface DigestContent {
  messages: Array<{ name: string; subject: string }>;
  messageCount: number;
  signups: string[];
  signupCount: number;
  registrations: Array<{ name: string; email: string }>;
  registrationCount: number;
  /** The admin panel's address. */
  adminUrl: string;
}

/**
 * The daily digest to the administrator, in the admin's language: the last day's new contact
 * messages, waitlist sign-ups and registrations (counts, then up to ten of each).
 */
export function adminDigestEmail(language: Language, digest: DigestContent): EmailContent {
  const ar = language === "ar";
  const more = (shown: number, total: number) =>
    total > shown ? [ar ? `… و${total - shown} غيرها` : `… and ${total - shown} more`] : [];
  const section = (title: string, lines: string[], total: number) =>
    total === 0
      ? []
      : [`${title}\n${[...lines.map((l) => `- ${l}`), ...more(lines.length, total)].join("\n")}`];
  return renderEmail(language, {
    subject: ar ? "ملخص بيان اليومي" : "Your Bayan daily digest",
    paragraphs: [
      ar ? "مرحبًا،" : "Hello,",
      ar
        ? `جديد آخر يوم: ${digest.messageCount} رسالة تواصل، و${digest.signupCount} تسجيلًا في قائمة الانتظار، و${digest.registrationCount} حسابًا جديدًا.`
        : `New in the last day: ${digest.messageCount} contact message(s), ${digest.signupCount} waitlist sign-up(s) and ${digest.registrationCount} registration(s).`,
      ...section(
        ar ? "رسائل التواصل:" : "Contact messages:",
        digest.messages.map((m) => `${m.name}: ${m.subject}`),
        digest.messageCount,
      ),
      ...section(
        ar ? "التسجيلات في قائمة الانتظار:" : "Waitlist sign-ups:",
        digest.signups,
        digest.signupCount,
      ),
      ...section(
        ar ? "الحسابات الجديدة:" : "New accounts:",
        digest.registrations.map((r) => `${r.name} <${r.email}>`),
        digest.registrationCount,
      ),
    ],
    button: { href: digest.adminUrl, label: ar ? "افتح لوحة الإدارة" : "Open the admin panel" },
    signed: false,
    note: ar
      ? "يمكنك إيقاف هذا الملخص من الإعدادات > الإشعارات."
      : "You can turn this digest off in Settings > Notifications.",
  });
}

/** What a policy-change notice says: which document, from when, and what changed. */
export interface PolicyChange {
  document: "privacy" | "terms";
  /** The day the new version takes effect (YYYY-MM-DD). */
  effectiveOn: string;
  /** The change summary in the email's language (may be empty). */
  summary: string;
  /** The document's versions page, where the new version is read. */
  versionsUrl: string;
}

/** A day as the email's reader writes it ("1 December 2026", "١ ديسمبر ٢٠٢٦"). */
const longDate = (language: Language, day: string) =>
  new Intl.DateTimeFormat(language === "ar" ? "ar" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * A material change to the privacy policy or the terms, told before it takes effect
 * (docs/policy-versions.md), in the reader's language.
 */
export function policyChangeEmail(language: Language, change: PolicyChange): EmailContent {
  const day = longDate(language, change.effectiveOn);
  if (language === "ar") {
    const name = change.document === "privacy" ? "سياسة الخصوصية" : "شروط الخدمة";
    return renderEmail(language, {
      subject: `تحديث ${name} في بيان`,
      paragraphs: [
        "مرحبًا،",
        `نحدّث ${name} الخاصة ببيان. يسري الإصدار الجديد اعتبارًا من ${day}.`,
        ...(change.summary ? [`ما الذي تغيّر: ${change.summary}`] : []),
        "يمكنك قراءة الإصدار الجديد ومقارنته بالإصدارات السابقة من الرابط أدناه. لا يلزمك فعل شيء.",
      ],
      button: { href: change.versionsUrl, label: `اقرأ ${name}` },
    });
  }
  const name = change.document === "privacy" ? "Privacy Policy" : "Terms of Service";
  return renderEmail(language, {
    subject: `An update to Bayan's ${name}`,
    paragraphs: [
      "Hello,",
      `We are updating Bayan's ${name}. The new version takes effect on ${day}.`,
      ...(change.summary ? [`What changes: ${change.summary}`] : []),
      "You can read the new version, and compare it with the earlier ones, at the link below. You do not need to do anything.",
    ],
    button: { href: change.versionsUrl, label: `Read the ${name}` },
  });
}
