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
