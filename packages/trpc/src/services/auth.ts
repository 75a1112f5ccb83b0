import {
  adminSessions,
  teamMembers,
  type Database,
  type TeamMember,
  type TeamRole,
} from "@bayan/db";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { randomBytes, randomUUID } from "node:crypto";
import { appError } from "../errors.js";
import { hashPassword, verifyPassword } from "./hashing.js";
import { insertSettingIfAbsent, readSetting, SETTING, writeSetting } from "./app-settings.js";
import { countryOf } from "./analytics/geo.js";
import { isUuid } from "./pagination.js";
import { ROLE_PERMISSIONS } from "../rules/permissions.js";
import { checkSecondFactor, twoFactorRequired, TWO_FACTOR_ROLES } from "./two-factor.js";
import { recordAudit, type AuditActor } from "./audit.js";
import { maskedEmail } from "../rules/email-key.js";
import { getPreferences, syncOwner } from "./preferences.js";

export const TOKEN_ISSUER = "bayan";
export const TOKEN_AUDIENCE = "bayan-admin";
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface AdminSession {
  sessionId: string;
  expiresAt: Date;
  /** The team member signed in, and their role now (read with the session, on every call). */
  memberId: string;
  /** The member's name as the audit log names them (their address when they gave no name). */
  memberName: string;
  role: TeamRole;
  /** Whether the member signs in with a second factor. */
  twoFactor: boolean;
}

/**
 * Makes sure an admin password hash and a JWT signing secret exist, at start-up.
 * - ADMIN_PASSWORD set: a value not applied before becomes the password (other sessions end);
 *   the value applied last is remembered, so a password changed in Settings since then stays.
 * - Unset and none stored: a strong random password is generated; only its hash is stored and
 *   the password is returned once so the caller can print it.
 * - JWT_SECRET set: used; unset: a 32-byte secret is generated once and kept in the database.
 */
export async function prepareAuth(
  db: Database,
  options: { adminPassword?: string | undefined; jwtSecret?: string | undefined },
): Promise<{ jwtKey: Uint8Array; generatedPassword?: string; passwordChanged: boolean }> {
  let generatedPassword: string | undefined;
  let passwordChanged = false;
  const storedHash = await readSetting(db, SETTING.adminPasswordHash);
  if (options.adminPassword) {
    // A value of ADMIN_PASSWORD is applied once: a password changed since in Settings is not
    // undone by the next start with the same value; a new value replaces it (docs/settings.md).
    const appliedHash = await readSetting(db, SETTING.appliedEnvPasswordHash);
    const alreadyApplied = appliedHash
      ? await verifyPassword(appliedHash, options.adminPassword)
      : false;
    if (!alreadyApplied) {
      if (!storedHash || !(await verifyPassword(storedHash, options.adminPassword))) {
        const newHash = await hashPassword(options.adminPassword);
        await writeSetting(db, SETTING.adminPasswordHash, newHash);
        if (storedHash) {
          passwordChanged = true;
          await bumpSessionGeneration(db);
        }
        await writeSetting(db, SETTING.appliedEnvPasswordHash, newHash);
      } else {
        await writeSetting(db, SETTING.appliedEnvPasswordHash, storedHash);
      }
    }
  } else if (!storedHash) {
    // Servers starting together on a new database each propose a password; only the one whose
    // hash was stored prints its password (the others' would not work).
    const candidate = randomBytes(18).toString("base64url");
    const stored = await insertSettingIfAbsent(
      db,
      SETTING.adminPasswordHash,
      await hashPassword(candidate),
    );
    if (stored) generatedPassword = candidate;
  }

  let secret = options.jwtSecret;
  if (!secret) {
    // The same for the signing secret: every server signs with the one that was stored.
    await insertSettingIfAbsent(db, SETTING.jwtSecret, randomBytes(32).toString("base64url"));
    secret = await readSetting(db, SETTING.jwtSecret);
    if (!secret) throw new Error("The JWT secret could not be stored");
  }
  return {
    jwtKey: new TextEncoder().encode(secret),
    passwordChanged,
    ...(generatedPassword ? { generatedPassword } : {}),
  };
}

interface AuthDeps {
  db: Database;
  jwtKey: Uint8Array;
  now: () => Date;
}

/** Where a sign-in comes from: kept with its session, for the member's list of sessions. */
export interface SignInOrigin {
  clientIp: string;
  userAgent: string | undefined;
}

