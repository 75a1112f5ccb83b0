import { appSettings, type Database } from "@bayan/db";
import { eq } from "drizzle-orm";

/** Keys of the server-side settings table. */
export const SETTING = {
  adminPasswordHash: "admin_password_hash",
  jwtSecret: "jwt_secret",
} as const;

export async function readSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Database, key: string, value: string): Promise<void> {
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
