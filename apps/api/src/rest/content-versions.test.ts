import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupContentApp } from "../../test/content.js";

interface Version {
  id: string;
  number: number;
  language: "en" | "ar";
  state: string;
  effectiveOn: string;
}

/** The policies' published versions over REST (docs/policy-versions.md). */
describe.each(testDatabaseKinds)("REST policy versions on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupContentApp>>;
  beforeAll(async () => {
    t = await setupContentApp(kind);
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST", url: string, headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const versions = async (query = "") =>
    (await inject("GET", `/api/system/content/terms-of-service/versions${query}`)).json()
      .data as Version[];

  it("lists a document's versions to anyone, each readable at its own address", async () => {
    const list = await inject("GET", "/api/system/content/terms-of-service/versions?language=ar");
    expect(list.statusCode).toBe(200);
    const [v1] = list.json().data as Version[];
    expect(v1).toMatchObject({
      number: 1,
      language: "ar",
      state: "inEffect",
      effectiveOn: "2025-05-15",
    });
    const one = await inject("GET", `/api/system/content/terms-of-service/versions/${v1!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.sections.length).toBeGreaterThan(0);
    expect(
      (await inject("GET", "/api/system/content/terms-of-service/versions?language=fr")).statusCode,
    ).toBe(400);
    const missing = await inject(
      "GET",
      "/api/system/content/terms-of-service/versions/00000000-0000-4000-8000-000000000000",
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ messageKey: "content.versionNotFound" });
    // The privacy policy's versions are not the terms'.
    expect(
      (await inject("GET", `/api/system/content/privacy-policy/versions/${v1!.id}`)).statusCode,
    ).toBe(404);
  });

  it("publishes a save with its options, restores a version (401, 403, 404, 409 as they come)", async () => {
    const sections = (await inject("GET", "/api/system/content/terms-of-service", t.auth)).json()
      .data as Array<Record<string, unknown>>;
    const changed = sections.map((s, i) => (i === 0 ? { ...s, title: "Using Bayan today" } : s));
    const saved = await inject("POST", "/api/system/content/terms-of-service", t.auth, {
      sections: changed,
      publish: { summaryEn: "A clearer first title", summaryAr: "عنوان أول أوضح" },
    });
    expect(saved.statusCode).toBe(200);
    const en = await versions("?language=en");
    expect(en.map((v) => [v.number, v.state])).toEqual([
      [2, "inEffect"],
      [1, "past"],
    ]);
    const past = await inject("POST", "/api/system/content/terms-of-service", t.auth, {
      sections: changed,
      publish: { effectiveOn: "2026-10-01" },
    });
    // Nothing changed since, so nothing is published; a changed text with a past day is refused.
    expect(past.statusCode).toBe(200);
    const refused = await inject("POST", "/api/system/content/terms-of-service", t.auth, {
      sections: changed.map((s, i) => (i === 0 ? { ...s, title: "Another title" } : s)),
      publish: { effectiveOn: "2026-10-01" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ messageKey: "content.effectiveInPast" });

    const v1 = en.find((v) => v.number === 1)!;
    const path = `/api/system/content/terms-of-service/versions/${v1.id}/restore`;
    expect((await inject("POST", path)).statusCode).toBe(401);
    const viewer = await t.memberAuth("viewer");
    const forbidden = await inject("POST", path, viewer);
    expect(forbidden.statusCode).toBe(403);
    const restored = await inject("POST", path, t.auth);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      data: { number: 1, newNumber: 3 },
      messageKey: "content.versionRestored",
      params: { number: 1, newNumber: 3 },
    });
    const [v3] = await versions("?language=en");
    const again = await inject(
      "POST",
      `/api/system/content/terms-of-service/versions/${v3!.id}/restore`,
      t.auth,
    );
    expect(again.statusCode).toBe(409);
    const unknown = await inject(
      "POST",
      "/api/system/content/terms-of-service/versions/00000000-0000-4000-8000-000000000000/restore",
      t.auth,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
