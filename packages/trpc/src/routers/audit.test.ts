import { auditLog, outbox, teamMembers } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { refusal } from "../../test/db-refusal.js";
import { createContext } from "../index.js";
import { AUDIT_EXEMPT, AUDITED_QUERIES } from "../rules/audited.js";
import { PROCEDURE_PERMISSIONS } from "../rules/permissions.js";
import { auditChanges, recordAudit } from "../services/audit.js";
import { TEST_ADMIN_PASSWORD } from "../testing.js";
import { adminProcedure, createCallerFactory, router } from "../trpc.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

async function text(chunks: AsyncIterable<string>) {
  let all = "";
  for await (const chunk of chunks) all += chunk;
  return all;
}

/**
 * The audit log (docs/audit.md): changes recorded with who, what, the target and the fields that
 * changed, in the change's transaction; sign-ins and failed ones; the table append-only in the
 * database itself; the hash chain finding a row altered around the trigger.
 */
describe.each(testDatabaseKinds)("the audit log on %s", (kind) => {
  let t: T;
  let admin: Admin;
  beforeAll(async () => {
    t = await setup(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(outbox);
    await t.db.delete(teamMembers);
    admin = await t.adminCaller();
    await admin.settings.updateProfile({ name: "Sara Owner", email: "sara@team.test" });
  });

  it("records team changes with their author, target and changed fields; a refused change leaves none", async () => {
    const { member } = await admin.team.add({
      name: "Reem",
      email: "reem@team.test",
      role: "editor",
    });
    await admin.team.update({ id: member.id, role: "support" });
    await admin.team.update({ id: member.id, status: "suspended" });
    const [owner] = (await admin.team.list()).items;
    await failure(admin.team.update({ id: owner!.id, role: "viewer" }));
    await admin.team.delete({ id: member.id });

    const { items } = await admin.audit.list({ targetId: member.id });
    expect(items.map((i) => i.action)).toEqual([
      "team.remove",
      "team.status",
      "team.role",
      "team.invite",
    ]);
    expect(items.every((i) => i.actorLabel === "Sara Owner (owner)")).toBe(true);
    expect(items[0]!.targetLabel).toBe("Reem <reem@team.test>");
    expect(items[2]!.changes).toEqual({ role: { before: "editor", after: "support" } });
    expect(items[1]!.changes).toEqual({ status: { before: "invited", after: "suspended" } });
    expect(items[3]!.changes).toMatchObject({ role: { before: null, after: "editor" } });
    // The owner's refused role change is not in the log.
    expect((await admin.audit.list({ targetId: owner!.id })).items).toEqual([]);
    // Filters: by actor and by action.
    const byAction = await admin.audit.list({ action: "team.role" });
    expect(byAction.items.map((i) => i.targetId)).toContain(member.id);
    expect(byAction.items.every((i) => i.action === "team.role")).toBe(true);
    const csv = await text(await admin.audit.exportCsv({ targetId: member.id }));
    expect(csv.split("\n").filter(Boolean)).toHaveLength(5);
    expect(csv).toContain("team.invite");
  });

  it("writes a row only with its transaction: a change that fails after it leaves none", async () => {
    const before = (await admin.audit.list({})).pagination.total;
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(
          tx,
          { action: "content.save", actor: { id: null, label: "test" } },
          new Date(),
        );
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await admin.audit.list({})).pagination.total).toBe(before);
  });

  it("fails an admin change that records nothing; one that records, or says nothing changed, passes", async () => {
    // Procedures of the test's own, under the admin middleware every admin procedure uses.
    const probe = router({
      "team.delete": adminProcedure.mutation(() => "silent"),
      "team.add": adminProcedure.mutation(async ({ ctx }) => {
        await ctx.audit.record(ctx.db, { action: "courses.delete", target: { type: "course" } });
        return "recorded";
      }),
      "team.update": adminProcedure.mutation(({ ctx }) => {
        ctx.audit.nothingChanged();
        return "unchanged";
      }),
    });
    const { access_token } = await t.callerAs("203.0.113.9").auth.login({
      password: TEST_ADMIN_PASSWORD,
    });
    const call = createCallerFactory(probe)(
      createContext(t.deps, { clientIp: "203.0.113.9", authorization: `Bearer ${access_token}` }),
    );
    const error = await failure(call["team.delete"]());
    expect(error.cause?.message).toBe(
      "team.delete changed something and recorded nothing in the audit log",
    );
    await expect(call["team.add"]()).resolves.toBe("recorded");
    await expect(call["team.update"]()).resolves.toBe("unchanged");
    const [row] = (await admin.audit.list({ action: "courses.delete" })).items;
    expect(row).toMatchObject({ actorLabel: "Sara Owner (owner)", ip: "203.0.113.9" });
  });

  it("records a bulk change as one row per target, chained in the order given", async () => {
    await recordAudit(
      t.db,
      ["a", "b", "c"].map((id) => ({
        action: "waitlist.delete" as const,
        actor: { id: null, label: "test" },
        target: { type: "waitlist-entry", id },
      })),
      new Date(),
    );
    const rows = await t.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(rows.slice(-3).map((r) => r.targetId)).toEqual(["a", "b", "c"]);
    expect(await admin.audit.verify()).toMatchObject({ valid: true });
  });

  it("records sign-ins and failed ones, the address a failure gave masked", async () => {
    await t.callerAs("198.51.100.30").auth.login({ password: TEST_ADMIN_PASSWORD });
    await failure(t.callerAs("198.51.100.31").auth.login({ password: "wrong" }));
    await failure(
      t.callerAs("198.51.100.32").auth.login({ email: "someone@example.com", password: "wrong" }),
    );
    const failed = await admin.audit.list({ action: "auth.signInFailed" });
    expect(failed.items.slice(0, 2).map((i) => [i.actorLabel, i.ip])).toEqual([
      ["s***@example.com", "198.51.100.32"],
      ["the admin password", "198.51.100.31"],
    ]);
    const [signIn] = (await admin.audit.list({ action: "auth.signIn" })).items;
    expect(signIn).toMatchObject({ actorLabel: "Sara Owner (owner)" });
  });

  it("is append-only in the database; the chain finds a row altered around the trigger", async () => {
    await admin.team.add({ name: "Omar", email: "omar@team.test", role: "viewer" });
    expect(await admin.audit.verify()).toMatchObject({ valid: true, firstBadId: null });
    const [first] = await t.db.select().from(auditLog).orderBy(asc(auditLog.id)).limit(1);
    expect(
      await refusal(
        t.db.execute(sql`update audit_log set action = 'nothing' where id = ${first!.id}`),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from audit_log where id = ${first!.id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);

    const rows = (await admin.audit.verify()).rows;
    await t.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await t.db.execute(
      sql`update audit_log set actor_label = 'someone else' where id = ${first!.id}`,
    );
    await t.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect(await admin.audit.verify()).toEqual({
      valid: false,
      rows: 0,
      firstBadId: first!.id,
      checkpoint: null,
    });
    expect(rows).toBeGreaterThan(1);
  });
});

describe("what the audit log records", () => {
  it("names only real admin procedures among its exempt and recorded calls", () => {
    const paths = Object.keys(PROCEDURE_PERMISSIONS);
    expect([...AUDIT_EXEMPT.keys(), ...AUDITED_QUERIES].filter((p) => !paths.includes(p))).toEqual(
      [],
    );
  });

  it("masks a whole address as one, and other personal text (quoting an address) as its length", () => {
    expect(
      auditChanges(
        { email: "jane@gmail.com", note: "" },
        { email: "omar@gmail.com", note: "call me at j@x.com" },
        ["email", "note"],
        ["email", "note"],
      ),
    ).toEqual({
      email: { before: "j***@gmail.com", after: "o***@gmail.com" },
      note: { before: "(0 characters)", after: "(18 characters)" },
    });
  });
});
