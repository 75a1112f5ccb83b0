import { LAST_ERROR_SEPARATOR } from "../../../rules/index.js";
import type { DeliveryStatus, OutboxCounts } from "../../../schemas/outbox.js";

/** One email's state as `deliverNow` found it, with the reason of its last failure (if any). */
export interface DeliveryOutcome {
  id: string;
  status: DeliveryStatus;
  error: string | null;
}

/** How many of the outcomes are in each state. */
export function countOutcomes(outcomes: readonly DeliveryOutcome[]): OutboxCounts {
  const counts: OutboxCounts = { queued: 0, sent: 0, failed: 0 };
  for (const o of outcomes) counts[o.status] += 1;
  return counts;
}

/** What an admin's email action answers for each way its emails went. */
export interface DeliveryTexts {
  /** Every email delivered. */
  sent: string;
  /** Some not delivered yet (SMTP failing or slow): they are tried again. */
  queued: string;
  /** Some given up. */
  failed: string;
  /** No SMTP server: every email stays in the outbox. */
  notConfigured: string;
}

/** `message`, followed by the reason of a failed delivery attempt if there is one. */
export const withLastError = (message: string, error: string | null) =>
  error ? message + LAST_ERROR_SEPARATOR + error : message;

/**
 * The answer to an admin's email action, true to what became of its emails: failed if any was
 * given up, else queued if any is not delivered yet, else sent; the reason of the last failed
 * attempt follows when there was one. Without SMTP, the "kept in the outbox" text.
 */
export function deliveryMessage(
  texts: DeliveryTexts,
  smtpConfigured: boolean,
  outcomes: readonly DeliveryOutcome[],
): string {
  if (!smtpConfigured) return texts.notConfigured;
  const counts = countOutcomes(outcomes);
  if (counts.failed === 0 && counts.queued === 0) return texts.sent;
  const error = outcomes.findLast((o) => o.status !== "sent" && o.error)?.error ?? null;
  return withLastError(counts.failed > 0 ? texts.failed : texts.queued, error);
}
