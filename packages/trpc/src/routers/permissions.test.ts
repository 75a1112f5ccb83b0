import { teamRoles, type TeamRole } from "@bayan/db/platform-enums";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import { messageKeyOf } from "../errors.js";
import {
  PROCEDURE_PERMISSIONS,
  roleCan,
  ROLE_PERMISSIONS,
  type AdminProcedurePath,
} from "../rules/permissions.js";
import { appRouter } from "../root.js";

type T = Awaited<ReturnType<typeof setup>>;
type Caller = T["caller"];

/** Every procedure of the router, by path. */
const PATHS = Object.keys(appRouter._def.procedures).sort();

/** Calls a procedure by its path with an input that is empty (so a change is refused as 400). */
async function call(caller: Caller, path: string): Promise<TRPCError | "OK"> {
  const procedure = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
  try {
    await procedure({});
    return "OK";
  } catch (error) {
    return error as TRPCError;
  }
}

/**
 * Roles (docs/team.md): every admin procedure declares the permission it needs in one table
 * (rules/permissions.ts), and every role is refused exactly the procedures whose permission it
 * lacks, with 403 `auth.forbidden` naming the permission.
 */
describe.each(testDatabaseKinds)("the permission of every procedure on %s", (kind) => {
  let t: T;
  beforeAll(async () => {
    t = await setup(kind);
  });
  afterAll(() => t.close());

  it("declares a permission for every admin procedure, and for nothing else", async () => {
    const admin: string[] = [];
    for (const path of PATHS) {
      const answer = await call(t.callerAs("198.51.100.90"), path);
      if (answer !== "OK" && answer.code === "UNAUTHORIZED" && path !== "auth.login") {
        admin.push(path);
      }
    }
    expect(admin).toEqual(Object.keys(PROCEDURE_PERMISSIONS).sort());
  });

  it("gives each role the permissions of the roles below it, and more", () => {
    const ladder = [...teamRoles].reverse();
    for (let i = 1; i < ladder.length; i++) {
      const below = ROLE_PERMISSIONS[ladder[i - 1]!];
      const role = ROLE_PERMISSIONS[ladder[i]!];
      expect(
        below.every((p) => role.includes(p)),
        ladder[i],
      ).toBe(true);
      expect(role.length, ladder[i]).toBeGreaterThan(below.length);
    }
  });

  it.each(teamRoles)(
    "refuses a %s exactly what the role lacks, with 403",
    async (role: TeamRole) => {
      const { caller } =
        role === "owner" ? { caller: await t.adminCaller() } : await t.memberCaller(role);
      const paths = (Object.keys(PROCEDURE_PERMISSIONS) as AdminProcedurePath[])
        // Signing out ends the session the other calls use: it goes last.
        .sort((a, b) => Number(a === "auth.logout") - Number(b === "auth.logout"));
      const wrong: string[] = [];
      for (const path of paths) {
        const needed = PROCEDURE_PERMISSIONS[path];
        const answer = await call(caller, path);
        const refused = answer !== "OK" && answer.code === "FORBIDDEN";
        if (refused !== !roleCan(role, needed)) wrong.push(`${path} (${needed})`);
        if (refused) {
          expect(messageKeyOf(answer)).toEqual({
            messageKey: "auth.forbidden",
            params: { permission: needed },
          });
        } else if (answer !== "OK") {
          expect(answer.code, path).not.toBe("UNAUTHORIZED");
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
