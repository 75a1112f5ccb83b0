import { analyticsSalts } from "@bayan/db";
import { openTestDb, testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneSalts, SaltStore, utcDay, visitorHash, visitorIds } from "./visitor.js";

const UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0";
const at = (iso: string) => new Date(iso);
const visitor = (now: Date, ip = "198.51.100.20", userAgent = UA, host = "bayan.test") => ({
  ip,
  userAgent,
  host,
  now,
});

describe.each(testDatabaseKinds)("visitor ids on %s", (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle.close());

  it("is the same for one address and user agent all day, and 32 hex digits", async () => {
    const salts = new SaltStore();
    const morning = await visitorIds(handle.db, visitor(at("2026-03-10T08:00:00Z")), {
      create: true,
      salts,
    });
    const evening = await visitorIds(handle.db, visitor(at("2026-03-10T23:59:59Z")), {
      create: true,
      salts,
    });
    expect(morning.today).toMatch(/^[0-9a-f]{32}$/);
    expect(evening.today).toBe(morning.today);
    // Another server (its own cache) computes the same id from the stored salt.
    const other = await visitorIds(handle.db, visitor(at("2026-03-10T12:00:00Z")), {
      create: true,
      salts: new SaltStore(),
    });
    expect(other.today).toBe(morning.today);
  });

  it("differs by address, user agent and host", async () => {
    const salts = new SaltStore();
    const now = at("2026-03-10T09:00:00Z");
    const ids = await Promise.all(
      [
        visitor(now),
        visitor(now, "198.51.100.21"),
        visitor(now, undefined, `${UA} extra`),
        visitor(now, undefined, undefined, "other.test"),
      ].map((v) => visitorIds(handle.db, v, { create: true, salts })),
    );
    expect(new Set(ids.map((i) => i.today)).size).toBe(4);
  });

  it("is another id the next day, and knows yesterday's only in the first 30 minutes", async () => {
    const salts = new SaltStore();
    const day1 = await visitorIds(handle.db, visitor(at("2026-03-10T20:00:00Z")), {
      create: true,
      salts,
    });
    const justAfter = await visitorIds(handle.db, visitor(at("2026-03-11T00:10:00Z")), {
      create: true,
      salts,
    });
    expect(justAfter.today).not.toBe(day1.today);
    expect(justAfter.yesterday).toBe(day1.today);
    const later = await visitorIds(handle.db, visitor(at("2026-03-11T00:30:00Z")), {
      create: true,
      salts,
    });
    expect(later.today).toBe(justAfter.today);
    expect(later.yesterday).toBeNull();
  });

  it("does not create a salt when only reading (attribution)", async () => {
    const ids = await visitorIds(handle.db, visitor(at("2026-04-01T10:00:00Z")), {
      create: false,
      salts: new SaltStore(),
    });
    expect(ids).toEqual({ today: null, yesterday: null });
    expect(await handle.db.$count(analyticsSalts)).toBe(2); // 2026-03-10 and 2026-03-11
  });

  it("creates a day's salt once when several servers ask at the same moment", async () => {
    const day = at("2026-05-05T12:00:00Z");
    const servers = Array.from({ length: 8 }, () => new SaltStore());
    const ids = await Promise.all(
      servers.flatMap((salts) =>
        [0, 1].map(() => visitorIds(handle.db, visitor(day), { create: true, salts })),
      ),
    );
    expect(new Set(ids.map((i) => i.today)).size).toBe(1);
    const rows = await handle.db.select().from(analyticsSalts);
    const salt = rows.filter((r) => r.day === utcDay(day));
    expect(salt).toHaveLength(1);
    expect(Buffer.from(salt[0]!.salt, "base64")).toHaveLength(32);
    expect(ids[0]!.today).toBe(visitorHash(salt[0]!.salt, "198.51.100.20", UA, "bayan.test"));
  });

  it("prunes every salt before today, and yesterday's once 30 minutes past midnight", async () => {
    // Salts now: 2026-03-10, 2026-03-11, 2026-05-05.
    await visitorIds(handle.db, visitor(at("2026-05-06T00:05:00Z")), {
      create: true,
      salts: new SaltStore(),
    });
    expect(await pruneSalts(handle.db, at("2026-05-06T00:20:00Z"))).toBe(2);
    let days = (await handle.db.select().from(analyticsSalts)).map((r) => r.day).sort();
    expect(days).toEqual(["2026-05-05", "2026-05-06"]);
    expect(await pruneSalts(handle.db, at("2026-05-06T00:31:00Z"))).toBe(1);
    days = (await handle.db.select().from(analyticsSalts)).map((r) => r.day);
    expect(days).toEqual(["2026-05-06"]);
  });
});
