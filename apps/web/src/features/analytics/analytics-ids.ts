// Visitor ids: client_id / session_id from the address (then removed from it), else the stored
// ones, else new random ids (client id in localStorage, session id in sessionStorage).
import { guardedStorage, type KeyValueStore } from '../../lib/safe-storage.ts';

const CLIENT_KEY = 'meridian.client_id';
const SESSION_KEY = 'meridian.session_id';

function stored(storage: KeyValueStore, key: string, given: string | null): string {
  if (given) {
    storage.setItem(key, given);
    return given;
  }
  const existing = storage.getItem(key);
  if (existing) return existing;
  const fresh = crypto.randomUUID();
  storage.setItem(key, fresh);
  return fresh;
}

/** Without storage (a frame on another site that the browser denies it) the ids live for this page only. */
export function resolveAnalyticsIds(
  given: { clientId: string | null; sessionId: string | null },
  win: Window = window,
): {
  clientId: string;
  sessionId: string;
} {
  return {
    clientId: stored(guardedStorage('local', win), CLIENT_KEY, given.clientId),
    sessionId: stored(guardedStorage('session', win), SESSION_KEY, given.sessionId),
  };
}
