import type { Database } from "@bayan/db";

const changeListeners = new Set<() => void>();

/**
 * Tells `listener` whenever this process drops a kept value because it changed it (a join, the
 * countdown saved): the HTTP layer's prepared answers made from such values go with it. Returns
 * the call that stops telling.
 */
export function onShortCacheChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * A per-database value kept for `ttlMs`, for reads every visitor makes (queue counts, the
 * countdown). Concurrent readers share one query; writers in this process call `invalidate`, and
 * other processes see a change within `ttlMs`.
 */
export class ShortCache<T> {
  private readonly entries = new WeakMap<Database, { expiresAt: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly load: (db: Database) => Promise<T>,
  ) {}

  get(db: Database): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(db);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = this.load(db);
    this.entries.set(db, { expiresAt: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(db));
    return value;
  }

  invalidate(db: Database): void {
    this.entries.delete(db);
    for (const listener of changeListeners) listener();
  }
}
