import type { DatabaseKind } from "@bayan/db";
import { TRPCError } from "@trpc/server";
import type { ServerDeps } from "../src/context.js";
import { createCaller, createContext } from "../src/index.js";
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
  return { ...t, caller: callerAs(), callerAs, adminCaller };
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
