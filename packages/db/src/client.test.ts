import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, DataDirLockedError, waitlistEntries } from "./index.js";

describe("createDb on a PGlite folder", () => {
  let dir = "";
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("keeps rows across a reopen and refuses a second opener while the first holds the folder", async () => {
    dir = await mkdtemp(join(tmpdir(), "bayan-db-"));
    const first = await createDb({ dataDir: dir });
    await first.db.insert(waitlistEntries).values({ email: "kept@example.com" });

    await expect(createDb({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();

    const second = await createDb({ dataDir: dir });
    const rows = await second.db.select().from(waitlistEntries);
    expect(rows.map((r) => r.email)).toEqual(["kept@example.com"]);
    await second.close();
  });
});

describe("schema rules", () => {
  it("rejects a second row with the same email and fills the defaults", async () => {
    const { db, close } = await createDb({ memory: true });
    const [row] = await db.insert(waitlistEntries).values({ email: "a@b.co" }).returning();
    expect(row).toMatchObject({ status: "pending", source: "landing-page", language: "en" });
    expect(row?.createdAt).toBeInstanceOf(Date);
    await expect(db.insert(waitlistEntries).values({ email: "a@b.co" })).rejects.toThrow();
    await close();
  });
});
