// The admin panel's chunks in a build (its app with the router, its screens, its catalogs), read
// from the Vite manifest: the files a public page must never load. Shared by `pnpm size` and the
// browser journeys.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const MANIFEST = fileURLToPath(new URL("../dist/.vite/manifest.json", import.meta.url));
const ADMIN_SOURCES = /^src\/(admin\/|adminApp\.tsx|routes\/|router\.ts)/;

/** The URL paths (`/assets/…`) of the admin's chunks. */
export function adminChunkPaths() {
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
  return new Set(
    Object.entries(manifest)
      .filter(([source]) => ADMIN_SOURCES.test(source))
      .map(([, chunk]) => `/${chunk.file}`),
  );
}
