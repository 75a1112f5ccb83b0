import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as enums from "./enums.js";
import * as platform from "./platform-enums.js";
import postgres from "postgres";
import { withWaitLimit } from "./client.js";
import { createDb, DataDirLockedError, waitlistEntries } from "./index.js";
import { createTestDatabase, openTestDb, testDatabaseKinds } from "./testing.js";

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
    // Two cold starts of a PGlite folder (initdb, migrations, pg_trgm): slow on a busy 2-core host.
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("servers starting at once on PostgreSQL", () => {
  it("all start on a new database: the migrations take turns under a lock", async () => {
    for (let round = 0; round < 3; round++) {
      const database = await createTestDatabase();
      try {
        const opened = await Promise.allSettled(
          Array.from({ length: 4 }, () => createDb({ url: database.url })),
        );
        const failures = opened.flatMap((o) => (o.status === "rejected" ? [String(o.reason)] : []));
        expect(failures).toEqual([]);
        for (const o of opened) if (o.status === "fulfilled") await o.value.close();
      } finally {
        await database.drop();
      }
    }
  }, 120_000);
});

describe("schema rules", () => {
  it("rejects a second row with the same normalized address and fills the defaults", async () => {
    const handle = await createDb({ memory: true });
    const db = handle.db;
    const [row] = await db
      .insert(waitlistEntries)
      .values({ email: "a@b.co", emailKey: "a@b.co" })
      .returning();
    expect(row).toMatchObject({ status: "pending", source: "landing-page", language: "en" });
    expect(row?.createdAt).toBeInstanceOf(Date);
    await expect(
      db.insert(waitlistEntries).values({ email: "A@b.co", emailKey: "a@b.co" }),
    ).rejects.toThrow();
    await handle.close();
  });
});

describe.each(testDatabaseKinds)("the migrated schema on %s", (kind) => {
  it("holds exactly the values of enums.ts and platform-enums.ts in each enum type (a change there needs a migration)", async () => {
    const handle = await openTestDb(kind);
    const types = {
      language: enums.languages,
      waitlist_status: enums.waitlistStatuses,
      contact_status: enums.contactStatuses,
      contact_priority: enums.contactPriorities,
      outbox_status: enums.outboxStatuses,
      link_purpose: enums.linkPurposes,
      link_issued_via: enums.linkIssuedVias,
      referral_state: enums.referralStates,
      suppression_reason: enums.suppressionReasons,
      suppression_change_action: enums.suppressionChangeActions,
      email_event_kind: enums.emailEventKinds,
      wave_status: enums.waveStatuses,
      wave_pause_reason: enums.wavePauseReasons,
      webhook_delivery_status: enums.webhookDeliveryStatuses,
      policy_document: enums.policyDocumentKeys,
      section_status: enums.sectionStatuses,
      terms_category: enums.termsCategories,
      analytics_channel: enums.analyticsChannels,
      analytics_device: enums.analyticsDevices,
      analytics_event_name: enums.analyticsEventNames,
      user_role: platform.userRoles,
      user_status: platform.userStatuses,
      course_status: platform.courseStatuses,
      course_category: platform.courseCategories,
      course_level: platform.courseLevels,
      currency: platform.currencies,
      team_role: platform.teamRoles,
      team_member_status: platform.teamMemberStatuses,
    };
    const rows = await handle.db
      .select({ type: sql<string>`t.typname::text`, label: sql<string>`e.enumlabel::text` })
      .from(sql`pg_enum e join pg_type t on t.oid = e.enumtypid`)
      .orderBy(sql`t.typname`, sql`e.enumsortorder`);
    const found: Record<string, string[]> = {};
    for (const row of rows) {
      (found[row.type] ??= []).push(row.label);
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(types).map(([k, v]) => [k, [...v]])));
    await handle.close();
  });

  it("finds a substring of an email with a LIKE search, through pg_trgm", async () => {
    const handle = await openTestDb(kind);
    await handle.db
      .insert(waitlistEntries)
      .values([{ email: "layla.hassan@example.com" }, { email: "omar@example.com" }]);
    const rows = await handle.db
      .select({
        email: waitlistEntries.email,
        similar: sql<boolean>`similarity(${waitlistEntries.email}, 'hassan') > 0`,
      })
      .from(waitlistEntries)
      .where(sql`${waitlistEntries.email} ilike '%HASSAN%'`);
    expect(rows).toEqual([{ email: "layla.hassan@example.com", similar: true }]);
    await handle.close();
  });
});

