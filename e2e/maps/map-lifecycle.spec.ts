// The map engine's lifetime and the map's address (issue 15): one map instance per page, released
// on unmount (WebGL contexts left after open/close cycles: 0 or 1), and shareable state in the
// URL (place, category, both route ends and the mode) that a reload brings back.
// Four cycles, not the 20: every cycle creates a context (counted below), so a map that
// kept its context would leave two alive after the second cycle; 20 took 2 minutes per tenant.
import { expect, getFromTenant, tenants, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { trackContexts, webGLContexts } from '../support/webgl-contexts.ts';

const CYCLES = 4;

for (const tenant of tenants) {
  test(`${tenant}: one map per page, and no WebGL context left after ${CYCLES} open/close cycles`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(trackContexts);
    await page.goto(tenantUrl(tenant, `/${tenant}?ctasTimed&lng=en`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      // In-app navigation (the History API), as a visitor moving between screens: the page stays.
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/${tenant}/map?ctasTimed&lng=en`);
      await expect(page.locator('.maplibregl-canvas')).toBeVisible();
      await expect(page.locator('.maplibregl-map')).toHaveCount(1);
      await page.goBack();
      await expect(page.locator('.maplibregl-map')).toHaveCount(0);
    }
    const [created, left] = await page.evaluate(webGLContexts);
    console.log(
      `${tenant}: WebGL contexts alive after ${CYCLES} map open/close cycles: ${left} (of ${created} created)`,
    );
    // The tracker saw every map's context (else the count below would prove nothing)...
    expect(created).toBeGreaterThanOrEqual(CYCLES);
    // ...and each was released when its map closed.
    expect(left).toBeLessThanOrEqual(1);
  });

  test(`${tenant}: the address holds the place, category, route ends and mode, and a reload restores them`, async ({
    page,
    request,
  }) => {
    const response = await getFromTenant(request, tenant, '/api/v2/maps/wayfinding/places/');
    const { features } = (await response.json()) as {
      features: { properties: { id: number; title: string; is_building: boolean } }[];
    };
    const [from, to] = features.filter((place) => place.properties.is_building);
    await page.goto(tenantUrl(tenant, `/${tenant}/map?ctasTimed&lng=en`));
    const categories = page.getByRole('group', { name: 'Categories' });
    const chip = categories.getByRole('button').first();
    await chip.click();
    await expect(page).toHaveURL(/[?&]category=[\w-]+/);
    const category = new URL(page.url()).searchParams.get('category');
    await page.getByRole('list', { name: 'Places in this category' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/[?&]place=\d+/);
    const place = new URL(page.url()).searchParams.get('place');

    await page.getByRole('radio', { name: 'Directions' }).check();
    for (const [label, end] of [
      ['From', from],
      ['To', to],
    ] as const) {
      const title = end?.properties.title ?? '';
      await page.getByRole('textbox', { name: label }).fill(title);
      await page
        .getByRole('list', { name: 'Search results' })
        .getByRole('button', { name: new RegExp(`^${title}( |$)`) })
        .click();
    }
    await page.getByRole('radio', { name: 'Cycle' }).check();
    await expect(page).toHaveURL(/[?&]mode=cycling/);
    await expect(page).toHaveURL(/[?&]from=-?[\d.]+%2C-?[\d.]+/);
    await expect(page).toHaveURL(/[?&]to=-?[\d.]+%2C-?[\d.]+/);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(from?.properties.title ?? '');
    await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(to?.properties.title ?? '');
    await expect(page.getByRole('radio', { name: 'Cycle' })).toBeChecked();
    await page.getByRole('radio', { name: 'Places' }).check();
    await expect(page.getByRole('group', { name: 'Categories' }).getByRole('button', { pressed: true })).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('category')).toBe(category);
    expect(new URL(page.url()).searchParams.get('place')).toBe(place);
    await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
  });
}
