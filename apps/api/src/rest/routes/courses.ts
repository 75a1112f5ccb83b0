import { THUMBNAIL_CONTENT_TYPES, THUMBNAIL_MAX_BYTES } from "@bayan/trpc";
import { said } from "@bayan/trpc/rules/messages";
import * as s from "@bayan/trpc/schemas";
import { list, ok, unchecked, withFields } from "../caller.js";
import { route } from "../route.js";

/** SPEC 2.11's courses (admin): docs/courses.md. */
export const courseRoutes = [
  route({
    method: "get",
    path: "/courses",
    tag: "Courses",
    summary:
      "List courses: search title, instructor or description, filter by status and category, sort; last changed first",
    access: "admin",
    query: s.courseListQuery,
    data: s.courseOutput,
    list: true,
    errors: [400],
    handler: async (caller, req, reply) =>
      list(reply, await caller(req).courses.list(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/courses/stats",
    tag: "Courses",
    summary: "Courses by status, students, and the published courses' average completion",
    access: "admin",
    data: s.courseStatsOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).courses.stats()),
  }),
  route({
    method: "get",
    path: "/courses/completion",
    tag: "Courses",
    summary:
      "Completion of the published courses that ran in the last 30, 90 or 365 days (the dashboard's bars)",
    access: "admin",
    query: s.courseCompletionQuery,
    data: s.courseCompletionOutput,
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).courses.completion(unchecked(req.query))),
  }),
  route({
    method: "post",
    path: "/courses",
    tag: "Courses",
    summary: "Create a course",
    access: "admin",
    body: s.courseCreateInput,
    data: s.courseOutput,
    status: 201,
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).courses.create(unchecked(req.body)), said("courses.created")),
  }),
  route({
    method: "get",
    path: "/courses/:id",
    tag: "Courses",
    summary: "One course",
    access: "admin",
    data: s.courseOutput,
    errors: [404],
    handler: async (caller, req, reply) => ok(reply, await caller(req).courses.get(req.params)),
  }),
  route({
    method: "patch",
    path: "/courses/:id",
    tag: "Courses",
    summary: "Change any of a course's fields",
    access: "admin",
    body: s.courseUpdateBody,
    data: s.courseOutput,
    errors: [400, 404],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).courses.update(withFields(req.body, req.params)),
        said("courses.updated"),
      ),
  }),
  route({
    method: "put",
    path: "/courses/:id/thumbnail",
    tag: "Courses",
    summary:
      "Set the course's thumbnail: the image's bytes as the body (PNG, JPEG or WebP, read from " +
      "the bytes; at most 2 MB). Served at `thumbnailUrl`, cached for good",
    access: "admin",
    upload: { contentTypes: THUMBNAIL_CONTENT_TYPES, maxBytes: THUMBNAIL_MAX_BYTES },
    data: s.courseOutput,
    errors: [400, 404, 413, 415],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).courses.setThumbnail({
          id: req.params.id,
          image: new Uint8Array(req.body as Buffer),
        }),
        said("courses.thumbnailSaved"),
      ),
  }),
  route({
    method: "delete",
    path: "/courses/:id/thumbnail",
    tag: "Courses",
    summary: "Remove the course's thumbnail",
    access: "admin",
    data: s.courseOutput,
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).courses.removeThumbnail(req.params),
        said("courses.thumbnailRemoved"),
      ),
  }),
  route({
    method: "delete",
    path: "/courses/:id",
    tag: "Courses",
    summary: "Delete a course",
    access: "admin",
    data: s.deletedOutput,
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).courses.delete(req.params), said("courses.deleted")),
  }),
];
