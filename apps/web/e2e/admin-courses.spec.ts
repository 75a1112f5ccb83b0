import type { Locator, Page } from "@playwright/test";
import { crc32, deflateSync } from "node:zlib";
import { adminApi, bearer, PHONE, runTag, screenViolations, signedIn } from "./admin";
import { expect, test } from "./fixtures";

/** A real PNG of `width` x `height` pixels of one colour (decodable: its naturalWidth is width). */
function pngImage(width = 8, height = 6): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const fileInput = (dialog: Locator) => dialog.locator('input[type="file"]');

/** Opens the courses screen showing only the courses whose words contain `tag`. */
async function openCourses(page: Page, tag: string) {
  await page.goto("/admin/courses");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const searched = page.waitForResponse(
    (r) => r.url().includes("courses.list") && decodeURIComponent(r.url()).includes(tag),
  );
  await page.getByRole("searchbox").fill(tag);
  await searched;
}

/** The thumbnail is served from /media/courses/ and the browser decoded it. */
async function expectImageLoaded(image: Locator) {
  await expect(image).toHaveAttribute("src", /^\/media\/courses\/[^/]+\.png$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(8);
}

interface CourseRow {
  id: string;
  title: string;
  status: string;
  thumbnailUrl: string | null;
}

test.describe("admin courses (SPEC 2.11)", () => {
  test("create with a thumbnail, edit, a refused file, the dashboard's bars, delete", async ({
    page,
    request,
  }) => {
    const tag = runTag("crs");
    const title = `Course ${tag}`;
    const description = `Grammar for everyday life ${tag}. `.repeat(5).trim();
    await signedIn(page, request);
    await openCourses(page, tag);
    await expect(page.getByText("No courses match")).toBeVisible();

    // Create, with every kind of field and a PNG chosen before saving.
    await page.getByRole("button", { name: "Add course" }).click();
    let dialog = page.getByRole("dialog", { name: "New course" });
    await dialog.getByRole("textbox", { name: "Title" }).fill(title);
    await dialog.getByRole("textbox", { name: "Description" }).fill(description);
    await dialog.getByRole("textbox", { name: "Instructor" }).fill("Huda Saleh");
    await dialog.getByRole("textbox", { name: "Students" }).fill("900000");
    await dialog.getByRole("textbox", { name: "Completion (%)" }).fill("64");
    await dialog.getByRole("combobox", { name: "Currency" }).click();
    await page.getByRole("option", { name: "JOD" }).click();
    await dialog.getByRole("textbox", { name: "Price" }).fill("12.5");
    await fileInput(dialog).setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: pngImage(),
    });
    await expect(dialog.getByRole("img", { name: "Thumbnail preview" })).toBeVisible();
    await dialog.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("Course created")).toBeVisible();
    await expect(dialog).toBeHidden();

    const created = card(page, title);
    await expect(created).toContainText("Draft");
    await expect(created).toContainText("Huda Saleh");
    await expect(created).toContainText("…");
    await expect(created).not.toContainText(description);
    await expect(created).toContainText("12.500");
    await expectImageLoaded(created.getByRole("img", { name: `Thumbnail of ${title}` }));

    // After a reload: the course and its image are still there.
    await page.reload();
    await page.getByRole("searchbox").fill(tag);
    await expectImageLoaded(card(page, title).getByRole("img", { name: `Thumbnail of ${title}` }));
    const [stored] = await adminApi<CourseRow[]>(
      request,
      "get",
      `/api/courses?search=${encodeURIComponent(tag)}`,
    );
    expect(stored).toMatchObject({ title, status: "draft" });
    expect(stored!.thumbnailUrl).toMatch(/^\/media\/courses\//);

    // Edit the title and publish it.
    const revised = `${title} revised`;
    await card(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    dialog = page.getByRole("dialog", { name: "Edit course" });
    await expect(dialog.getByRole("textbox", { name: "Description" })).toHaveValue(description);
    await dialog.getByRole("textbox", { name: "Title" }).fill(revised);
    await dialog.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Published" }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Course saved")).toBeVisible();
    await expect(card(page, revised)).toContainText("Published");

    await page.reload();
    await page.getByRole("searchbox").fill(tag);
    await expect(card(page, revised)).toContainText("Published");
    await expect(card(page, title)).toHaveCount(0);

    // A file that is not an image: the server's 415, said in the form; the course keeps its image.
    await card(page, revised)
      .getByRole("button", { name: `Edit ${revised}` })
      .click();
    dialog = page.getByRole("dialog", { name: "Edit course" });
    await fileInput(dialog).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not an image"),
    });
    const refused = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/courses/${stored!.id}/thumbnail`) && r.request().method() === "PUT",
    );
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await refused).status()).toBe(415);
    await expect(dialog.getByRole("alert")).toContainText(
      "The file is not a PNG, JPEG or WebP image",
    );
    // Bytes that only claim to be a PNG are refused too (the server reads the signature).
    await fileInput(dialog).setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("<svg onload=alert(1)>"),
    });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toContainText(
      "The file is not a PNG, JPEG or WebP image",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expectImageLoaded(
      card(page, revised).getByRole("img", { name: `Thumbnail of ${revised}` }),
    );

    // The dashboard's completion bars show the published course, for each period.
    await page.goto("/admin");
    const bars = page.getByRole("region", { name: "Course completion" });
    const bar = bars.getByRole("progressbar", { name: `${revised}: 64% completed` });
    await expect(bar).toBeVisible();
    for (const period of ["Last 90 days", "Last year", "Last 30 days"]) {
      await bars.getByText(period, { exact: true }).click();
      await expect(bars.getByRole("radio", { name: period })).toBeChecked();
      await expect(bar).toBeVisible();
    }

    // Delete: asked first, gone after a reload and on the server.
    await openCourses(page, tag);
    await card(page, revised)
      .getByRole("button", { name: `Delete ${revised}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete course" });
    await expect(confirm).toContainText("Are you sure you want to delete this course?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Course deleted")).toBeVisible();
    await expect(card(page, revised)).toHaveCount(0);
    await page.reload();
    await page.getByRole("searchbox").fill(tag);
    await expect(page.getByText("No courses match")).toBeVisible();
    const gone = await request.get(`/api/courses/${stored!.id}`, {
      headers: await bearer(request),
    });
    expect(gone.status()).toBe(404);
  });

  test("search, filters, order, page and the open form survive a reload", async ({
    page,
    request,
  }) => {
    const tag = runTag("crsurl");
    // 13 published courses with the tag: two pages of 12 in the order "Title (A to Z)".
    const ids: string[] = [];
    for (let n = 1; n <= 13; n++) {
      const created = await adminApi<CourseRow>(request, "post", "/api/courses", {
        title: `Kept ${tag} ${String(n).padStart(2, "0")}`,
        instructor: "Huda Saleh",
        category: "grammar",
        level: "A2",
        status: "published",
      });
      ids.push(created.id);
    }
    await signedIn(page, request);
    await openCourses(page, tag);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Published" }).click();
    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Title (A to Z)" }).click();
    await page.getByRole("button", { name: "Page 2" }).click();
    const last = `Kept ${tag} 13`;
    await card(page, last)
      .getByRole("button", { name: `Edit ${last}` })
      .click();
    await expect(page.getByRole("dialog", { name: "Edit course" })).toBeVisible();

    await page.reload();
    const dialog = page.getByRole("dialog", { name: "Edit course" });
    await expect(dialog.getByRole("textbox", { name: "Title" })).toHaveValue(last);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("searchbox")).toHaveValue(tag);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("Published");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("Title (A to Z)");
    await expect(page.getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card(page, last)).toBeVisible();

    // Reset clears the search, the filters and the order; back to page 1.
    await page.getByRole("button", { name: "Reset filters" }).first().click();
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("Recently updated");
    await expect(page).toHaveURL(/\/admin\/courses$/);
    for (const id of ids) await adminApi(request, "delete", `/api/courses/${id}`);
  });

  const variants = [
    { language: "en", theme: "light", phone: false },
    { language: "en", theme: "dark", phone: true },
    { language: "ar", theme: "light", phone: true },
    { language: "ar", theme: "dark", phone: false },
  ] as const;
  for (const { language, theme, phone } of variants) {
    const name = `${language}, ${theme}, ${phone ? "phone" : "desktop"}`;
    test(`${name}: no serious or critical violations`, async ({ page, request }) => {
      if (phone) await page.setViewportSize(PHONE);
      const tag = runTag("crsaxe");
      const title = `Axe ${tag}`;
      const created = await adminApi<CourseRow>(request, "post", "/api/courses", {
        title,
        description: "A course to check the screen with.",
        instructor: "Huda Saleh",
        category: "speaking",
        level: "B1",
        status: "published",
        students: 12,
        completion: 30,
      });
      const upload = await request.put(`/api/courses/${created.id}/thumbnail`, {
        headers: { ...(await bearer(request)), "content-type": "image/png" },
        data: pngImage(),
      });
      expect(upload.status()).toBe(200);
      await signedIn(page, request, { language, theme });
      await openCourses(page, tag);
      await expect(card(page, title)).toBeVisible();
      expect.soft(await screenViolations(page)).toEqual([]);

      // The edit form.
      await card(page, title)
        .getByRole("button", { name: language === "ar" ? `تعديل ${title}` : `Edit ${title}` })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect.soft(await screenViolations(page)).toEqual([]);
      await adminApi(request, "delete", `/api/courses/${created.id}`);
    });
  }
});
