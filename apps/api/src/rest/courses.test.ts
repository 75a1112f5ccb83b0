import { testDatabaseKinds } from "@bayan/db/testing";
import { courseOutput } from "@bayan/trpc/schemas";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { setupApp } from "../../test/app.js";

describe.each(testDatabaseKinds)("REST courses on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  const api = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    admin = true,
  ) => t.app.inject({ method, url, headers: admin ? auth : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  it("creates, lists, edits and deletes a course, with 400, 401 and 404 where due", async () => {
    const created = await api("POST", "/api/courses", {
      title: "Everyday speaking",
      description: "Short dialogues for daily life.",
      instructor: "Omar Said",
      category: "speaking",
      level: "B1",
      status: "published",
      price: "19.5",
      students: 40,
      completion: 55,
    });
    expect(created.statusCode).toBe(201);
    const course = courseOutput.parse(created.json().data);
    expect(course).toMatchObject({
      title: "Everyday speaking",
      price: 19.5,
      currency: "USD",
      level: "B1",
    });
    expect(created.json()).toMatchObject({
      message: "Course created",
      messageKey: "courses.created",
    });

    const listed = await api("GET", "/api/courses?category=speaking&sortBy=students&sortDir=desc");
    expect(listed.json()).toMatchObject({
      success: true,
      data: [{ id: course.id }],
      pagination: { page: 1, limit: 12, total: 1, totalPages: 1 },
    });
    expect((await api("GET", "/api/courses/stats")).json().data).toEqual({
      total: 1,
      byStatus: { published: 1, draft: 0, archived: 0 },
      students: 40,
      averageCompletion: 55,
    });
    expect((await api("GET", "/api/courses/completion?days=90")).json().data).toEqual([
      { id: course.id, title: "Everyday speaking", completion: 55, students: 40 },
    ]);
    const badDays = await api("GET", "/api/courses/completion?days=7");
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().errors).toEqual([
      { path: "days", message: "days must be 30, 90 or 365", messageKey: "courses.periodInvalid" },
    ]);

    const edited = await api("PATCH", `/api/courses/${course.id}`, {
      status: "archived",
      lessons: 12,
    });
    expect(edited.json()).toMatchObject({
      data: { status: "archived", lessons: 12 },
      message: "Course updated",
      messageKey: "courses.updated",
    });
    const bad = await api("PATCH", `/api/courses/${course.id}`, { level: "Z9" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("level");
    const missing = await api("POST", "/api/courses", { title: "Only a title" });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["category", "instructor", "level"]);

    expect((await api("DELETE", `/api/courses/${course.id}`)).json()).toEqual({
      success: true,
      data: { id: course.id },
      message: "Course deleted",
      messageKey: "courses.deleted",
    });
    expect((await api("GET", `/api/courses/${course.id}`)).statusCode).toBe(404);
    for (const url of ["/api/courses", "/api/courses/stats", "/api/courses/completion"]) {
      expect((await api("GET", url, undefined, false)).statusCode, url).toBe(401);
    }
    expect((await api("POST", "/api/courses", { title: "x" }, false)).statusCode).toBe(401);
  });

  it("answers 400 naming the field for a price finer than its currency and for numbers that are not numbers, storing nothing", async () => {
    const base = {
      title: "Business letters",
      instructor: "Huda Saleh",
      category: "business",
      level: "B2",
    };
    const PRICE = {
      message: "Price must be a number from 0 to 100,000 with at most 2 decimals (3 for JOD)",
      messageKey: "courses.priceInvalid",
    };
    const coursesBefore = (await api("GET", "/api/courses")).json().pagination.total as number;
    const post = (body: object) => api("POST", "/api/courses", { ...base, ...body });

    const rounded = await post({ price: 99999.999 });
    expect(rounded.statusCode).toBe(400);
    expect(rounded.json()).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      errors: [{ path: "price", ...PRICE }],
    });
    expect((await post({ price: "12.345", currency: "SAR" })).json().errors).toEqual([
      { path: "price", ...PRICE },
    ]);
    // JSON's 1e999 is Infinity once parsed.
    const infinite = await t.app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { ...auth, "content-type": "application/json" },
      payload: `${JSON.stringify(base).slice(0, -1)},"lessons":1e999}`,
    });
    expect(infinite.statusCode).toBe(400);
    const reasons: Record<string, { message: string; messageKey: string }> = {
      price: PRICE,
      students: {
        message: "Students must be a whole number from 0 to 1,000,000",
        messageKey: "courses.studentsInvalid",
      },
      lessons: {
        message: "Lessons must be a whole number from 0 to 10,000",
        messageKey: "courses.lessonsInvalid",
      },
      durationHours: {
        message: "Duration must be a whole number from 0 to 10,000",
        messageKey: "courses.durationInvalid",
      },
      completion: {
        message: "Completion must be a whole number from 0 to 100",
        messageKey: "courses.completionInvalid",
      },
    };
    expect(infinite.json().errors).toEqual([{ path: "lessons", ...reasons.lessons }]);
    for (const [field, reason] of Object.entries(reasons)) {
      for (const value of [true, [], [3], null, "0x10", "", "1e2"]) {
        const answer = await post({ [field]: value });
        const label = `${field}: ${JSON.stringify(value)}`;
        expect(answer.statusCode, label).toBe(400);
        expect(answer.json().errors, label).toEqual([{ path: field, ...reason }]);
      }
    }
    expect((await api("GET", "/api/courses")).json().pagination.total).toBe(coursesBefore);

    // The dinar has 3 decimals: 99999.999 JOD is stored as it is.
    const jod = await post({ price: 99999.999, currency: "JOD", students: "25" });
    expect(jod.statusCode).toBe(201);
    expect(jod.json().data).toMatchObject({ price: 99999.999, currency: "JOD", students: 25 });
    const id = jod.json().data.id as string;
    for (const [body, path] of [
      [{ students: true }, "students"],
      [{ completion: "0x10" }, "completion"],
      [{ durationHours: [] }, "durationHours"],
      [{ price: 1.5, currency: "USD", lessons: "" }, "lessons"],
    ] as const) {
      const answer = await api("PATCH", `/api/courses/${id}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors, JSON.stringify(body)).toEqual([{ path, ...reasons[path] }]);
    }
    const toUsd = await api("PATCH", `/api/courses/${id}`, { currency: "USD" });
    expect(toUsd.statusCode).toBe(400);
    expect(toUsd.json().errors).toEqual([
      {
        path: "currency",
        message: "The price has more decimals than this currency takes: change the price with it",
        messageKey: "courses.priceCurrencyMismatch",
      },
    ]);
    expect((await api("GET", `/api/courses/${id}`)).json().data).toMatchObject({
      price: 99999.999,
      currency: "JOD",
      students: 25,
      completion: 0,
      lessons: 0,
    });
    await api("DELETE", `/api/courses/${id}`);
  });

  /** A PNG's signature and some bytes (the server reads the type from the signature). */
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 7),
  ]);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 9)]);
  const upload = (id: string, body: Buffer, type: string, admin = true) =>
    t.app.inject({
      method: "PUT",
      url: `/api/courses/${id}/thumbnail`,
      headers: { ...(admin ? auth : {}), "content-type": type },
      payload: body,
    });

  it("stores a thumbnail checked by its bytes, serves it cached for good, and keeps it over a restart", async () => {
    const created = await api("POST", "/api/courses", {
      title: "Reading club",
      instructor: "Huda Saleh",
      category: "reading",
      level: "B2",
    });
    const id = created.json().data.id as string;

    const saved = await upload(id, png, "image/png");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Thumbnail saved",
      messageKey: "courses.thumbnailSaved",
    });
    const url = saved.json().data.thumbnailUrl as string;
    expect(url).toMatch(new RegExp(`^/media/courses/${id}-[0-9a-f]{16}\\.png$`));
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(png)).toBe(true);

    // Not an image, whatever it says it is: 415; too large: 413; another type of body: 415.
    const text = await upload(id, Buffer.from("<svg onload=alert(1)>"), "image/png");
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      message: "The file is not a PNG, JPEG or WebP image",
      messageKey: "courses.notAnImage",
    });
    const huge = await upload(id, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), "image/png");
    expect(huge.statusCode).toBe(413);
    expect((await upload(id, png, "image/svg+xml")).statusCode).toBe(415);
    expect((await upload(id, png, "image/png", false)).statusCode).toBe(401);
    expect(
      (await upload("00000000-0000-4000-8000-000000000000", png, "image/png")).statusCode,
    ).toBe(404);

    // A new image gets a new address; the old file goes.
    const replaced = await upload(id, jpeg, "image/jpeg");
    const next = replaced.json().data.thumbnailUrl as string;
    expect(next).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const file = join(t.deps.uploadsDir, "courses", next.split("/").at(-1)!);
    expect(existsSync(file)).toBe(true);

    // Another server on the same DATA_DIR (a restart) serves it.
    const restarted = await buildApp({ logger: { level: "silent" }, deps: t.deps });
    try {
      const again = await restarted.inject({ method: "GET", url: next });
      expect(again.statusCode).toBe(200);
      expect(again.headers["content-type"]).toBe("image/jpeg");
      expect(
        (await restarted.inject({ method: "GET", url: `/api/courses/${id}`, headers: auth })).json()
          .data.thumbnailUrl,
      ).toBe(next);
    } finally {
      await restarted.close();
    }

    // Removing it, then deleting the course, leaves no file.
    expect((await api("DELETE", `/api/courses/${id}/thumbnail`)).json()).toMatchObject({
      data: { thumbnailUrl: null },
      message: "Thumbnail removed",
      messageKey: "courses.thumbnailRemoved",
    });
    expect(existsSync(file)).toBe(false);
    await upload(id, png, "image/png");
    await api("DELETE", `/api/courses/${id}`);
    expect(existsSync(join(t.deps.uploadsDir, "courses", url.split("/").at(-1)!))).toBe(false);
  });
});
