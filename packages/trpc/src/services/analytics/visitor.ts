// Visitor ids (docs/analytics.md, Visitors and sessions): a salted hash of the client address, the
// user agent and the site host, with a salt of the UTC day. Neither the address nor the user agent
// is stored: the salt makes the hash useless the next day, and the old salt is deleted.
import { analyticsSalts, type Database } from "@bayan/db";
import { eq, lt } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";

/** The previous day's salt is still used (and kept) this long after midnight UTC. */
export const SALT_GRACE_MS = 30 * 60_000;
const DAY_MS = 86_400_000;

/** The UTC day of an instant, "2026-11-24". */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** What identifies a visitor at a moment: the request's client address, user agent and host. */
export interface VisitorRequest {
  ip: string;
  userAgent: string;
  host: string;
  now: Date;
}

/** Hex of the first 16 bytes of SHA-256(salt|ip|userAgent|host). */
export function visitorHash(salt: string, ip: string, userAgent: string, host: string): string {
  return createHash("sha256")
    .update(`${salt}|${ip}|${userAgent}|${host.toLowerCase()}`)
    .digest("hex")
    .slice(0, 32);
}

/**
 * The salts of the days, as the database has them, cached in memory (a salt never changes once
 * created). One store per process is enough (`sharedSalts`); tests make more to play several
 * servers.
 */
export class SaltStore {
  /** By database, then by day. A day without a salt is not remembered: it may get one. */
  readonly #cache = new WeakMap<Database, Map<string, string>>();
  readonly #pending = new WeakMap<Database, Map<string, Promise<string | null>>>();

  /**
   * The salt of `day`. With `create`, inserted if absent (whichever instance comes first wins,
   * the others read its salt); without, null when there is none.
   */
  salt(db: Database, day: string, create: boolean): Promise<string | null> {
    let days = this.#cache.get(db);
    if (!days) this.#cache.set(db, (days = new Map<string, string>()));
    const known = days.get(day);
    if (known !== undefined) return Promise.resolve(known);
    let pending = this.#pending.get(db);
    if (!pending) this.#pending.set(db, (pending = new Map<string, Promise<string | null>>()));
    const key = `${day}|${create}`;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const load = this.#load(db, day, create).then(
      (salt) => {
        pending.delete(key);
        if (salt !== null) days.set(day, salt);
        // Only the last two days are ever asked for: forget the others.
        if (days.size > 4) {
          for (const d of [...days.keys()].sort().slice(0, days.size - 2)) days.delete(d);
        }
        return salt;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, load);
    return load;
  }

  async #load(db: Database, day: string, create: boolean): Promise<string | null> {
    if (create) {
      const [inserted] = await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString("base64") })
        .onConflictDoNothing({ target: analyticsSalts.day })
        .returning({ salt: analyticsSalts.salt });
      if (inserted) return inserted.salt;
    }
    const [row] = await db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    return row?.salt ?? null;
  }
}

/** The process's salt store. */
export const sharedSalts = new SaltStore();

/**
 * The visitor's ids at `now`: today's, and during the first 30 minutes after midnight UTC also
 * yesterday's (if yesterday had a salt), so that a visit crossing midnight is found again.
 * With `create`, today's salt is made if absent; without, `today` is null when there is none.
 */
export async function visitorIds(
  db: Database,
  request: VisitorRequest,
  options: { create: boolean; salts?: SaltStore },
): Promise<{ today: string | null; yesterday: string | null }> {
  const salts = options.salts ?? sharedSalts;
  const { ip, userAgent, host, now } = request;
  const today = await salts.salt(db, utcDay(now), options.create);
  const sinceMidnight = now.getTime() % DAY_MS;
  const yesterday =
    sinceMidnight < SALT_GRACE_MS
      ? await salts.salt(db, utcDay(new Date(now.getTime() - DAY_MS)), false)
      : null;
  return {
    today: today === null ? null : visitorHash(today, ip, userAgent, host),
    yesterday: yesterday === null ? null : visitorHash(yesterday, ip, userAgent, host),
  };
}

/**
 * Deletes the salts no longer needed at `now`: every day before today, and yesterday's too once
 * the first 30 minutes after midnight are over. Run by the scheduled jobs; answers how many.
 */
export async function pruneSalts(db: Database, now: Date): Promise<number> {
  const oldestKept = utcDay(new Date(now.getTime() - SALT_GRACE_MS));
  const deleted = await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, oldestKept))
    .returning({ day: analyticsSalts.day });
  return deleted.length;
}
