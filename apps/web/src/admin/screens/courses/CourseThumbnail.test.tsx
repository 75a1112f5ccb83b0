import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./CoursesScreen";
import { callsTo } from "../testSteps";
import {
  card,
  course,
  coursesApi,
  formDialog,
  png,
  setUpCoursesTests,
  stubUpload,
} from "./testData";

setUpCoursesTests();

describe("Courses: a refused thumbnail", { timeout: 30_000 }, () => {
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
});
