import { createSign, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

// Amazon SNS's HTTPS deliveries, signed as SNS signs them, with a test key: its self-signed
// certificate (fixtures/sns-signing-cert.pem, made with `openssl req -x509 -newkey rsa:2048
// -nodes -days 36500`) stands for the one SNS publishes at SigningCertURL.

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const SIGNING_KEY = fixture("sns-signing-key.pem");
export const SNS_CERTIFICATE = fixture("sns-signing-cert.pem");

export const TOPIC_ARN = "arn:aws:sns:us-east-1:123456789012:ses-events";
export const CERT_URL =
  "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-6aad65c2f9911b05cd53efda11f913f9.pem";

type SnsType = "Notification" | "SubscriptionConfirmation" | "UnsubscribeConfirmation";
type SnsFields = { Type: SnsType } & Record<string, string>;

/**
 * The fields SNS signs, in its order, for each type, as SNS's guide lists them (written out here
 * rather than taken from the server, so that the test checks the server's list).
 */
const SUBSCRIPTION = ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn"];
const SIGNED: Record<SnsType, string[]> = {
  Notification: ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"],
  SubscriptionConfirmation: [...SUBSCRIPTION, "Type"],
  UnsubscribeConfirmation: [...SUBSCRIPTION, "Type"],
};

export interface SignOptions {
  /** SignatureVersion: "1" signs with SHA1withRSA, "2" (the default) with SHA256withRSA. */
  version?: "1" | "2";
  certUrl?: string;
  topicArn?: string;
}

/** The message with SignatureVersion, Signature and SigningCertURL added. */
function signed<F extends SnsFields>(
  fields: F,
  { version = "2", certUrl = CERT_URL }: SignOptions,
) {
  const text = SIGNED[fields.Type]
    .filter((key) => key in fields)
    .map((key) => `${key}\n${fields[key]}\n`)
    .join("");
  const signature = createSign(version === "1" ? "RSA-SHA1" : "RSA-SHA256")
    .update(text, "utf8")
    .sign(SIGNING_KEY, "base64");
  return { ...fields, SignatureVersion: version, Signature: signature, SigningCertURL: certUrl };
}

/** An SNS Notification whose Message is `message` (an SES notification, as JSON). */
export function snsNotification(
  message: object | string,
  options: SignOptions & { subject?: string } = {},
) {
  const topicArn = options.topicArn ?? TOPIC_ARN;
  return {
    ...signed(
      {
        Type: "Notification",
        MessageId: randomUUID(),
        TopicArn: topicArn,
        ...(options.subject === undefined ? {} : { Subject: options.subject }),
        Message: typeof message === "string" ? message : JSON.stringify(message),
        Timestamp: new Date().toISOString(),
      },
      options,
    ),
    UnsubscribeURL: `https://sns.us-east-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${topicArn}:${randomUUID()}`,
  };
}

/** A SubscriptionConfirmation (or an UnsubscribeConfirmation) of the topic. */
export function snsSubscription(
  type: "SubscriptionConfirmation" | "UnsubscribeConfirmation",
  options: SignOptions & { subscribeUrl?: string } = {},
) {
  const topicArn = options.topicArn ?? TOPIC_ARN;
  const token = randomBytes(64).toString("hex");
  return signed(
    {
      Type: type,
      MessageId: randomUUID(),
      Token: token,
      TopicArn: topicArn,
      Message:
        type === "SubscriptionConfirmation"
          ? `You have chosen to subscribe to the topic ${topicArn}.\nTo confirm the subscription, visit the SubscribeURL included in this message.`
          : `You have chosen to deactivate subscription ${topicArn}:${randomUUID()}.\nTo cancel this operation and restore the subscription, visit the SubscribeURL included in this message.`,
      SubscribeURL:
        options.subscribeUrl ??
        `https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${topicArn}&Token=${token}`,
      Timestamp: new Date().toISOString(),
    },
    options,
  );
}

/**
 * Stands for the server's fetches from SNS, recording each URL asked for: the test certificate
 * at any `.pem` URL, an answer at a ConfirmSubscription URL; a URL in `unreachable` fails.
 */
export function snsStub() {
  const fetched: string[] = [];
  const unreachable = new Set<string>();
  const answer = (url: string) => {
    fetched.push(url);
    if (unreachable.has(url)) throw new Error("connect ETIMEDOUT");
    if (url.endsWith(".pem")) return SNS_CERTIFICATE;
    if (url.includes("Action=ConfirmSubscription")) return "<ConfirmSubscriptionResponse/>";
    throw new Error(`${url} answered 404`);
  };
  const fetch = (url: string) => new Promise<string>((resolve) => resolve(answer(url)));
  return { fetch, fetched, unreachable };
}
