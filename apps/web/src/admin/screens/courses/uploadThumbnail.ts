import type { CourseDto } from "@bayan/trpc/schemas";
import { restCall, restData } from "../../lib/restCall";

/**
 * PUT /api/courses/{id}/thumbnail with the image's bytes and its type (tRPC's JSON cannot carry
 * the bytes). Answers the course as saved, with its new `thumbnailUrl`; a refusal (413 too large,
 * 415 not an image) is thrown as a RestCallError.
 */
export async function uploadThumbnail(id: string, file: Blob): Promise<CourseDto> {
  const response = await restCall(`/api/courses/${encodeURIComponent(id)}/thumbnail`, {
    method: "PUT",
    // A file without a type is sent as bytes: the server answers 415.
    headers: { "content-type": file.type || "application/octet-stream" },
    body: file,
  });
  return restData<CourseDto>(response);
}
