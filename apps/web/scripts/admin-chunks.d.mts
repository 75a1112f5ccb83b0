/** The URL paths (`/assets/…`) of the admin's chunks in the build. */
export function adminChunkPaths(): Set<string>;
/** The URL path of the analytics script's chunk (src/analytics/visit.ts), or null. */
export function analyticsChunkPath(): string | null;
