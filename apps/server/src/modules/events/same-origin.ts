import type { FastifyRequest } from 'fastify';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a request comes from a page of the same origin. `navigator.sendBeacon`
 * cannot add the CSRF header, so the events endpoint relies on what browsers add
 * themselves and a page cannot forge: `Sec-Fetch-Site` (must be `same-origin`
 * when present) and `Origin` (must name this host when present). Requests with
 * neither come from non-browser clients, which CSRF does not concern.
 */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = header(request, 'origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host.toLowerCase();
  } catch {
    return false;
  }
}
