// Route budgets (issue 16): the JavaScript (gzip) each route loads, and which routes may carry the
// panorama or map engine. Sizes, not timings: these hold on a busy machine too. A budget exceeded
// fails with the route, the figure and the budget. Figures and their history: docs/performance.md.
import { enginesIn, scriptBytes } from '../support/script-bytes.ts';
import { expect, tenantUrl, test } from '../support/fixtures.ts';
import { tenantContent } from '../support/content.ts';

interface RouteBudget {
  route: string;
  path: (content: { tourSlug: string; sceneSlug: string }) => string;
  /** KB gzip; for panorama routes, counted up to the first panorama pixels. */
  budgetKb: number;
  /** Set on routes whose budget is "before the panorama shows". */
  untilFirstPixels?: boolean;
  /** Engines this route must not load at all. */
  forbidEngines?: boolean;
}

const budgets: RouteBudget[] = [
  { route: 'scene', path: ({ sceneSlug }) => `/northfield/scene/${sceneSlug}`, budgetKb: 260, untilFirstPixels: true },
  { route: 'tour', path: ({ tourSlug }) => `/northfield/${tourSlug}`, budgetKb: 260, untilFirstPixels: true },
];

for (const budget of budgets) {
  test(`the ${budget.route} route stays within ${String(budget.budgetKb)} KB of JavaScript (gzip)`, async ({
    page,
  }) => {
    const content = await tenantContent(page, 'northfield');
    await page.goto(tenantUrl('northfield', budget.path(content)));
    if (budget.untilFirstPixels) {
      await page.waitForFunction(() => performance.getEntriesByName('panorama-first-pixels').length > 0);
    }
    await page.waitForLoadState('networkidle');
    const bytes = await scriptBytes(page, budget.untilFirstPixels ? 'panorama-first-pixels' : undefined);
    const kb = Math.round(bytes.beforeMark / 1024);
    const what = budget.untilFirstPixels ? 'before the first panorama pixels' : 'in all';
    expect(
      kb,
      `${budget.route} route: ${String(kb)} KB gzip ${what}, budget ${String(budget.budgetKb)} KB`,
    ).toBeLessThanOrEqual(budget.budgetKb);
    if (budget.forbidEngines) {
      expect(enginesIn(bytes.bodies), `${budget.route} route loads an engine it must not`).toEqual([]);
    }
  });
}
