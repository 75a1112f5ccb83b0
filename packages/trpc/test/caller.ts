import type { DatabaseKind } from "@bayan/db";
import type { ServerDeps } from "../src/context.js";
import { createCaller, createContext } from "../src/index.js";
import { createTestDeps } from "../src/testing.js";

/** A fresh database of the given kind and a tRPC caller on it, for a visitor at 203.0.113.7. */
export async function setup(kind: DatabaseKind, overrides: Partial<ServerDeps> = {}) {
  const t = await createTestDeps(kind, overrides);
  const callerAs = (clientIp = "203.0.113.7", authorization?: string) =>
    createCaller(createContext(t.deps, { clientIp, authorization }));
  return { ...t, caller: callerAs(), callerAs };
}
