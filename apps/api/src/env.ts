import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/**
 * Fastify's `trustProxy`: "true"/"false", a hop count, or a comma-separated list of trusted
 * proxy addresses or CIDR ranges. Unset means the socket address is the client.
 */
const trustProxySchema = optionalString.transform(
  (value): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (value === undefined || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address: string, hop: number) => hop < hops;
    }
    return value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
  },
);

/**
 * CORS_ORIGINS: comma-separated origins (scheme://host[:port], no path) whose pages may call the
 * public endpoints from the browser. Empty or unset: same origin only, no CORS headers at all.
 */
const corsOriginsSchema = optionalString.transform((value, ctx): string[] => {
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const item of value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    const bare = url && (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash;
    if (!url || !/^https?:$/.test(url.protocol) || !bare || item.endsWith("/")) {
      ctx.addIssue({
        code: "custom",
        message: `"${item}" is not an origin like https://example.com (scheme, host and port only)`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

/**
 * SES_TOPIC_ARNS: comma-separated ARNs of the Amazon SNS topics whose SES events are taken
 * (docs/email-delivery.md); empty or unset, any topic's (each message's signature is still checked).
 */
const snsTopicArnsSchema = optionalString.transform((value, ctx): string[] => {
  const arns = (value ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = arns.find(
    (arn) => !/^arn:aws(?:-[a-z]+)*:sns:[a-z0-9-]+:\d{12}:[\w.-]{1,256}$/.test(arn),
  );
  if (bad === undefined) return arns;
  ctx.addIssue({
    code: "custom",
    message: `"${bad}" is not an SNS topic ARN like arn:aws:sns:us-east-1:123456789012:ses-events`,
  });
  return z.NEVER;
});

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  ADMIN_PASSWORD: optionalString,
  JWT_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  /**
   * DKIM signing (docs/email-delivery.md): all three or none. The key is the PEM text or the path
   * of a file holding it (dkim.ts reads and checks it at start).
   */
  DKIM_DOMAIN: optionalString.pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        "must be a domain name",
      )
      .optional(),
  ),
  DKIM_SELECTOR: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9._-]{0,62})$/i, "must be a selector like bayan1")
      .optional(),
  ),
  DKIM_PRIVATE_KEY: optionalString,
  /**
   * The secret a mail provider's bounce and complaint webhooks present (docs/email-delivery.md):
   * `Authorization: Bearer <secret>` or as the password of basic auth. Unset: those endpoints
   * do not exist (404).
   */
  EMAIL_EVENTS_SECRET: optionalString.pipe(
    z.string().min(24, "must be at least 24 characters").optional(),
  ),
  SES_TOPIC_ARNS: snsTopicArnsSchema,
  /**
   * "true" lets webhooks go to private, loopback and link-local addresses, and over plain http
   * (docs/email-delivery.md, "Webhooks"): for tests and private networks. Unset or "false": https
   * to public addresses only.
   */
  WEBHOOKS_ALLOW_PRIVATE: optionalString
    .pipe(z.enum(["true", "false"], { error: 'must be "true" or "false"' }).optional())
    .transform((value) => value === "true"),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
  TRUST_PROXY: trustProxySchema,
  /** "off" lifts the per-address rate limits (for benchmarks only). */
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  /**
   * The bearer token that opens GET /metrics (Prometheus). Unset: /metrics does not exist (404).
   */
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(16, "must be at least 16 characters")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .optional(),
  ),
  CORS_ORIGINS: corsOriginsSchema,
  /**
   * How long a client may take to send one whole request, headers and body, before it is cut
   * with 408 (Node's `server.requestTimeout`); the headers alone get at most 10 s of it.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /**
   * On SIGTERM, how long the server keeps serving while /health answers 503 "draining", so a load
   * balancer that checks it stops sending requests first; then it closes. 0 behind no balancer.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** How often each server looks for due emails in the outbox (also right after one is queued). */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(15_000),
  /**
   * Days the raw analytics events and sessions are kept (docs/analytics.md); older ones are
   * deleted by the `analytics-retention` job. The daily rollups (counts only) stay.
   */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(400),
  /** Days the audit log keeps a row (docs/audit.md, "Retention"); at least 90. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(90).max(36_500).default(730),
  /**
   * Analytics events each server takes a second at most (docs/analytics.md, Budgets), a tenth of
   * it in new visits; beyond, the collection endpoint answers 503. RATE_LIMITS=off lifts it.
   */
  ANALYTICS_EVENTS_PER_SECOND: z.coerce.number().int().min(100).max(1_000_000).default(500),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

/** Never echoed back in an error: they may hold passwords. */
const SECRET_VARIABLES = new Set([
  "ADMIN_PASSWORD",
  "JWT_SECRET",
  "DATABASE_URL",
  "SMTP_URL",
  "REDIS_URL",
  "METRICS_TOKEN",
  "DKIM_PRIVATE_KEY",
  "EMAIL_EVENTS_SECRET",
]);

export class EnvError extends Error {}

/** Reads the configuration; a bad value throws one line naming the variable and the reason. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const shown = SECRET_VARIABLES.has(name) ? "" : ` (got ${JSON.stringify(source[name])})`;
    return `${name}: ${issue.message}${shown}`;
  });
  throw new EnvError(`Invalid configuration: ${lines.join("; ")}`);
}
