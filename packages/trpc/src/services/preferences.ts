// Settings (SPEC 2.14): the administrator's preferences, one JSON document in app_settings
// (docs/settings.md), and the team's owner row that follows the profile.
import { appSettings, teamMembers, type Database } from "@bayan/db";
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../errors.js";
import {
  DEFAULT_PREFERENCES,
  LANGUAGE_NUMBER_FORMAT,
  preferenceSections,
  type PreferenceSection,
  type Preferences,
  type PreferencesDocument,
} from "../schemas/settings.js";
import type { AuditAction } from "../rules/audit-actions.js";
import { readSetting, SETTING, writeSetting } from "./app-settings.js";
import { auditChanges, type AuditTrail } from "./audit.js";

/**
 * One section as stored, field by field: a field that is missing or no longer valid (an older
 * document, a value list that changed) reads as its default; the others are kept.
 */
function readSection<S extends PreferenceSection>(
  section: S,
  stored: unknown,
): PreferencesDocument[S] {
  const shape = preferenceSections[section].shape as Record<string, z.ZodType>;
  const values: Record<string, unknown> = { ...DEFAULT_PREFERENCES[section] };
  if (stored && typeof stored === "object") {
    for (const [key, schema] of Object.entries(shape)) {
      const parsed = schema.safeParse((stored as Record<string, unknown>)[key]);
      if (parsed.success) values[key] = parsed.data;
    }
  }
  return values as PreferencesDocument[S];
}

async function readDocument(db: Database): Promise<PreferencesDocument> {
  const raw = await readSetting(db, SETTING.preferences);
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object") stored = parsed as Record<string, unknown>;
  } catch {
    // An unreadable document reads as the defaults (and is replaced by the next save).
  }
  return {
    profile: readSection("profile", stored.profile),
    notifications: readSection("notifications", stored.notifications),
    appearance: readSection("appearance", stored.appearance),
    region: readSection("region", stored.region),
    privacy: readSection("privacy", stored.privacy),
    payment: readSection("payment", stored.payment),
  };
}

/** Every setting, with defaults for what was never saved. */
export async function getPreferences(db: Database): Promise<Preferences> {
  return { ...(await readDocument(db)), role: "Owner" };
}

/** Each section's action in the audit log. */
const SECTION_ACTION: Record<PreferenceSection, AuditAction> = {
  profile: "settings.profile",
  notifications: "settings.notifications",
  appearance: "settings.appearance",
  region: "settings.region",
  privacy: "settings.privacy",
  payment: "settings.payment",
};

/**
 * The profile's phone and bio are recorded as their length; its name and address are the team's
 * owner's, as the team's rows name every member.
 */
const MASKED_FIELDS: Partial<Record<PreferenceSection, readonly string[]>> = {
  profile: ["phone", "bio"],
};

/**
 * Changes some fields of one section (the input is validated by the section's schema) and
 * answers every setting. A change of language takes the number format along while it is the
 * other language's own (en-US <-> ar-SA); a format chosen otherwise stays. The fields that
 * changed are recorded; a save that changes nothing is not.
 */
export async function updatePreferences<S extends PreferenceSection>(
  db: Database,
  section: S,
  changes: Partial<PreferencesDocument[S]>,
  audit: AuditTrail,
): Promise<Preferences> {
  // One save at a time: two sections saved at once (the sidebar's language and theme) would each
  // write the whole document back with the other's old values. The row is locked until written.
  return db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: SETTING.preferences, value: "{}" })
      .onConflictDoNothing({ target: appSettings.key });
    await tx
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(eq(appSettings.key, SETTING.preferences))
      .for("update");
    const document = await readDocument(tx);
    const next = { ...document[section], ...changes };
    if (section === "profile" && "email" in changes) {
      await checkOwnerEmail(tx, (next as PreferencesDocument["profile"]).email);
    }
    const regionChanges = changes as Partial<PreferencesDocument["region"]>;
    if (section === "region" && regionChanges.language && !("numberFormat" in changes)) {
      const region = next as PreferencesDocument["region"];
      const previous = document.region;
      if (region.numberFormat === LANGUAGE_NUMBER_FORMAT[previous.language]) {
        region.numberFormat = LANGUAGE_NUMBER_FORMAT[region.language];
      }
    }
    const updated = { ...document, [section]: next };
    await writeSetting(tx, SETTING.preferences, JSON.stringify(updated));
    if (section === "profile") await syncOwner(tx, updated.profile);
    const was = document[section] as Record<string, unknown>;
    const diff = auditChanges(
      was,
      next as Record<string, unknown>,
      Object.keys(preferenceSections[section].shape),
      MASKED_FIELDS[section],
    );
    if (diff) await audit.record(tx, { action: SECTION_ACTION[section], changes: diff });
    else audit.nothingChanged();
    return { ...updated, role: "Owner" as const };
  });
}

/** The profile's email is the owner's in the team: no other member may have it. */
async function checkOwnerEmail(db: Database, email: string) {
  if (!email) return;
  const [other] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.email, email), ne(teamMembers.role, "owner")));
  if (other) throw appError("CONFLICT", "settings.teamEmailTaken");
}

/** The team's owner row is the administrator: named and addressed as in the profile. */
export async function syncOwner(db: Database, profile: PreferencesDocument["profile"]) {
  const values = {
    name: profile.name,
    email: profile.email,
    role: "owner" as const,
    status: "active" as const,
  };
  const [owner] = await db.select().from(teamMembers).where(eq(teamMembers.role, "owner"));
  if (owner) {
    if (owner.name !== values.name || owner.email !== values.email) {
      await db
        .update(teamMembers)
        .set({ name: values.name, email: values.email, updatedAt: new Date() })
        .where(eq(teamMembers.id, owner.id));
    }
    return;
  }
  // Two first reads at once: the unique owner index lets one row in.
  await db.insert(teamMembers).values(values).onConflictDoNothing();
}
