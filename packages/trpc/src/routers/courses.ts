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
import { removeCourseThumbnail, setCourseThumbnail } from "../services/course-media.js";
import { adminProcedure, router } from "../trpc.js";
import { z } from "zod";

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
    .mutation(({ ctx, input }) => createCourse(ctx.db, input, ctx.audit)),
  update: adminProcedure
    .input(courseUpdateInput)
    .mutation(({ ctx, input }) => updateCourse(ctx.db, input, ctx.audit)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteCourse(ctx.db, ctx.uploadsDir, input.id, ctx.audit)),
  /**
   * The thumbnail's bytes (PUT /api/courses/{id}/thumbnail sends them; a JSON client cannot):
   * checked by content, at most 2 MB.
   */
  setThumbnail: adminProcedure
    .input(
      idInput.extend({
        image: z.instanceof(Uint8Array, { error: "courses.imageNotBytes" }),
      }),
    )
    .mutation(({ ctx, input }) =>
      setCourseThumbnail(ctx.db, ctx.uploadsDir, input.id, input.image, ctx.audit),
    ),
  removeThumbnail: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) =>
      removeCourseThumbnail(ctx.db, ctx.uploadsDir, input.id, ctx.audit),
    ),
});
