import lockfile from "proper-lockfile";
import { readFile, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
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
 * left by a crashed process counts as stale after 20 s, or at once when the process that took it
 * is known to be gone (its id is written beside the lock; same host only).
 * Returns the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await acquire(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    if (!(await ownerIsGone(dataDir))) throw new DataDirLockedError(dataDir);
  }
  // The server that held the folder was killed (kill -9, a crash): take its lock over.
  await rm(join(dataDir, LOCK), { recursive: true, force: true });
  try {
    return await acquire(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}

const LOCK = "server.lock";
const OWNER = "server.owner.json";
/** The folders this process holds. */
const held = new Set<string>();

async function acquire(dataDir: string) {
  const release = await lockfile.lock(dataDir, {
    lockfilePath: join(dataDir, LOCK),
    stale: 20_000,
    update: 5_000,
    retries: 0,
    realpath: false,
  });
  await writeFile(join(dataDir, OWNER), JSON.stringify({ pid: process.pid, host: hostname() }));
  held.add(dataDir);
  return async () => {
    held.delete(dataDir);
    await release();
  };
}

/** Whether the process named as the lock's owner no longer runs on this host. */
async function ownerIsGone(dataDir: string): Promise<boolean> {
  let owner: { pid?: unknown; host?: unknown };
  try {
    owner = JSON.parse(await readFile(join(dataDir, OWNER), "utf8")) as typeof owner;
  } catch {
    return false; // no owner written (an older server): wait for the lock to go stale
  }
  if (owner.host !== hostname() || typeof owner.pid !== "number") return false;
  // This process's own id: it holds the folder, or (not holding it) it is a restarted
  // container that runs with the same id as the server before it.
  if (owner.pid === process.pid) return !held.has(dataDir);
  try {
    process.kill(owner.pid, 0); // signal 0: only asks whether the process exists
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
