import { appSettings, type Database } from "@bayan/db";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "./invitation-state.js";

/** Keys of the server-side settings table. */
export const SETTING = {
  adminPasswordHash: "admin_password_hash",
  jwtSecret: "jwt_secret",
  /** The argon2id hash of the ADMIN_PASSWORD value last applied (it is applied once, not on every start). */
  appliedEnvPasswordHash: "admin_password_env_hash",
  /** Admin tokens of an older generation are refused: bumped when the password changes. */
  sessionGeneration: "admin_session_generation",
  /** The Settings document (JSON; docs/settings.md). */
  preferences: "admin_preferences",
  /** When the admin last marked the bell's notifications as read (ISO 8601). */
  notificationsSeenAt: "admin_notifications_seen_at",
  /** When the daily digest last ran (ISO 8601), sent or not. */
  digestRanAt: "admin_digest_ran_at",
} as const;

export async function readSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Stores a setting only when none is there yet; answers whether this call's value was stored.
 * Several servers starting at once on one database each propose a value and exactly one wins.
 */
export async function insertSettingIfAbsent(
  db: Database,
  key: string,
  value: string,
): Promise<boolean> {
  const inserted = await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoNothing({ target: appSettings.key })
    .returning({ key: appSettings.key });
  return inserted.length > 0;
}
