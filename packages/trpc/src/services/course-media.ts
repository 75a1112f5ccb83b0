import { courses, type Database } from "@bayan/db";
import { eq } from "drizzle-orm";
import { createHash, randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { appError } from "../errors.js";
import type { AuditTrail } from "./audit.js";
import { courseMediaDir, removeThumbnailFile } from "./course-files.js";
import { courseTarget, findCourse, toCourseDto } from "./courses.js";

/** A thumbnail is at most 2 MB. */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
/** The content types a thumbnail upload may say it is (what it is, is read from its bytes). */
export const THUMBNAIL_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** What an image is by its first bytes (its signature), whatever its name or content type says. */
export function imageType(bytes: Uint8Array): "png" | "jpg" | "webp" | null {
  const starts = (signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  // "RIFF" size "WEBP"
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/**
 * Stores `bytes` as the course's thumbnail: a PNG, JPEG or WebP image (read from its bytes) of at
 * most 2 MB, under a name made of the course id and the image's hash (a new image, a new name, so
 * it can be cached for good); the previous file is removed. Recorded with the file's name before
 * and after; the same image again changes nothing.
 */
export async function setCourseThumbnail(
  db: Database,
  uploadsDir: string,
  id: string,
  bytes: Uint8Array,
  audit: AuditTrail,
) {
  const course = await findCourse(db, id);
  if (bytes.byteLength === 0) throw appError("BAD_REQUEST", "courses.imageEmpty");
  if (bytes.byteLength > THUMBNAIL_MAX_BYTES) {
    throw appError("PAYLOAD_TOO_LARGE", "courses.imageTooLarge");
  }
  const type = imageType(bytes);
  if (!type) throw appError("UNSUPPORTED_MEDIA_TYPE", "courses.notAnImage");
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const name = `${course.id}-${hash}.${type}`;
  const dir = courseMediaDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  // Written aside and renamed: a reader never gets half a file.
  const partial = join(dir, `.${randomUUID()}.part`);
  await writeFile(partial, bytes);
  await rename(partial, join(dir, name));
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ thumbnail: name })
      .where(eq(courses.id, course.id))
      .returning();
    if (!row) throw appError("NOT_FOUND", "courses.notFound");
    if (course.thumbnail === name) {
      audit.nothingChanged();
    } else {
      await audit.record(tx, {
        action: "courses.thumbnail",
        target: courseTarget(row),
        changes: { thumbnail: { before: course.thumbnail, after: name } },
      });
    }
    return row;
  });
  if (course.thumbnail !== name) await removeThumbnailFile(uploadsDir, course.thumbnail);
  return toCourseDto(row);
}

/** Removes the course's thumbnail and its file; recorded when there was one. */
export async function removeCourseThumbnail(
  db: Database,
  uploadsDir: string,
  id: string,
  audit: AuditTrail,
) {
  const course = await findCourse(db, id);
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ thumbnail: null })
      .where(eq(courses.id, course.id))
      .returning();
    if (!row) throw appError("NOT_FOUND", "courses.notFound");
    if (course.thumbnail === null) {
      audit.nothingChanged();
    } else {
      await audit.record(tx, {
        action: "courses.thumbnailRemoved",
        target: courseTarget(row),
        changes: { thumbnail: { before: course.thumbnail, after: null } },
      });
    }
    return row;
  });
  await removeThumbnailFile(uploadsDir, course.thumbnail);
  return toCourseDto(row);
}
