// Hands bytes made in the page to the browser as a download (no strings: shared by the public
// pages and the admin panel).

/** Saves a blob as a file of this name, through a temporary `<a download>`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a value as an indented JSON file of this name. */
export function saveJson(value: unknown, name: string): void {
  saveFile(new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }), name);
}
