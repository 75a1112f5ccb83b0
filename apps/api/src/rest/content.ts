import { policyDocuments } from "@bayan/trpc/schemas";
import type { FastifyInstance } from "fastify";
import { ok, unchecked, type CallerFor } from "./caller.js";

/** Admin saves carry whole documents: allow more than the public 16 KiB. */
const CONTENT_BODY_LIMIT = 1024 * 1024;

export function contentRoutes(app: FastifyInstance, caller: CallerFor) {
  for (const document of policyDocuments) {
    app.get<{ Querystring: { language?: string } }>(
      `/system/public/${document}`,
      async (req, reply) =>
        ok(
          reply,
          await caller(req).content.published(
            unchecked({ document, language: req.query.language }),
          ),
        ),
    );
    app.get(`/system/content/${document}`, async (req, reply) =>
      ok(reply, await caller(req).content.all({ document })),
    );
    app.post(
      `/system/content/${document}`,
      { bodyLimit: CONTENT_BODY_LIMIT },
      async (req, reply) => {
        const body = (req.body ?? {}) as { sections?: unknown };
        const { sections, message } = await caller(req).content.save(
          unchecked({ document, sections: body.sections }),
        );
        return ok(reply, sections, { message });
      },
    );
  }
}
