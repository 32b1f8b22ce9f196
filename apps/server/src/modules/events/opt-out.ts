import type { FastifyRequest } from 'fastify';

/**
 * Whether the request says the visitor does not want to be tracked: `DNT: 1` (Do Not Track) or
 * `Sec-GPC: 1` (Global Privacy Control). The app checks both in the browser too and sends
 * nothing; this catches a page whose script could not (docs/privacy.md).
 */
export function optsOut(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}
