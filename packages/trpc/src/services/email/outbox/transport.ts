// The SMTP connection the outbox sends through (docs/email-delivery.md): nodemailer's transport
// from SMTP_URL, a few pooled connections, DKIM-signed when a key is set.
import { createTransport, type Transporter } from "nodemailer";

/**
 * How many emails a sender has on their way at once, each on its own SMTP connection: one after
 * another, a message's database work and SMTP exchange (a dozen round trips) capped an instance at
 * about 20 emails a second, behind a launch's confirmations (docs/scale.md).
 */
export const SENDING_AT_ONCE = 4;

/**
 * An email's Message-ID, made from its outbox id: the same however often it is sent. When a sender
 * dies between handing a message to the SMTP server and recording it sent, the message goes again
 * after its lease; receivers (Gmail among them) drop a second copy with a Message-ID they have.
 */
export const messageIdOf = (outboxId: string, domain: string) => `<${outboxId}@${domain}>`;

/** The domain of a From address (`Bayan <hello@bayan.org>`), for the Message-IDs. */
export const domainOf = (from: string) => /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

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
      // Connections kept open and reused for the emails sent one after another (a wave's
      // thousands), instead of a handshake each: one per email the sender has on its way.
      pool: true,
      maxConnections: SENDING_AT_ONCE,
      socketTimeout: 20_000,
      ...(dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
    },
    { from },
  );
}
