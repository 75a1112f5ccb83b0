import type { Database, DatabaseKind } from "@bayan/db";

/** What every procedure can use. Built once per request by the transport (tRPC or REST). */
export interface Context {
  db: Database;
  dbKind: DatabaseKind;
  /** The client's address as the server trusts it (socket, or forwarded through a trusted proxy). */
  clientIp: string;
  /** The raw `Authorization` header, if any. */
  authorization: string | undefined;
  /** The verified administrator session, or null (sign-in is not built yet, so always null). */
  admin: { sessionId: string } | null;
  /** The clock, replaceable in tests. */
  now: () => Date;
  /** When the server started, for uptime. */
  startedAt: Date;
}

export type ServerDeps = Pick<Context, "db" | "dbKind" | "startedAt"> & { now?: () => Date };

export function createContext(
  deps: ServerDeps,
  request: { clientIp: string; authorization?: string | undefined },
): Context {
  return {
    db: deps.db,
    dbKind: deps.dbKind,
    startedAt: deps.startedAt,
    now: deps.now ?? (() => new Date()),
    clientIp: request.clientIp,
    authorization: request.authorization,
    admin: null,
  };
}
