import type { ServerDeps } from "@bayan/trpc";
import type { FastifyInstance, FastifyPluginCallback, onRequestHookHandler } from "fastify";
import { sendError } from "../plugins/errors.js";
import { callerFactory } from "./caller.js";
import type { Route } from "./route.js";
import { routes } from "./routes/index.js";
import { SharedAnswers } from "./shared-answers.js";

/**
 * The REST adapter, to register under API_PREFIX: serves every entry of the route table, each
 * one HTTP call onto one tRPC procedure. The procedure validates its input and holds the rules;
 * nothing here decides anything.
 */
const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header("cache-control", "no-store");
  done();
};

export const restApi: FastifyPluginCallback<{ deps: ServerDeps }> = (app, { deps }, done) => {
  const caller = callerFactory(deps);
  const shared = SharedAnswers.for(app, deps.now ?? (() => new Date()));
  for (const entry of routes.filter((r) => !r.upload)) serve(app, entry);
  // A file upload takes its bytes as they are, in a scope of its own: no other route parses them.
  for (const entry of routes.filter((r) => r.upload)) {
    app.register((scope, _options, registered) => {
      scope.addContentTypeParser(
        [...entry.upload!.contentTypes],
        { parseAs: "buffer", bodyLimit: entry.upload!.maxBytes },
        (_request, body, parsed) => parsed(null, body),
      );
      serve(scope, entry);
      registered();
    });
  }

  function serve(app: FastifyInstance, entry: Route) {
    if (entry.shared && (entry.method !== "get" || entry.access !== "public" || entry.query)) {
      throw new Error(`${entry.path}: only a public GET without a query can be shared`);
    }
    app.route({
      method: entry.method.toUpperCase(),
      url: entry.path,
      ...(entry.bodyLimit || entry.upload
        ? { bodyLimit: entry.bodyLimit ?? entry.upload!.maxBytes }
        : {}),
      // Admin answers carry personal data: no browser or proxy cache may keep them, errors too.
      ...(entry.access === "admin" || entry.personal ? { onRequest: noStore } : {}),
      ...(entry.shared ? shared.routeHooks : {}),
      handler: (req, reply) => {
        if (entry.status) reply.code(entry.status);
        return entry.handler(caller, req, reply);
      },
    });
  }
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, {
      success: false,
      code: "NOT_FOUND",
      message: `No such API path: ${request.method} ${request.url.split("?")[0]}`,
    }),
  );
  done();
};
