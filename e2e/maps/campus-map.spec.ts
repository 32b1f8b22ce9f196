// The campus map end to end, in both demo tenants: the directory, typo-tolerant search, walking
// directions with steps in English and Arabic, imperial units, keyboard only, nothing fetched
// from outside the machine, and axe.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, getFromTenant, isLocalHost, tenants, tenantUrl, test } from '../support/fixtures.ts';

interface PlacePoint {
  properties: { id: number; title: string; is_building: boolean };
}

async function buildings(request: Parameters<typeof getFromTenant>[0], tenant: string): Promise<PlacePoint[]> {
  const response = await getFromTenant(request, tenant, '/api/v2/maps/wayfinding/places/');
  const body = (await response.json()) as { features: PlacePoint[] };
  return body.features.filter((place) => place.properties.is_building);
}

const mapUrl = (tenant: string, query: string) => tenantUrl(tenant, `/${tenant}/map?ctasTimed&${query}`);

async function openMap(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
}

for (const tenant of tenants) {
  test.describe(`campus map on ${tenant}`, () => {
    test('finds a building from the directory and shows it', async ({ page, requestedHosts }) => {
      await openMap(page, mapUrl(tenant, 'lng=en'));
      await page.getByRole('group', { name: 'Categories' }).getByRole('button').first().click();
      const first = page.getByRole('list', { name: 'Places in this category' }).getByRole('button').first();
      const title = (await first.innerText()).split('\n')[0]?.trim() ?? '';
      await first.click();
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(page).toHaveURL(/place=\d+/);
      expect([...requestedHosts].every(isLocalHost)).toBe(true);
    });

    test('finds a place from a search with a typo', async ({ page, request }) => {
      const [building] = await buildings(request, tenant);
      const title = building?.properties.title ?? '';
      const word = title.split(' ').find((part) => part.length >= 6) ?? title;
      const typo = word.slice(0, 2) + word.slice(3);
      await openMap(page, mapUrl(tenant, 'lng=en'));
      await page.getByRole('searchbox', { name: 'Search places' }).fill(typo);
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: title }),
      ).toBeVisible();
    });

    for (const language of ['en', 'ar']) {
      test(`gives walking directions with steps between two buildings in ${language}`, async ({
        page,
        request,
        requestedHosts,
      }) => {
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
          await expect(steps.last()).toContainText('You have arrived');
        }
        expect([...requestedHosts].every(isLocalHost)).toBe(true);
      });
    }

    test('switches the route to imperial units and remembers it', async ({ page, request, context }) => {
      const [from, to] = await buildings(request, tenant);
      await openMap(page, mapUrl(tenant, `lng=en&from=place:${from?.properties.id}&to=place:${to?.properties.id}`));
      await page.getByText('Imperial', { exact: true }).click();
      await expect(page.locator('.directions-panel__summary')).toContainText(/ft|mi/);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'unit_system')?.value).toBe('imperial');
    });

    test('works with the keyboard alone', async ({ page, request }) => {
      const [building] = await buildings(request, tenant);
      const title = building?.properties.title ?? '';
      await openMap(page, mapUrl(tenant, 'lng=en'));
      const field = page.getByRole('searchbox', { name: 'Search places' });
      for (let tab = 0; tab < 20 && !(await field.evaluate((node) => node === document.activeElement)); tab += 1) {
        await page.keyboard.press('Tab');
      }
      await expect(field).toBeFocused();
      await page.keyboard.type(title);
      const result = page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: title });
      await expect(result).toBeVisible();
      await result.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Directions here' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('To')).toHaveValue(title);
    });

    test('has no serious or critical axe violation', async ({ page }) => {
      await openMap(page, mapUrl(tenant, 'lng=en'));
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .exclude('canvas')
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}
