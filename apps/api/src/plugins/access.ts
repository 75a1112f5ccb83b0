import cors from "@fastify/cors";
import { ANALYTICS_COLLECT_PATH } from "@bayan/trpc/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { routes } from "../rest/routes/index.js";
import { API_PREFIX } from "../rest/route.js";

/** Where the tRPC endpoint is mounted. */
export const TRPC_PREFIX = "/trpc";

/**
 * Public procedures whose answers concern one person (a registration link) or carry a secret (the
 * sign-in's token): never cached, and for this site's own pages only.
 */
export const PERSONAL_PROCEDURES: ReadonlySet<string> = new Set([
  "auth.login",
  "registration.check",
  "registration.register",
  // The waitlist's link pages: a token names one person's entry.
  "waitlist.confirmCheck",
  "waitlist.confirm",
  "waitlist.notMe",
  "waitlist.resendConfirmation",
  "waitlist.status",
  // The status page's data rights (docs/data-rights.md).
  "waitlist.statusData",
  "waitlist.eraseData",
  // A team invitation's page (docs/team.md): the token names one member; the answer signs in.
  "team.inviteCheck",
  "team.accept",
  // The unsubscribe page: a token names one email's address.
  "email.unsubscribeCheck",
  "email.unsubscribe",
]);

/**
 * The tRPC procedures anyone may call (no token). Every other one is an admin procedure: its
 * answers carry personal data and get `Cache-Control: no-store`. A test calls every procedure
 * without a token and checks that exactly these answer something other than 401.
 */
export const PUBLIC_PROCEDURES: ReadonlySet<string> = new Set([
  "contact.submit",
  "content.published",
  "content.versions",
  "content.version",
  "content.notices",
  "system.countdown",
  "system.health",
  "system.time",
  "waitlist.join",
  "waitlist.leaderboard",
  "waitlist.stats",
  ...PERSONAL_PROCEDURES,
]);

/**
 * The public procedures a page on another origin (CORS_ORIGINS) may call: joining, the contact
 * form and the public reads. Signing in is left out on purpose: the admin panel is same-origin.
 */
export const CROSS_ORIGIN_PROCEDURES: ReadonlySet<string> = new Set(
  [...PUBLIC_PROCEDURES].filter((name) => !PERSONAL_PROCEDURES.has(name)),
);

/** The procedure names a /trpc address calls: one, or several comma-separated (a batch). */
export function trpcProcedures(url: string): string[] | null {
  const path = url.split("?")[0] ?? "";
  if (!path.startsWith(`${TRPC_PREFIX}/`)) return null;
  const names = path.slice(TRPC_PREFIX.length + 1);
  return names === "" ? [] : decodeURIComponent(names).split(",");
}

interface RestRoute {
  method: string;
  pattern: RegExp;
  access: "public" | "admin";
  personal: boolean;
  path: string;
}

/** The REST route table as method + path matchers, for answers decided before routing (CORS). */
const REST_ROUTES: RestRoute[] = routes.map((entry) => ({
  method: entry.method.toUpperCase(),
  access: entry.access,
  personal: entry.personal === true,
  path: entry.path,
  pattern: new RegExp(
    `^${API_PREFIX}${entry.path.replace(/[.]/g, "\\.").replace(/:\w+/g, "[^/]+")}/?$`,
  ),
}));

/** A REST entry public and meant for other origins: public, but not the sign-in. */
function restCrossOrigin(method: string, path: string): boolean {
  const entry = REST_ROUTES.find((r) => r.method === method && r.pattern.test(path));
  return (
    entry !== undefined &&
    entry.access === "public" &&
    !entry.personal &&
    !entry.path.startsWith("/auth/")
  );
}

/** Whether a call (method and address) is one another origin may make under CORS_ORIGINS. */
export function isCrossOriginCall(method: string, url: string): boolean {
  const procedures = trpcProcedures(url);
  if (procedures) {
    return procedures.length > 0 && procedures.every((name) => CROSS_ORIGIN_PROCEDURES.has(name));
  }
  const path = url.split("?")[0] ?? "";
  // The analytics collection endpoint (plugins/analytics.ts) is public too.
  if (path === ANALYTICS_COLLECT_PATH) return method === "POST";
  return restCrossOrigin(method === "HEAD" ? "GET" : method, path);
}

/**
 * `Cache-Control: no-store` on every admin answer (DESIGN section 6) and personal one: they carry
 * personal data, and no browser or proxy cache may keep them. REST admin routes set it themselves (their table
 * entry says `access: "admin"`); this does it for /trpc calls naming any non-public procedure.
 */
export function registerTrpcNoStore(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    const procedures = trpcProcedures(request.url);
    if (procedures?.some((name) => !PUBLIC_PROCEDURES.has(name) || PERSONAL_PROCEDURES.has(name))) {
      reply.header("cache-control", "no-store");
    }
    done();
  });
}

/** Headers a cross-origin page may send and read. */
const ALLOWED_HEADERS = ["Content-Type", "X-Request-Id", "trpc-accept"];
const EXPOSED_HEADERS = ["X-Request-Id", "Retry-After"];

/**
 * CORS for the public endpoints only (waitlist join, contact, the public reads, over /api and
 * /trpc), for the origins in CORS_ORIGINS; no credentials. Any other origin, any admin or
 * sign-in call, and every call when the list is empty get no CORS headers at all (a preflight
 * for them is a 404), so the browser keeps them same-origin.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    delegator: (request: FastifyRequest, callback) => {
      const origin = request.headers.origin;
      // A preflight asks for the method the real call will use.
      const requested = request.headers["access-control-request-method"];
      const method =
        request.method === "OPTIONS" && typeof requested === "string"
          ? requested.toUpperCase()
          : request.method;
      const permitted =
        typeof origin === "string" && allowed.has(origin) && isCrossOriginCall(method, request.url);
      callback(
        null,
        permitted
          ? {
              origin,
              methods: ["GET", "HEAD", "POST"],
              allowedHeaders: ALLOWED_HEADERS,
              exposedHeaders: EXPOSED_HEADERS,
              maxAge: 600,
            }
          : { origin: false },
      );
    },
  });
}
