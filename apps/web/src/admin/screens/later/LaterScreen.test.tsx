import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./LaterScreen";

const api = () => fakeApi({ "admin.notifications": () => ({ count: 0, items: [] }) });

// Analytics has its screen (screens/analytics); users, courses, messages and settings wait for theirs.
describe("sections not built yet", { timeout: 30_000 }, () => {
  it.each([
    ["users", "The Users section is on its way"],
    ["courses", "The Courses section is on its way"],
    ["settings", "The Settings section is on its way"],
  ])("/admin/%s says so in a sentence that reads for any section", async (section, title) => {
    await renderAdmin(`/admin/${section}`, { api: api() });
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it("says it in Arabic too", async () => {
    await renderAdmin("/admin/users", { api: api(), language: "ar" });
    expect(await screen.findByText("قسم «المستخدمون» قيد الإعداد")).toBeInTheDocument();
  });
});
