import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDefaultContent } from "@bayan/trpc";
import { PUBLIC_PAGES } from "@bayan/trpc/rules/pages";
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
    "/privacy/versions",
    "/terms/versions",
    "/privacy/versions/",
    "/terms/versions?v=4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f",
    "/contact",
    "/register",
    "/confirm",
    "/status",
    "/unsubscribe",
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
      "<loc>http://bayan.test/privacy/versions</loc>",
      "<loc>http://bayan.test/terms/versions</loc>",
      "<loc>http://bayan.test/contact</loc>",
    ]);
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="http://bayan.test/terms?lang=ar"/>',
    );
  });

  it("never puts a hostile Host header into robots.txt or the sitemap", async () => {
    for (const host of [
      'evil.test"/><script>alert(1)</script>',
      "evil.test/<x>",
      "a b.test",
      "evil.test:80:80",
    ]) {
      for (const url of ["/sitemap.xml", "/robots.txt"]) {
        const res = await t.app.inject({ method: "GET", url, headers: { host } });
        expect(res.statusCode).toBe(400);
        expect(res.body).toBe("Bad Host header");
        expect(res.body).not.toContain("evil");
      }
    }
    const ok = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "bayan.test:8080" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.vary).toBe("Host");
    expect(ok.body).toContain("<loc>http://bayan.test:8080/privacy</loc>");
  });

  it("builds the sitemap from PUBLIC_URL, whatever the Host, when it is set", async () => {
    const withUrl = await setupApp("pglite", {
      webDist: dist,
      publicUrl: "https://bayan.example/",
    });
    const res = await withUrl.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: 'evil.test"><x>' },
    });
    await withUrl.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBeUndefined();
    expect(res.body).toContain("<loc>https://bayan.example/terms</loc>");
    expect(res.body).toContain('href="https://bayan.example/terms?lang=ar"');
    expect(res.body).not.toContain("evil");
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
    `<!doctype html><html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">` +
    `<head><title>${file} in ${language}</title>` +
    `<link rel="canonical" href="__ORIGIN____PAGE_URL__" />` +
    `\n    <link rel="alternate" hreflang="ar" href="__ORIGIN__/${file}?lang=ar" />` +
    `\n    <link rel="alternate" hreflang="x-default" href="__ORIGIN__/${file}" />` +
    `\n    <meta property="og:url" content="__ORIGIN____PAGE_URL__" /></head>` +
    `<body><div id="root" data-prerendered="${language}"><h1>${file}</h1></div></body></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "bayan-pages-"));
    await writeFile(join(dist, "index.html"), "<!doctype html><title>Bayan</title>");
    for (const language of ["en", "ar"]) {
      await mkdir(join(dist, "pages", language), { recursive: true });
      for (const { file } of PUBLIC_PAGES) {
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

  it("serves the versions pages in the visitor's language, indexable, with their links", async () => {
    for (const [url, file] of [
      ["/privacy/versions", "privacy-versions"],
      ["/terms/versions", "terms-versions"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-language"]).toBe("en");
      expect(res.body).toContain('<html lang="en" dir="ltr">');
      expect(res.body).toContain(`<title>${file} in en</title>`);
      expect(res.body).toContain(`<link rel="canonical" href="http://bayan.test${url}" />`);
      expect(res.body).toContain(`hreflang="ar" href="http://bayan.test/${file}?lang=ar"`);
      expect(res.body).not.toContain("noindex");

      const arabic = await get(`${url}?lang=ar`);
      expect(arabic.statusCode).toBe(200);
      expect(arabic.headers["content-language"]).toBe("ar");
      expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.body).toContain(`<title>${file} in ar</title>`);
      expect(arabic.body).toContain(
        `<link rel="canonical" href="http://bayan.test${url}?lang=ar" />`,
      );
    }
  });

  it("serves a version at its own address: its canonical, no language links; 404 for no id", async () => {
    await ensureDefaultContent(t.db); // version 1 of each document and language
    const listed = await get("/api/system/content/privacy-policy/versions?language=ar");
    const version = listed.json<{ data: Array<{ id: string }> }>().data[0];
    // Taken in capitals too.
    const id = String(version?.id).toUpperCase();
    const res = await get(`/privacy/versions?v=${id}`, { cookie: "language=ar" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain("<title>privacy-versions in ar</title>");
    const own = `http://bayan.test/privacy/versions?v=${id.toLowerCase()}`;
    expect(res.body).toContain(`<link rel="canonical" href="${own}" />`);
    expect(res.body).toContain(`<meta property="og:url" content="${own}" />`);
    expect(res.body).not.toContain("hreflang");
    expect(res.body).not.toContain("__");
    // The same canonical whichever language it is read in.
    const english = await get(`/privacy/versions?v=${id}&lang=en`);
    expect(english.body).toContain("<title>privacy-versions in en</title>");
    expect(english.body).toContain(`<link rel="canonical" href="${own}" />`);

    for (const v of ["not-an-id", "", "4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f'><script>"]) {
      const bad = await get(`/terms/versions?v=${encodeURIComponent(v)}`);
      expect(bad.statusCode).toBe(404);
      expect(bad.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(bad.body).toContain("<title>terms-versions in en</title>");
      expect(bad.body).not.toContain("<script>");
    }
  });

  it("still serves the app shell for the admin and a 404 page for unknown paths", async () => {
    expect((await get("/admin")).body).toContain("<title>Bayan</title>");
    const missing = await get("/nowhere");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<title>Bayan</title>");
  });
});

