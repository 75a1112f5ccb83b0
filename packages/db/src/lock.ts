import lockfile from "proper-lockfile";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `DATA_DIR "${dataDir}" is in use by another running server. ` +
        `Stop that server first, or set DATA_DIR to another folder.`,
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * Takes an exclusive lock on the data folder: embedded PGlite has no lock of its own, and two
 * processes on one folder silently lose writes. The lock is refreshed every few seconds; a lock
 * left by a crashed process counts as stale after 20 s.
 * Returns the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, "server.lock"),
      stale: 20_000,
      update: 5_000,
      retries: 0,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}
