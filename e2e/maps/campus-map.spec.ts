// The campus map end to end, in both demo tenants: the directory, typo-tolerant search, walking
// directions with steps in English and Arabic, imperial units, keyboard only, nothing fetched
// from outside the machine, and axe.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { Map as MapLibreMap } from 'maplibre-gl';
import sharp from 'sharp';
import { expect, getFromTenant, isLocalHost, tenants, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';

interface PlacePoint {
  properties: { id: number; title: string; is_building: boolean };
}

async function buildings(request: Parameters<typeof getFromTenant>[0], tenant: string): Promise<PlacePoint[]> {
  const response = await getFromTenant(request, tenant, '/api/v2/maps/wayfinding/places/');
  const body = (await response.json()) as { features: PlacePoint[] };
  return body.features.filter((place) => place.properties.is_building);
}

async function offered(request: Parameters<typeof getFromTenant>[0], tenant: string): Promise<string[]> {
  const response = await getFromTenant(request, tenant, '/api/v2/language/');
  const body = (await response.json()) as { items: { language: string }[] };
  return body.items.map((item) => item.language);
}

async function unitSystem(request: Parameters<typeof getFromTenant>[0], tenant: string): Promise<string> {
  const response = await getFromTenant(request, tenant, '/api/v2/brand/');
  const body = (await response.json()) as { items: { unit_system: string }[] };
  return body.items[0]?.unit_system ?? 'metric';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A result button: its name is the place's title, then its category. */
const resultNamed = (title: string) => ({ name: new RegExp(`^${escape(title)}( |$)`) });

/** Presses Tab until the target has focus (at most `most` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, most = 30) {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The share of the map's pixels within 6 of a colour. */
async function share(page: Page, colour: number[]): Promise<number> {
  const png = await page.locator('.maplibregl-canvas').screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    if (colour.every((value, channel) => Math.abs((data[offset + channel] ?? 0) - value) <= 6)) hits += 1;
  }
  return hits / (info.width * info.height);
}

const mapUrl = (tenant: string, query: string) => tenantUrl(tenant, `/${tenant}/map?ctasTimed&${query}`);

async function openMap(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
}

// Each map is opened once for the checks that can share it (a MapLibre start on software WebGL is
// the slow part): each check is a step named for the behaviour it guards, in an order where one
// leaves the screen as the next expects it.
for (const tenant of tenants) {
  test.describe(`campus map on ${tenant}`, () => {
    test('with the mouse: axe, a category’s highlight, and a building found from the directory', async ({
      page,
      requestedHosts,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await openMap(page, mapUrl(tenant, 'lng=en'));

      await test.step('shows the whole campus and the streets around it beside the panel, none of it under it', async () => {
        await expect(page.locator('.maplibregl-map[data-idle="true"]')).toHaveCount(1, { timeout: 30_000 });
        const panel = await page.locator('.map-panel').boundingBox();
        const canvas = await page.locator('.maplibregl-canvas').boundingBox();
        if (!panel || !canvas) throw new Error('the map or its panel is not laid out');
        const beside = await page.evaluate(
          ({ left, right, height }) => {
            const element = document.querySelector('.maplibregl-map') as unknown as { maplibreMap: MapLibreMap };
            const map = element.maplibreMap;
            const campus = map.queryRenderedFeatures({ layers: ['campus'] });
            // The campus's drawn extent, in screen pixels: its outline's corners projected.
            const corners = campus.flatMap((feature) =>
              feature.geometry.type === 'Polygon'
                ? feature.geometry.coordinates.flat().map((point) => map.project(point as [number, number]))
                : [],
            );
            const box: [[number, number], [number, number]] = [
              [left, 0],
              [right, height],
            ];
            return {
              campusLeft: Math.min(...corners.map((point) => point.x)),
              // The town's streets: the basemap's where the tenant has one, else the generated blocks.
              streets: map
                .queryRenderedFeatures(box)
                .filter((feature) => ['basemap-roads', 'surroundings'].includes(feature.layer.id)).length,
            };
          },
          { left: panel.x + panel.width - canvas.x, right: canvas.width, height: canvas.height },
        );
        expect(beside.campusLeft, 'the campus starts right of the panel').toBeGreaterThan(
          panel.x + panel.width - canvas.x,
        );
        expect(beside.streets, 'street blocks drawn beside the panel').toBeGreaterThan(0);
      });

      await test.step('has no serious or critical axe violation', async () => {
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .exclude('canvas')
          .analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });

      await test.step('highlights a category’s places on the map and fits the view to them', async () => {
        const brand = { northfield: [0x00, 0x46, 0x7f], harbour: [0x0f, 0x6b, 0x6b] }[tenant] ?? [0, 0, 0];
        // The brand colour is already on screen before any choice (the panel's selected tab over the
        // map, the places' markers): what a choice adds is measured against that, once the map has drawn.
        const shown = page.getByRole('region', { name: 'What the map shows' }).getByRole('listitem');
        await expect(shown.first()).toBeAttached();
        const before = await share(page, brand);
        const category = page.getByRole('group', { name: 'Categories' }).getByRole('button').first();
        await category.click();
        const listed = page.getByRole('list', { name: 'Places in this category' }).getByRole('button');
        await expect(listed.first()).toBeVisible();
        const titles = (await listed.allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
        // Its buildings and points take the brand colour (the others are dimmed)...
        await expect.poll(() => share(page, brand)).toBeGreaterThan(before + 0.002);
        // ...and every one of its places is in view.
        await expect
          .poll(async () => {
            const inView = await shown.allInnerTexts();
            return titles.filter((title) => !inView.includes(title));
          })
          .toEqual([]);
        // Choosing it again clears the highlight.
        await category.click();
        await expect.poll(() => share(page, brand)).toBeLessThan(before + 0.001);
      });

      await test.step('finds a building from the directory and shows it', async () => {
        await page.getByRole('group', { name: 'Categories' }).getByRole('button').first().click();
        const first = page.getByRole('list', { name: 'Places in this category' }).getByRole('button').first();
        const title = (await first.innerText()).split('\n')[0]?.trim() ?? '';
        await first.click();
        await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
        await expect(page).toHaveURL(/place=\d+/);
        expect([...requestedHosts].every(isLocalHost)).toBe(true);
      });
    });

    test('with the keyboard: the search combobox, panning and zooming, a place and its directions', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const [building] = await buildings(request, tenant);
      const title = building?.properties.title ?? '';
      await openMap(page, mapUrl(tenant, 'lng=en'));
      const box = page.getByRole('combobox', { name: 'Search places' });

      await test.step('finds a place from a search with a typo, in a combobox the arrow keys walk', async () => {
        const word = title.split(' ').find((part) => part.length >= 6) ?? title;
        const typo = word.slice(0, 2) + word.slice(3);
        await expect(box).toHaveAttribute('aria-expanded', 'false');
        await box.fill(typo);
        const list = page.getByRole('listbox', { name: 'Search results' });
        await expect(list.getByRole('option', resultNamed(title))).toBeVisible();
        // Issue 34: an ARIA combobox. Focus stays in the field; the active option is announced.
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
        const options = list.getByRole('option');
        await page.keyboard.press('ArrowDown');
        await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('ArrowUp');
        await expect(box).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id')) ?? '');
        await page.keyboard.press('Escape');
        await expect(box).toHaveAttribute('aria-expanded', 'false');
        await expect(box).not.toHaveAttribute('aria-activedescendant');
        await expect(box).toBeFocused();
        // Emptied, as the next steps expect the field.
        await box.fill('');
      });

      await test.step('pans and zooms with the keyboard', async () => {
        const map = page.getByRole('region', { name: 'Campus map', exact: true });
        await tabTo(page, map, 40);
        // The map moves: what the canvas draws changes.
        const canvas = page.locator('.maplibregl-canvas');
        const before = await canvas.screenshot();
        await page.keyboard.press('ArrowRight');
        await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
        const inView = page.getByRole('heading', { name: /^Places on the map: \d+$/ });
        const count = async () => Number((await inView.innerText()).replace(/\D/g, ''));
        const all = await count();
        for (let press = 0; press < 3; press += 1) await page.keyboard.press('Equal');
        await expect.poll(count).toBeLessThan(all);
      });

      await test.step('works with the keyboard alone', async () => {
        // From the map, Tab goes round the page to the search field.
        await tabTo(page, box, 30);
        await page.keyboard.type(title);
        const result = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', resultNamed(title));
        await expect(result).toBeVisible();
        // The arrow keys reach the result; Enter picks it (focus never leaves the field before).
        for (let press = 0; press < 10 && (await result.getAttribute('aria-selected')) !== 'true'; press += 1)
          await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        // Picking a place takes focus to it, so the next Tab reaches its directions button.
        await expect(page.getByRole('heading', { level: 3, name: title })).toBeFocused();
        await tabTo(page, page.getByRole('button', { name: 'Directions here' }), 3);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(title);
      });
    });

    test("gives walking directions with steps between two buildings in en, in the tenant's units, switched and remembered", async ({
      page,
      request,
      context,
      requestedHosts,
    }) => {
      const [from, to] = await buildings(request, tenant);
      await openMap(page, mapUrl(tenant, `lng=en&from=place:${from?.properties.id}&to=place:${to?.properties.id}`));

      await test.step('gives walking directions with steps between two buildings in en', async () => {
        const steps = page.locator('.route-steps li');
        await expect(steps.first()).toBeVisible();
        expect(await steps.count()).toBeGreaterThanOrEqual(3);
        await expect(steps.last()).toContainText('You have arrived');
        expect([...requestedHosts].every(isLocalHost)).toBe(true);
      });

      await test.step("shows the route in the tenant's units, switches them and remembers the choice", async () => {
        const imperialFirst = (await unitSystem(request, tenant)) === 'imperial';
        const [metre, foot] = [/\d m\b|\bkm\b/, /\bft\b|\bmi\b/];
        const summary = page.locator('.directions-panel__summary');
        await expect(summary).toContainText(imperialFirst ? foot : metre);
        await page.getByRole('radio', { name: imperialFirst ? 'Metric' : 'Imperial' }).check();
        await expect(summary).toContainText(imperialFirst ? metre : foot);
        const cookies = await context.cookies();
        expect(cookies.find((cookie) => cookie.name === 'unit_system')?.value).toBe(
          imperialFirst ? 'metric' : 'imperial',
        );
      });
    });

    // Arabic (right to left) where the tenant offers it (harbour); Simplified Chinese, sent to the
    // router as zh, where it does (northfield). A tenant that does not offer a language skips it.
    for (const language of ['ar', 'zh-hans']) {
      test(`gives walking directions with steps between two buildings in ${language}`, async ({
        page,
        request,
        requestedHosts,
      }) => {
        test.skip(!(await offered(request, tenant)).includes(language), `${tenant} does not offer ${language}`);
        const [from, to] = await buildings(request, tenant);
        await openMap(
          page,
          mapUrl(tenant, `lng=${language}&from=place:${from?.properties.id}&to=place:${to?.properties.id}`),
        );
        const steps = page.locator('.route-steps li');
        await expect(steps.first()).toBeVisible();
        expect(await steps.count()).toBeGreaterThanOrEqual(3);
        if (language === 'ar') {
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await expect(steps.last()).toContainText(/[\u0600-\u06FF]/);
        } else {
          await expect(steps.last()).toContainText(/[\u4E00-\u9FFF]/);
        }
        expect([...requestedHosts].every(isLocalHost)).toBe(true);
      });
    }
  });
}