describe("waiting for a database connection", () => {
  it("gives up on a query and a transaction after the wait limit, and never runs the transaction", async () => {
    // A server that takes connections and never answers: like a database that is not there.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const client = postgres(`postgres://nobody@127.0.0.1:${port}/none`, { connect_timeout: 30 });
    const sql = withWaitLimit(client, 300);
    try {
      const started = Date.now();
      await expect(sql.unsafe("select 1")).rejects.toMatchObject({ code: "CONNECT_TIMEOUT" });
      let ran = false;
      await expect(
        sql.begin(() => {
          ran = true;
          return Promise.resolve();
        }),
      ).rejects.toMatchObject({ code: "CONNECT_TIMEOUT" });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(ran).toBe(false);
    } finally {
      await client.end({ timeout: 0 });
      silent.close();
    }
  });
});

/**
 * A door to the PostgreSQL server of the tests, on a port of its own: it lets connections
 * through, holds new ones unanswered (a paused or partitioned server), or is shut, cutting the
 * connections it passed and refusing new ones (a stopped server) until it opens again.
 */
async function databaseDoor(databaseUrl = process.env.TEST_DATABASE_URL!) {
  const target = new URL(databaseUrl);
  let mode: "pass" | "hold" = "pass";
  const held: Socket[] = [];
  const passed = new Set<Socket>();
  const pass = (socket: Socket) => {
    const server = connect(Number(target.port || 5432), target.hostname);
    socket.pipe(server).pipe(socket);
    passed.add(socket).add(server);
    for (const end of [socket, server]) {
      end.on("error", () => (socket.destroy(), server.destroy()));
      end.on("close", () => (socket.destroy(), server.destroy(), passed.delete(end)));
    }
  };
  const door = createServer((socket) => {
    if (mode === "pass") return pass(socket);
    socket.pause();
    held.push(socket);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => door.listen(port, "127.0.0.1", resolve));
  await listen(0);
  const { port } = door.address() as AddressInfo;
  const url = new URL(target.href);
  url.port = String(port);
  return {
    url: url.href,
    hold: () => void (mode = "hold"),
    async shut() {
      await new Promise((resolve) => {
        door.close(resolve);
        for (const socket of passed) socket.destroy();
      });
    },
    async open() {
      mode = "pass";
      if (!door.listening) await listen(port);
      for (const socket of held.splice(0)) pass(socket);
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)("a database that comes back", () => {
  it("never runs a statement its caller gave up on, and the pool serves again", async () => {
    const direct = postgres(process.env.TEST_DATABASE_URL!, { onnotice: () => {} });
    const table = `late_write_${process.pid}_${Date.now()}`;
    await direct.unsafe(`create table ${table} (n int)`);
    const door = await databaseDoor();
    door.hold();
    // Two connections, each being opened for a statement, and two statements queued: all four
    // given up on. Without the cancel they run once the database is back; with the cancel but
    // without the driver's patch, both connections wait for their first statement forever and
    // the select after never answers.
    const client = postgres(door.url, { max: 2, connect_timeout: 30, onnotice: () => {} });
    const limited = withWaitLimit(client, 300);
    try {
      const given = await Promise.allSettled(
        [1, 2, 3, 4].map((n) => limited.unsafe(`insert into ${table} values ($1)`, [n])),
      );
      expect(
        given.map((s) => s.status === "rejected" && (s.reason as { code: string }).code),
      ).toEqual(Array(4).fill("CONNECT_TIMEOUT"));
      await door.open();
      const answered = await limited.unsafe("select 1 as one");
      expect([...answered]).toEqual([{ one: 1 }]);
      expect([...(await direct.unsafe(`select n from ${table}`))]).toEqual([]);
    } finally {
      await client.end({ timeout: 0 });
      await door.shut();
      await direct.unsafe(`drop table ${table}`);
      await direct.end({ timeout: 1 });
    }
  }, 20_000);

  it("serves within about a second of the database's return, however long it was away", async () => {
    const database = await createTestDatabase();
    const door = await databaseDoor(database.url);
    const handle = await createDb({ url: door.url });
    try {
      await handle.db.execute(sql`select 1`);
      await door.shut();
      // Five seconds of failed calls: postgres.js's own backoff would wait 7-20 s before its next
      // try by then (it grows as 3^tries / 100 s); the pool's waits at most a second.
      const until = Date.now() + 5_000;
      while (Date.now() < until) {
        await handle.db.execute(sql`select 1`).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await door.open();
      const back = Date.now();
      await handle.db.execute(sql`select 1`);
      expect(Date.now() - back).toBeLessThan(2_500);
    } finally {
      await handle.close();
      await door.shut();
      await database.drop();
    }
  }, 30_000);
});
