import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock.js";

/** A data folder as a server leaves it when it is killed: a fresh lock and its owner's id. */
async function folderLockedBy(pid: number) {
  const dir = await mkdtemp(join(tmpdir(), "bayan-lock-"));
  await mkdir(join(dir, "server.lock"));
  await writeFile(join(dir, "server.owner.json"), JSON.stringify({ pid, host: hostname() }));
  return dir;
}

describe("the data folder lock", () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it("is taken over at once when the server that held it is gone (kill -9)", async () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid; // ran and exited
    const dir = await folderLockedBy(gone);
    folders.push(dir);
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });

  it("is refused while the server that holds it still runs", async () => {
    const dir = await folderLockedBy(process.ppid); // a live process that is not this one
    folders.push(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });
});
