/** The URL paths (`/assets/…`) of the admin's chunks in the build. */
export function adminChunkPaths(): Set<string>;
