import type { APIResponse, Route } from '@playwright/test';

type FetchOptions = Parameters<Route['fetch']>[0];

/**
 * `route.fetch` as a browser would do it: once more when the server closed the kept-alive connection
 * just as the request went out on it (ECONNRESET). Node closes idle connections after the server's
 * keep-alive timeout, and Playwright's client may pick that socket at the same moment; browsers
 * retry such a request on a new connection, Playwright does not (seen once in a full run).
 */
export async function fetchForRoute(route: Route, options?: FetchOptions): Promise<APIResponse> {
  try {
    return await route.fetch(options);
  } catch (error) {
    if (!(error instanceof Error) || !/ECONNRESET|socket hang up/.test(error.message)) throw error;
    return route.fetch(options);
  }
}
