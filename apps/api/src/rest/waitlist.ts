import type { FastifyInstance } from "fastify";
import { Readable } from "node:stream";
import { list, ok, unchecked, withId, type CallerFor } from "./caller.js";

type IdParams = { Params: { id: string } };

export function waitlistRoutes(app: FastifyInstance, caller: CallerFor) {
  app.post("/waitlist", async (req, reply) => {
    const { message, ...data } = await caller(req).waitlist.join(unchecked(req.body));
    return ok(reply, data, { status: 201, message });
  });
  app.get("/waitlist/stats", async (req, reply) => ok(reply, await caller(req).waitlist.stats()));

  app.get("/waitlist", async (req, reply) =>
    list(reply, await caller(req).waitlist.list(unchecked(req.query))),
  );
  app.get("/waitlist/recent", async (req, reply) =>
    ok(reply, await caller(req).waitlist.recent(unchecked(req.query))),
  );
  app.get("/waitlist/export.csv", async (req, reply) => {
    const chunks = await caller(req).waitlist.exportCsv(unchecked(req.query));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="waitlist-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(Readable.from(chunks));
  });
  app.patch<IdParams>("/waitlist/:id", async (req, reply) =>
    ok(reply, await caller(req).waitlist.update(withId(req)), {
      message: "Waitlist entry updated",
    }),
  );
  app.delete<IdParams>("/waitlist/:id", async (req, reply) =>
    ok(reply, await caller(req).waitlist.delete(req.params), {
      message: "Waitlist entry deleted",
    }),
  );
  app.post<IdParams>("/waitlist/:id/invite", async (req, reply) => {
    const { entry, message } = await caller(req).waitlist.invite(req.params);
    return ok(reply, entry, { message });
  });
}