/** A hash no password matches: checked for an unknown email, so it takes as long as a known one. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(18).toString("base64url")));

/** The owner's row in the team (made from the profile on first need). */
async function ownerMember(db: Database): Promise<TeamMember> {
  const find = () => db.select().from(teamMembers).where(eq(teamMembers.role, "owner"));
  const [found] = await find();
  if (found) return found;
  await syncOwner(db, (await getPreferences(db)).profile);
  return (await find())[0]!;
}

/**
 * Checks a sign-in and issues a 12-hour token for its own session (docs/team.md). With an email:
 * the active member of that address and their password (the owner's is the admin password);
 * without: the admin password, for the owner (SPEC 2.7's gate). Anything wrong is UNAUTHORIZED,
 * the same for an unknown address, a wrong password and a member who cannot sign in. The router
 * throttles failures per client address (`rateLimited(..., { count: "failures" })`).
 */
export async function login(
  deps: AuthDeps & SignInOrigin,
  input: { email?: string | undefined; password: string; otp?: string | undefined },
) {
  if (input.email === undefined) {
    if (!(await isAdminPassword(deps.db, input.password))) {
      await recordSignIn(deps, null, "the admin password", false);
      throw appError("UNAUTHORIZED", "auth.invalidPassword");
    }
    const owner = await ownerMember(deps.db);
    await secondFactor(deps, owner, input.otp);
    await recordSignIn(deps, owner, null, true);
    return issueToken(deps, owner, deps);
  }
  // The owner's row is made from the profile on first need: it may not be there yet.
  await ownerMember(deps.db);
  const [member] = await deps.db
    .select()
    .from(teamMembers)
    .where(sql`lower(${teamMembers.email}) = ${input.email.trim().toLowerCase()}`);
  const right =
    member?.role === "owner"
      ? await isAdminPassword(deps.db, input.password)
      : await verifyPassword(member?.passwordHash ?? (await decoy()), input.password);
  if (!member || !right || member.status !== "active") {
    await recordSignIn(deps, member ?? null, maskedEmail(input.email), false);
    throw appError("UNAUTHORIZED", "auth.invalidCredentials");
  }
  await secondFactor(deps, member, input.otp);
  await recordSignIn(deps, member, null, true);
  return issueToken(deps, member, deps);
}

/** A sign-in, or a failed one (what it gave, masked), in the audit log. */
async function recordSignIn(
  deps: AuthDeps & SignInOrigin,
  member: TeamMember | null,
  given: string | null,
  succeeded: boolean,
) {
  const label = member ? `${member.name || member.email} (${member.role})` : `${given}`;
  await recordAudit(
    deps.db,
    {
      action: succeeded ? "auth.signIn" : "auth.signInFailed",
      actor: { id: member?.id ?? null, label, ip: deps.clientIp },
    },
    deps.now(),
  );
}

/**
 * A member with two-factor sign-in on gives a code too: without one the answer is 401
 * `auth.otpRequired` (the password was right: the gate asks for the code), a wrong or reused one
 * 401 `auth.otpInvalid`.
 */
async function secondFactor(
  deps: AuthDeps & SignInOrigin,
  member: TeamMember,
  otp: string | undefined,
) {
  if (!member.totpEnabledAt) return;
  if (!otp) throw appError("UNAUTHORIZED", "auth.otpRequired");
  if (!(await checkSecondFactor(deps.db, member, otp, deps.now()))) {
    await recordSignIn(deps, member, null, false);
    throw appError("UNAUTHORIZED", "auth.otpInvalid");
  }
}

/** Whether `password` is the administrator's password. */
export async function isAdminPassword(db: Database, password: string): Promise<boolean> {
  const storedHash = await readSetting(db, SETTING.adminPasswordHash);
  return Boolean(storedHash) && (await verifyPassword(storedHash!, password));
}

/** The generation admin tokens must carry (0 until the password is first changed). */
async function sessionGeneration(db: Database): Promise<number> {
  return Number((await readSetting(db, SETTING.sessionGeneration)) ?? 0);
}

/** Signs every session out: tokens of the older generations are refused from now on. */
export async function bumpSessionGeneration(db: Database): Promise<number> {
  const next = (await sessionGeneration(db)) + 1;
  await writeSetting(db, SETTING.sessionGeneration, String(next));
  return next;
}

/**
 * A 12-hour token for a member, of the current session generation: its `jti` names the session
 * row made with it (browser and country for the member's list of sessions), its `sub` the member.
 */
