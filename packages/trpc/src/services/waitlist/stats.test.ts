import { waitlistCountChanges, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setup } from "../../../test/caller.js";
import { compactCounts, invalidateWaitlistStats, waitlistStats } from "./stats.js";

// The queue counts are the sum of the changes the triggers of migration 0025 record: after every
// kind of write they must equal a count of the entries themselves.

describe.each(testDatabaseKinds)("queue counts on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind);
  });
  afterAll(() => t.close());

  const w = waitlistEntries;
  const counted = async () => {
    const [row] = await t.db
      .select({
        totalInQueue: sql<number>`count(*)`.mapWith(Number),
        pendingCount: sql<number>`count(*) filter (where ${w.status} = 'pending')`.mapWith(Number),
        notifiedCount: sql<number>`count(*) filter (where ${w.status} = 'notified')`.mapWith(
          Number,
        ),
        registeredCount: sql<number>`count(*) filter (where ${w.status} = 'registered')`.mapWith(
          Number,
        ),
      })
      .from(w)
      .where(isNull(w.duplicateOf));
    return row!;
  };
  const read = () => {
    invalidateWaitlistStats(t.db);
    return waitlistStats(t.db);
  };
  const changeRows = async () => (await t.db.select().from(waitlistCountChanges)).length;

  it("follow joins, status changes, duplicates and deletions, and sum to what a count finds", async () => {
    const made = await t.db
      .insert(w)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          email: `count${i}@example.com`,
          emailKey: `count${i}@example.com`,
          status: i < 2 ? ("registered" as const) : ("pending" as const),
        })),
      )
      .returning({ id: w.id });
    const ids = made.map((m) => m.id);
    expect(await read()).toEqual({
      totalInQueue: 12,
      pendingCount: 10,
      notifiedCount: 0,
      registeredCount: 2,
    });

    // Five invited in one statement, one kept as another's duplicate, an edit that changes no
    // count, two removed.
    await t.db
      .update(w)
      .set({ status: "notified" })
      .where(inArray(w.id, ids.slice(2, 7)));
    await t.db.update(w).set({ duplicateOf: ids[0]!, emailKey: null }).where(eq(w.id, ids[7]!));
    const before = await changeRows();
    await t.db.update(w).set({ notes: "no count changes" }).where(inArray(w.id, ids));
    expect(await changeRows()).toBe(before);
    await t.db.delete(w).where(inArray(w.id, [ids[1]!, ids[8]!]));
    const expected = {
      totalInQueue: 9,
      pendingCount: 3,
      notifiedCount: 5,
      registeredCount: 1,
    };
    expect(await counted()).toEqual(expected);
    expect(await read()).toEqual(expected);

    // Replaced by their sum: one row, the same counts.
    await compactCounts(t.db);
    expect(await changeRows()).toBe(1);
    expect(await read()).toEqual(expected);
  });

  it("are replaced by their sum once a read finds more than a thousand rows of changes", async () => {
    const expected = await counted();
    await t.db
      .insert(waitlistCountChanges)
      .values(
        Array.from({ length: 1_001 }, () => ({ total: 0, pending: 0, notified: 0, registered: 0 })),
      );
    expect(await read()).toEqual(expected);
    await vi.waitFor(async () => expect(await changeRows()).toBe(1));
    expect(await read()).toEqual(expected);
  });

  it("are zero after the table is emptied at once", async () => {
    await t.db.execute(sql`truncate waitlist_entries cascade`);
    expect(await read()).toEqual({
      totalInQueue: 0,
      pendingCount: 0,
      notifiedCount: 0,
      registeredCount: 0,
    });
  });
});
