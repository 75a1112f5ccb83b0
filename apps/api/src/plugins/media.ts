import fastifyStatic from "@fastify/static";
import { COURSE_MEDIA_PATH, courseMediaDir } from "@bayan/trpc";
import type { FastifyInstance } from "fastify";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Serves the uploaded course thumbnails at COURSE_MEDIA_PATH from DATA_DIR/uploads/courses.
 * A file's name holds its content's hash (a new image gets a new name), so it is cached for good.
 */
export async function registerMedia(app: FastifyInstance, uploadsDir: string): Promise<void> {
  // @fastify/static needs an absolute path; DATA_DIR may be relative (./.data by default).
  const root = resolve(courseMediaDir(uploadsDir));
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${COURSE_MEDIA_PATH}/`,
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    setHeaders(res) {
      res.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
}
