import { testDatabaseKinds } from "@bayan/db/testing";
import { courseOutput } from "@bayan/trpc/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(created.json().message).toBe("Course created");

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
      { path: "days", message: "days must be 30, 90 or 365" },
    ]);

    const edited = await api("PATCH", `/api/courses/${course.id}`, {
      status: "archived",
      lessons: 12,
    });
    expect(edited.json().data).toMatchObject({ status: "archived", lessons: 12 });
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
    });
    expect((await api("GET", `/api/courses/${course.id}`)).statusCode).toBe(404);
    for (const url of ["/api/courses", "/api/courses/stats", "/api/courses/completion"]) {
      expect((await api("GET", url, undefined, false)).statusCode, url).toBe(401);
    }
    expect((await api("POST", "/api/courses", { title: "x" }, false)).statusCode).toBe(401);
  });
});
