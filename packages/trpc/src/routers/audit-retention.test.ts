import { appSettings, auditLog } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import { recordAudit } from "../services/audit.js";
import { pruneAuditLog } from "../services/audit-retention.js";
import { JobRunner } from "../services/jobs.js";
import { auditJobs } from "../services/audit-retention.js";

type T = Awaited<ReturnType<typeof setup>>;

const DAY = 86_400_000;
const actor = { id: null, label: "test" };

/**
 * Retention (docs/audit.md): rows past the period go in one transaction, a signed checkpoint
 * takes their place, the kept chain verifies from it, and a forged checkpoint or a row removed
 * from the start is found.
 */
describe.each(testDatabaseKinds)("the audit log's retention on %s", (kind) => {
  let t: T;
  let admin: Awaited<ReturnType<T["adminCaller"]>>;
  const now = new Date("2026-11-27T12:00:00Z");
  beforeAll(async () => {
    t = await setup(kind);
  });
  afterAll(() => t.close());

  it("removes the rows past the period, keeps a signed checkpoint, and still verifies", async () => {
    // Rows 800, 760 and 10 days old, then the sign-in's (rows come in time order).
    for (const age of [800, 760, 10]) {
      await recordAudit(
        t.db,
        { action: "content.save", actor, target: { type: "content", id: `${age}` } },
        new Date(now.getTime() - age * DAY),
      );
    }
    admin = await t.adminCaller();
    const before = await t.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const old = before.filter((r) => now.getTime() - r.at.getTime() > 730 * DAY);
    expect(old.map((r) => r.targetId)).toEqual(["800", "760"]);

    // Run as the server runs it: the daily job.
    const runner = new JobRunner(t.db, auditJobs({ key: t.deps.jwtKey, retentionDays: 730 }), {
      now: () => now,
    });
    expect(await runner.tick()).toEqual(["audit-log-prune"]);

    const after = await t.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(after.map((r) => r.targetId)).not.toContain("800");
    expect(after.map((r) => r.targetId)).not.toContain("760");
    const prune = after.at(-1)!;
    expect(prune).toMatchObject({ action: "audit.prune", actorLabel: "Bayan (system)" });
    expect(prune.changes).toMatchObject({ rows: { before: 2, after: 0 } });
    const verdict = await admin.audit.verify();
    expect(verdict).toMatchObject({
      valid: true,
      firstBadId: null,
      checkpoint: { throughId: Number(old.at(-1)!.id), removed: 2 },
    });
    // Nothing more to remove the next day: no row, no second prune row.
    expect(await pruneAuditLog(t.db, t.deps.jwtKey, new Date(now.getTime() + DAY))).toEqual({
      removed: 0,
    });
  });

  it("finds a forged checkpoint, and rows removed from the start around the trigger", async () => {
    const [stored] = await t.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, "audit_checkpoint"));
    const checkpoint = JSON.parse(stored!.value) as { removed: number };
    // The count changed without the key: the signature no longer matches.
    await t.db
      .update(appSettings)
      .set({ value: JSON.stringify({ ...checkpoint, removed: 0 }) })
      .where(eq(appSettings.key, "audit_checkpoint"));
    const [first] = await t.db.select().from(auditLog).orderBy(asc(auditLog.id)).limit(1);
    expect(await admin.audit.verify()).toMatchObject({ valid: false, firstBadId: first!.id });
    await t.db
      .update(appSettings)
      .set({ value: stored!.value })
      .where(eq(appSettings.key, "audit_checkpoint"));
    expect(await admin.audit.verify()).toMatchObject({ valid: true });

    // The first kept row removed around the trigger: the next one no longer follows the checkpoint.
    await t.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await t.db.execute(sql`delete from audit_log where id = ${first!.id}`);
    await t.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    const [second] = await t.db.select().from(auditLog).orderBy(asc(auditLog.id)).limit(1);
    expect(await admin.audit.verify()).toMatchObject({ valid: false, firstBadId: second!.id });
  });
});
