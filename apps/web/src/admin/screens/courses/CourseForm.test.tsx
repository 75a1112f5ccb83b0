import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeTrpcError } from "../../../test/fakeApi";
import { confirmsDelete } from "../../../test/fakeStore";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./CoursesScreen";
import { callsTo, choose } from "../testSteps";
import {
  LONG,
  card,
  course,
  coursesApi,
  formDialog,
  id,
  png,
  setUpCoursesTests,
  stubUpload,
  type Course,
} from "./testData";

setUpCoursesTests();

describe("Courses: create, edit and delete", { timeout: 30_000 }, () => {
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
    await choose(user_, "Category", "Business", dialog);
    await choose(user_, "Level", "B2", dialog);
    await choose(user_, "Currency", "JOD", dialog);
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
    await choose(user_, "Status", "Archived", dialog);
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
