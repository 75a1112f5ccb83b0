import type { FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The public pages, prerendered per language by apps/web/scripts/prerender.mjs. */
export const PUBLIC_PAGES = [
  { path: "/", file: "index" },
  { path: "/privacy", file: "privacy" },
  { path: "/terms", file: "terms" },
  { path: "/contact", file: "contact" },
] as const;

type Language = "en" | "ar";
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
 * canonical, hreflang and Open Graph links, compressed once per origin and kept in memory.
 * Null when the build has no prerendered pages (the app then draws every page in the browser).
 */
export function loadPrerenderedPages(webDist: string, publicUrl: string | undefined) {
  const dir = join(webDist, "pages");
  if (!existsSync(dir)) return null;
  const templates = new Map<string, string>();
  for (const language of LANGUAGES) {
    for (const { file } of PUBLIC_PAGES) {
      templates.set(
        `${language}/${file}`,
        readFileSync(join(dir, language, `${file}.html`), "utf8"),
      );
    }
  }
  const cache = new Map<string, Buffer>();

  return function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: (typeof PUBLIC_PAGES)[number],
  ) {
    // `?lang=` first. The canonical address is the one asked for: with ?lang= a language
    // version, without it the x-default that follows the visitor's language.
    const requested = requestedLanguage(request);
    const language = requested ?? preferredLanguage(request);
    const pageUrl = requested ? `${page.path}?lang=${requested}` : page.path;
    const origin = originOf(request, publicUrl);
    const encoding = encodingFor(request);
    const key = `${origin} ${pageUrl} ${language}/${page.file} ${encoding}`;
    let body = cache.get(key);
    if (!body) {
      const template = templates.get(`${language}/${page.file}`) ?? "";
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
