import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

describe("serving the web app", () => {
  let dist = "";
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "bayan-web-"));
    await mkdir(join(dist, "assets"));
    await writeFile(join(dist, "index.html"), "<!doctype html><title>Bayan</title>");
    await writeFile(join(dist, "assets", "app-1234.js"), "console.log(1)");
    await writeFile(join(dist, "assets", "big-5678.js"), "console.log('bayan');\n".repeat(200));
    await writeFile(
      join(dist, "assets", "big-5678.js.br"),
      brotliCompressSync("console.log('bayan');\n".repeat(200)),
    );
    t = await setupApp("pglite", { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    "/",
    "/privacy",
    "/terms",
    "/contact",
    "/admin",
    "/admin/",
    "/admin/waitlist",
    "/admin/emails",
    "/admin/no-such-section", // the app falls back to the dashboard (SPEC 2.1)
    "/admin/contact/4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f",
  ])("serves index.html at %s", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<title>Bayan</title>");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("serves hashed assets with a long cache", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("sends the precompressed copy to browsers that accept it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/big-5678.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("console.log('bayan');");
    const plain = await t.app.inject({ method: "GET", url: "/assets/big-5678.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("answers unknown pages with the app and 404, unknown files with a plain 404", async () => {
    const page = await t.app.inject({ method: "GET", url: "/no-such-page" });
    expect(page.statusCode).toBe(404);
    const deep = await t.app.inject({ method: "GET", url: "/admin/no-such-section/deeper" });
    expect(deep.statusCode).toBe(404);
    expect(page.body).toContain("<title>Bayan</title>");
    const file = await t.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(file.statusCode).toBe(404);
    expect(file.body).toBe("Not found");
  });

  it("serves robots.txt and a sitemap of the public pages", async () => {
    const robots = await t.app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { host: "bayan.test" },
    });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).toContain("Sitemap: http://bayan.test/sitemap.xml");
    const sitemap = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "bayan.test" },
    });
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    expect(sitemap.body.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      "<loc>http://bayan.test/</loc>",
      "<loc>http://bayan.test/privacy</loc>",
      "<loc>http://bayan.test/terms</loc>",
      "<loc>http://bayan.test/contact</loc>",
    ]);
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="http://bayan.test/terms?lang=ar"/>',
    );
  });

  it("keeps JSON 404s under /api", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});

describe("serving the prerendered public pages", () => {
  let dist = "";
  let t: Awaited<ReturnType<typeof setupApp>>;
  // What apps/web/scripts/prerender.mjs writes, cut down to the parts the server fills in.
  const page = (language: string, file: string) =>
    `<!doctype html><html lang="${language}"><head><title>${file} in ${language}</title>` +
    `<link rel="canonical" href="__ORIGIN____PAGE_URL__" />` +
    `<link rel="alternate" hreflang="ar" href="__ORIGIN__/${file}?lang=ar" /></head>` +
    `<body><div id="root" data-prerendered="${language}"><h1>${file}</h1></div></body></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "bayan-pages-"));
    await writeFile(join(dist, "index.html"), "<!doctype html><title>Bayan</title>");
    for (const language of ["en", "ar"]) {
      await mkdir(join(dist, "pages", language), { recursive: true });
      for (const file of ["index", "privacy", "terms", "contact"]) {
        await writeFile(join(dist, "pages", language, `${file}.html`), page(language, file));
      }
    }
    t = await setupApp("pglite", { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { host: "bayan.test", ...headers } });

  it("sends English by default, with the origin and the address in the links", async () => {
    const res = await get("/privacy");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-language"]).toBe("en");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(res.body).toContain("<title>privacy in en</title>");
    expect(res.body).toContain('<link rel="canonical" href="http://bayan.test/privacy" />');
    expect(res.body).toContain('hreflang="ar" href="http://bayan.test/privacy?lang=ar"');
    expect(res.body).not.toContain("__");
  });

  it("picks the language from ?lang=, then the stored choice, then the browser (SPEC 4)", async () => {
    const lang = await get("/?lang=ar", { cookie: "language=en", "accept-language": "en" });
    expect(lang.body).toContain("<title>index in ar</title>");
    expect(lang.body).toContain('<link rel="canonical" href="http://bayan.test/?lang=ar" />');

    const cookie = await get("/terms", {
      cookie: "theme=dark; language=ar",
      "accept-language": "en",
    });
    expect(cookie.body).toContain("<title>terms in ar</title>");
    expect(cookie.headers["content-language"]).toBe("ar");

    const browser = await get("/contact", { "accept-language": "ar-JO,ar;q=0.9,en;q=0.8" });
    expect(browser.body).toContain("<title>contact in ar</title>");
    const otherBrowser = await get("/contact", { "accept-language": "fr-FR,ar;q=0.5" });
    expect(otherBrowser.body).toContain("<title>contact in en</title>");

    const unknown = await get("/?lang=de", { cookie: "language=xx" });
    expect(unknown.body).toContain("<title>index in en</title>");
  });

  it("compresses the page for browsers that accept it", async () => {
    const res = await get("/", { "accept-encoding": "gzip, br", "accept-language": "ar" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("<title>index in ar</title>");
  });

  it("escapes a hostile Host header instead of writing it into the page", async () => {
    const res = await get("/", { host: 'evil.test"><script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert(1)</script>");
    expect(res.body).toContain("evil.test&quot;&gt;&lt;script&gt;");
  });

  it("still serves the app shell for the admin and a 404 page for unknown paths", async () => {
    expect((await get("/admin")).body).toContain("<title>Bayan</title>");
    const missing = await get("/nowhere");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<title>Bayan</title>");
  });
});
