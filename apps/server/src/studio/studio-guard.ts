// The Studio writes files on the author's machine, so only the author's own browser tab may talk to
// it: bound to 127.0.0.1, and every request must name the Studio's own host (a DNS-rebinding page
// names its own host), come from its own origin when it says where from (and say so when it writes,
// as browsers do), and carry the random token printed with its URL (docs/studio.md, docs/security.md).
import { timingSafeEqual } from 'node:crypto';

export interface StudioRequest {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  /** The token the request carries: its cookie, or the `X-Studio-Token` header. */
  token: string | undefined;
}

export type GuardVerdict = { ok: true } | { ok: false; status: 401 | 403; reason: string };

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function studioOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

export function sameToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Host and Origin first (they need no secret), then the token. */
export function checkHostAndOrigin(request: Omit<StudioRequest, 'token'>, port: number): GuardVerdict {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (request.host === undefined || !hosts.includes(request.host.toLowerCase())) {
    return { ok: false, status: 403, reason: 'this host name is not the Studio’s' };
  }
  if (request.origin !== undefined && !studioOrigins(port).includes(request.origin.toLowerCase())) {
    return { ok: false, status: 403, reason: 'requests from other sites are refused' };
  }
  if (request.origin === undefined && !SAFE_METHODS.has(request.method)) {
    return { ok: false, status: 403, reason: 'a change must say where it comes from (Origin)' };
  }
  return { ok: true };
}

export function checkStudioRequest(request: StudioRequest, port: number, token: string): GuardVerdict {
  const place = checkHostAndOrigin(request, port);
  if (!place.ok) return place;
  if (!sameToken(request.token, token)) {
    return { ok: false, status: 401, reason: 'open the address that `meridian studio` printed (it holds the token)' };
  }
  return { ok: true };
}
