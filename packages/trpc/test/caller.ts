import { openTestDb } from "@bayan/db/testing";
import type { DatabaseKind, DbHandle } from "@bayan/db";
import { createCaller, createContext } from "../src/index.js";

/** A database of the given kind plus a tRPC caller on it, as a visitor at 203.0.113.7 would call. */
export async function setup(kind: DatabaseKind, options: { now?: () => Date } = {}) {
  const handle: DbHandle = await openTestDb(kind);
  const ctx = createContext(
    { db: handle.db, dbKind: handle.kind, startedAt: new Date(), ...options },
    { clientIp: "203.0.113.7" },
  );
  return { ...handle, caller: createCaller(ctx) };
}
