// Settings > Waitlist (docs/waitlist-growth.md): one JSON document in app_settings, read with the
// defaults filled in, so a field added later has its default on an older install.
import type { Database } from "@bayan/db";
import type { z } from "zod";
import {
  WAITLIST_SETTINGS_DEFAULTS,
  waitlistSettingsSchema,
  type waitlistSettingsUpdate,
  type WaitlistSettings,
} from "../../schemas/waitlist-growth.js";
import { auditChanges, type AuditTrail } from "../audit.js";
import type { DbOrTx } from "../invitation-state.js";
import { readSetting, writeSetting } from "../app-settings.js";

export const WAITLIST_SETTINGS_KEY = "waitlist_settings";

/** The stored settings over the defaults; a stored field that no longer passes its rule is dropped. */
export async function readWaitlistSettings(db: DbOrTx): Promise<WaitlistSettings> {
  const stored = await readSetting(db, WAITLIST_SETTINGS_KEY);
  if (!stored) return { ...WAITLIST_SETTINGS_DEFAULTS };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { ...WAITLIST_SETTINGS_DEFAULTS };
  }
  const fields = waitlistSettingsSchema.partial().safeParse(parsed);
  return { ...WAITLIST_SETTINGS_DEFAULTS, ...(fields.success ? fields.data : {}) };
}

/**
 * Applies the fields given and answers the whole document; recorded (`waitlist.settings`) with the
 * fields that changed, before and after.
 */
export async function updateWaitlistSettings(
  db: Database,
  patch: z.output<typeof waitlistSettingsUpdate>,
  audit: AuditTrail,
): Promise<WaitlistSettings> {
  return db.transaction(async (tx) => {
    const before = await readWaitlistSettings(tx);
    const next = { ...before, ...patch };
    await writeSetting(tx, WAITLIST_SETTINGS_KEY, JSON.stringify(next));
    const fields = Object.keys(WAITLIST_SETTINGS_DEFAULTS) as (keyof WaitlistSettings)[];
    const changes = auditChanges(before, next, fields);
    if (changes) await audit.record(tx, { action: "waitlist.settings", changes });
    else audit.nothingChanged();
    return next;
  });
}
