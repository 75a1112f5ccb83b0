// Amazon SNS's deliveries to an HTTPS subscription (docs/email-delivery.md, Amazon SES): each
// message's signature checked against the certificate SNS names, fetched from SNS's own host only
// and kept in memory, and a subscription confirmed by fetching its SubscribeURL.
// https://docs.aws.amazon.com/sns/latest/dg/sns-verify-signature-of-message.html
import { appError } from "@bayan/trpc";
import type { SnsMessage } from "@bayan/trpc/schemas";
import { createVerify, X509Certificate, type KeyObject } from "node:crypto";

/** Fetches a URL with GET and answers its body; rejects on a failure or a status other than 2xx. */
export type SnsFetch = (url: string) => Promise<string>;

/** Certificates kept in memory, by URL: SNS signs with one per region and changes it rarely. */
export const SNS_CERTIFICATES_KEPT = 20;
/** How long a fetch from SNS may take. */
const SNS_FETCH_TIMEOUT_MS = 5_000;

/** SNS's hosts: `sns.<region>.amazonaws.com`, and `.com.cn` in China. */
const SNS_HOST = /^sns\.[a-z]{2}(?:-[a-z]+)+-\d+\.amazonaws\.com(?:\.cn)?$/;

/**
 * Whether a URL is one of SNS's own, where a certificate or a confirmation may be fetched:
 * https on an SNS host, no port, no credentials; a certificate's path also ends in `.pem`.
 */
export function isSnsUrl(value: string, kind: "certificate" | "confirmation"): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === "https:" &&
    SNS_HOST.test(url.hostname) &&
    url.port === "" &&
    url.username === "" &&
    url.password === "" &&
    (kind === "confirmation" || url.pathname.endsWith(".pem"))
  );
}

/**
 * The text SNS signs: the message's fields in this order, each as "Key\nValue\n"; a
 * notification's Subject only when it has one.
 */
export function snsStringToSign(message: SnsMessage): string {
  const fields: [string, string | null | undefined][] =
    message.Type === "Notification"
      ? [
          ["Message", message.Message],
          ["MessageId", message.MessageId],
          ["Subject", message.Subject],
          ["Timestamp", message.Timestamp],
          ["TopicArn", message.TopicArn],
          ["Type", message.Type],
        ]
      : [
          ["Message", message.Message],
          ["MessageId", message.MessageId],
          ["SubscribeURL", message.SubscribeURL],
          ["Timestamp", message.Timestamp],
          ["Token", message.Token],
          ["TopicArn", message.TopicArn],
          ["Type", message.Type],
        ];
  return fields
    .filter((field): field is [string, string] => typeof field[1] === "string")
    .map(([key, value]) => `${key}\n${value}\n`)
    .join("");
}

/** GET with the global fetch: no redirects followed (the host was checked), at most 5 s. */
export const fetchFromSns: SnsFetch = async (url) => {
  const response = await fetch(url, {
    redirect: "error",
    signal: AbortSignal.timeout(SNS_FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
};

/**
 * Checks SNS messages' signatures and confirms subscriptions, fetching with `fetch`. A message
 * whose certificate URL is not SNS's, whose certificate is not an RSA one or whose signature does
 * not match is refused (403 `email.snsSignature`) without anything fetched from elsewhere; when
 * SNS cannot be reached the answer is 503 `email.snsUnreachable`, which SNS retries.
 */
export class SnsVerifier {
  /** Public keys by certificate URL, oldest first; a fetch under way is kept as well. */
  private readonly keys = new Map<string, Promise<KeyObject>>();

  constructor(private readonly fetch: SnsFetch = fetchFromSns) {}

  /** Resolves when `message` is signed by SNS; throws the error to answer otherwise. */
  async verify(message: SnsMessage): Promise<void> {
    if (!isSnsUrl(message.SigningCertURL, "certificate")) {
      throw appError("FORBIDDEN", "email.snsSignature");
    }
    const key = await this.publicKey(message.SigningCertURL);
    const algorithm = message.SignatureVersion === "1" ? "RSA-SHA1" : "RSA-SHA256";
    let valid = false;
    try {
      valid = createVerify(algorithm)
        .update(snsStringToSign(message), "utf8")
        .verify(key, message.Signature, "base64");
    } catch {
      valid = false;
    }
    if (!valid) throw appError("FORBIDDEN", "email.snsSignature");
  }

  /** Confirms a verified SubscriptionConfirmation by fetching its SubscribeURL (SNS's host only). */
  async confirm(message: { SubscribeURL: string }): Promise<void> {
    if (!isSnsUrl(message.SubscribeURL, "confirmation")) {
      throw appError("FORBIDDEN", "email.snsSignature");
    }
    await this.fetchOrUnreachable(message.SubscribeURL);
  }

  /** The certificate's public key, fetched once per URL; a failed fetch is not kept. */
  private publicKey(url: string): Promise<KeyObject> {
    const kept = this.keys.get(url);
    if (kept) return kept;
    const loading = this.fetchOrUnreachable(url).then((pem) => {
      let key: KeyObject;
      try {
        key = new X509Certificate(pem).publicKey;
      } catch (cause) {
        throw appError("FORBIDDEN", "email.snsSignature", { cause });
      }
      if (key.asymmetricKeyType !== "rsa") throw appError("FORBIDDEN", "email.snsSignature");
      return key;
    });
    loading.catch(() => {
      if (this.keys.get(url) === loading) this.keys.delete(url);
    });
    this.keys.set(url, loading);
    if (this.keys.size > SNS_CERTIFICATES_KEPT) {
      const oldest = this.keys.keys().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    return loading;
  }

  private async fetchOrUnreachable(url: string): Promise<string> {
    try {
      return await this.fetch(url);
    } catch (cause) {
      throw appError("SERVICE_UNAVAILABLE", "email.snsUnreachable", { cause });
    }
  }
}
