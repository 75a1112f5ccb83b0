// Two-factor sign-in (docs/team.md): TOTP (RFC 6238, otplib) with 10 single-use recovery codes,
// kept hashed. A member sets it up (a secret and its otpauth:// URL for the QR code), confirms it
// with a first code, and from then on signs in with a code too; turning it off takes the password
// and a code. The owner can require it of the owner and admins.
import { teamMembers, type Database, type TeamMember } from "@bayan/db";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import { appError, fieldError } from "../errors.js";
import { said } from "../rules/messages.js";
import { readSetting, writeSetting } from "./app-settings.js";
import { isAdminPassword, type AdminSession } from "./auth.js";
import { verifyPassword } from "./hashing.js";
import { ShortCache } from "./short-cache.js";
import { auditChanges, type AuditTrail } from "./audit.js";
import { memberTarget } from "./team.js";

/** How many recovery codes a member gets, each working once. */
export const RECOVERY_CODE_COUNT = 10;
/** The app setting that requires two-factor sign-in of the owner and admins ("true"). */
const REQUIRE_SETTING = "admin_require_two_factor";
/** A code from the step before or after the current one is taken too (clocks drift). */
const TOLERANCE_SECONDS = 30;
/** The roles that must use two-factor sign-in once the owner requires it. */
export const TWO_FACTOR_ROLES = new Set(["owner", "admin"]);

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** A recovery code as typed: without spaces and dashes, lower case. */
const normalCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/** Ten codes like "k7m2q-9xw4p" (50 bits each), to show once. */
function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const requirement = new ShortCache<boolean>(
  5_000,
  async (db) => (await readSetting(db, REQUIRE_SETTING)) === "true",
);

/** Whether the owner requires two-factor sign-in of the owner and admins. */
export const twoFactorRequired = (db: Database) => requirement.get(db);

/** The owner's switch: two-factor sign-in required of the owner and admins, or not. */
export async function setTwoFactorRequired(db: Database, required: boolean, audit: AuditTrail) {
  const before = await twoFactorRequired(db);
  await db.transaction(async (tx) => {
    await writeSetting(tx, REQUIRE_SETTING, String(required));
    await audit.record(tx, {
      action: "auth.twoFactorPolicy",
      changes: auditChanges({ required: before }, { required }, ["required"]),
    });
  });
  requirement.invalidate(db);
  return {
    required,
    ...said(required ? "auth.twoFactorNowRequired" : "auth.twoFactorNoLongerRequired"),
  };
}

async function memberOf(db: Database, session: AdminSession): Promise<TeamMember> {
  const [member] = await db.select().from(teamMembers).where(eq(teamMembers.id, session.memberId));
  if (!member) throw appError("UNAUTHORIZED", "auth.tokenRevoked");
  return member;
}

/**
 * A new secret for the member's authenticator app (kept as pending until a code confirms it) and
 * its otpauth:// URL for the QR code. 409 when two-factor sign-in is on already.
 */
export async function setUpTwoFactor(db: Database, session: AdminSession) {
  const member = await memberOf(db, session);
  if (member.totpEnabledAt) throw appError("CONFLICT", "auth.twoFactorAlreadyOn");
  const secret = generateSecret();
  await db
    .update(teamMembers)
    .set({ totpPendingSecret: secret })
    .where(eq(teamMembers.id, member.id));
  const label = member.email || member.name || "admin";
  return { secret, otpauthUrl: generateURI({ issuer: "Bayan", label, secret }) };
}

/** The time step of a valid code for `secret` at `now`, or null. */
async function codeStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  // TOTP's result carries its time step (HOTP's type, in the same union, does not).
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * Turns two-factor sign-in on with a first code from the app: answers the recovery codes, shown
 * this once (only their hashes are kept). A wrong code is 400 on `otp`.
 */
export async function enableTwoFactor(
  db: Database,
  session: AdminSession,
  otp: string,
  now: Date,
  audit: AuditTrail,
) {
  const member = await memberOf(db, session);
  if (member.totpEnabledAt) throw appError("CONFLICT", "auth.twoFactorAlreadyOn");
  if (!member.totpPendingSecret) throw appError("CONFLICT", "auth.twoFactorNotSetUp");
  const step = await codeStep(member.totpPendingSecret, otp, now);
  if (step === null) throw fieldError("otp", "auth.otpInvalid");
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(teamMembers)
      .set({
        totpSecret: member.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
        recoveryCodes: codes.map((c) => sha256(normalCode(c))),
      })
      .where(eq(teamMembers.id, member.id));
    await audit.record(tx, { action: "auth.twoFactorOn", target: memberTarget(member) });
  });
  return { recoveryCodes: codes, ...said("auth.twoFactorOn") };
}

/**
 * Checks a sign-in's second factor: a code from the app (each time step once: a code seen before
 * is refused) or a recovery code (used up). True when it was right; the member's row records it.
 */
export async function checkSecondFactor(
  db: Database,
  member: TeamMember,
  otp: string,
  now: Date,
): Promise<boolean> {
  if (!member.totpSecret) return false;
  const step = await codeStep(member.totpSecret, otp.trim(), now);
  if (step !== null) {
    // A code works once: only a sign-in that moves the last step on gets in (also when two
    // sign-ins with one code arrive at once).
    const [moved] = await db
      .update(teamMembers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(teamMembers.id, member.id),
          or(isNull(teamMembers.totpLastStep), lt(teamMembers.totpLastStep, step)),
        ),
      )
      .returning({ id: teamMembers.id });
    return Boolean(moved);
  }
  const hash = sha256(normalCode(otp));
  if (!member.recoveryCodes.includes(hash)) return false;
  const [used] = await db
    .update(teamMembers)
    .set({ recoveryCodes: member.recoveryCodes.filter((c) => c !== hash) })
    .where(eq(teamMembers.id, member.id))
    .returning({ id: teamMembers.id });
  return Boolean(used);
}

/** Turns two-factor sign-in off: the password and a code (or a recovery code). */
export async function disableTwoFactor(
  db: Database,
  session: AdminSession,
  input: { password: string; otp: string },
  now: Date,
  audit: AuditTrail,
) {
  const member = await memberOf(db, session);
  if (!member.totpEnabledAt) throw appError("CONFLICT", "auth.twoFactorNotOn");
  const passwordRight =
    member.role === "owner"
      ? await isAdminPassword(db, input.password)
      : Boolean(member.passwordHash) &&
        (await verifyPassword(member.passwordHash!, input.password));
  if (!passwordRight) throw fieldError("password", "settings.wrongCurrentPassword");
  if (!(await checkSecondFactor(db, member, input.otp, now))) {
    throw fieldError("otp", "auth.otpInvalid");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(teamMembers)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        recoveryCodes: [],
      })
      .where(eq(teamMembers.id, member.id));
    await audit.record(tx, { action: "auth.twoFactorOff", target: memberTarget(member) });
  });
  return said("auth.twoFactorOff");
}
