// The course thumbnails on disk: what both the course records (a deleted course's file goes with
// it) and the thumbnail uploads (course-media.ts) need, so neither imports the other for it.
import { rm } from "node:fs/promises";
import { join } from "node:path";

/** The folder of the course thumbnails under the uploads directory. */
export const courseMediaDir = (uploadsDir: string) => join(uploadsDir, "courses");

/** Removes a thumbnail file (none for null). */
export async function removeThumbnailFile(uploadsDir: string, name: string | null) {
  if (name) await rm(join(courseMediaDir(uploadsDir), name), { force: true });
}
