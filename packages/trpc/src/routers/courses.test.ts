import { courses } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { fieldErrors } from "../errors.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const grammar = {
  title: "Grammar foundations",
  description:
    "Tenses, articles and prepositions explained in Arabic, with practice after every lesson.",
  instructor: "Huda Saleh",
  category: "grammar",
  level: "A2",
} as const;

describe.each(testDatabaseKinds)("courses on %s", (kind) => {
  const clock = new Date("2026-06-15T09:00:00.000Z");
  let t: T;
  let admin: Admin;

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(courses);
  });

  it("creates a course with every field of SPEC 3, and defaults for the ones left out", async () => {
    const made = await admin.courses.create({
      ...grammar,
      status: "published",
      language: "ar",
      price: 49.99,
      currency: "JOD",
      startDate: "2026-07-01",
      endDate: "2026-09-30",
      students: 120,
      lessons: 24,
      durationHours: 18,
      completion: 65,
    });
    expect(made).toMatchObject({
      ...grammar,
      status: "published",
      language: "ar",
      price: 49.99,
      currency: "JOD",
      startDate: "2026-07-01",
      endDate: "2026-09-30",
      students: 120,
      lessons: 24,
      durationHours: 18,
      completion: 65,
      thumbnailUrl: null,
    });
    const [row] = await t.db.select().from(courses);
    expect(row!.priceMinor).toBe(49_990); // fils
    expect(await admin.courses.get({ id: made.id })).toEqual(made);

    const plain = await admin.courses.create({
      ...grammar,
      title: "Vocabulary",
      category: "vocabulary",
    });
    expect(plain).toMatchObject({
      status: "draft",
      language: "ar",
      price: 0,
      currency: "USD",
      startDate: null,
      endDate: null,
      students: 0,
      completion: 0,
      description: grammar.description,
    });
  });

  it("refuses bad fields with the field named, and dates out of order on create and on edit", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: "  " }, "title"],
      [{ category: "music" }, "category"],
      [{ level: "D1" }, "level"],
      [{ completion: 101 }, "completion"],
      [{ price: -1 }, "price"],
      [{ price: 1.2345 }, "price"],
      [{ currency: "BTC" }, "currency"],
      [{ startDate: "2026-02-30" }, "startDate"],
      [{ startDate: "2026-09-01", endDate: "2026-08-01" }, "endDate"],
      [{ students: 2.5 }, "students"],
    ];
    for (const [change, field] of cases) {
      const error = await failure(admin.courses.create({ ...grammar, ...change }));
      expect(error.code, field).toBe("BAD_REQUEST");
      expect(
        fieldErrors(error)?.map((e) => e.path),
        JSON.stringify(change),
      ).toContain(field);
    }
    const course = await admin.courses.create({ ...grammar, startDate: "2026-07-01" });
    const early = await failure(admin.courses.update({ id: course.id, endDate: "2026-06-01" }));
    expect(fieldErrors(early)).toEqual([
      {
        path: "endDate",
        message: "End date must not be before the start date",
        messageKey: "courses.endBeforeStart",
      },
    ]);
    // A field the API does not know is refused, not dropped (a client's "priceMinor").
    const unknown = await failure(
      admin.courses.create({ ...grammar, priceMinor: 12500 } as typeof grammar),
    );
    expect(unknown.code).toBe("BAD_REQUEST");
    expect(unknown.message).toContain("priceMinor");
    const unknownEdit = await failure(
      admin.courses.update({ id: course.id, thumbnail: "x.png" } as { id: string }),
    );
    expect(unknownEdit.message).toContain("thumbnail");
    expect(await t.db.$count(courses)).toBe(1);
  });

  it("refuses a price with more decimals than its currency has, on create and on edit, storing nothing", async () => {
    const PRICE = {
      message: "Price must be a number from 0 to 100,000 with at most 2 decimals (3 for JOD)",
      messageKey: "courses.priceInvalid",
    };
    const refused: Array<Record<string, unknown>> = [
      { price: 99999.999 },
      { price: 12.345, currency: "USD" },
      { price: "12.345", currency: "EUR" },
      { price: 0.001, currency: "GBP" },
      { price: 12.3456, currency: "JOD" },
      { price: 100000.001, currency: "JOD" },
    ];
    for (const change of refused) {
      const error = await failure(admin.courses.create({ ...grammar, ...change }));
      expect(error.code, JSON.stringify(change)).toBe("BAD_REQUEST");
      expect(fieldErrors(error), JSON.stringify(change)).toEqual([{ path: "price", ...PRICE }]);
    }
    expect(await t.db.$count(courses)).toBe(0);

    // The dinar has 3 decimals (fils); the others 2. Exact amounts are stored exactly.
    const jod = await admin.courses.create({ ...grammar, price: 99999.999, currency: "JOD" });
    expect(jod.price).toBe(99999.999);
    const usd = await admin.courses.create({ ...grammar, price: "99999.99", currency: "USD" });
    expect(usd.price).toBe(99999.99);
    const minor = async (id: string) =>
      (await t.db.select().from(courses)).find((c) => c.id === id)!.priceMinor;
    expect([await minor(jod.id), await minor(usd.id)]).toEqual([99_999_999, 9_999_999]);

    // An edit of the price alone is checked against the stored currency...
    const onUsd = await failure(admin.courses.update({ id: usd.id, price: 10.005 }));
    expect(fieldErrors(onUsd)).toEqual([{ path: "price", ...PRICE }]);
    expect((await admin.courses.update({ id: jod.id, price: 10.005 })).price).toBe(10.005);
    // ...with the currency, against the new one...
    const toEur = await failure(
      admin.courses.update({ id: jod.id, price: 10.005, currency: "EUR" }),
    );
    expect(fieldErrors(toEur)).toEqual([{ path: "price", ...PRICE }]);
    // ...and a currency alone must take the stored amount as it is (10.005 JOD is no USD).
    const toUsd = await failure(admin.courses.update({ id: jod.id, currency: "USD" }));
    expect(fieldErrors(toUsd)).toEqual([
      {
        path: "currency",
        message: "The price has more decimals than this currency takes: change the price with it",
        messageKey: "courses.priceCurrencyMismatch",
      },
    ]);
    expect([await minor(jod.id), await minor(usd.id)]).toEqual([10_005, 9_999_999]);
    const moved = await admin.courses.update({ id: jod.id, currency: "USD", price: 10.01 });
    expect(moved).toMatchObject({ price: 10.01, currency: "USD" });
    expect(await minor(jod.id)).toBe(1_001);
  });

  it("refuses booleans, arrays, null, hex, empty text, NaN and Infinity in every number field, naming it", async () => {
    const course = await admin.courses.create({ ...grammar, price: 5, students: 3 });
    const reasons: Record<string, { message: string; messageKey: string }> = {
      price: {
        message: "Price must be a number from 0 to 100,000 with at most 2 decimals (3 for JOD)",
        messageKey: "courses.priceInvalid",
      },
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
    const bad: unknown[] = [
      true,
      false,
      [],
      [7],
      {},
      null,
      "0x10",
      "0b11",
      "1e3",
      "",
      " ",
      " 7",
      "7 ",
      "7abc",
      "Infinity",
      "NaN",
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const [field, reason] of Object.entries(reasons)) {
      for (const value of bad) {
        const label = `${field}: ${String(value)} (${typeof value})`;
        const created = await failure(admin.courses.create({ ...grammar, [field]: value }));
        expect(created.code, label).toBe("BAD_REQUEST");
        expect(fieldErrors(created), label).toEqual([{ path: field, ...reason }]);
        const edited = await failure(admin.courses.update({ id: course.id, [field]: value }));
        expect(fieldErrors(edited), label).toEqual([{ path: field, ...reason }]);
      }
    }
    expect(await t.db.$count(courses)).toBe(1);
    expect(await admin.courses.get({ id: course.id })).toMatchObject({
      price: 5,
      students: 3,
      lessons: 0,
      durationHours: 0,
      completion: 0,
    });
    // A decimal written as text (a form's field) is still a number.
    const typed = await admin.courses.create({
      ...grammar,
      price: "19.50",
      students: "40",
      lessons: "12",
      durationHours: "0",
      completion: "100",
    });
    expect(typed).toMatchObject({
      price: 19.5,
      students: 40,
      lessons: 12,
      durationHours: 0,
      completion: 100,
    });
  });

  it("edits any field, converts the price with the currency, deletes, and says 404 for unknown ids", async () => {
    const course = await admin.courses.create({ ...grammar, price: 10, currency: "USD" });
    const edited = await admin.courses.update({
      id: course.id,
      title: "Grammar for work",
      status: "archived",
      category: "business",
      level: "B2",
      endDate: "2026-12-31",
      completion: 87,
    });
    expect(edited).toMatchObject({
      title: "Grammar for work",
      status: "archived",
      category: "business",
      level: "B2",
      endDate: "2026-12-31",
      completion: 87,
      price: 10,
    });
    expect((await admin.courses.update({ id: course.id, currency: "JOD" })).price).toBe(10);
    const [row] = await t.db.select().from(courses);
    expect(row!.priceMinor).toBe(10_000);
    const nothing = await failure(admin.courses.update({ id: course.id }));
    expect(nothing.code).toBe("BAD_REQUEST");
    expect(fieldErrors(nothing)).toEqual([
      {
        path: "",
        message: "Nothing to change: give at least one field",
        messageKey: "courses.nothingToChange",
      },
    ]);

    expect(await admin.courses.delete({ id: course.id })).toEqual({ id: course.id });
    for (const call of [
      () => admin.courses.get({ id: course.id }),
      () => admin.courses.delete({ id: course.id }),
      () => admin.courses.update({ id: "nope", title: "X" }),
    ]) {
      const error = await failure(call());
      expect(error.code).toBe("NOT_FOUND");
      expect(error).toMatchObject({ message: "Course not found", messageKey: "courses.notFound" });
    }
  });

  it("searches, filters, sorts, pages, counts, and gives the dashboard's completion bars", async () => {
    const made = [
      { ...grammar, status: "published", students: 100, completion: 80, startDate: "2026-01-01" },
      {
        ...grammar,
        title: "Speaking with confidence",
        instructor: "Omar Said",
        category: "speaking",
        status: "published",
        students: 300,
        completion: 40,
        startDate: "2026-03-01",
        endDate: "2026-04-30",
      },
      { ...grammar, title: "Business writing", category: "business", status: "draft", students: 0 },
      {
        ...grammar,
        title: "Reading club",
        category: "reading",
        status: "published",
        students: 50,
        completion: 90,
        startDate: "2026-08-01",
      },
      {
        ...grammar,
        title: "Old vocabulary",
        category: "vocabulary",
        status: "archived",
        students: 20,
      },
    ] as const;
    for (const course of made) await admin.courses.create(course);

    const all = await admin.courses.list({});
    expect(all.pagination).toEqual({ page: 1, limit: 12, total: 5, totalPages: 1 });
    // Newest change first.
    expect(all.items[0]!.title).toBe("Old vocabulary");
    expect((await admin.courses.list({ search: "omar" })).items.map((c) => c.title)).toEqual([
      "Speaking with confidence",
    ]);
    expect((await admin.courses.list({ search: "PREPOSITIONS" })).pagination.total).toBe(5);
    expect((await admin.courses.list({ status: "published" })).pagination.total).toBe(3);
    expect((await admin.courses.list({ category: "business" })).items.map((c) => c.status)).toEqual(
      ["draft"],
    );
    const byStudents = await admin.courses.list({ sortBy: "students", sortDir: "desc", limit: 2 });
    expect(byStudents.items.map((c) => c.students)).toEqual([300, 100]);
    expect(byStudents.pagination.totalPages).toBe(3);

    expect(await admin.courses.stats()).toEqual({
      total: 5,
      byStatus: { published: 3, draft: 1, archived: 1 },
      students: 470,
      // (100 x 80 + 300 x 40 + 50 x 90) / 450
      averageCompletion: 54.4,
    });

    // On 2026-06-15: the speaking course ended on 2026-04-30 (within 90 days, not 30); the
    // reading club has not started; drafts and archived courses are not shown.
    expect((await admin.courses.completion({ days: 30 })).map((c) => c.title)).toEqual([
      "Grammar foundations",
    ]);
    expect(await admin.courses.completion({ days: 90 })).toEqual([
      { id: expect.any(String), title: "Speaking with confidence", completion: 40, students: 300 },
      { id: expect.any(String), title: "Grammar foundations", completion: 80, students: 100 },
    ]);
    const badDays = await failure(admin.courses.completion({ days: 7 }));
    expect(fieldErrors(badDays)).toEqual([
      { path: "days", message: "days must be 30, 90 or 365", messageKey: "courses.periodInvalid" },
    ]);
  });

  it("is for the administrator only", async () => {
    expect((await failure(t.caller.courses.list({}))).code).toBe("UNAUTHORIZED");
    expect((await failure(t.caller.courses.create(grammar))).code).toBe("UNAUTHORIZED");
  });
});
