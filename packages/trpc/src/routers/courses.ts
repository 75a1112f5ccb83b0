import { idInput } from "../schemas/common.js";
import {
  courseCompletionQuery,
  courseCreateInput,
  courseListQuery,
  courseUpdateInput,
} from "../schemas/courses.js";
import {
  courseCompletion,
  courseStats,
  createCourse,
  deleteCourse,
  getCourse,
  listCourses,
  updateCourse,
} from "../services/courses.js";
import { adminProcedure, router } from "../trpc.js";

/** SPEC 2.11's courses, for the administrator (docs/courses.md). */
export const coursesRouter = router({
  list: adminProcedure.input(courseListQuery).query(({ ctx, input }) => listCourses(ctx.db, input)),
  stats: adminProcedure.query(({ ctx }) => courseStats(ctx.db)),
  /** The dashboard's completion bars for the last 30, 90 or 365 days. */
  completion: adminProcedure
    .input(courseCompletionQuery)
    .query(({ ctx, input }) => courseCompletion(ctx.db, input.days, ctx.now())),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => getCourse(ctx.db, input.id)),
  create: adminProcedure
    .input(courseCreateInput)
    .mutation(({ ctx, input }) => createCourse(ctx.db, input)),
  update: adminProcedure
    .input(courseUpdateInput)
    .mutation(({ ctx, input }) => updateCourse(ctx.db, input)),
  delete: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const { id } = await deleteCourse(ctx.db, input.id);
    return { id };
  }),
});
