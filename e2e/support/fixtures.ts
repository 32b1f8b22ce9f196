// Shared end-to-end fixtures: where the server is, which tenants it has, and a recorder of every
// request the page makes (to prove that none leaves 127.0.0.1 / *.localhost).
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoTenants } from './demo-tenants.ts';

export const port = Number(process.env.E2E_PORT);
/** The demo packs, read from content/demo (global-setup.ts fails the run if the server imported others). */
export const tenants: string[] = demoTenants();
export const DEFAULT_TENANT = tenants.includes('northfield') ? 'northfield' : (tenants[0] ?? 'northfield');

/** The URL of a path on a tenant's host: the default tenant on localhost, others on {site}.localhost. */
export function tenantUrl(tenant: string, pathname = '/'): string {
  const host = tenant === DEFAULT_TENANT ? 'localhost' : `${tenant}.localhost`;
  return `http://${host}:${port}${pathname}`;
}

/**
 * GET from a tenant's API from the test process. Node does not resolve *.localhost (Chromium
 * does), so the request goes to 127.0.0.1 with the tenant's Host header. A kept-alive connection
 * the server closes (idle 5 s) just as a request is written on it resets; a browser sends such a
 * GET again on a new connection, and so does this (one retry, on ECONNRESET only: a CI run lost
 * a test to it).
 */
export function getFromTenant(
  request: APIRequestContext,
  tenant: string,
  pathname: string,
  headers: Record<string, string> = {},
) {
  const host = new URL(tenantUrl(tenant)).host;
  return request.get(`http://127.0.0.1:${port}${pathname}`, { headers: { ...headers, host }, maxRetries: 1 });
}

export function isLocalHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * Every host the page asked for. Observed, not intercepted: interception turns Chromium's HTTP cache
 * off and costs a round trip to this process per request. Outside hosts are refused by the browser
 * itself (`--host-resolver-rules` in playwright.config.ts: they do not resolve), so a leak fails fast
 * instead of hanging on a network timeout, and is still seen here as a request.
 */
/**
 * A server-rendered page (issue 36) shows its content before its scripts have made it answer: `goto`
 * waits until the app has taken it over (`<html data-app-ready>`, app/app-layout.tsx), as a visitor
 * waits for a page to react. Pages the app renders alone have no server state: nothing more to wait.
 */
export function waitForAppOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () => !document.getElementById('meridian-page-state') || document.documentElement.dataset.appReady === 'true',
    );
    return response;
  };
}

export const test = base.extend<{ requestedHosts: Set<string> }>({
  page: async ({ page }, use) => {
    waitForAppOnGoto(page);
    await use(page);
  },
  requestedHosts: async ({ page }, use) => {
    const hosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:') hosts.add(url.hostname);
    });
    await use(hosts);
  },
});

export { expect };
