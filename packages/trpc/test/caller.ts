import { teamMembers, type DatabaseKind, type TeamRole } from "@bayan/db";
import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { ServerDeps } from "../src/context.js";
import { createCaller, createContext } from "../src/index.js";
import { issueToken } from "../src/services/auth.js";
import { createTestDeps, TEST_ADMIN_PASSWORD } from "../src/testing.js";

/** A fresh database of the given kind and a tRPC caller on it, for a visitor at 203.0.113.7. */
export async function setup(kind: DatabaseKind, overrides: Partial<ServerDeps> = {}) {
  const t = await createTestDeps(kind, overrides);
  const callerAs = (clientIp = "203.0.113.7", authorization?: string) =>
    createCaller(createContext(t.deps, { clientIp, authorization }));
  /** A caller signed in as the administrator (from 203.0.113.200). */
  const adminCaller = async () => {
    const ip = "203.0.113.200";
    const { access_token } = await callerAs(ip).auth.login({ password: TEST_ADMIN_PASSWORD });
    return callerAs(ip, `Bearer ${access_token}`);
  };
  /**
   * A caller signed in as a new active team member with this role (from 203.0.113.201), its
   * session issued directly (no password to hash); answers the member's id too.
   */
  const memberCaller = async (role: TeamRole, email = `${role}-${randomUUID()}@team.test`) => {
    const [member] = await t.db
      .insert(teamMembers)
      .values({ name: `A ${role}`, email, role, status: "active" })
      .returning();
    const ip = "203.0.113.201";
    const deps = { ...t.deps, now: t.deps.now ?? (() => new Date()) };
    const { access_token } = await issueToken(deps, member!, {
      clientIp: ip,
      userAgent: "vitest",
    });
    return { caller: callerAs(ip, `Bearer ${access_token}`), member: member! };
  };
  return { ...t, caller: callerAs(), callerAs, adminCaller, memberCaller };
}

/** The error a call failed with; a call that succeeds fails the test. */
export async function failure(call: Promise<unknown>): Promise<TRPCError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}
