import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { confirmsDelete, fakeStore, pageOf } from "../../../test/fakeStore";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./CoursesScreen";

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type Course = RouterOutputs["courses"]["list"]["items"][number];
type ListInput = RouterInputs["courses"]["list"];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const LONG =
  "Practise the grammar of everyday English with short texts, exercises and feedback from a teacher every week of the course.";

function course(n: number, fields: Partial<Course> = {}): Course {
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
function coursesApi(rows: Course[], extra: FakeHandlers = {}) {
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

const callsTo = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.input);
const lastListInput = (api: ReturnType<typeof fakeApi>) => callsTo(api, "courses.list").at(-1);
const card = (title: string) => screen.findByRole("article", { name: title });
const formDialog = (name: string) => screen.findByRole("dialog", { name });
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cover.png", { type: "image/png" });

/** A stand-in for PUT /api/courses/{id}/thumbnail answering `status` with `body`. */
function stubUpload(status: number, body: object) {
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

describe("Courses: cards, figures and filters (SPEC 2.11)", { timeout: 30_000 }, () => {
  it("shows the figures and the cards, the description cut at 100 characters", async () => {
    const rows = [
      course(1, {
        description: LONG,
        price: 12.5,
        currency: "JOD",
        thumbnailUrl: "/media/courses/c1.png",
      }),
      course(2, { status: "draft", category: "business", price: 0 }),
    ];
    const api = coursesApi(rows);
    await renderAdmin("/admin/courses", { api });

    const first = await card("Course 1");
    expect(within(first).getByText(`${LONG.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(within(first).queryByText(LONG)).not.toBeInTheDocument();
    expect(within(first).getByText("Teacher 1")).toBeInTheDocument();
    expect(within(first).getByText("Published")).toBeInTheDocument();
    expect(within(first).getByText("Grammar")).toBeInTheDocument();
    expect(within(first).getByText("B1")).toBeInTheDocument();
    expect(within(first).getByText("101")).toBeInTheDocument();
    expect(within(first).getByText("8 hours")).toBeInTheDocument();
    expect(within(first).getByText("41%")).toBeInTheDocument();
    // JOD has three decimals.
    expect(within(first).getByText(/12\.500/)).toHaveTextContent("JOD");
    expect(within(first).getByRole("img", { name: "Thumbnail of Course 1" })).toHaveAttribute(
      "src",
      "/media/courses/c1.png",
    );
    expect(
      within(first).getByRole("progressbar", { name: "Completion of Course 1" }),
    ).toHaveAttribute("aria-valuenow", "41");

    const second = await card("Course 2");
    expect(within(second).getByText("Draft")).toBeInTheDocument();
    expect(within(second).getByText("Business")).toBeInTheDocument();
    expect(within(second).getByText("Free")).toBeInTheDocument();
    expect(within(second).getByTestId("thumbnail-placeholder")).toBeInTheDocument();

    expect(screen.getByText("Total courses").parentElement).toHaveTextContent("3");
    expect(screen.getByText("Total students").parentElement).toHaveTextContent("1,234");
    expect(screen.getByText("Drafts: 1 · archived: 0")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 to 2 of 2")).toBeInTheDocument();
    expect(lastListInput(api)).toEqual({
      page: 1,
      limit: 12,
      sortBy: "updatedAt",
      sortDir: "desc",
    });
  });

  it("asks the list with the filters, the search (debounced) and the order; reset clears them", async () => {
    const user_ = userEvent.setup();
    const api = coursesApi([course(1), course(2, { status: "draft", category: "reading" })]);
    await renderAdmin("/admin/courses", { api });
    await card("Course 1");

    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user_.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user_.click(screen.getByRole("combobox", { name: "Status" }));
    await user_.click(await screen.findByRole("option", { name: "Draft" }));
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ status: "draft", page: 1 }));
    await user_.click(screen.getByRole("combobox", { name: "Category" }));
    await user_.click(await screen.findByRole("option", { name: "Reading" }));
    await waitFor(() =>
      expect(lastListInput(api)).toMatchObject({ status: "draft", category: "reading" }),
    );
    expect(screen.getByRole("button", { name: "Filters (2)" })).toBeInTheDocument();
    expect(await card("Course 2")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Course 1" })).not.toBeInTheDocument();

    await user_.click(screen.getByRole("combobox", { name: "Sort by" }));
    await user_.click(await screen.findByRole("option", { name: "Most students" }));
    await waitFor(() =>
      expect(lastListInput(api)).toMatchObject({ sortBy: "students", sortDir: "desc" }),
    );

    const before = callsTo(api, "courses.list").length;
    await user_.type(screen.getByRole("searchbox", { name: "Search" }), " nothing ");
    expect(callsTo(api, "courses.list")).toHaveLength(before);
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ search: "nothing" }));
    expect(await screen.findByText("No courses match")).toBeInTheDocument();

    await user_.click(screen.getAllByRole("button", { name: "Reset filters" })[0]!);
    // Back to every course in the default order (the cached first answer, or asked again).
    expect(await card("Course 1")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
    expect(await card("Course 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("Recently updated");
  });

  it("pages through 12 at a time", async () => {
    const user_ = userEvent.setup();
    const api = coursesApi(Array.from({ length: 14 }, (_, i) => course(i + 1)));
    await renderAdmin("/admin/courses", { api });
    await card("Course 1");
    expect(screen.getAllByRole("article")).toHaveLength(12);
    await user_.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await card("Course 13")).toBeInTheDocument();
    expect(lastListInput(api)).toMatchObject({ page: 2, limit: 12 });
    expect(screen.getByText("Showing 13 to 14 of 14")).toBeInTheDocument();
  });

  it("says when there are no courses yet and offers to create the first", async () => {
    const user_ = userEvent.setup();
    await renderAdmin("/admin/courses", { api: coursesApi([]) });
    expect(await screen.findByText("No courses yet")).toBeInTheDocument();
    await user_.click(screen.getByRole("button", { name: "Create the first course" }));
    expect(await formDialog("New course")).toBeInTheDocument();
  });

  it("shows the load failure with Try again", async () => {
    const api = coursesApi([], {
      "courses.list": () => {
        throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
      },
    });
    await renderAdmin("/admin/courses", { api });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch courses data");
    expect(alert).toHaveTextContent(
      "The service is unavailable just now. Please try again in a moment.",
    );
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("Courses: create, edit, thumbnail and delete", { timeout: 30_000 }, () => {
  it("creates a course with every field, uploads its thumbnail after saving and shows it", async () => {
    const user_ = userEvent.setup();
    const api = coursesApi([]);
    const upload = stubUpload(200, {
      success: true,
      data: course(100, { title: "Business writing", thumbnailUrl: "/media/courses/new.png" }),
    });
    await renderAdmin("/admin/courses", { api });
    await user_.click(await screen.findByRole("button", { name: "Add course" }));
    const dialog = await formDialog("New course");

    // The shared schema's rules, before anything is sent.
    await user_.click(within(dialog).getByRole("button", { name: "Create course" }));
    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Instructor is required")).toBeInTheDocument();
    expect(callsTo(api, "courses.create")).toEqual([]);

    await user_.type(within(dialog).getByRole("textbox", { name: "Title" }), "Business writing");
    await user_.type(
      within(dialog).getByRole("textbox", { name: "Description" }),
      "Emails and reports",
    );
    await user_.type(within(dialog).getByRole("textbox", { name: "Instructor" }), "Huda Saleh");
    await user_.click(within(dialog).getByRole("combobox", { name: "Category" }));
    await user_.click(await screen.findByRole("option", { name: "Business" }));
    await user_.click(within(dialog).getByRole("combobox", { name: "Level" }));
    await user_.click(await screen.findByRole("option", { name: "B2" }));
    await user_.click(within(dialog).getByRole("combobox", { name: "Currency" }));
    await user_.click(await screen.findByRole("option", { name: "JOD" }));
    const price = within(dialog).getByRole("textbox", { name: /Price/ });
    await user_.clear(price);
    await user_.type(price, "12.5");
    const students = within(dialog).getByRole("textbox", { name: "Students" });
    await user_.clear(students);
    await user_.type(students, "30");
    const completion = within(dialog).getByRole("textbox", { name: "Completion (%)" });
    await user_.clear(completion);
    await user_.type(completion, "55");

    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker).toHaveAttribute("accept", "image/png,image/jpeg,image/webp");
    await user_.upload(picker, png());
    expect(within(dialog).getByText("cover.png")).toBeInTheDocument();

    await user_.click(within(dialog).getByRole("button", { name: "Create course" }));
    await waitFor(() => expect(callsTo(api, "courses.create")).toHaveLength(1));
    expect(callsTo(api, "courses.create")[0]).toMatchObject({
      title: "Business writing",
      description: "Emails and reports",
      instructor: "Huda Saleh",
      category: "business",
      level: "B2",
      currency: "JOD",
      price: 12.5,
      students: 30,
      completion: 55,
      status: "draft",
      startDate: null,
      endDate: null,
    });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [url, init] = upload.mock.calls[0]!;
    expect(url).toBe(`/api/courses/${id(100)}/thumbnail`);
    expect(init?.method).toBe("PUT");
    expect((init?.headers as Record<string, string>)["content-type"]).toBe("image/png");
    expect((init?.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
    expect(init?.body).toBeInstanceOf(File);

    expect(await screen.findByText("Course created")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "New course" })).not.toBeInTheDocument(),
    );
    expect(await card("Business writing")).toBeInTheDocument();
  });

  it.each([
    [
      413,
      {
        code: "PAYLOAD_TOO_LARGE",
        message: "Request body is too large",
        messageKey: "common.bodyTooLarge",
      },
      "The image is larger than 2 MB",
    ],
    [
      415,
      {
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "The file is not a PNG, JPEG or WebP image",
        messageKey: "courses.notAnImage",
      },
      "The file is not a PNG, JPEG or WebP image",
    ],
  ])(
    "says why the image was refused (%i) and keeps the saved course",
    async (status, body, text) => {
      const user_ = userEvent.setup();
      const api = coursesApi([course(1)]);
      stubUpload(status, { success: false, ...body });
      await renderAdmin("/admin/courses", { api });
      await user_.click(
        await within(await card("Course 1")).findByRole("button", { name: "Edit Course 1" }),
      );
      const dialog = await formDialog("Edit course");
      await user_.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, png());
      await user_.click(within(dialog).getByRole("button", { name: "Save" }));
      const alert = await within(dialog).findByRole("alert");
      expect(alert).toHaveTextContent(text);
      // Nothing else changed, so no update was sent; the form stays open for another image.
      expect(callsTo(api, "courses.update")).toEqual([]);
      expect(screen.getByRole("dialog", { name: "Edit course" })).toBeInTheDocument();
    },
  );

  it("says the shared schema's rules in Arabic", async () => {
    const user_ = userEvent.setup();
    const api = coursesApi([]);
    await renderAdmin("/admin/courses", { api, language: "ar" });
    await user_.click(await screen.findByRole("button", { name: "إضافة دورة" }));
    const dialog = await formDialog("دورة جديدة");
    await user_.click(within(dialog).getByRole("button", { name: "إنشاء الدورة" }));
    expect(await within(dialog).findByText("العنوان مطلوب")).toBeInTheDocument();
    expect(within(dialog).getByText("اسم المدرّس مطلوب")).toBeInTheDocument();
    expect(callsTo(api, "courses.create")).toEqual([]);
  });

  it.each([
    [
      415,
      {
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Only application/json request bodies are accepted",
        messageKey: "common.jsonOnly",
      },
      "الملف ليس صورة بصيغة PNG أو JPEG أو WebP",
    ],
    [
      400,
      { code: "BAD_REQUEST", message: "The image is empty", messageKey: "courses.imageEmpty" },
      "الصورة فارغة",
    ],
  ])("says the refusal (%i) in Arabic too", async (status, body, text) => {
    const user_ = userEvent.setup();
    stubUpload(status, { success: false, ...body });
    await renderAdmin("/admin/courses", { api: coursesApi([course(1)]), language: "ar" });
    await user_.click(await screen.findByRole("button", { name: "تعديل Course 1" }));
    const dialog = await formDialog("تعديل الدورة");
    await user_.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, png());
    await user_.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(text);
  });

  it("edits only what changed, shows a server field error beside its field, and removes the image", async () => {
    const user_ = userEvent.setup();
    let refuse = true;
    const refusing = coursesApi([course(1, { thumbnailUrl: "/media/courses/c1.png" })], {
      "courses.update": ({ id: key, ...fields }) => {
        if (refuse) {
          refuse = false;
          throw new FakeTrpcError(
            "BAD_REQUEST",
            400,
            "endDate: End date must not be before the start date",
            [
              {
                path: "endDate",
                message: "End date must not be before the start date",
                messageKey: "courses.endBeforeStart",
              },
            ],
          );
        }
        return {
          ...course(1),
          ...fields,
          id: key,
          thumbnailUrl: "/media/courses/c1.png",
        } as Course;
      },
    });
    await renderAdmin("/admin/courses", { api: refusing });
    await user_.click(await screen.findByRole("button", { name: "Edit Course 1" }));
    const dialog = await formDialog("Edit course");
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    await user_.clear(title);
    await user_.type(title, "Course one, revised");
    await user_.click(within(dialog).getByRole("combobox", { name: "Status" }));
    await user_.click(await screen.findByRole("option", { name: "Archived" }));
    await user_.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("End date must not be before the start date"),
    ).toBeInTheDocument();
    expect(callsTo(refusing, "courses.update")).toEqual([
      { id: id(1), title: "Course one, revised", status: "archived" },
    ]);

    await user_.click(within(dialog).getByRole("button", { name: "Remove image" }));
    expect(
      within(dialog).queryByRole("img", { name: "Thumbnail preview" }),
    ).not.toBeInTheDocument();
    await user_.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(callsTo(refusing, "courses.removeThumbnail")).toEqual([{ id: id(1) }]),
    );
    expect(await screen.findByText("Course saved")).toBeInTheDocument();
  });

  it("shows the full description in the edit form", async () => {
    const user_ = userEvent.setup();
    await renderAdmin("/admin/courses", { api: coursesApi([course(1, { description: LONG })]) });
    await user_.click(await screen.findByRole("button", { name: "Edit Course 1" }));
    const dialog = await formDialog("Edit course");
    expect(within(dialog).getByRole("textbox", { name: "Description" })).toHaveValue(LONG);
  });

  it("asks before deleting and deletes only on confirm", async () => {
    const user_ = userEvent.setup();
    const api = coursesApi([course(1), course(2)]);
    await renderAdmin("/admin/courses", { api });
    await confirmsDelete(user_, {
      button: async () =>
        within(await card("Course 1")).findByRole("button", { name: "Delete Course 1" }),
      title: "Delete course",
      question: "Are you sure you want to delete this course?",
      deleted: () => callsTo(api, "courses.delete"),
      id: id(1),
    });
    expect(await screen.findByText("Course deleted")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Course 1" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("article", { name: "Course 2" })).toBeInTheDocument();
  });
});
