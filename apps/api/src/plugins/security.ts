import { ANALYTICS_COLLECT_PATH } from "@bayan/trpc/schemas";
import type { FastifyInstance } from "fastify";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine sets inline style attributes and a <style> block of CSS variables.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The strict headers every response carries (DESIGN section 6). They never vary, so they are
 * built once here rather than per request (helmet's middleware re-parses its policy on every
 * request, which cost about two thirds of the server's throughput).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  // For browsers that predate CSP's frame-ancestors.
  "x-frame-options": "DENY",
};

/**
 * The same for answers that are data, not documents (JSON from /api and /trpc, the collector's
 * 202): nothing may load in them or frame them, the policy OWASP gives for APIs. Stricter than the
 * pages' policy, and a fifth of its bytes on the answers every visitor asks for.
 */
export const DATA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/** Whether an address answers data: the APIs (not their reference page) and the collector. */
export const isDataPath = (url: string) =>
  (url.startsWith("/api/") && !url.startsWith("/api/docs")) ||
  url.startsWith("/trpc/") ||
  url.startsWith(ANALYTICS_COLLECT_PATH);

const HSTS = "max-age=31536000; includeSubDomains";

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isDataPath(request.url) ? DATA_SECURITY_HEADERS : SECURITY_HEADERS);
    // HSTS only means something over HTTPS (directly or through a trusted proxy).
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
}
