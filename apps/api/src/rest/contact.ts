import type { FastifyInstance } from "fastify";
import { list, ok, unchecked, withId, type CallerFor } from "./caller.js";

type IdParams = { Params: { id: string } };

export function contactRoutes(app: FastifyInstance, caller: CallerFor) {
  app.post("/contact", async (req, reply) =>
    ok(reply, null, { status: 201, ...(await caller(req).contact.submit(unchecked(req.body))) }),
  );

  app.get("/contact", async (req, reply) =>
    list(reply, await caller(req).contact.list(unchecked(req.query))),
  );
  app.get("/contact/stats", async (req, reply) => ok(reply, await caller(req).contact.stats()));
  app.get("/contact/recent", async (req, reply) =>
    ok(reply, await caller(req).contact.recent(unchecked(req.query))),
  );
  app.patch<IdParams>("/contact/:id", async (req, reply) =>
    ok(reply, await caller(req).contact.update(withId(req)), { message: "Submission updated" }),
  );
  app.patch<IdParams>("/contact/:id/reply", async (req, reply) => {
    const { submission, message } = await caller(req).contact.reply(withId(req));
    return ok(reply, submission, { message });
  });
  app.patch<IdParams>("/contact/:id/priority", async (req, reply) =>
    ok(reply, await caller(req).contact.setPriority(withId(req)), { message: "Priority updated" }),
  );
  app.delete<IdParams>("/contact/:id", async (req, reply) =>
    ok(reply, await caller(req).contact.delete(req.params), { message: "Submission deleted" }),
  );
}
