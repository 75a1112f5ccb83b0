import { appRouter, createContext, type ServerDeps } from "@bayan/trpc";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyServerOptions } from "fastify";
import { registerApiDocs } from "./openapi/plugin.js";
import { registerCors, registerTrpcNoStore, TRPC_PREFIX } from "./plugins/access.js";
import { registerAnalytics } from "./plugins/analytics.js";
import { registerEmailEvents } from "./plugins/email-events.js";
import type { SnsFetch } from "./plugins/sns.js";
import { registerOneClickUnsubscribe } from "./plugins/unsubscribe.js";
import { registerMedia } from "./plugins/media.js";
import { logFault, registerErrorHandling } from "./plugins/errors.js";
import { registerHealthChecks, type ReadinessCheck } from "./plugins/health.js";
import { lazyChildLogger, loggerOptions } from "./plugins/logging.js";
import { registerMetrics } from "./plugins/metrics.js";
import { registerRequestIdEcho, requestIdFor } from "./plugins/request-id.js";
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
  /** Level, stream, ...: redaction and scrubbing (plugins/logging.ts) are always added. */
  logger?: FastifyServerOptions["logger"];
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** METRICS_TOKEN: opens GET /metrics to `Authorization: Bearer <token>`; unset, no /metrics. */
  metricsToken?: string;
  /** The secret of the mail provider's bounce webhooks; unset, they do not exist. */
  emailEventsSecret?: string | undefined;
  /** SES_TOPIC_ARNS: the SNS topics whose SES events are taken; empty or unset, any topic's. */
  sesTopicArns?: readonly string[];
  /** How SNS's certificates and subscription confirmations are fetched (tests pass a stub). */
  snsFetch?: SnsFetch;
  /** CORS_ORIGINS: origins allowed to call the public endpoints; empty, same-origin only. */
  corsOrigins?: readonly string[];
  /** REQUEST_TIMEOUT_MS: the most a client may take to send a whole request (headers and body). */
  requestTimeoutMs?: number;
  /** Extra parts `/ready` checks beside the database, by name (e.g. `redis` when REDIS_URL is set). */
  readinessChecks?: Record<string, ReadinessCheck>;
  /** True once the server is shutting down: `/health` and `/ready` then answer 503 "draining". */
  isDraining?: () => boolean;
}

/** Largest JSON body accepted from the public (DESIGN section 6). */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/** Default for REQUEST_TIMEOUT_MS: a slowly sent request is cut with 408 after 30 s. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** The headers alone get at most this long (Node's `headersTimeout`, capped by the whole). */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * The most calls one tRPC batch may carry (tRPC's `maxBatchSize`); a longer batch is a 400
 * before any of its calls runs. The web app's batch link sends fewer (its `maxItems`).
 */
export const TRPC_MAX_BATCH_SIZE = 10;

/** Builds the whole server without listening: used by the server entry and by the tests. */
export async function buildApp(options: AppOptions) {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    childLoggerFactory: lazyChildLogger,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: PUBLIC_BODY_LIMIT,
    routerOptions: { maxParamLength: 5000 },
    // While it closes (SIGTERM), a request that still arrives on an open connection is served,
    // not answered 503: behind a proxy that request has nowhere else to go (main.ts drains first).
    return503OnClosing: false,
    // UUIDs, or the caller's own X-Request-Id when it is a sane one (plugins/request-id.ts).
    genReqId: requestIdFor,
    requestIdHeader: false,
    // Node answers 408 and closes the connection when a request (headers and body) takes longer.
    requestTimeout,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // How often Node looks for requests past their time (its default is 30 s).
      connectionsCheckingInterval: Math.min(1_000, requestTimeout),
    },
  });
  // Writes take JSON only; anything else is 415.
  app.removeContentTypeParser("text/plain");

  const { deps } = options;
  registerRequestIdEcho(app);
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  await registerCors(app, options.corsOrigins ?? []);
  registerTrpcNoStore(app);
  await registerMetrics(app, { token: options.metricsToken, db: deps.db });
  registerHealthChecks(app, deps.db, options.readinessChecks, options.isDraining);
  if (deps.analytics) registerAnalytics(app, deps.analytics, deps.now);
  await registerMedia(app, deps.uploadsDir);
  await registerOneClickUnsubscribe(app, deps.db, deps.now);
  await registerEmailEvents(
    app,
    deps.db,
    {
      secret: options.emailEventsSecret,
      sesTopicArns: options.sesTopicArns,
      snsFetch: options.snsFetch,
    },
    deps.now,
  );

  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PREFIX,
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ req }) =>
        createContext(deps, {
          clientIp: req.ip,
          userAgent: req.headers["user-agent"],
          host: req.host,
          authorization: req.headers.authorization,
          requestId: String(req.id),
        }),
      onError: ({ error, req }) => {
        // Faults (500) and database outages (503) are logged in full; the answer shows no detail.
        if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") {
          logFault(req.log, error);
        }
      },
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"],
  });
  await registerApiDocs(app);
  await app.register(restApi, { prefix: API_PREFIX, deps });
  if (options.webDist) {
    // The policy pages are sent with their published sections in place, their versions pages
    // with the list (and a version's address that names none answers 404).
    const caller = callerFactory(deps);
    await serveWebApp(app, options.webDist, options.publicUrl, {
      policySections: (request, document, language) =>
        caller(request).content.published({ document, language }),
      policyVersions: (request, document, language) =>
        caller(request).content.versions({ document, language }),
    });
  }
  return app;
}
