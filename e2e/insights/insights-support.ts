// Helpers for the insights end-to-end tests: a signed insights link made with the server's own
// secret (DATA_DIR/secret, as `meridian insights-link` signs it), the report read from the API,
// and a small CSV reader for the export.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { insightsReport, type InsightsReport } from '../../packages/contracts/src/insights.ts';
import { createInsightsToken } from '../../apps/server/src/tenancy/preview-token.ts';
import { expect, getFromTenant, tenantUrl } from '../support/fixtures.ts';

function serverSecret(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (e2e/support/global-setup.ts)');
  return fs.readFileSync(path.join(dataDir, 'secret'), 'utf8').trim();
}

/** A token for `tenant`'s insights, valid until `expiresAt` (default: an hour from now). */
export function insightsToken(tenant: string, expiresAt = new Date(Date.now() + 3_600_000)): string {
  return createInsightsToken(serverSecret(), tenant, expiresAt);
}

export function insightsUrl(tenant: string, token: string, language = 'en'): string {
  return tenantUrl(tenant, `/${tenant}/insights?token=${encodeURIComponent(token)}&lng=${language}`);
}

/** The dashboard's default period: the 30 days up to today (UTC). */
export function lastThirtyDays(now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(today - 29 * 86_400_000), to: day(today) };
}

export async function apiReport(request: APIRequestContext, tenant: string, token: string): Promise<InsightsReport> {
  const { from, to } = lastThirtyDays();
  const response = await getFromTenant(request, tenant, `/api/v2/insights/?token=${token}&from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  return insightsReport.parse(await response.json());
}

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
