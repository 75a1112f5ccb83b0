import { useEffect, useSyncExternalStore } from "react";
import {
  endSession,
  liveToken,
  sessionSnapshot,
  subscribeSession,
  tokenExpiry,
} from "../../lib/adminSession";

/**
 * The administrator's session, re-rendering on sign-in, sign-out, a 401 from the server, another
 * tab, or the token's expiry (the session ends by itself at `exp`).
 */
export function useSession() {
  const session = useSyncExternalStore(subscribeSession, sessionSnapshot);
  const token = session.token;

  useEffect(() => {
    if (!token) return;
    if (liveToken() === null) return; // expired already: ended
    const exp = tokenExpiry(token);
    if (exp === null) return;
    // setTimeout holds at most about 24.8 days; tokens live 12 hours.
    const timer = setTimeout(() => endSession("expired"), exp * 1000 - Date.now());
    return () => clearTimeout(timer);
  }, [token]);

  return session;
}
