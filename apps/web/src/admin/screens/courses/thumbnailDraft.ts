import { useEffect, useMemo } from "react";

/** What Save does to the thumbnail: keep it, upload a chosen file, or remove it. */
export type ThumbnailDraft = { kind: "keep" } | { kind: "new"; file: File } | { kind: "remove" };

/** A local address for a chosen file's preview, let go when the file changes or the form closes. */
export function usePreviewUrl(file: File | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
