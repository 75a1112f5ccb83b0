// The admin panel's chunks in a build (its app with the router, its screens, its catalogs), read
// from the Vite manifest: the files a public page must never load. Shared by `pnpm size` and the
// browser journeys. Also where the analytics script's chunk is, for `pnpm size`.
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

/** The URL path of the analytics script's chunk (src/analytics/visit.ts), for `pnpm size`. */
export function analyticsChunkPath() {
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
  const chunk = manifest["src/analytics/visit.ts"];
  return chunk ? `/${chunk.file}` : null;
}
