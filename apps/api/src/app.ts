import { appRouter, createContext, type ServerDeps } from "@bayan/trpc";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyServerOptions } from "fastify";
import { registerApiDocs } from "./openapi/plugin.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { registerSecurityHeaders } from "./plugins/security.js";
import { serveWebApp } from "./plugins/web.js";
import { callerFactory } from "./rest/caller.js";
import { restApi } from "./rest/index.js";
import { API_PREFIX } from "./rest/route.js";

export interface AppOptions {
  /** The database, secrets, limiter and clock every request uses. */
  deps: ServerDeps;
  /** The built web app to serve at `/`; omitted, only the APIs are served. */
  webDist?: string;
  /** The site's public address, for absolute links in sitemap.xml (else the request's host). */
  publicUrl?: string;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: FastifyServerOptions["trustProxy"];
}

/** Largest JSON body accepted from the public (DESIGN section 6). */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/** Builds the whole server without listening: used by the server entry and by the tests. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: PUBLIC_BODY_LIMIT,
    routerOptions: { maxParamLength: 5000 },
  });
  // Writes take JSON only; anything else is 415.
  app.removeContentTypeParser("text/plain");

  const { deps } = options;
  registerSecurityHeaders(app);
  registerErrorHandling(app);

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) =>
        createContext(deps, { clientIp: req.ip, authorization: req.headers.authorization }),
      onError: ({ error, req }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error }, "tRPC fault");
      },
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"],
  });
  await registerApiDocs(app);
  await app.register(restApi, { prefix: API_PREFIX, deps });
  if (options.webDist) {
    // The policy pages are sent with their published sections in place.
    const caller = callerFactory(deps);
    await serveWebApp(app, options.webDist, options.publicUrl, {
      policySections: (request, document, language) =>
        caller(request).content.published({ document, language }),
    });
  }
  return app;
}
