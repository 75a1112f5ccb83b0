// The waitlist's own emails (docs/waitlist-growth.md), in the person's language: the confirmation
// (and its one reminder) and the "place confirmed" email with the status page. Links are given as
// built by the caller: in the outbox they hold slots, filled with tokens at delivery (docs/links.md).
import type { Language } from "../../schemas/common.js";
import { renderEmail, type EmailContent } from "./layout.js";

/**
 * "Confirm your address": the link opens the confirmation page, whose button confirms (opening
 * the link alone changes nothing); the status page's link comes with it. `reminder` is the one
 * reminder sent when nobody confirmed.
 */
export function confirmWaitlistEmail(
  language: Language,
  confirmUrl: string,
  statusUrl: string,
  options: { days: number; reminder: boolean },
): EmailContent {
  const { days, reminder } = options;
  if (language === "ar") {
    return renderEmail(language, {
      subject: reminder
        ? "تذكير: أكّد مكانك في قائمة انتظار بيان"
        : "أكّد مكانك في قائمة انتظار بيان",
      paragraphs: [
        "مرحبًا،",
        reminder
          ? "تذكير: لم تؤكد بريدك الإلكتروني بعد، ومكانك في قائمة انتظار بيان غير محجوز حتى تؤكده."
          : "شكرًا لانضمامك إلى قائمة انتظار بيان، منصة تعلّم الإنجليزية بشرح عربي واضح.",
        "أكّد بريدك الإلكتروني لتحجز مكانك وتحصل على رابط الإحالة الخاص بك: كل صديق يؤكد انضمامه عبره يقرّبك من أول القائمة.",
        `افتح الرابط أدناه ثم اضغط «تأكيد». الرابط صالح لمدة ${days} أيام.`,
        "إن لم تكن أنت من انضم، فافتح الرابط واضغط «لست أنا» ولن نراسل هذا العنوان مجددًا.",
        { label: "صفحة حالتك في القائمة:", href: statusUrl },
      ],
      button: { href: confirmUrl, label: "تأكيد بريدي الإلكتروني" },
      note: "تصلك هذه الرسالة لأن هذا العنوان أُدخل في قائمة انتظار بيان.",
    });
  }
  return renderEmail(language, {
    subject: reminder
      ? "Reminder: confirm your place on the Bayan waitlist"
      : "Confirm your place on the Bayan waitlist",
    paragraphs: [
      "Hello,",
      reminder
        ? "A reminder: you have not confirmed your address yet, and your place on the Bayan waitlist is not secured until you do."
        : "Thank you for joining the waitlist of Bayan, the platform that teaches English with clear Arabic explanations.",
      "Confirm your address to secure your place and get your own referral link: every friend who joins through it and confirms moves you up the list.",
      `Open the link below, then press Confirm. The link works for ${days} days.`,
      "If it was not you who joined, open the link and press “This wasn't me”: this address will not be emailed again.",
      { label: "Your place in the queue:", href: statusUrl },
    ],
    button: { href: confirmUrl, label: "Confirm my address" },
    note: "You get this email because this address was entered on Bayan's waitlist.",
  });
}

/** "Your place is confirmed": the status page (place in the queue, referral link, shares). */
export function waitlistConfirmedEmail(language: Language, statusUrl: string): EmailContent {
  if (language === "ar") {
    return renderEmail(language, {
      subject: "تم تأكيد مكانك في قائمة انتظار بيان",
      paragraphs: [
        "مرحبًا،",
        "تم تأكيد مكانك في قائمة انتظار بيان.",
        "من صفحة حالتك ترى ترتيبك في القائمة، وتنسخ رابط الإحالة الخاص بك وتشاركه: كل صديق يؤكد انضمامه عبره يقرّبك من أول القائمة.",
        "احتفظ بهذه الرسالة: الرابط أدناه هو رابط صفحة حالتك.",
      ],
      button: { href: statusUrl, label: "صفحة حالتي" },
    });
  }
  return renderEmail(language, {
    subject: "Your place on the Bayan waitlist is confirmed",
    paragraphs: [
      "Hello,",
      "Your place on the Bayan waitlist is confirmed.",
      "Your status page shows your place in the queue and your referral link to copy and share: every friend who joins through it and confirms moves you up.",
      "Keep this email: the link below opens your status page.",
    ],
    button: { href: statusUrl, label: "My status page" },
  });
}
