import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import { join } from "node:path";

/** Paths the single-page app draws itself; they get index.html with 200. */
const PAGE_ROUTES = /^\/(privacy|terms|contact|admin(\/[^/]+)?)?\/?$/;

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never. Page routes
 * fall back to index.html; other unknown paths get index.html with 404 (the app shows its
 * not-found page) when they look like pages, and a plain 404 when they look like files.
 */
/** The public pages search engines may index. */
const PUBLIC_PAGES = ["/", "/privacy", "/terms", "/contact"];

/**
 * robots.txt and sitemap.xml. Absolute addresses come from PUBLIC_URL, or else from the request's
 * own host (as Fastify reads it, through trusted proxies only).
 */
function registerCrawlerFiles(app: FastifyInstance, publicUrl: string | undefined) {
  const origin = (request: FastifyRequest) =>
    (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, "");
  app.get("/robots.txt", (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin(request)}/sitemap.xml\n`,
      ),
  );
  app.get("/sitemap.xml", (request, reply) => {
    const base = origin(request);
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${base}${page}</loc></url>`).join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}

export async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  publicUrl?: string,
): Promise<void> {
  registerCrawlerFiles(app, publicUrl);
  const indexHtml = join(webDist, "index.html");
  if (!existsSync(indexHtml)) {
    app.log.warn(`No built web app at ${webDist}; run "pnpm build". Serving the API only.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (apps/web/scripts/compress.mjs); send them when accepted.
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });

  const sendIndex = (reply: FastifyReply, status: number) =>
    reply.code(status).header("cache-control", "no-cache").sendFile("index.html");

  app.get("/", (_req, reply) => sendIndex(reply, 200));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (wantsPage && PAGE_ROUTES.test(path)) return sendIndex(reply, 200);
    if (wantsPage && !/\.[a-z0-9]+$/i.test(path)) return sendIndex(reply, 404);
    return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
  });
}
