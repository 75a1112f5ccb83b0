/** Where a referral link can be shared from the status page: each service's own share address. */
export type ShareService = "whatsapp" | "telegram" | "x" | "email";

/**
 * The share addresses for a referral link with a line of text (and an email's subject), each
 * service's documented form: WhatsApp and email take the link in the text, Telegram and X apart.
 */
export function shareLinks(
  link: string,
  text: string,
  subject: string,
): Record<ShareService, string> {
  const e = encodeURIComponent;
  return {
    whatsapp: `https://wa.me/?text=${e(`${text} ${link}`)}`,
    telegram: `https://t.me/share/url?url=${e(link)}&text=${e(text)}`,
    x: `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(link)}`,
    email: `mailto:?subject=${e(subject)}&body=${e(`${text}\n\n${link}`)}`,
  };
}
