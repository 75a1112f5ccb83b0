// The SMTP connection the outbox sends through (docs/email-delivery.md): nodemailer's transport
// from SMTP_URL, one pooled connection, DKIM-signed when a key is set.
import { createTransport, type Transporter } from "nodemailer";

/** DKIM signing (docs/email-delivery.md): the domain, the selector and the private key (PEM). */
export interface DkimOptions {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The headers the DKIM signature covers (besides those nodemailer always signs). */
export const DKIM_SIGNED_HEADERS =
  "from:to:subject:date:message-id:list-unsubscribe:list-unsubscribe-post";

/**
 * A nodemailer SMTP transport from `smtp://user:pass@host:port` (or `smtps://`), signing with
 * DKIM when given its key.
 */
export function smtpTransport(smtpUrl: string, from: string, dkim?: DkimOptions): Transporter {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return createTransport(
    {
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      ...(url.username
        ? {
            auth: {
              user: decodeURIComponent(url.username),
              pass: decodeURIComponent(url.password),
            },
          }
        : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      // One connection kept open and reused for the emails sent one after another (a wave's
      // thousands), instead of a handshake each.
      pool: true,
      maxConnections: 1,
      socketTimeout: 20_000,
      ...(dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
    },
    { from },
  );
}
