import { useEffect, useState } from "react";

/** What Save does to the thumbnail: keep it, upload a chosen file, or remove it. */
export type ThumbnailDraft = { kind: "keep" } | { kind: "new"; file: File } | { kind: "remove" };

/**
 * The chosen file's preview, as a `data:` address: the site's CSP lets images come from the site
 * and from `data:` only, so a `blob:` address (URL.createObjectURL) was refused and the preview
 * fell back to the placeholder. Read in the effect that also drops it, so a reading for a file no
 * longer chosen never lands.
 */
export function usePreviewUrl(file: File | undefined): string | undefined {
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    let current = true;
    reader.onload = () => {
      if (current && typeof reader.result === "string") setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
      reader.abort();
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : undefined;
}
