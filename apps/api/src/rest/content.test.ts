import { policySections } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { ensureDefaultContent } from "@bayan/trpc";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupContentApp } from "../../test/content.js";

interface Section {
  id: string;
  title: string;
  language: "en" | "ar";
  order: number;
  status: string;
  category: string | null;
  lastUpdated: string;
  content: string;
}

describe.each(testDatabaseKinds)("REST policy content on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupContentApp>>;
  beforeAll(async () => {
    t = await setupContentApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  const save = (document: string, sections: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/system/content/${document}`,
      headers: t.auth,
      payload: { sections },
    });

  it("publishes real default sections in both languages on a fresh install, dated 15 May 2025", async () => {
    const res = await get("/api/system/public/privacy-policy");
    expect(res.statusCode).toBe(200);
    const sections: Section[] = res.json().data;
    expect(sections.length).toBeGreaterThanOrEqual(8);
    expect(sections[0]).toMatchObject({
      title: "Information Collection",
      language: "en",
      order: 1,
    });
    const firstArabic = sections.findIndex((s) => s.language === "ar");
    expect(sections.slice(firstArabic).every((s) => s.language === "ar")).toBe(true);
    expect(sections.every((s) => s.lastUpdated === "2025-05-15" && s.status === "published")).toBe(
      true,
    );

    const terms: Section[] = (await get("/api/system/public/terms-of-service?language=ar")).json()
      .data;
    expect(terms.map((s) => s.category)).toEqual([
      "usage",
      "accounts",
      "intellectual",
      "termination",
    ]);
    expect(terms.every((s) => s.language === "ar")).toBe(true);
  });

  it("does not seed again once seeded", async () => {
    const before = await t.db.$count(policySections);
    await ensureDefaultContent(t.db);
    expect(await t.db.$count(policySections)).toBe(before);
  });

  it("answers 400 for an unknown language and 404 for an unknown document", async () => {
    expect((await get("/api/system/public/privacy-policy?language=fr")).statusCode).toBe(400);
    expect((await get("/api/system/public/cookie-policy")).statusCode).toBe(404);
  });

  it("keeps the full list with drafts behind the admin token", async () => {
    expect((await get("/api/system/content/privacy-policy")).statusCode).toBe(401);
    expect((await save("privacy-policy", [])).statusCode).toBe(200);
    const unauthorized = await t.app.inject({
      method: "POST",
      url: "/api/system/content/terms-of-service",
      payload: { sections: [] },
    });
    expect(unauthorized.statusCode).toBe(401);
  });

  it("replaces the list in one go, keeping ids, and shows only published sections publicly", async () => {
    const current: Section[] = (await get("/api/system/content/terms-of-service", t.auth)).json()
      .data;
    const usage = current.find((s) => s.language === "en" && s.category === "usage")!;
    const res = await save("terms-of-service", [
      { ...usage, title: "Using Bayan", lastUpdated: undefined },
      {
        title: "Draft: refunds",
        content: "Refunds within 14 days.",
        language: "en",
        status: "draft",
        order: 2,
      },
      {
        title: "شروط الاستخدام",
        content: "نص الشروط.",
        language: "ar",
        status: "published",
        order: 1,
        category: "accounts",
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Terms of Service updated successfully",
      messageKey: "content.termsSaved",
    });
    const saved: Section[] = res.json().data;
    expect(saved).toHaveLength(3);
    expect(saved[0]).toMatchObject({
      id: usage.id,
      title: "Using Bayan",
      lastUpdated: "2026-10-02",
    });
    expect(saved[1]).toMatchObject({ title: "Draft: refunds", category: "usage", status: "draft" });

    const publicList: Section[] = (await get("/api/system/public/terms-of-service")).json().data;
    expect(publicList.map((s) => s.title)).toEqual(["Using Bayan", "شروط الاستخدام"]);
  });

  it("changes nothing and answers 400 naming the field when any section is invalid", async () => {
    const before: Section[] = (await get("/api/system/content/terms-of-service", t.auth)).json()
      .data;
    const cases: Array<[unknown, string]> = [
      [
        [{ title: " ", content: "x", language: "en", status: "draft", order: 1 }],
        "sections.0.title",
      ],
      [
        [{ title: "a", content: "", language: "en", status: "draft", order: 1 }],
        "sections.0.content",
      ],
      [
        [{ title: "a", content: "b", language: "fr", status: "draft", order: 1 }],
        "sections.0.language",
      ],
      [
        [{ title: "a", content: "b", language: "en", status: "live", order: 1 }],
        "sections.0.status",
      ],
      [
        [{ title: "a", content: "b", language: "en", status: "draft", order: 1.5 }],
        "sections.0.order",
      ],
      [
        [
          {
            title: "a",
            content: "b",
            language: "en",
            status: "draft",
            order: 1,
            category: "billing",
          },
        ],
        "sections.0.category",
      ],
      ["not a list", "sections"],
    ];
    for (const [sections, path] of cases) {
      const direct = await save("terms-of-service", sections);
      expect(direct.statusCode).toBe(400);
      expect(direct.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const mixed = await save("terms-of-service", [
      { title: "Valid", content: "Valid content", language: "en", status: "published", order: 1 },
      { title: "", content: "x", language: "en", status: "draft", order: 2 },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual([
      {
        path: "sections.1.title",
        message: "Title must not be blank",
        messageKey: "content.titleBlank",
      },
    ]);
    const after: Section[] = (await get("/api/system/content/terms-of-service", t.auth)).json()
      .data;
    expect(after).toEqual(before);
  });

  it("accepts a large document from the admin (over the public 16 KiB limit)", async () => {
    const big = {
      title: "Long",
      content: "x".repeat(18_000),
      language: "en",
      status: "draft",
      order: 1,
    };
    const res = await save("privacy-policy", [big]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Privacy Policy updated successfully",
      messageKey: "content.privacySaved",
    });
  });
});
