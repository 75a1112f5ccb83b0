import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ADMIN_SECTIONS } from "@bayan/trpc/rules";
import { PUBLIC_PAGES } from "@bayan/trpc/rules/pages";
import { loadPrerenderedPages, type PageDataSource } from "./pages.js";

/**
 * Paths the single-page app draws itself; they get index.html with 200: the public pages
 * (PUBLIC_PAGES), /admin, any /admin/<segment> (an unknown section falls back to the dashboard,
 * SPEC 2.1), and deeper paths under a known section (ADMIN_SECTIONS, the list the admin sidebar is
 * built from).
 */
const PUBLIC_PATHS = PUBLIC_PAGES.filter((page) => page.path !== "/").map((page) =>
  page.path.slice(1),
);
const PAGE_ROUTES = new RegExp(
  `^/((${PUBLIC_PATHS.join("|")})/?|admin(/[^/]+)?/?|admin/(${ADMIN_SECTIONS.join("|")})/.*)?$`,
);

/** A Host header as it may appear in a URL: a DNS name or IPv4 address, or an [IPv6], and a port. */
const SAFE_HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * The origin for absolute addresses in robots.txt and sitemap.xml: PUBLIC_URL when set; else the
 * request's own protocol and host (as Fastify reads them, through trusted proxies only), but only
 * when the host is a plain hostname[:port], else null (the caller answers 400).
 */
export function crawlerOrigin(request: FastifyRequest, publicUrl: string | undefined) {
  if (publicUrl) return publicUrl.replace(/\/$/, "");
  const protocol = request.protocol === "https" ? "https" : "http";
  return SAFE_HOST.test(request.host) ? `${protocol}://${request.host}` : null;
}

/**
 * robots.txt and sitemap.xml. Absolute addresses come from PUBLIC_URL, or else from the request's
 * own host: validated (a hostile Host is a 400), XML-escaped, and the answer marked `Vary: Host`
 * so no cache hands one host's file to another.
 */
function registerCrawlerFiles(app: FastifyInstance, publicUrl: string | undefined) {
  const badHost = (reply: FastifyReply) =>
    reply.code(400).type("text/plain; charset=utf-8").send("Bad Host header");
  const varyByHost = (reply: FastifyReply) => {
    if (!publicUrl) reply.header("vary", "Host");
  };
  app.get("/robots.txt", (request, reply) => {
    varyByHost(reply);
    const origin = crawlerOrigin(request, publicUrl);
    if (origin === null) return badHost(reply);
    return reply
      .type("text/plain; charset=utf-8")
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
  });
  app.get("/sitemap.xml", (request, reply) => {
    varyByHost(reply);
    const origin = crawlerOrigin(request, publicUrl);
    if (origin === null) return badHost(reply);
    const base = escapeXml(origin);
    // Each page with its language versions (the same alternates as the pages' hreflang links).
    const alternate = (path: string, lang: string, query: string) =>
      `    <xhtml:link rel="alternate" hreflang="${lang}" href="${base}${path}${escapeXml(query)}"/>`;
    const urls = PUBLIC_PAGES.filter((page) => !page.noindex)
      .map(({ path }) =>
        [
          `  <url>`,
          `    <loc>${base}${path}</loc>`,
          alternate(path, "en", "?lang=en"),
          alternate(path, "ar", "?lang=ar"),
          alternate(path, "x-default", ""),
          `  </url>`,
        ].join("\n"),
      )
      .join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
      );
  });
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never. Page routes
 * fall back to index.html; other unknown paths get index.html with 404 (the app shows its
 * not-found page) when they look like pages, and a plain 404 when they look like files.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  publicUrl?: string,
  pageData?: PageDataSource,
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

  // The public pages as prerendered at build time, in the visitor's language; the app shell for
  // the rest (and for every page when the build has no prerendered copies).
  const sendPage = loadPrerenderedPages(webDist, publicUrl, pageData);
  for (const page of PUBLIC_PAGES) {
    app.get(page.path, (request, reply) =>
      sendPage ? sendPage(request, reply, page) : sendIndex(reply, 200),
    );
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (wantsPage && PAGE_ROUTES.test(path)) return sendIndex(reply, 200);
    if (wantsPage && !/\.[a-z0-9]+$/i.test(path)) return sendIndex(reply, 404);
    return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
  });
}
