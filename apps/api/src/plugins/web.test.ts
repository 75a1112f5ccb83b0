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

  it.each(["/", "/privacy", "/terms", "/contact", "/admin", "/admin/waitlist"])(
    "serves index.html at %s",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<title>Bayan</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

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
  });

  it("keeps JSON 404s under /api", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});
