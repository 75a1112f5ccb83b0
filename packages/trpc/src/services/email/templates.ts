import type { Language } from "../../schemas/common.js";

/** An email ready for the outbox. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  language: Language;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * Wraps paragraphs in a plain, mobile-friendly HTML document; Arabic is right-to-left. Every
 * piece of text is escaped: nothing a visitor typed becomes markup.
 */
function layout(language: Language, paragraphs: string[], link?: { href: string; label: string }) {
  const dir = language === "ar" ? "rtl" : "ltr";
  const align = language === "ar" ? "right" : "left";
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:24px;background:#f6f8fa;font-family:Arial,Tahoma,sans-serif;color:#1f2328">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;text-align:${align}">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${language === "ar" ? "بيان" : "Bayan"}</p>
${body}
${button}
</div>
</body>
</html>`;
}

/** The early-access invitation, in the entry's language. */
export function inviteEmail(language: Language, siteUrl: string): EmailContent {
  if (language === "ar") {
    const paragraphs = [
      "مرحبًا،",
      "شكرًا لانضمامك إلى قائمة الانتظار. يسعدنا أن ندعوك للوصول المبكر إلى منصة بيان لتعلّم الإنجليزية بشرح عربي واضح.",
      "بصفتك من أوائل المنضمين، تحصل على خصم 50% على الخطط السنوية ووصول تجريبي إلى الميزات الجديدة.",
      "فريق بيان",
    ];
    return {
      language,
      subject: "دعوتك للوصول المبكر إلى بيان",
      text: `${paragraphs.join("\n\n")}\n\n${siteUrl}`,
      html: layout(language, paragraphs, { href: siteUrl, label: "ابدأ الآن" }),
    };
  }
  const paragraphs = [
    "Hello,",
    "Thank you for joining the waitlist. You are invited to early access to Bayan, the platform that teaches English with clear Arabic explanations.",
    "As an early member you get 50% off annual plans and beta access to new features.",
    "The Bayan team",
  ];
  return {
    language,
    subject: "Your early access to Bayan",
    text: `${paragraphs.join("\n\n")}\n\n${siteUrl}`,
    html: layout(language, paragraphs, { href: siteUrl, label: "Get started" }),
  };
}

/** The admin's answer to a contact message, in the sender's language, quoting the original. */
export function replyEmail(
  language: Language,
  original: { name: string; subject: string; message: string },
  reply: string,
): EmailContent {
  const subject = `Re: ${original.subject}`;
  const quoted = original.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const greeting = language === "ar" ? `مرحبًا ${original.name}،` : `Hello ${original.name},`;
  const signature = language === "ar" ? "فريق بيان" : "The Bayan team";
  const wrote = language === "ar" ? "رسالتك:" : "You wrote:";
  const paragraphs = [greeting, reply, signature, `${wrote}\n${quoted}`];
  return {
    language,
    subject,
    text: paragraphs.join("\n\n"),
    html: layout(language, paragraphs),
  };
}
