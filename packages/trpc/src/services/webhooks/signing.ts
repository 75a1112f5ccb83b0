// Standard Webhooks signatures (https://www.standardwebhooks.com, docs/email-delivery.md,
// "Webhooks"): each request carries `webhook-id`, `webhook-timestamp` (Unix seconds) and
// `webhook-signature`, the HMAC-SHA256 of `${id}.${timestamp}.${body}` under the endpoint's key,
// so the `standardwebhooks` libraries (and Svix's) verify it as they are.
import { createHmac, randomBytes } from "node:crypto";

export const SECRET_PREFIX = "whsec_";
/** The key's length in bytes (the spec asks for 24 to 64). */
const SECRET_BYTES = 32;

/** A new signing secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString("base64");
}

/** The HMAC key of a secret: the base64 after `whsec_`. */
function secretKey(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
}

/** One signature, `v1,<base64>`, of a message under a secret. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", secretKey(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64");
  return `v1,${mac}`;
}

/**
 * The three headers of a message sent at `at`. Every secret given signs it (the current one, and
 * the previous one while it still may after a rotation), space-separated as the spec allows: a
 * receiver holding either verifies it.
 */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  at: Date,
  body: string,
): Record<"webhook-id" | "webhook-timestamp" | "webhook-signature", string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((s) => signWebhook(s, id, timestamp, body)).join(" "),
  };
}
