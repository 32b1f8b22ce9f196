// The map follows what happens around it (issue 15, spec section 4): it reframes the campus when
// its container changes size (a window resized, a phone rotated), and a language change relabels
// it, clears the selected place on the places tab and asks for the route again in the new language.
import type { Page } from '@playwright/test';
import { expect, getFromTenant, tenants, tenantUrl, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/content.ts';

interface PlacePoint {
  geometry: { type: string };
  properties: { id: number; title: string; is_building: boolean };
}

async function placePoints(request: Parameters<typeof getFromTenant>[0], tenant: string, language: string) {
  const response = await getFromTenant(request, tenant, '/api/v2/maps/wayfinding/places/', {
    'Accept-Language': language,
  });
  const body = (await response.json()) as { features: PlacePoint[] };
  return body.features.filter((place) => place.geometry.type === 'Point');
}

/** The tenant's first language other than English, or null when it has one language only. */
async function otherLanguage(request: Parameters<typeof getFromTenant>[0], tenant: string) {
  const response = await getFromTenant(request, tenant, '/api/v2/language/');
  const body = (await response.json()) as { items: { language: string }[] };
  return body.items.map((item) => item.language).find((language) => language !== 'en') ?? null;
}

const mapUrl = (tenant: string, query: string) => tenantUrl(tenant, `/${tenant}/map?ctasTimed&${query}`);

/** The number in the screen-reader list's heading: how many places the map shows. */
async function placesInView(page: Page) {
  const heading = page.getByRole('heading', { name: /^Places on the map: \d+$/ });
  return Number((await heading.innerText()).replace(/\D/g, ''));
}

/** A place in the list of what the map shows (the names the map draws, for screen readers). */
const mapShows = (page: Page, title: string) =>
  page
    .locator('.map-screen section.visually-hidden li')
    .filter({ hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

for (const tenant of tenants) {
  test.describe(`map reframing on ${tenant}`, () => {
    test('keeps the whole campus in view when the window narrows to a phone and turns sideways', async ({
      page,
      request,
    }) => {
      const all = (await placePoints(request, tenant, 'en')).length;
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(mapUrl(tenant, 'lng=en'));
      await expect(page.locator('.maplibregl-canvas')).toBeVisible();
      await expect.poll(() => placesInView(page)).toBe(all);
      for (const size of [
        { width: 390, height: 844 },
        { width: 844, height: 390 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(size);
        // The canvas takes the new size...
        await expect
          .poll(() => page.locator('.maplibregl-canvas').evaluate((canvas) => canvas.clientWidth))
          .toBe(size.width);
        // ...and the campus is framed again inside it: every place is on the map.
        await expect.poll(() => placesInView(page)).toBe(all);
      }
    });

    test('a language change relabels the map and clears the selected place on the places tab', async ({
      page,
      request,
    }) => {
      const language = await otherLanguage(request, tenant);
      test.skip(language === null, `${tenant} has one language only`);
      const english = await placePoints(request, tenant, 'en');
      const translated = await placePoints(request, tenant, language ?? 'en');
      // A building whose name is translated, so the new label differs from the old one.
      const building = english.find(
        (place) =>
          place.properties.is_building &&
          translated.find((other) => other.properties.id === place.properties.id)?.properties.title !==
            place.properties.title,
      );
      test.skip(!building, `${tenant} has no translated building name`);
      const newTitle =
        translated.find((place) => place.properties.id === building?.properties.id)?.properties.title ?? '';
      await page.goto(mapUrl(tenant, `lng=en&place=${building?.properties.id}`));
      await expect(page.getByRole('heading', { level: 3, name: building?.properties.title })).toBeVisible();
      await expect(mapShows(page, building?.properties.title ?? '')).toHaveCount(1);

      await chooseLanguage(page, language ?? 'en');
      await expect(page.locator('html')).toHaveAttribute('lang', language ?? 'en');
      // The map's building names are in the new language, drawn on a live map...
      await expect(mapShows(page, newTitle)).toHaveCount(1);
      await expect(mapShows(page, building?.properties.title ?? '')).toHaveCount(0);
      await expect(page.locator('.maplibregl-canvas')).toBeVisible();
      await expect(page.locator('.maplibregl-map')).toHaveCount(1);
      // ...and the place page and its highlighted building are cleared (spec section 4).
      await expect(page.locator('.map-place')).toHaveCount(0);
      await expect(page).not.toHaveURL(/[?&]place=/);
    });

    // One route page: narrowed, then its language changed.
    test('keeps the route in view when the window narrows, and a language change asks for it again in that language', async ({
      page,
      request,
    }) => {
      const [from, to] = (await placePoints(request, tenant, 'en')).filter((place) => place.properties.is_building);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(mapUrl(tenant, `lng=en&from=place:${from?.properties.id}&to=place:${to?.properties.id}`));
      const steps = page.locator('.route-steps li');
      await expect(steps.last()).toContainText('You have arrived');
      await page.setViewportSize({ width: 390, height: 844 });
      // Both ends' buildings are on the map again (the list of what the map shows names them).
      for (const end of [from, to]) await expect(mapShows(page, end?.properties.title ?? '')).toHaveCount(1);

      const language = await otherLanguage(request, tenant);
      if (language === null) return; // one language only: nothing to change to
      const asked = page.waitForRequest(
        (sent) => sent.url().includes('/directions/') && new URL(sent.url()).searchParams.has('language'),
      );
      await chooseLanguage(page, language);
      const request2 = await asked;
      expect(new URL(request2.url()).searchParams.get('language')).toBe(language === 'zh-hans' ? 'zh' : language);
      await expect(steps.last()).not.toContainText('You have arrived');
      await expect(steps.first()).toBeVisible();
    });
  });
}
