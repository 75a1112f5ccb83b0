import { LAST_ERROR_SEPARATOR } from "../../../rules/index.js";
import {
  messageText,
  said,
  type MessageKey,
  type MessageParams,
  type Said,
} from "../../../rules/messages.js";
import type { DeliveryStatus, OutboxCounts } from "../../../schemas/outbox.js";

/** One email's state as `deliverNow` found it, with the reason of its last failure (if any). */
export interface DeliveryOutcome {
  id: string;
  status: DeliveryStatus;
  error: string | null;
}

/** How many of the outcomes are in each state. */
export function countOutcomes(outcomes: readonly DeliveryOutcome[]): OutboxCounts {
  const counts: OutboxCounts = { queued: 0, sent: 0, failed: 0, suppressed: 0 };
  for (const o of outcomes) counts[o.status] += 1;
  return counts;
}

/** What an admin's email action answers for each way its emails went: keys of the vocabulary. */
export interface DeliveryTexts {
  /** Every email delivered. */
  sent: MessageKey;
  /** Some not delivered yet (SMTP failing or slow): they are tried again. */
  queued: MessageKey;
  /** Some given up. */
  failed: MessageKey;
  /** No SMTP server: every email stays in the outbox. */
  notConfigured: MessageKey;
}

/** `message`, followed by the reason of a failed delivery attempt if there is one. */
export const withLastError = (message: string, error: string | null) =>
  error ? message + LAST_ERROR_SEPARATOR + error : message;

/**
 * The answer to an admin's email action, true to what became of its emails: failed if any was
 * given up or not sent to a suppressed address, else queued if any is not delivered yet, else sent; the reason of the last failed
 * attempt is its `lastError` parameter (and follows the English text) when there was one.
 * Without SMTP, the "kept in the outbox" message.
 */
export function deliveryMessage(
  texts: DeliveryTexts,
  smtpConfigured: boolean,
  outcomes: readonly DeliveryOutcome[],
): Said {
  if (!smtpConfigured) return said(texts.notConfigured);
  const counts = countOutcomes(outcomes);
  // An email to a suppressed address was not sent, for good: said as a failure, with the reason.
  const notSent = counts.failed + counts.suppressed;
  if (notSent === 0 && counts.queued === 0) return said(texts.sent);
  const error = outcomes.findLast((o) => o.status !== "sent" && o.error)?.error ?? null;
  return saidWithLastError(notSent > 0 ? texts.failed : texts.queued, error);
}

/** A message followed by the reason of a failed delivery attempt, if there is one. */
export function saidWithLastError(
  key: MessageKey,
  error: string | null,
  params: MessageParams = {},
): Said {
  const all = error ? { ...params, lastError: error } : params;
  return {
    message: withLastError(messageText(key, params), error),
    messageKey: key,
    ...(Object.keys(all).length > 0 ? { params: all } : {}),
  };
}

/**
 * Tries one email just queued at once (the mailer waits a few seconds at most): its state and the
 * words for it.
 */
export async function deliverOne(
  mailer: {
    configured: boolean;
    deliverNow(ids: readonly string[]): Promise<DeliveryOutcome[]>;
  },
  emailId: string,
  texts: DeliveryTexts,
) {
  const [outcome] = await mailer.deliverNow([emailId]);
  return {
    delivery: outcome!.status,
    ...deliveryMessage(texts, mailer.configured, [outcome!]),
  };
}
