import {
  courseCreateInput,
  courseUpdateInput,
  type CourseCategory,
  type CourseDto,
  type CourseStatus,
} from "@bayan/trpc/schemas";

/** The edit form's values: numbers may be "" while a field is being typed in. */
export interface CourseFormValues {
  title: string;
  description: string;
  instructor: string;
  status: CourseStatus;
  category: CourseCategory;
  level: CourseDto["level"];
  language: CourseDto["language"];
  price: number | string;
  currency: CourseDto["currency"];
  startDate: string | null;
  endDate: string | null;
  students: number | string;
  lessons: number | string;
  durationHours: number | string;
  completion: number | string;
}

export type CourseField = keyof CourseFormValues;

/** A new course: a draft, as the server's defaults have it. */
export const NEW_COURSE: CourseFormValues = {
  title: "",
  description: "",
  instructor: "",
  status: "draft",
  category: "grammar",
  level: "A1",
  language: "ar",
  price: 0,
  currency: "USD",
  startDate: null,
  endDate: null,
  students: 0,
  lessons: 0,
  durationHours: 0,
  completion: 0,
};

export function valuesOf(course: CourseDto): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    instructor: course.instructor,
    status: course.status,
    category: course.category,
    level: course.level,
    language: course.language,
    price: course.price,
    currency: course.currency,
    startDate: course.startDate,
    endDate: course.endDate,
    students: course.students,
    lessons: course.lessons,
    durationHours: course.durationHours,
    completion: course.completion,
  };
}

/** An empty number field counts as 0 (as the server's defaults do). */
const num = (value: number | string) => (value === "" ? 0 : Number(value));

/** The values as the API takes them. */
export function courseInput(values: CourseFormValues) {
  return {
    ...values,
    title: values.title.trim(),
    description: values.description.trim(),
    instructor: values.instructor.trim(),
    price: num(values.price),
    students: num(values.students),
    lessons: num(values.lessons),
    durationHours: num(values.durationHours),
    completion: num(values.completion),
    startDate: values.startDate || null,
    endDate: values.endDate || null,
  };
}

/**
 * The form's errors by the shared zod schemas (the server's own rules, each reason a key of its
 * vocabulary, shown in the interface language by the form):
 * courseCreateInput for a new course, courseUpdateInput for an edit. The first reason per field.
 */
export function validateCourse(values: CourseFormValues, id?: string): Record<string, string> {
  const input = courseInput(values);
  const result = id
    ? courseUpdateInput.safeParse({ id, ...input })
    : courseCreateInput.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The fields of an edit that differ from the course as saved (only those are sent). */
export function changedFields(values: CourseFormValues, course: CourseDto) {
  const input = courseInput(values);
  const saved = valuesOf(course);
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== saved[key as CourseField]),
  ) as Partial<ReturnType<typeof courseInput>>;
}
