import { courses, type Course, type Database } from "@bayan/db";
import { and, eq, gte, ilike, isNull, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { appError, fieldError } from "../errors.js";
import {
  CURRENCY_DIGITS,
  priceFitsCurrency,
  type CourseDto,
  type courseCreateInput,
  type courseListQuery,
  type courseUpdateInput,
} from "../schemas/courses.js";
import { auditChanges, type AuditTrail } from "./audit.js";
import { removeThumbnailFile } from "./course-files.js";
import { containsPattern, isUuid, listPage, orderByKey, type SortKey } from "./pagination.js";

/** Where thumbnails are served from (apps/api serves the files). */
export const COURSE_MEDIA_PATH = "/media/courses";

type Currency = Course["currency"];
const toMinor = (price: number, currency: Currency) =>
  Math.round(price * 10 ** CURRENCY_DIGITS[currency]);
const toMajor = (minor: number, currency: Currency) => minor / 10 ** CURRENCY_DIGITS[currency];

export function toCourseDto(row: Course): CourseDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    instructor: row.instructor,
    status: row.status,
    category: row.category,
    level: row.level,
    language: row.language,
    price: toMajor(row.priceMinor, row.currency),
    currency: row.currency,
    startDate: row.startDate,
    endDate: row.endDate,
    students: row.students,
    lessons: row.lessons,
    durationHours: row.durationHours,
    completion: row.completion,
    thumbnailUrl: row.thumbnail ? `${COURSE_MEDIA_PATH}/${row.thumbnail}` : null,
    lastUpdated: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const SORT_KEYS: Record<z.output<typeof courseListQuery>["sortBy"], SortKey> = {
  updatedAt: { column: courses.updatedAt, type: "timestamptz" },
  title: { column: courses.title, type: "text" },
  students: { column: courses.students, type: "integer" },
  completion: { column: courses.completion, type: "integer" },
};

/** SPEC 2.11: a search of title, instructor and description; status and category filters. */
export function listCourses(db: Database, query: z.output<typeof courseListQuery>) {
  const term = query.search ? containsPattern(query.search) : null;
  return listPage(
    db,
    courses,
    {
      where: and(
        query.status ? eq(courses.status, query.status) : undefined,
        query.category ? eq(courses.category, query.category) : undefined,
        term
          ? or(
              ilike(courses.title, term),
              ilike(courses.instructor, term),
              ilike(courses.description, term),
            )
          : undefined,
      ),
      orderBy: orderByKey(SORT_KEYS[query.sortBy], query.sortDir, courses.id),
      page: query.page,
      limit: query.limit,
    },
    toCourseDto,
  );
}

export async function findCourse(db: Database, id: string): Promise<Course> {
  const [row] = isUuid(id) ? await db.select().from(courses).where(eq(courses.id, id)) : [];
  if (!row) throw appError("NOT_FOUND", "courses.notFound");
  return row;
}

export async function getCourse(db: Database, id: string) {
  return toCourseDto(await findCourse(db, id));
}

/** A course in the audit log: its title, and its id. */
export const courseTarget = (row: Pick<Course, "id" | "title">) => ({
  type: "course",
  id: row.id,
  label: row.title,
});

/** The fields a course's rows record (the price as shown, in its currency). */
const AUDIT_FIELDS = [
  "title",
  "instructor",
  "status",
  "category",
  "level",
  "language",
  "price",
  "currency",
  "startDate",
  "endDate",
  "students",
  "lessons",
  "durationHours",
  "completion",
] as const;

/**
 * What changed between two versions of a course (null for none): the instructor, a person's
 * name, and the description are recorded as their length.
 */
export function courseChanges(before: Course | null, after: Course | null) {
  const view = (row: Course | null) =>
    row && { ...toCourseDto(row), description: row.description || null };
  const changes = auditChanges(
    view(before),
    view(after),
    [...AUDIT_FIELDS, "description"],
    ["instructor"],
  );
  const length = (row: Course | null) => (row ? `(${row.description.length} characters)` : null);
  if (changes?.description) changes.description = { before: length(before), after: length(after) };
  return changes;
}

export async function createCourse(
  db: Database,
  input: z.output<typeof courseCreateInput>,
  audit: AuditTrail,
) {
  const { price, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({ ...fields, priceMinor: toMinor(price, input.currency) })
      .returning();
    await audit.record(tx, {
      action: "courses.create",
      target: courseTarget(row!),
      changes: courseChanges(null, row!),
    });
    return row!;
  });
  return toCourseDto(row);
}

