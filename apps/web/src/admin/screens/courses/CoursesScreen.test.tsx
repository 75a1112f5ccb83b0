import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeTrpcError } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./CoursesScreen";
import { callsTo, choose, opensFilters } from "../testSteps";
import {
  LONG,
  card,
  course,
  coursesApi,
  formDialog,
  lastListInput,
  setUpCoursesTests,
} from "./testData";

setUpCoursesTests();

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

    await opensFilters(user_);
    await choose(user_, "Status", "Draft");
    await waitFor(() => expect(lastListInput(api)).toMatchObject({ status: "draft", page: 1 }));
    await choose(user_, "Category", "Reading");
    await waitFor(() =>
      expect(lastListInput(api)).toMatchObject({ status: "draft", category: "reading" }),
    );
    expect(screen.getByRole("button", { name: "Filters (2)" })).toBeInTheDocument();
    expect(await card("Course 2")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Course 1" })).not.toBeInTheDocument();

    await choose(user_, "Sort by", "Most students");
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
