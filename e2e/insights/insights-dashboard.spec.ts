// Issue 38 end to end: a visitor walks a tour, opens and sends a CTA form and searches the map (once
// for nothing); the tenant's insights link then shows exactly those counts, the CSV export reads
// back to the stored submissions, and no other token opens the page. Counts are compared with the
// report before the visit (other specs may have sent events of the same tenant earlier).
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { ctaNamed, formReference, storedSubmissions } from '../ctas/cta-support.ts';
import { DEFAULT_TENANT, expect, getFromTenant, tenants, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { TOUR, closeCtaModals, startTour, withoutCtas } from '../viewer/viewer-support.ts';
import { apiReport, insightsToken, insightsUrl, lastThirtyDays, parseCsv } from './insights-support.ts';
import { seriousViolations } from '../support/axe.ts';
import { enginesIn, scriptBytes } from '../support/script-bytes.ts';

const site = DEFAULT_TENANT;

async function walkTour(page: Page) {
  await withoutCtas(page);
  await page.goto(tenantUrl(site, `/${site}/${TOUR}?lng=en`));
  await startTour(page);
  await closeCtaModals(page);
  const first = page.url();
  await page.getByRole('button', { name: 'Next scene' }).click();
  await expect(page).not.toHaveURL(first);
}

async function sendCampusVisit(page: Page, ctaId: number) {
  await page.goto(tenantUrl(site, `/${site}/ctas/${ctaId}?lng=en`));
  const dialog = page.getByRole('dialog', { name: 'Book a campus visit' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Insights, "E2E" Visitor');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('insights@example.org');
  await dialog.getByRole('button', { name: /Preferred date/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeHidden();
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Book my visit' }).click();
  await expect(dialog.getByText('Thank you! Your visit request is booked; check your email.')).toBeVisible();
}

async function searchMap(page: Page, query: string) {
  await page.goto(tenantUrl(site, `/${site}/map?lng=en`));
  const box = page.getByRole('combobox', { name: 'Search places' });
  await box.fill(query);
  await expect(page.getByText('No places match.')).toBeVisible();
}

test('what a visitor did shows on the insights dashboard with exactly those counts, and the CSV reads back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = insightsToken(site);
  const before = await apiReport(request, site, token);
  const visit = await ctaNamed(page, site, 'Campus visit');
  const query = `zqx${Date.now().toString(36).replace(/[0-9]/g, '')}`;

  // The visitor: a browser of its own (its own session id), events sent by the app itself.
  const visitor = await browser.newPage();
  const sent: string[] = [];
  // Batches the server refused (none expected: each would be a lost count), and batches still in
  // flight: the visitor leaves a page only once they are answered. A batch in flight when its page
  // goes is the browser's to deliver (keepalive), and a busy machine could lose it (seen once),
  // which would be a count this test did not mean to measure.
  const refused: string[] = [];
  const inFlight = new Set<Request>();
  visitor.on('request', (r) => {
    if (!r.url().includes('/api/v2/events/')) return;
    sent.push(r.postData() ?? '');
    inFlight.add(r);
  });
  visitor.on('requestfinished', (r) => inFlight.delete(r));
  visitor.on('requestfailed', (r) => inFlight.delete(r));
  visitor.on('response', (r) => {
    if (r.url().includes('/api/v2/events/') && r.status() !== 202) refused.push(`${String(r.status())} ${r.url()}`);
  });
  const answered = () => expect.poll(() => inFlight.size).toBe(0);
  await walkTour(visitor);
  // The tour's first stop is tracked when the visitor leaves it: wait until its batch went (2 s).
  await expect.poll(() => sent.some((body) => body.includes(`"tour-stop","action":"${TOUR}","label":"1"`))).toBe(true);
  await answered();
  await sendCampusVisit(visitor, visit.id);
  await answered();
  await searchMap(visitor, query);
  // Leaving the page sends what is still buffered (the search's outcome, the last dwell).
  // The search's outcome is tracked once the query has settled: wait until it is sent.
  await expect.poll(() => sent.some((body) => body.includes(`"${query}"`))).toBe(true);
  await visitor.goto('about:blank');
  await visitor.close();

  const started = (report: typeof before) => report.tours.find((tour) => tour.tour === TOUR)?.started ?? 0;
  /** Visits that reached the tour's stop at `position` (a scene shown, then left: its dwell is sent). */
  const reached = (report: typeof before, position: number) =>
    report.tours.find((tour) => tour.tour === TOUR)?.stops.find((stop) => stop.stop === position)?.reached ?? 0;
  const ctaOf = (report: typeof before) =>
    report.ctas.find((cta) => cta.id === visit.id) ?? { shown: 0, submitted: 0, succeeded: 0 };
  const formOf = (report: typeof before) =>
    report.forms.find((form) => form.reference === formReference(visit))?.count ?? 0;
  // Events arrive in batches: wait for the report to have them all (a state, not a delay).
  await expect
    .poll(async () => {
      const now = await apiReport(request, site, token);
      return {
        started: started(now) - started(before),
        stops: [reached(now, 1) - reached(before, 1), reached(now, 2) - reached(before, 2)],
        shown: ctaOf(now).shown - ctaOf(before).shown,
        submitted: ctaOf(now).submitted - ctaOf(before).submitted,
        succeeded: ctaOf(now).succeeded - ctaOf(before).succeeded,
        forms: formOf(now) - formOf(before),
        search: now.searches_without_result.find((row) => row.key === query)?.count ?? 0,
        refused,
      };
    })
    .toEqual({ started: 1, stops: [1, 1], shown: 1, submitted: 1, succeeded: 1, forms: 1, search: 1, refused: [] });
  const after = await apiReport(request, site, token);
  const stops = after.tours.find((tour) => tour.tour === TOUR)?.stops ?? [];
  // Each stop shown had a dwell time: its median is a time, not empty.
  expect(stops.slice(0, 2).map((stop) => stop.median_ms !== null && stop.median_ms >= 0)).toEqual([true, true]);

  await page.goto(insightsUrl(site, token));
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-visits')).toHaveText(after.totals.visits.toLocaleString('en'));
  await expect(page.getByTestId('total-page-views')).toHaveText(after.totals.page_views.toLocaleString('en'));
  const tour = page.locator('.insights-funnel').filter({ has: page.getByRole('heading', { name: TOUR }) });
  await expect(tour.getByRole('listitem').filter({ hasText: 'Started' })).toContainText(String(started(after)));
  const cta = page.locator('.insights-funnel').filter({ has: page.getByRole('heading', { name: /campus visit/i }) });
  await expect(cta.getByRole('listitem').filter({ hasText: 'Form sent' })).toContainText(
    String(ctaOf(after).submitted),
  );
  const searches = page.getByRole('list', { name: 'Map searches with no result' });
  await expect(searches.getByRole('listitem').filter({ hasText: query })).toContainText('1');

  // The export of the form's submissions in the period: the stored rows, value for value.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download ${formReference(visit)} as CSV` }).click();
  const csv = parseCsv(fs.readFileSync(await (await download).path(), 'utf8'));
  const { from } = lastThirtyDays();
  const stored = storedSubmissions(formReference(visit)).reverse();
  const [header = [], ...rows] = csv;
  expect(header.slice(0, 2)).toEqual(['received_at', 'language']);
  expect(rows).toHaveLength(stored.length);
  expect(rows.map((row) => row[0] ?? '').every((received) => received >= from)).toBe(true);
  const column = (name: string) => header.indexOf(name);
  expect(rows.map((row) => row[column('full_name')])).toEqual(stored.map((row) => row.data.full_name));
  expect(rows.at(-1)?.[column('email')]).toBe('insights@example.org');
  expect(rows.at(-1)?.[column('full_name')]).toBe('Insights, "E2E" Visitor');
});

test('an expired, tampered or other tenant’s token is refused, on the page and the API', async ({ request }) => {
  const other = tenants.find((tenant) => tenant !== site) ?? 'harbour';
  const valid = insightsToken(site);
  const refused = {
    expired: insightsToken(site, new Date(Date.now() - 60_000)),
    // One hex digit of the signature changed to another ('0' to '1', any other to '0'); the server
    // reads the token in any case, so an 'A' for an 'a' would be no change.
    tampered: `${valid.slice(0, -2)}${valid.at(-2) === '0' ? '1' : '0'}${valid.slice(-1)}`,
    'other tenant': insightsToken(other),
  };
  expect(refused.tampered.toLowerCase()).not.toBe(valid.toLowerCase());
  for (const [why, token] of Object.entries(refused)) {
    const pageAnswer = await getFromTenant(request, site, `/${site}/insights?token=${encodeURIComponent(token)}`);
    expect(pageAnswer.status(), `${why}: page`).toBe(403);
    const api = await getFromTenant(request, site, `/api/v2/insights/?token=${encodeURIComponent(token)}`);
    expect(api.status(), `${why}: API`).toBe(403);
  }
  expect((await getFromTenant(request, site, `/api/v2/insights/?token=${encodeURIComponent(valid)}`)).status()).toBe(
    200,
  );
});

for (const [tenant, language] of [
  [site, 'en'],
  ['harbour', 'ar'],
] as const) {
  test(`the ${tenant} dashboard (${language}) has no serious accessibility violation`, async ({ page }) => {
    test.skip(!tenants.includes(tenant), `no ${tenant} in content/demo`);
    await page.goto(insightsUrl(tenant, insightsToken(tenant), language));
    await expect(page.getByTestId('total-visits')).toBeVisible();
    await expect(page.locator('.insights-traffic canvas')).toBeVisible();
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(seriousViolations(results)).toEqual([]);
  });
}

test('on a phone in Arabic the two figures share one row and fill it', async ({ page }) => {
  test.skip(!tenants.includes('harbour'), 'no harbour in content/demo');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(insightsUrl('harbour', insightsToken('harbour'), 'ar'));
  const cards = page.locator('.insights__totals > div');
  await expect(cards).toHaveCount(2);
  const row = await page.locator('.insights__totals').boundingBox();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(row && first && second).toBeTruthy();
  if (!row || !first || !second) return;
  expect(Math.abs(first.y - second.y)).toBeLessThan(1);
  // Right to left: the first figure on the right edge, the second on the left, no space left over.
  expect(Math.abs(first.x + first.width - (row.x + row.width))).toBeLessThan(1);
  expect(Math.abs(second.x - row.x)).toBeLessThan(1);
});

for (const [tenant, language, width, height] of [
  [site, 'en', 1280, 800],
  ['harbour', 'ar', 390, 844],
] as const) {
  test(`while older days are being prepared the ${tenant} dashboard (${language}) says which, then fills in by itself`, async ({
    page,
  }) => {
    test.skip(!tenants.includes(tenant), `no ${tenant} in content/demo`);
    await page.setViewportSize({ width, height });
    // The server's answer right after an upgrade of a large tenant (its catch-up is tested on the
    // server): the first report leaves 29 days out; the next ones are the server's own.
    const { from, to } = lastThirtyDays();
    const yesterday = new Date(Date.parse(to) - 86_400_000).toISOString().slice(0, 10);
    let first = true;
    await page.route(/\/api\/v2\/insights\/\?/, async (route) => {
      // Fetched on the tenant's host as the tests reach it (Node does not resolve *.localhost).
      const url = new URL(route.request().url());
      const response = await getFromTenant(page.request, tenant, `${url.pathname}${url.search}`);
      const body = (await response.json()) as Record<string, unknown>;
      if (first) body.preparing = { from, to: yesterday, days: 29 };
      first = false;
      await route.fulfill({ response, json: body });
    });
    await page.goto(insightsUrl(tenant, insightsToken(tenant), language));
    const notice = page.getByTestId('insights-preparing');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toContainText(language === 'en' ? 'Still preparing 29 days of older data' : 'جارٍ تجهيز');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(seriousViolations(results)).toEqual([]);
    // The dashboard asks again while days are being prepared: the notice goes once they are in.
    await expect(notice).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId('total-visits')).toBeVisible();
  });
}

test('the dashboard brings its chart library with it (other routes never load it: route budgets)', async ({ page }) => {
  await page.goto(insightsUrl(site, insightsToken(site)));
  await expect(page.locator('.insights-traffic canvas')).toBeVisible();
  expect(enginesIn((await scriptBytes(page)).bodies)).toEqual(['chart library (uPlot)']);
});
