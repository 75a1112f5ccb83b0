import { vi } from "vitest";

/** A file the page handed to the browser: the name it was offered under, and its bytes. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches the files the page saves (lib/saveFile.ts: a blob address on a clicked `<a download>`),
 * in order. The spies go with `vi.restoreAllMocks()`.
 */
export function captureDownloads(): SavedFile[] {
  const blobs = new Map<string, Blob>();
  let made = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:download-${++made}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  const saved: SavedFile[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute("href") ?? "");
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

/** A saved file's JSON. */
export const savedJson = async <T>(file: SavedFile): Promise<T> =>
  JSON.parse(await file.blob.text()) as T;
