import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./LaterScreen";

const api = () => fakeApi({ "admin.notifications": () => ({ count: 0, items: [] }) });

// Analytics and users have their screens (screens/analytics, screens/users); courses, messages and
// settings wait for theirs.
describe("sections not built yet", { timeout: 30_000 }, () => {
  it.each([
    ["messages", "The Messages section is on its way"],
    ["courses", "The Courses section is on its way"],
    ["settings", "The Settings section is on its way"],
  ])("/admin/%s says so in a sentence that reads for any section", async (section, title) => {
    await renderAdmin(`/admin/${section}`, { api: api() });
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it("says it in Arabic too", async () => {
    await renderAdmin("/admin/courses", { api: api(), language: "ar" });
    expect(await screen.findByText("قسم «الدورات» قيد الإعداد")).toBeInTheDocument();
  });
});
