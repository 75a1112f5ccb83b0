/**
 * SPEC 4: "Reply via email" opens a mail composer addressed to the sender with a 'Re:' subject.
 * The address is percent-encoded except its at sign (RFC 6068), the subject fully, so a subject
 * holding `&`, `?`, `#` or non-Latin text arrives whole.
 */
export function replyMailto(email: string, subject: string): string {
  const to = encodeURIComponent(email).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}
