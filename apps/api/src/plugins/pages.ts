// The public pages (PUBLIC_PAGES, @bayan/trpc/rules/pages), prerendered per language by
// apps/web/scripts/prerender.mjs. The policy pages are rendered again at request time with their
// published sections, and their versions pages with the list of versions (`PageDataSource`), so
// their text is in the page before any script runs. One version (`/privacy/versions?v=<id>`) is
// sent as prerendered, its own address as its canonical, and the browser fills it in.
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
  /**
   * A policy document's published versions, newest first, in a language or (without one) in
   * both, as `content.versions` answers.
   */
  policyVersions?(
    request: FastifyRequest,
    document: PolicyDocument,
    language?: Language,
  ): Promise<unknown[]>;
}

/** What apps/web/src/prerender.tsx's `renderPage` takes to render a page with its data. */
type RenderData =
  | { policy: { document: PolicyDocument; sections: unknown[] } }
  | { versions: { document: PolicyDocument; list: unknown[] } };

/** apps/web/src/prerender.tsx's `renderPage`, as built into apps/web/dist-prerender. */
type RenderPage = (
  path: string,
  language: Language,
  data: RenderData,
) => Promise<{ html: string; state: unknown }>;

/** A page rendered again at request time with its data: a policy page, a versions page. */
const isLive = (page: PublicPage) => Boolean(page.policy || page.versions);

/** A version's id as `content.version` takes it (a UUID). */
const VERSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * On a versions page, the version the address names (`?v=<id>`, lower case): null when it names
 * none (the list), "" when its `v` cannot be a version's id.
 */
function askedVersion(request: FastifyRequest, page: PublicPage): string | null {
  if (!page.versions) return null;
  const query = request.query as { v?: unknown } | undefined;
  if (query?.v === undefined) return null;
  return typeof query.v === "string" && VERSION_ID.test(query.v) ? query.v.toLowerCase() : "";
}

/**
 * The hreflang links of a prerendered page (scripts/prerender.mjs writes one per language and
 * the x-default): left out of a version's page, whose text is in one language whatever the
 * interface's, and whose canonical address is the same in both.
 */
