// After `vite build` and `vite build --ssr src/prerender.tsx`: writes each public page in each
// language as its own HTML file, dist/pages/<language>/<page>.html, with the page's markup, title,
// description, Open Graph tags, canonical and hreflang links. The server picks the file for the
// visitor's language, puts its own origin where "__ORIGIN__" stands and the address the page was
// asked for (with or without ?lang=) where "__PAGE_URL__" stands (apps/api/src/plugins/pages.ts).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(web, "dist");
// The pages (PUBLIC_PAGES, @bayan/trpc/rules/pages) come with the renderer. `module`: the page's
// own chunk (the landing page is in the entry's). A policy page is live: the server renders it
// again with its data at request time (the published policy sections; a versions page, the list
// of versions: one version, `?v=<id>`, is sent as prerendered); it also gets a shell,
// `<file>.shell.html`, with `<!--app-html-->` where the markup goes and `<!--page-data-->` where
// the data for the browser goes. `noindex`: served like the others but kept out of search results
// (a robots meta tag; the server leaves it out of the sitemap): the registration page, reached
// only from an invitation email. `catalogs`: the page's own translation catalogs
// (<dir>/<language>/messages.po), fetched with its code.
const { renderPage, PUBLIC_PAGES } = await import(join(web, "dist-prerender/prerender.js"));
const PAGES = PUBLIC_PAGES.map((page) => ({
  ...page,
  live: Boolean(page.policy || page.versions),
}));
const LANGUAGES = ["en", "ar"];
const OG_LOCALE = { en: "en_US", ar: "ar_AR" };
const ORIGIN = "__ORIGIN__";
const PAGE_URL = "__PAGE_URL__";
/** The font files the first screen uses in each language (Inter for English; Cairo for Arabic). */
const FIRST_SCREEN_FONTS = {
  en: ["inter-latin-wght-normal"],
  ar: ["cairo-arabic-wght-normal", "cairo-latin-wght-normal"],
};

const escape = (value) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const template = readFileSync(join(dist, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const catalogChunk = (language) => manifest[`src/locales/${language}/messages.po`]?.file;

/**
 * The scripts and style sheets a page's module needs, found in the Vite manifest by following
 * static imports. Linked from the page's head: the styles so the prerendered markup is drawn
 * styled from the first paint (no layout shift), the scripts so hydration need not wait for them.
 */
function moduleAssets(module) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (module) visit(module);
  const inTemplate = (file) => template.includes(`/${file}"`);
  return {
    scripts: [...scripts].filter((file) => !inTemplate(file)),
    styles: [...styles].filter((file) => !inTemplate(file)),
  };
}

/** Replaces exactly one occurrence, so a changed index.html fails the build instead of a page. */
function replaceOnce(html, pattern, replacement) {
  const matches = html.match(new RegExp(pattern, "g"));
  if (matches?.length !== 1) throw new Error(`index.html: expected one ${pattern}`);
  return html.replace(pattern, replacement);
}

function metaTags(page, language, meta) {
  const url = (lang) => `${ORIGIN}${page.path}?lang=${lang}`;
  const other = LANGUAGES.filter((l) => l !== language);
  return [
    `<title>${escape(meta.title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    ...(page.noindex ? [`<meta name="robots" content="noindex" />`] : []),
    // The page's own address: `/privacy?lang=ar` when asked for that way, else `/privacy` (the
    // x-default, which follows the visitor's language).
    `<link rel="canonical" href="${ORIGIN}${PAGE_URL}" />`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${page.path}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${ORIGIN}${PAGE_URL}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    ...other.map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`),
    `<meta name="twitter:card" content="summary" />`,
  ].join("\n    ");
}

const assetFiles = readdirSync(join(dist, "assets"));
function fontFile(name) {
  const file = assetFiles.find((f) => f.startsWith(`${name}-`) && f.endsWith(".woff2"));
  if (!file) throw new Error(`no ${name} font in dist/assets`);
  return file;
}

/**
 * What a page needs beyond the app's own tags: style sheets and fonts linked in its head (after
 * the base styles), and the scripts hydration will need (its language's catalog, the page's code).
 */
function pageAssets(page, language) {
  const catalog = catalogChunk(language);
  if (!catalog) throw new Error(`no chunk for the ${language} catalog in the Vite manifest`);
  const ownCatalog = page.catalogs
    ? manifest[`${page.catalogs}/${language}/messages.po`]?.file
    : null;
  if (page.catalogs && !ownCatalog) throw new Error(`no chunk for ${page.catalogs} (${language})`);
  const code = moduleAssets(page.module);
  const links = [
    // Fonts early, so text is not redrawn (and moved) when they arrive after the first paint.
    ...FIRST_SCREEN_FONTS[language].map(
      (name) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${fontFile(name)}" />`,
    ),
    ...code.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  ];
  return {
    links: links.join("\n    "),
    scripts: [
      `/${catalog}`,
      ...(ownCatalog ? [`/${ownCatalog}`] : []),
      ...code.scripts.map((f) => `/${f}`),
    ],
  };
}

/**
 * The page is readable before any script runs, so its code is not fetched until the first paint
 * is done: Vite's module script and preload tags, then the page's own scripts, become a list on
 * <html data-app-scripts> that public/boot.js turns back into tags after that paint. The first paint then competes with
 * nothing for the network.
 */
function deferScripts(html, pageScripts) {
  const scripts = [];
  const modules = [];
  let out = html.replace(
    /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
    (_, src) => {
      modules.push(src);
      return "";
    },
  );
  out = out.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g,
    (_, href) => {
      scripts.push(href);
      return "";
    },
  );
  if (modules.length !== 1) throw new Error(`expected one module script, found ${modules.length}`);
  return replaceOnce(
    out,
    "<html ",
    `<html data-app-scripts="${[...modules, ...scripts, ...pageScripts].join(" ")}" `,
  );
}

rmSync(join(dist, "pages"), { recursive: true, force: true });
for (const language of LANGUAGES) {
  mkdirSync(join(dist, "pages", language), { recursive: true });
  for (const page of PAGES) {
    const { html, meta } = await renderPage(page.path, language);
    let out = replaceOnce(
      template,
      '<html lang="en" dir="ltr">',
      `<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">`,
    );
    out = replaceOnce(out, /<meta\s+name="description"[^>]*>\s*/, "");
    out = replaceOnce(out, "<title>Bayan</title>", metaTags(page, language, meta));
    const assets = pageAssets(page, language);
    out = replaceOnce(out, "</head>", `  ${assets.links}\n  </head>`);
    out = deferScripts(out, assets.scripts);
    const root = (content) => `<div id="root" data-prerendered="${language}">${content}</div>`;
    if (page.live) {
      let shell = replaceOnce(out, '<div id="root"></div>', root("<!--app-html-->"));
      shell = replaceOnce(shell, "</body>", "<!--page-data-->\n  </body>");
      writeFileSync(join(dist, "pages", language, `${page.file}.shell.html`), shell);
    }
    out = replaceOnce(out, '<div id="root"></div>', root(html));
    writeFileSync(join(dist, "pages", language, `${page.file}.html`), out);
  }
}
console.log(`prerendered ${PAGES.length} pages × ${LANGUAGES.length} languages into dist/pages`);