/**
 * Changes the given fields. The dates are checked against the stored ones too (an end date
 * before the stored start is a 400 on endDate); a price in another currency is converted to that
 * currency's minor unit, and must fit it. Recorded with the fields that changed; an edit that
 * changes none is not.
 */
export async function updateCourse(
  db: Database,
  input: z.output<typeof courseUpdateInput>,
  audit: AuditTrail,
) {
  const current = await findCourse(db, input.id);
  const { id, price, ...fields } = input;
  const startDate = input.startDate !== undefined ? input.startDate : current.startDate;
  const endDate = input.endDate !== undefined ? input.endDate : current.endDate;
  if (startDate && endDate && endDate < startDate) {
    throw fieldError("endDate", "courses.endBeforeStart");
  }
  const currency = input.currency ?? current.currency;
  // Never rounded: a price finer than the currency's minor unit is refused (a price given with a
  // currency is checked by the schema; here one alone against the stored currency, and the stored
  // amount against a new currency given alone).
  if (price !== undefined && !priceFitsCurrency(price, currency)) {
    throw fieldError("price", "courses.priceInvalid");
  }
  if (
    price === undefined &&
    input.currency &&
    !priceFitsCurrency(toMajor(current.priceMinor, current.currency), currency)
  ) {
    throw fieldError("currency", "courses.priceCurrencyMismatch");
  }
  const priceMinor =
    price !== undefined
      ? toMinor(price, currency)
      : input.currency
        ? toMinor(toMajor(current.priceMinor, current.currency), currency)
        : undefined;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ ...set, ...(priceMinor !== undefined ? { priceMinor } : {}) })
      .where(eq(courses.id, id))
      .returning();
    if (!row) throw appError("NOT_FOUND", "courses.notFound");
    const changes = courseChanges(current, row);
    if (changes) {
      await audit.record(tx, { action: "courses.update", target: courseTarget(row), changes });
    } else {
      audit.nothingChanged();
    }
    return row;
  });
  return toCourseDto(row);
}

/** Deletes the course and its thumbnail file; recorded with what the course was. */
export async function deleteCourse(
  db: Database,
  uploadsDir: string,
  id: string,
  audit: AuditTrail,
) {
  await findCourse(db, id);
  const row = await db.transaction(async (tx) => {
    const [row] = await tx.delete(courses).where(eq(courses.id, id)).returning();
    if (!row) throw appError("NOT_FOUND", "courses.notFound");
    await audit.record(tx, {
      action: "courses.delete",
      target: courseTarget(row),
      changes: courseChanges(row, null),
    });
    return row;
  });
  await removeThumbnailFile(uploadsDir, row.thumbnail);
  return { id };
}

/** The courses screen's figures. */
export async function courseStats(db: Database) {
  const rows = await db
    .select({
      status: courses.status,
      count: sql<number>`count(*)`.mapWith(Number),
      students: sql<number>`coalesce(sum(${courses.students}), 0)`.mapWith(Number),
      weighted: sql<number>`coalesce(sum(${courses.students} * ${courses.completion}), 0)`.mapWith(
        Number,
      ),
    })
    .from(courses)
    .groupBy(courses.status);
  const of = (status: Course["status"]) => rows.find((r) => r.status === status);
  const published = of("published");
  return {
    total: rows.reduce((sum, r) => sum + r.count, 0),
    byStatus: {
      published: published?.count ?? 0,
      draft: of("draft")?.count ?? 0,
      archived: of("archived")?.count ?? 0,
    },
    students: rows.reduce((sum, r) => sum + r.students, 0),
    averageCompletion:
      published && published.students > 0
        ? Math.round((published.weighted / published.students) * 10) / 10
        : null,
  };
}

/**
 * The dashboard's completion bars: the published courses that ran within the last `days` days
 * (started by now, and not ended before the period), most students first, at most 8.
 */
export async function courseCompletion(db: Database, days: number, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      completion: courses.completion,
      students: courses.students,
    })
    .from(courses)
    .where(
      and(
        eq(courses.status, "published"),
        or(isNull(courses.startDate), lte(courses.startDate, today)),
        or(isNull(courses.endDate), gte(courses.endDate, from)),
      ),
    )
    .orderBy(sql`${courses.students} desc`, courses.title)
    .limit(8);
  return rows;
}
