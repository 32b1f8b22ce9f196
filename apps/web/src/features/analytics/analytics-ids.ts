// Visitor ids: client_id / session_id from the address (then removed from it), else the stored
// ones, else new random ids (client id in localStorage, session id in sessionStorage).

const CLIENT_KEY = 'meridian.client_id';
const SESSION_KEY = 'meridian.session_id';

function stored(storage: Storage | undefined, key: string, given: string | null): string {
  try {
    if (given) {
      storage?.setItem(key, given);
      return given;
    }
    const existing = storage?.getItem(key);
    if (existing) return existing;
    const fresh = crypto.randomUUID();
    storage?.setItem(key, fresh);
    return fresh;
  } catch {
    return given ?? crypto.randomUUID();
  }
}

export function resolveAnalyticsIds(given: { clientId: string | null; sessionId: string | null }): {
  clientId: string;
  sessionId: string;
} {
  return {
    clientId: stored(window.localStorage, CLIENT_KEY, given.clientId),
    sessionId: stored(window.sessionStorage, SESSION_KEY, given.sessionId),
  };
}
