import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { notifications } from "@mantine/notifications";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { fakeStore, pageOf } from "../../../test/fakeStore";
import { callsTo } from "../testSteps";

/** Each of the courses screen's test files: no toast or stubbed fetch left from the last test. */
export function setUpCoursesTests() {
  beforeEach(() => {
    // Toasts live in a module-level store: one test's must not show up in the next.
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

export type Course = RouterOutputs["courses"]["list"]["items"][number];
type ListInput = RouterInputs["courses"]["list"];

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
export const LONG =
  "Practise the grammar of everyday English with short texts, exercises and feedback from a teacher every week of the course.";

export function course(n: number, fields: Partial<Course> = {}): Course {
  const updated = new Date(Date.UTC(2026, 10, 20 - n, 9, 0)).toISOString();
  return {
    id: id(n),
    title: `Course ${n}`,
    description: `About course ${n}`,
    instructor: `Teacher ${n}`,
    status: "published",
    category: "grammar",
    level: "B1",
    language: "en",
    price: 25,
    currency: "USD",
    startDate: null,
    endDate: null,
    students: 100 + n,
    lessons: 12,
    durationHours: 8,
    completion: 40 + n,
    thumbnailUrl: null,
    lastUpdated: updated,
    createdAt: updated,
    ...fields,
  };
}

const STATS: RouterOutputs["courses"]["stats"] = {
  total: 3,
  byStatus: { published: 2, draft: 1, archived: 0 },
  students: 1234,
  averageCompletion: 62.5,
};

/** A fake server holding `rows` (newest first): it filters, pages and applies the changes. */
export function coursesApi(rows: Course[], extra: FakeHandlers = {}) {
  const { store, all, change, remove } = fakeStore(rows, "courses.notFound");
  let next = rows.length + 100;
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "courses.stats": () => STATS,
    "courses.list": (input: ListInput) => {
      const term = typeof input.search === "string" ? input.search.toLowerCase() : undefined;
      const matching = all().filter(
        (r) =>
          (!input.status || r.status === input.status) &&
          (!input.category || r.category === input.category) &&
          (!term || r.title.toLowerCase().includes(term)),
      );
      return pageOf(matching, input, 12);
    },
    "courses.create": (input) => {
      const created = course(next++, {
        ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
      });
      store.set(created.id, created);
      return created;
    },
    "courses.update": ({ id: key, ...fields }) =>
      change(key, fields, { lastUpdated: new Date().toISOString() }),
    "courses.delete": ({ id: key }) => remove(key),
    "courses.removeThumbnail": ({ id: key }) => change(key, {}, { thumbnailUrl: null }),
    ...extra,
  });
}

export const lastListInput = (api: ReturnType<typeof fakeApi>) =>
  callsTo(api, "courses.list").at(-1);
export const card = (title: string) => screen.findByRole("article", { name: title });
export const formDialog = (name: string) => screen.findByRole("dialog", { name });
export const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cover.png", { type: "image/png" });

/** A stand-in for PUT /api/courses/{id}/thumbnail answering `status` with `body`. */
export function stubUpload(status: number, body: object) {
  const upload = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
    ),
  );
  vi.stubGlobal("fetch", upload);
  return upload;
}
