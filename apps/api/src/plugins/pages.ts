// The public pages (PUBLIC_PAGES, @bayan/trpc/rules/pages), prerendered per language by
// apps/web/scripts/prerender.mjs. The policy pages are rendered again at request time with their
// published sections (`PageDataSource`), so their text is in the page before any script runs.
import { PUBLIC_PAGES, type PublicPage } from "@bayan/trpc/rules/pages";
import type { Language, PolicyDocument } from "@bayan/trpc/schemas";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The data the server puts into a page's markup at request time. */
export interface PageDataSource {
  /** A policy document's published sections in a language, as `content.published` answers. */
  policySections(
    request: FastifyRequest,
    document: PolicyDocument,
    language: Language,
  ): Promise<unknown[]>;
}

/** apps/web/src/prerender.tsx's `renderPage`, as built into apps/web/dist-prerender. */
type RenderPage = (
  path: string,
  language: Language,
  data: { policy: { document: PolicyDocument; sections: unknown[] } },
) => Promise<{ html: string; state: unknown }>;

/** Where the shell of a live page takes the markup and the data (scripts/prerender.mjs). */
const APP_HTML = "<!--app-html-->";
const PAGE_DATA = "<!--page-data-->";
/** Rendered pages kept per (language, page, content); a new version of the content adds one. */
const MAX_RENDERED = 32;

/**
 * The web app's server renderer, loaded on first use, one render at a time (it activates the
 * page's language and seeds its own data layer for each). Null when the build has none.
 */
function loadRenderer(webDist: string): RenderPage | null {
  const file = join(webDist, "..", "dist-prerender", "prerender.js");
  if (!existsSync(file)) return null;
  let renderer: Promise<RenderPage> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  return (path, language, data) => {
    renderer ??= import(pathToFileURL(file).href).then(
      (module: { renderPage: RenderPage }) => module.renderPage,
    );
    const loaded = renderer;
    const run = queue.then(async () => (await loaded)(path, language, data));
    queue = run.catch(() => undefined);
    return run;
  };
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
const LANGUAGES: Language[] = ["en", "ar"];
const ORIGIN_PLACEHOLDER = /__ORIGIN__/g;
const PAGE_URL_PLACEHOLDER = /__PAGE_URL__/g;
/** Compressed copies kept per origin; the origin can come from the Host header, so bound it. */
const MAX_CACHED = 64;

/** The site's own origin for absolute links: PUBLIC_URL, else the request's host. */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, "");
}

/**
 * The language to send a page in when the address names none, as the browser would pick it
 * (SPEC 4): the visitor's stored choice (the `language` cookie the web app writes beside local
 * storage), then the browser's first language (Arabic for any `ar` locale), else English.
 */
function preferredLanguage(request: FastifyRequest): Language {
  const cookie = /(?:^|;\s*)language=(en|ar)(?:;|$)/.exec(request.headers.cookie ?? "");
  if (cookie) return cookie[1] as Language;
  const first = (request.headers["accept-language"] ?? "").split(",")[0]?.trim().toLowerCase();
  return first?.startsWith("ar") ? "ar" : "en";
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `?lang=en|ar`, if the address has it. */
function requestedLanguage(request: FastifyRequest): Language | null {
  const query = request.query as { lang?: unknown } | undefined;
  return query?.lang === "en" || query?.lang === "ar" ? query.lang : null;
}

type Encoding = "br" | "gzip" | "identity";

function encodingFor(request: FastifyRequest): Encoding {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

function encode(html: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(html);
  if (encoding === "br") {
    return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  }
  return encoding === "gzip" ? gzipSync(raw, { level: 9 }) : raw;
}

/**
 * Sends prerendered pages: the file for the visitor's language, with the site's origin in its
 * canonical, hreflang and Open Graph links, compressed once per origin and kept in memory. The
 * policy pages carry their published sections: rendered with them once per version of the content
 * (when `data` is given and the build has its server renderer), else sent as prerendered, which
 * the browser fills in itself. Null when the build has no prerendered pages (the app then draws
 * every page in the browser).
 */
export function loadPrerenderedPages(
  webDist: string,
  publicUrl: string | undefined,
  data?: PageDataSource,
) {
  const dir = join(webDist, "pages");
  if (!existsSync(dir)) return null;
  const templates = new Map<string, string>();
  for (const language of LANGUAGES) {
    for (const { file, policy } of PUBLIC_PAGES) {
      templates.set(
        `${language}/${file}`,
        readFileSync(join(dir, language, `${file}.html`), "utf8"),
      );
      const shell = join(dir, language, `${file}.shell.html`);
      if (policy && existsSync(shell)) {
        templates.set(`${language}/${file}.shell`, readFileSync(shell, "utf8"));
      }
    }
  }
  const render = data ? loadRenderer(webDist) : null;
  const rendered = new Map<string, string>();
  const cache = new Map<string, Buffer>();

  /** The page with its data in place, and the version of that data; null to send it as built. */
  async function withData(request: FastifyRequest, page: PublicPage, language: Language) {
    const shell = templates.get(`${language}/${page.file}.shell`);
    if (!page.policy || !data || !render || !shell) return null;
    try {
      const sections = await data.policySections(request, page.policy, language);
      const version = createHash("sha256").update(JSON.stringify(sections)).digest("base64url");
      const key = `${language}/${page.file} ${version}`;
      let html = rendered.get(key);
      if (!html) {
        const result = await render(page.path, language, {
          policy: { document: page.policy, sections },
        });
        const carried = `<script type="application/json" id="page-data">${jsonInHtml(result.state)}</script>`;
        html = shell.replace(APP_HTML, () => result.html).replace(PAGE_DATA, () => carried);
        if (rendered.size >= MAX_RENDERED) rendered.clear();
        rendered.set(key, html);
      }
      return { html, version };
    } catch (error) {
      // The prerendered page still works: the browser asks for the sections itself.
      request.log.error({ err: error }, `Could not render ${page.path} with its content`);
      return null;
    }
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply, page: PublicPage) {
    // `?lang=` first. The canonical address is the one asked for: with ?lang= a language
    // version, without it the x-default that follows the visitor's language.
    const requested = requestedLanguage(request);
    const language = requested ?? preferredLanguage(request);
    const pageUrl = requested ? `${page.path}?lang=${requested}` : page.path;
    const origin = originOf(request, publicUrl);
    const encoding = encodingFor(request);
    const live = await withData(request, page, language);
    const key = `${origin} ${pageUrl} ${language}/${page.file} ${encoding} ${live?.version ?? ""}`;
    let body = cache.get(key);
    if (!body) {
      const template = live?.html ?? templates.get(`${language}/${page.file}`) ?? "";
      const html = template
        // The Host header is the client's to write: escape it like any text put into HTML.
        .replace(ORIGIN_PLACEHOLDER, escapeHtml(origin))
        .replace(PAGE_URL_PLACEHOLDER, pageUrl);
      body = encode(html, encoding);
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(key, body);
    }
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-language", language)
      .header("vary", "Accept-Encoding, Accept-Language, Cookie")
      .send(body);
  };
}
