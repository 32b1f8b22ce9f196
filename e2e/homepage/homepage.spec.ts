// Issue 13: the homepage of tour groups in both demo tenants — three levels down into a tour and
// back, by mouse and by keyboard; a failing video shows its placeholder; nothing leaves the
// machine; axe clean; screenshots at 1440×900 and 390×844 kept as baselines.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, isLocalHost, tenants, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { seriousViolations } from '../support/axe.ts';
import { drawnWith } from '../support/fonts.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const groupLinks = (page: Page) => page.locator('#home-groups-heading + ul').getByRole('link');
const tourLinks = (page: Page) => page.locator('#home-tours-heading + ul').getByRole('link');

/** Tab forward (at most 60 times) until the link has the keyboard focus, then press Enter. */
async function tabTo(page: Page, link: Locator) {
  for (let step = 0; step < 60; step += 1) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Goes one level down by the first group card, and checks the level's heading, title and focus. */
async function enterGroup(page: Page, by: 'mouse' | 'keyboard') {
  const link = groupLinks(page).first();
  const name = (await link.textContent())?.trim() ?? '';
  if (by === 'mouse') await link.click();
  else await tabTo(page, link);
  await expect(heading(page)).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name} – `));
  await expect(heading(page)).toBeFocused();
  return name;
}

for (const site of tenants) {
  for (const by of ['mouse', 'keyboard'] as const) {
    test(`${site}: walks three group levels by ${by} into a tour and back`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(tenantUrl(site, `/${site}/home?ctasTimed`));
      await expect(heading(page)).toBeVisible();
      const trail = [await enterGroup(page, by), await enterGroup(page, by), await enterGroup(page, by)];
      await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('link')).toHaveText([
        'Home',
        trail[0] ?? '',
        trail[1] ?? '',
      ]);

      // A tour's card starts the tour (issue 34).
      const tourCard = tourLinks(page).first();
      if (by === 'mouse') await tourCard.click();
      else await tabTo(page, tourCard);
      await expect(page.locator('[data-route="tour-viewer"]')).toBeVisible();

      await page.goBack();
      await expect(heading(page)).toHaveText(trail[2] ?? '');
      await page.goForward();
      await expect(page.locator('[data-route="tour-viewer"]')).toBeVisible();
    });
  }

  test(`${site}: the homepage opens the universal menu's explore and all-content tabs, by keyboard too`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(tenantUrl(site, `/${site}?ctasTimed`));
    await expect(heading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Explore all tours' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('tab', { name: 'Explore tours' })).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByRole('tab', { name: 'This tour' })).toHaveCount(0);
    const firstTour = menu.getByRole('tabpanel').getByRole('link').first();
    await expect(firstTour).toBeVisible();
    await menu.getByRole('tab', { name: 'All content' }).click();
    await expect(menu.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    // Keyboard only: the button, the explore tab's first tour, into the tour viewer.
    await tabTo(page, page.getByRole('button', { name: 'Explore all tours' }));
    await expect(menu.getByRole('tab', { name: 'Explore tours' })).toHaveAttribute('aria-selected', 'true');
    const href = (await firstTour.getAttribute('href')) ?? 'no link';
    await tabTo(page, firstTour);
    await expect(page.locator('[data-route="tour-viewer"]')).toBeVisible();
    expect(new URL(page.url()).pathname.startsWith(href)).toBe(true);
  });

  test(`${site}: the homepage sends no request off the machine and axe finds nothing serious`, async ({
    page,
    requestedHosts,
  }) => {
    test.setTimeout(90_000);
    await page.goto(tenantUrl(site, `/${site}?ctasTimed`));
    await expect(heading(page)).toBeVisible();
    await expect(page.locator('[data-video-state="playing"]')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(seriousViolations(results)).toEqual([]);
    expect([...requestedHosts].filter((host) => !isLocalHost(host))).toEqual([]);
  });
}

// Issue 34: offline (the default) an outside provider's video is its poster, its title and a
// "Watch on YouTube" link, in the app's own font, at both sizes and in both themes.
for (const look of [
  { width: 1440, height: 900, theme: 'light' },
  { width: 390, height: 844, theme: 'dark' },
]) {
  test(`a hosted video that cannot load shows its poster, title and a Watch on YouTube link at ${String(look.width)} px (${look.theme}), and nothing reaches the provider`, async ({
    page,
    requestedHosts,
  }) => {
    const site = tenants.includes('northfield') ? 'northfield' : (tenants[0] ?? '');
    await page.setViewportSize(look);
    // The cookie notice is dismissed, as after a first visit: it would lie over the slot.
    await page.context().addCookies([{ name: `${site}_cookies`, value: 'dismissed', url: tenantUrl(site) }]);
    const mode = look.theme === 'dark' ? '&mode=dark' : '';
    await page.goto(tenantUrl(site, `/${site}/home/explore?ctasTimed&lng=en${mode}`));
    const videos = page.getByRole('region', { name: /video/i });
    await videos.scrollIntoViewIfNeeded();
    // The fixture refuses every request off the machine, as a network without the provider would.
    const watch = videos.getByRole('link', { name: /Watch on YouTube/ });
    await expect(watch).toBeVisible();
    await expect(watch).toHaveAttribute('href', /^https:\/\/(www\.)?youtu/);
    const slot = videos.locator('.video-embed[data-provider="youtube"]');
    await expect(slot.getByText('A day on campus')).toBeVisible();
    await expect(slot.getByText('Video does not exist!')).toHaveCount(0);
    // The pack's poster, drawn: a real image behind the title, wide enough for the slot.
    const poster = slot.locator('img.video-embed__poster');
    await expect(poster).toBeVisible();
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThanOrEqual(960);
    // In the bundled Mulish, never the machine's fallback.
    expect(await drawnWith(page, '.video-embed[data-provider="youtube"] .video-embed__failure-title')).toContainEqual(
      expect.stringMatching(/^Mulish/),
    );
    expect(
      await drawnWith(page, '.video-embed[data-provider="youtube"] .video-embed__watch .button__label'),
    ).toContainEqual(expect.stringMatching(/^Mulish/));
    await expect(slot).toHaveScreenshot(`video-placeholder-${String(look.width)}-${look.theme}.png`, {
      animations: 'disabled',
      maxDiffPixelRatio: 0.01,
    });
    expect([...requestedHosts].filter((host) => !isLocalHost(host))).toEqual(['www.youtube.com']);
  });
}

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
for (const site of tenants) {
  for (const lng of site === 'harbour' ? ['en', 'ar'] : ['en']) {
    for (const viewport of VIEWPORTS) {
      test(`${site} homepage looks right at ${viewport.width}×${viewport.height} (${lng})`, async ({ page }) => {
        // Reduced motion: posters instead of the playing background film, no entrance animation.
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(tenantUrl(site, `/${site}?ctasTimed&lng=${lng}`));
        await expect(heading(page)).toBeVisible();
        await expect(page.locator('.loader')).toHaveCount(0);
        // The cookie notice shows once every part of the page is hydrated (lib/hydrate-later.tsx), the
        // last change before the page rests; on a busy machine that can be a while after the heading.
        await expect(page.locator('.cookie-notice__text')).toContainText(/\S/);
        await page.evaluate(() => document.fonts.ready);
        await expect(page.locator('img[loading="eager"], .home-hero__media img')).not.toHaveCount(0);
        // Every image in the window, a lazy card's too, drawn.
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete),
        );
        await expect(page).toHaveScreenshot(`${site}-${lng}-${viewport.width}.png`, { maxDiffPixelRatio: 0.02 });
      });
    }
  }
}
