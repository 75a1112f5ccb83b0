/**
 * The administrator's session in this browser (SPEC 4 "Session", 5 "Admin and other"): the token
 * is kept under `admin_token`; its `exp` claim is read here, and an unreadable token counts as
 * expired. Small and dependency-free: the tRPC client (public bundle) reads it for every call.
 */
export const ADMIN_TOKEN_KEY = "admin_token";

/** Why the session ended, for the sign-in screen to say. */
export type SessionEndReason = "unauthorized" | "expired" | "logout";

interface SessionState {
  token: string | null;
  /** Set when the session was ended by the server or by expiry, until the next sign-in. */
  endedBecause: SessionEndReason | null;
}

let state: SessionState = { token: null, endedBecause: null };
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Seconds since the epoch at which the token expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

function isLive(token: string, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function load() {
  if (loaded) return;
  loaded = true;
  state = { token: storage()?.getItem(ADMIN_TOKEN_KEY) ?? null, endedBecause: null };
  // Another tab signing in or out changes this one too.
  window.addEventListener("storage", (event) => {
    if (event.key === ADMIN_TOKEN_KEY) emit({ token: event.newValue, endedBecause: null });
  });
}

/** The stored token while it has not expired; an expired or unreadable one is removed. */
export function liveToken(nowMs = Date.now()): string | null {
  load();
  if (state.token && !isLive(state.token, nowMs)) endSession("expired");
  return state.token;
}

export function startSession(token: string) {
  load();
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
  emit({ token, endedBecause: null });
}

export function endSession(reason: SessionEndReason) {
  load();
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  emit({ token: null, endedBecause: reason });
}

/** For `useSyncExternalStore`. */
export function subscribeSession(listener: () => void) {
  load();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionSnapshot(): SessionState {
  load();
  return state;
}