describe("the policy pages with their published sections (rendered at request time)", () => {
  let root = "";
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: Record<string, string> = {};
  // The shells apps/web/scripts/prerender.mjs writes beside the prerendered pages.
  const shell = (language: string, file: string) =>
    `<!doctype html><html lang="${language}"><head><title>${file} in ${language}</title></head>` +
    `<body><div id="root" data-prerendered="${language}"><!--app-html--></div><!--page-data-->\n</body></html>`;
  // A stand-in for apps/web's server renderer (dist-prerender/prerender.js): lists the titles it
  // was given, counts its renders, and hands back the data as the browser's cache would take it.
  const renderer = `
    export async function renderPage(path, language, data) {
      globalThis.bayanRenders = (globalThis.bayanRenders ?? 0) + 1;
      if (data.versions) {
        const { document, list } = data.versions;
        const items = list.map((v) => "<li>" + v.language + " " + v.number + " " + v.state + "</li>");
        return {
          html: '<ol data-path="' + path + '" data-versions="' + document + '">' + items.join("") + "</ol>",
          state: { queries: [{ language, versions: list.map((v) => v.id) }] },
        };
      }
      const { document, sections } = data.policy;
      const items = sections.map((s) => "<li>" + s.title + "</li>").join("");
      return {
        html: '<ol data-path="' + path + '" data-document="' + document + '">' + items + "</ol>",
        state: { queries: [{ language, titles: sections.map((s) => s.title) }] },
      };
    }`;
  const renders = () => (globalThis as { bayanRenders?: number }).bayanRenders ?? 0;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "bayan-live-"));
    const dist = join(root, "dist");
    await mkdir(join(root, "dist-prerender"), { recursive: true });
    await writeFile(join(root, "dist-prerender", "prerender.js"), renderer);
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, "index.html"), "<!doctype html><title>Bayan</title>");
    for (const language of ["en", "ar"]) {
      await mkdir(join(dist, "pages", language), { recursive: true });
      for (const { file } of PUBLIC_PAGES) {
        await writeFile(
          join(dist, "pages", language, `${file}.html`),
          `<!doctype html><title>${file} as built</title><div id="root">Loading...</div>`,
        );
      }
      for (const file of ["privacy", "terms", "privacy-versions", "terms-versions"]) {
        await writeFile(join(dist, "pages", language, `${file}.shell.html`), shell(language, file));
      }
    }
    t = await setupApp("pglite", { webDist: dist });
    await ensureDefaultContent(t.db); // what the server does at start
    auth = await t.adminAuth();
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string) =>
    t.app.inject({ method: "GET", url, headers: { host: "bayan.test" } });
  const published = async (document: string, language: string) =>
    (await get(`/api/system/public/${document}?language=${language}`)).json<{
      data: Array<{ title: string }>;
    }>().data;

  it("puts the published sections into the page, and the same data for the browser", async () => {
    const titles = (await published("privacy-policy", "en")).map((s) => s.title);
    expect(titles.length).toBeGreaterThan(0);
    const res = await get("/privacy");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<ol data-path="/privacy" data-document="privacy-policy">${titles.map((title) => `<li>${title}</li>`).join("")}</ol>`,
    );
    const data = /<script type="application\/json" id="page-data">(.*)<\/script>/.exec(res.body);
    expect(JSON.parse(data?.[1] ?? "null")).toEqual({ queries: [{ language: "en", titles }] });
    expect(res.body).not.toContain("<!--");

    const arabic = await get("/terms?lang=ar");
    const arabicTitles = (await published("terms-of-service", "ar")).map((s) => s.title);
    expect(arabic.body).toContain(`<li>${arabicTitles[0]}</li>`);
    expect(arabic.body).toContain('"language":"ar"');
  });

  it("renders each version of the content once, and a published change at once", async () => {
    await get("/privacy?lang=ar");
    const before = renders();
    await get("/privacy?lang=ar");
    expect(renders()).toBe(before);

    const sections = (
      await t.app.inject({
        method: "GET",
        url: "/api/system/content/privacy-policy",
        headers: auth,
      })
    ).json<{ data: Array<Record<string, unknown>> }>().data;
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/system/content/privacy-policy",
      headers: auth,
      payload: {
        // (Privacy sections have no category: the save takes none rather than null.)
        sections: sections.map(({ category: _none, ...s }) =>
          s.language === "ar" && s.order === 1
            ? { ...s, title: "جمع المعلومات </script><script>alert(1)</script>" }
            : s,
        ),
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get("/privacy?lang=ar");
    expect(renders()).toBe(before + 1);
    // The renderer's markup is taken as it is (React escapes it); the data is JSON that cannot
    // end its script element.
    const data = /<script type="application\/json" id="page-data">(.*)<\/script>/.exec(after.body);
    expect(data?.[1]).toContain(
      "جمع المعلومات \\u003c/script>\\u003cscript>alert(1)\\u003c/script>",
    );
  });

  it("puts the list of versions into the versions page; a version's address answers 404 unless it is one", async () => {
    const versions = async (document: string, language: string) =>
      (await get(`/api/system/content/${document}/versions?language=${language}`)).json<{
        data: Array<{ id: string; number: number; state: string }>;
      }>().data;
    const english = await versions("privacy-policy", "en");
    expect(english.length).toBeGreaterThan(0);
    const res = await get("/privacy/versions");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(
      `<ol data-path="/privacy/versions" data-versions="privacy-policy">${english
        .map((v) => `<li>en ${v.number} ${v.state}</li>`)
        .join("")}</ol>`,
    );
    const data = /<script type="application\/json" id="page-data">(.*)<\/script>/.exec(res.body);
    expect(JSON.parse(data?.[1] ?? "null")).toEqual({
      queries: [{ language: "en", versions: english.map((v) => v.id) }],
    });

    const arabicTerms = await versions("terms-of-service", "ar");
    const arabic = await get("/terms/versions?lang=ar");
    expect(arabic.body).toContain('<html lang="ar">');
    expect(arabic.body).toContain(`<li>ar ${arabicTerms[0]?.number} inEffect</li>`);

    // A version, of either language, at its own address: sent as built, for the browser to fill.
    const arabicPrivacy = (await versions("privacy-policy", "ar"))[0];
    for (const id of [english[0]?.id, arabicPrivacy?.id]) {
      const version = await get(`/privacy/versions?v=${id}`);
      expect(version.statusCode).toBe(200);
      expect(version.body).toContain("<title>privacy-versions as built</title>");
    }
    // Another document's version, or none, is not one of this document's.
    expect((await get(`/terms/versions?v=${english[0]?.id}`)).statusCode).toBe(404);
    const unknown = await get("/privacy/versions?v=4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("<title>privacy-versions as built</title>");
  });

  it("sends the page as built when the sections cannot be read", async () => {
    const broken = await setupApp("pglite", { webDist: join(root, "dist") });
    try {
      await broken.db.execute("drop table policy_sections cascade");
      const res = await broken.app.inject({ method: "GET", url: "/privacy" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>privacy as built</title>");
      expect(res.body).toContain("Loading...");

      // So are the versions pages, and a version's address when the versions cannot be read.
      await broken.db.execute("drop table policy_versions cascade");
      const list = await broken.app.inject({ method: "GET", url: "/terms/versions" });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain("<title>terms-versions as built</title>");
      const version = await broken.app.inject({
        method: "GET",
        url: "/terms/versions?v=4b1e1c56-0f7a-4c39-9d0e-0a1b2c3d4e5f",
      });
      expect(version.statusCode).toBe(200);
      expect(version.body).toContain("<title>terms-versions as built</title>");
    } finally {
      await broken.close();
    }
  });
});
