import { appError, unsubscribe } from "@bayan/trpc";
import { unsubscribeTokenSchema } from "@bayan/trpc/schemas";
import type { Database } from "@bayan/db";
import type { FastifyInstance } from "fastify";

/** The largest one-click body taken: the field alone is 26 bytes; a multipart form a few hundred. */
const ONE_CLICK_MAX_BYTES = 4_096;

/** Whether a form body holds `List-Unsubscribe=One-Click` (RFC 8058), urlencoded or multipart. */
function isOneClick(body: string, contentType: string): boolean {
  if (contentType.startsWith("application/x-www-form-urlencoded")) {
    return new URLSearchParams(body).get("List-Unsubscribe") === "One-Click";
  }
  // multipart/form-data: a part named List-Unsubscribe whose value is One-Click.
  return /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body);
}

/**
 * The one-click unsubscribe of RFC 8058 (docs/email-delivery.md): a mailbox provider POSTs
 * `List-Unsubscribe=One-Click` to the link of an email's `List-Unsubscribe` header, and the
 * address is unsubscribed at once: 200, no sign-in, no confirmation. A GET of the same address is
 * the unsubscribe page, which changes nothing until a person clicks. Not limited per client
 * address: the providers send these from their own few addresses, for everyone.
 */
export async function registerOneClickUnsubscribe(
  app: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): Promise<void> {
  await app.register((scope, _options, done) => {
    // Forms only here: the body is read as text and checked for the one field.
    scope.addContentTypeParser(
      ["application/x-www-form-urlencoded", "multipart/form-data"],
      { parseAs: "string", bodyLimit: ONE_CLICK_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post("/unsubscribe", async (request, reply) => {
      reply.header("cache-control", "no-store");
      const token = unsubscribeTokenSchema.safeParse(
        (request.query as { token?: unknown }).token ?? "",
      );
      if (!token.success) throw appError("BAD_REQUEST", "email.tokenInvalid");
      const body = typeof request.body === "string" ? request.body : "";
      if (!isOneClick(body, request.headers["content-type"] ?? "")) {
        throw appError("BAD_REQUEST", "email.oneClickRequired");
      }
      const said = await unsubscribe(db, token.data, "one-click", now());
      return reply.code(200).send({ success: true, data: null, ...said });
    });
    done();
  });
}
