import { revokedTokens, type Database } from "@bayan/db";
import { eq, lt } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { randomBytes, randomUUID } from "node:crypto";
import { appError } from "../errors.js";
import { hashPassword, verifyPassword } from "./hashing.js";
import { insertSettingIfAbsent, readSetting, SETTING, writeSetting } from "./app-settings.js";

export const TOKEN_ISSUER = "bayan";
export const TOKEN_AUDIENCE = "bayan-admin";
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface AdminSession {
  sessionId: string;
  expiresAt: Date;
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

/**
 * Checks the password and issues a 12-hour token; a wrong password is UNAUTHORIZED. The router
 * throttles failures per client address (`rateLimited(..., { count: "failures" })`).
 */
export async function login(deps: AuthDeps, password: string) {
  if (!(await isAdminPassword(deps.db, password))) {
    throw appError("UNAUTHORIZED", "auth.invalidPassword");
  }
  return issueToken(deps);
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

/** A 12-hour admin token of the current session generation. */
export async function issueToken(deps: AuthDeps) {
  const generation = await sessionGeneration(deps.db);
  const issuedAt = Math.floor(deps.now().getTime() / 1000);
  const token = await new SignJWT({ role: "admin", gen: generation })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject("admin")
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
    .sign(deps.jwtKey);
  return { access_token: token, token_type: "Bearer" as const, expires_in: TOKEN_TTL_SECONDS };
}

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
}

/** The session behind a bearer token, or 401: missing, malformed, tampered, expired, revoked. */
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
      subject: "admin",
      requiredClaims: ["jti", "exp", "iat"],
      currentDate: deps.now(),
    }));
  } catch (error) {
    const expired = error instanceof joseErrors.JWTExpired;
    throw appError("UNAUTHORIZED", expired ? "auth.tokenExpired" : "auth.invalidToken");
  }
  const jti = String(claims.jti);
  const [[revoked], generation] = await Promise.all([
    deps.db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti)),
    sessionGeneration(deps.db),
  ]);
  if (revoked) throw appError("UNAUTHORIZED", "auth.tokenRevoked");
  // Tokens from before the last password change (no `gen` claim is generation 0).
  if (Number(claims.gen ?? 0) !== generation) throw appError("UNAUTHORIZED", "auth.tokenRevoked");
  return { sessionId: jti, expiresAt: new Date(Number(claims.exp) * 1000) };
}

/** Ends a session before its expiry; expired revocations are pruned on the way. */
export async function logout(db: Database, session: AdminSession, now: Date) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  await db
    .insert(revokedTokens)
    .values({ jti: session.sessionId, expiresAt: session.expiresAt })
    .onConflictDoNothing();
  return { loggedOut: true };
}
