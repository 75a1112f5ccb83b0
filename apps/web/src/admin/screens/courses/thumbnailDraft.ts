import { useEffect, useState } from "react";

/** What Save does to the thumbnail: keep it, upload a chosen file, or remove it. */
export type ThumbnailDraft = { kind: "keep" } | { kind: "new"; file: File } | { kind: "remove" };

/**
 * A local address for a chosen file's preview, let go when the file changes or the form closes.
 * Made in the effect that also lets it go, so an effect run again (React may disconnect and
 * reconnect effects) never leaves the image on an address already revoked.
 */
export function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  // The address is an outside resource made and let go here; the state only mirrors it.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  /* eslint-enable react-hooks/set-state-in-effect */
  return url;
}
