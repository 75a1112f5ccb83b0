import {
  COURSES_PAGE_SIZE,
  courseCategories,
  courseSortFields,
  courseStatuses,
} from "@bayan/trpc/schemas";
import { listSearch, oneOf, readOneOf, type SortDirection } from "../../lib/listSearch";

/**
 * /admin/courses?status=draft&category=reading&search=ielts&sortBy=students&sortDir=desc&page=2
 * &selected=<id> (the course whose form is open). SPEC 2.11: 12 cards a page.
 */
export const coursesList = listSearch({
  pageSize: COURSES_PAGE_SIZE,
  filters: { status: readOneOf(courseStatuses), category: readOneOf(courseCategories) },
  sortFields: courseSortFields,
});

export type CoursesSearch = ReturnType<typeof coursesList.validate>;
type CourseSortField = (typeof courseSortFields)[number];

/** The ways the grid may be ordered: the list call's sort field and direction together. */
export const COURSE_ORDERS = [
  "updatedAt-desc",
  "title-asc",
  "students-desc",
  "completion-desc",
  "completion-asc",
] as const;
export type CourseOrder = (typeof COURSE_ORDERS)[number];
/** The server's own order, left out of the address. */
export const DEFAULT_ORDER: CourseOrder = "updatedAt-desc";

/** The order the address asks for (an order the menu does not offer reads as the default). */
export function orderOf(search: CoursesSearch): CourseOrder {
  return oneOf(COURSE_ORDERS, `${search.sortBy}-${search.sortDir}`) ?? DEFAULT_ORDER;
}

/** An order as the address's sort: none for the default. */
export function orderSort(order: CourseOrder): Pick<CoursesSearch, "sortBy" | "sortDir"> {
  if (order === DEFAULT_ORDER) return { sortBy: undefined, sortDir: undefined };
  const [sortBy, sortDir] = order.split("-") as [CourseSortField, SortDirection];
  return { sortBy, sortDir };
}

/** The list call: the screen and the route's loader ask for the same page, in an explicit order. */
export function coursesListInput(search: CoursesSearch) {
  const [sortBy, sortDir] = orderOf(search).split("-") as [CourseSortField, SortDirection];
  return { ...coursesList.input(search), sortBy, sortDir };
}
