// Helpers for the CTA end-to-end tests: the demo tenants' CTAs by name, stored submissions read
// back from the server's SQLite file, and the viewed cookie.
import Database from 'better-sqlite3';
import path from 'node:path';
import type { BrowserContext, Frame, Locator, Page } from '@playwright/test';
import { expect, tenantUrl } from '../support/fixtures.ts';

export interface CtaSummary {
  id: number;
  name: string;
  title: string;
  action: string;
  timing: number | null;
  gate_entry: boolean;
  content: { value: { form_reference?: string } }[];
}

/**
 * GET ctas/ of a tenant from the test runner. Node cannot resolve `*.localhost` (Chromium can), so
 * the request goes to 127.0.0.1 with the tenant's Host header.
 */
export async function allCtas(page: Page, tenant: string, language = 'en'): Promise<CtaSummary[]> {
  const url = new URL(tenantUrl(tenant, '/api/v2/ctas/'));
  const response = await page.request.get(`http://127.0.0.1:${url.port}${url.pathname}`, {
    headers: { Host: url.host, 'Accept-Language': language },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: CtaSummary[] }).items;
}

export async function ctaNamed(page: Page, tenant: string, name: string, language = 'en'): Promise<CtaSummary> {
  const items = await allCtas(page, tenant, language);
  const found = items.find((cta) => cta.name === name);
  if (!found) throw new Error(`${tenant} has no CTA named ${name}: ${items.map((cta) => cta.name).join(', ')}`);
  return found;
}

export interface StoredSubmission {
  form_reference: string;
  language: string;
  data: Record<string, string | string[]>;
}

/** Submissions stored for a form reference, newest first (read straight from the database). */
export function storedSubmissions(formReference: string): StoredSubmission[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (e2e/support/global-setup.ts)');
  const db = new Database(path.join(dataDir, 'meridian.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT form_reference, language, data FROM form_submissions WHERE form_reference = ? ORDER BY id DESC')
      .all(formReference) as { form_reference: string; language: string; data: string }[];
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, string | string[]> }));
  } finally {
    db.close();
  }
}

export function formReference(cta: CtaSummary): string {
  const reference = cta.content[0]?.value.form_reference;
  if (!reference) throw new Error(`CTA ${cta.name} is not a form`);
  return reference;
}

export async function viewedCookie(context: BrowserContext, ctaId: number) {
  return (await context.cookies()).find((cookie) => cookie.name === `on_entry_ctas_${ctaId}`);
}

/** Days from now until the cookie expires. */
export function daysLeft(expires: number): number {
  return (expires * 1000 - Date.now()) / 86_400_000;
}

/** Presses Tab (only the keyboard) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Waits until the app in `target` has taken its entry-CTA decision (the `entry-cta-settled`
 * performance mark of apps/web/src/features/ctas/entry-cta.ts) and returns it: the id of the entry
 * CTA it shows, or null for none. A check that no entry CTA shows waits for this, not for a delay.
 */
export async function entryCtaDecision(target: Page | Frame): Promise<number | null> {
  await target.waitForFunction(() => performance.getEntriesByName('entry-cta-settled').length > 0);
  return target.evaluate(() => {
    const [mark] = performance.getEntriesByName('entry-cta-settled');
    if (!(mark instanceof PerformanceMark)) throw new Error('the entry-cta-settled mark went away');
    return (mark.detail as { ctaId: number | null }).ctaId;
  });
}
