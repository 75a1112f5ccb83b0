export * from "./enums.js";
export * from "./platform-enums.js";
export * from "./schema.js";
export { createDb, migrationsFolder, pingDb, withTimeout } from "./client.js";
export type { Database, DatabaseKind, DbHandle, DbOptions, Schema } from "./client.js";
export { DataDirLockedError, lockDataDir } from "./lock.js";
export { isEmbedded, runStatement } from "./statement.js";