const ALTERNATE_LINKS = /\s*<link rel="alternate" hreflang="[^"]*" href="[^"]*" \/>/g;

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
 * policy pages carry their published sections, their versions pages the list of versions:
 * rendered with them once per version of the content (when `data` is given and the build has its
 * server renderer), else sent as prerendered, which the browser fills in itself. One version's
 * address (`?v=<id>`) is sent as prerendered, with that address as its canonical and no hreflang
 * links, or 404 when the document has no version of that id. Null when the build has no
 * prerendered pages (the app then draws every page in the browser).
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
    for (const page of PUBLIC_PAGES) {
      const { file } = page;
      templates.set(
        `${language}/${file}`,
        readFileSync(join(dir, language, `${file}.html`), "utf8"),
      );
      const shell = join(dir, language, `${file}.shell.html`);
      if (isLive(page) && existsSync(shell)) {
        templates.set(`${language}/${file}.shell`, readFileSync(shell, "utf8"));
      }
    }
  }
  const render = data ? loadRenderer(webDist) : null;
  const rendered = new Map<string, string>();
  const cache = new Map<string, Buffer>();

  /** The data a live page is rendered with, read for this request; null when it has none. */
  async function pageData(
    request: FastifyRequest,
    page: PublicPage,
    language: Language,
  ): Promise<RenderData | null> {
    if (!data) return null;
    if (page.policy) {
      const sections = await data.policySections(request, page.policy, language);
      return { policy: { document: page.policy, sections } };
    }
    if (page.versions && data.policyVersions) {
      const list = await data.policyVersions(request, page.versions, language);
      return { versions: { document: page.versions, list } };
    }
    return null;
  }

  /** The page with its data in place, and the version of that data; null to send it as built. */
  async function withData(request: FastifyRequest, page: PublicPage, language: Language) {
    const shell = templates.get(`${language}/${page.file}.shell`);
    if (!isLive(page) || !data || !render || !shell) return null;
    try {
      const renderData = await pageData(request, page, language);
      if (!renderData) return null;
      const version = createHash("sha256").update(JSON.stringify(renderData)).digest("base64url");
      const key = `${language}/${page.file} ${version}`;
      let html = rendered.get(key);
      if (!html) {
        const result = await render(page.path, language, renderData);
        const carried = `<script type="application/json" id="page-data">${jsonInHtml(result.state)}</script>`;
        html = shell.replace(APP_HTML, () => result.html).replace(PAGE_DATA, () => carried);
        if (rendered.size >= MAX_RENDERED) rendered.clear();
        rendered.set(key, html);
      }
      return { html, version };
    } catch (error) {
      // The prerendered page still works: the browser asks for its data itself.
      request.log.error({ err: error }, `Could not render ${page.path} with its content`);
      return null;
    }
  }

  /**
   * Whether a version of the document has this id: asked when the server has the versions (a
   * version of the other document, or none, is a 404); else, or when they cannot be read, taken
   * on trust (the browser finds out).
   */
  async function versionExists(request: FastifyRequest, page: PublicPage, id: string) {
    if (!id) return false;
    if (!page.versions || !data?.policyVersions) return true;
    try {
      const versions = await data.policyVersions(request, page.versions);
      return versions.some((version) => (version as { id?: unknown } | null)?.id === id);
    } catch (error) {
      request.log.error({ err: error }, `Could not read the versions of ${page.versions}`);
      return true;
    }
  }

  /** A version's page: the versions page as built, at its own address (`?v=<id>`). */
  async function sendVersion(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PublicPage,
    id: string,
  ) {
    const requested = requestedLanguage(request);
    const language = requested ?? preferredLanguage(request);
    const exists = await versionExists(request, page, id);
    // Its canonical address is its own, in either language; an unknown one's is the list's.
    const pageUrl = exists ? `${page.path}?v=${id}` : page.path;
    return send(request, reply, {
      key: `${pageUrl} ${language}/${page.file} version`,
      language,
      pageUrl,
      template: () =>
        (templates.get(`${language}/${page.file}`) ?? "").replace(ALTERNATE_LINKS, ""),
      status: exists ? 200 : 404,
    });
  }

  /** Sends a page's HTML with the origin and its address in place, compressed and kept. */
  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: {
      key: string;
      language: Language;
      pageUrl: string;
      template: () => string;
      status: number;
    },
  ) {
    const origin = originOf(request, publicUrl);
    const encoding = encodingFor(request);
    const key = `${origin} ${page.key} ${encoding}`;
    let body = cache.get(key);
    if (!body) {
      const html = page
        .template()
        // The Host header is the client's to write: escape it like any text put into HTML.
        .replace(ORIGIN_PLACEHOLDER, escapeHtml(origin))
        .replace(PAGE_URL_PLACEHOLDER, page.pageUrl);
      body = encode(html, encoding);
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(key, body);
    }
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply
      .code(page.status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-language", page.language)
      .header("vary", "Accept-Encoding, Accept-Language, Cookie")
      .send(body);
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply, page: PublicPage) {
    const version = askedVersion(request, page);
    if (version !== null) return sendVersion(request, reply, page, version);
    // `?lang=` first. The canonical address is the one asked for: with ?lang= a language
    // version, without it the x-default that follows the visitor's language.
    const requested = requestedLanguage(request);
    const language = requested ?? preferredLanguage(request);
    const pageUrl = requested ? `${page.path}?lang=${requested}` : page.path;
    const live = await withData(request, page, language);
    return send(request, reply, {
      key: `${pageUrl} ${language}/${page.file} ${live?.version ?? ""}`,
      language,
      pageUrl,
      template: () => live?.html ?? templates.get(`${language}/${page.file}`) ?? "",
      status: 200,
    });
  };
}