export async function issueToken(
  deps: AuthDeps,
  member: Pick<TeamMember, "id">,
  origin: SignInOrigin,
) {
  const generation = await sessionGeneration(deps.db);
  const now = deps.now();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const sessionId = randomUUID();
  await deps.db.insert(adminSessions).values({
    id: sessionId,
    memberId: member.id,
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
    country: await countryOf(origin.clientIp).catch(() => null),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date((issuedAt + TOKEN_TTL_SECONDS) * 1000),
  });
  const token = await new SignJWT({ gen: generation })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(member.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setJti(sessionId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
    .sign(deps.jwtKey);
  return { access_token: token, token_type: "Bearer" as const, expires_in: TOKEN_TTL_SECONDS };
}

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
}

/** How stale a session's "last seen" may get before a request writes it again. */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The session behind a bearer token, or 401: missing, malformed, tampered, expired, signed out,
 * ended (by its member, the owner, a suspension or a removal) or from before a password change.
 */
export async function verifyAdmin(
  deps: Pick<AuthDeps, "db" | "jwtKey" | "now">,
  authorization: string | undefined,
): Promise<AdminSession> {
  const token = bearerToken(authorization);
  if (!token) throw appError("UNAUTHORIZED", "auth.unauthorized");
  let claims;
  try {
    ({ payload: claims } = await jwtVerify(token, deps.jwtKey, {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["jti", "sub", "exp", "iat"],
      currentDate: deps.now(),
    }));
  } catch (error) {
    const expired = error instanceof joseErrors.JWTExpired;
    throw appError("UNAUTHORIZED", expired ? "auth.tokenExpired" : "auth.invalidToken");
  }
  const jti = String(claims.jti);
  // A token signed with this key but from before sessions were kept has no session row.
  if (!isUuid(jti)) throw appError("UNAUTHORIZED", "auth.tokenRevoked");
  const [[row], generation] = await Promise.all([
    deps.db
      .select({
        memberId: adminSessions.memberId,
        name: teamMembers.name,
        email: teamMembers.email,
        revokedAt: adminSessions.revokedAt,
        lastSeenAt: adminSessions.lastSeenAt,
        role: teamMembers.role,
        status: teamMembers.status,
        totpEnabledAt: teamMembers.totpEnabledAt,
      })
      .from(adminSessions)
      .innerJoin(teamMembers, eq(teamMembers.id, adminSessions.memberId))
      .where(eq(adminSessions.id, jti)),
    sessionGeneration(deps.db),
  ]);
  if (!row || row.revokedAt || row.status !== "active" || row.memberId !== claims.sub) {
    throw appError("UNAUTHORIZED", "auth.tokenRevoked");
  }
  // Tokens from before the last change of the owner's password.
  if (Number(claims.gen ?? 0) !== generation) throw appError("UNAUTHORIZED", "auth.tokenRevoked");
  const now = deps.now();
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await deps.db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, jti));
  }
  return {
    sessionId: jti,
    expiresAt: new Date(Number(claims.exp) * 1000),
    memberId: row.memberId,
    memberName: row.name || row.email || "Bayan",
    role: row.role,
    twoFactor: row.totpEnabledAt !== null,
  };
}

/** The audit log's actor for a session: the member as "Name (role)", and the client address. */
export function sessionActor(session: AdminSession, clientIp: string | null = null): AuditActor {
  return {
    id: session.memberId,
    label: `${session.memberName} (${session.role})`,
    ip: clientIp,
  };
}

/** Who a session is: the member's name, address and role, and the role's permissions. */
export async function sessionMember(db: Database, session: AdminSession) {
  const [member] = await db
    .select({ id: teamMembers.id, name: teamMembers.name, email: teamMembers.email })
    .from(teamMembers)
    .where(eq(teamMembers.id, session.memberId));
  if (!member) throw appError("UNAUTHORIZED", "auth.tokenRevoked");
  const required = await twoFactorRequired(db);
  return {
    ...member,
    role: session.role,
    permissions: [...ROLE_PERMISSIONS[session.role]],
    twoFactor: session.twoFactor,
    twoFactorNeeded: !session.twoFactor && TWO_FACTOR_ROLES.has(session.role) && required,
    twoFactorRequired: required,
  };
}

/** Whether the owner requires a second factor of this member's role and they have none yet. */
export async function twoFactorMissing(db: Database, session: AdminSession) {
  // Read only for a role it concerns: most calls skip the setting.
  return !session.twoFactor && TWO_FACTOR_ROLES.has(session.role) && (await twoFactorRequired(db));
}

/** Ends a session before its expiry (sign-out); sessions expired a day ago are pruned on the way. */
export async function logout(db: Database, session: AdminSession, now: Date) {
  await db
    .delete(adminSessions)
    .where(lt(adminSessions.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, session.sessionId), isNull(adminSessions.revokedAt)));
  return { loggedOut: true };
}
