// Issue 13, Lighthouse (LCP ≤ 2.5 s): the homepage's largest paint is its hero image, and the app's hero
// shows only after the app's code and its content calls. The server writes the hero image into the
// HTML, where the app's hero will be (modules/link-previews/home-first-view.ts); the browser paints it
// with the page, and the app's hero takes its place once its own image is decoded: the same picture,
// in the same place, nothing moving, nothing for a screen reader to meet twice.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, getFromTenant, tenants, tenantUrl, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

type Box = { x: number; y: number; width: number; height: number };
interface TakeOver {
  shifts: number[];
  /** The app's hero image when the first view left the page: was it there and decoded? */
  heroAtRelease: { present: boolean; complete: boolean; src: string } | null;
}

/** The first view as the HTML alone shows it (no script runs): its image and where it is. */
async function staticFirstView(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const image = page.locator('.home-first-view > img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    return {
      src: await image.evaluate((img: HTMLImageElement) => img.currentSrc),
      box: await page.locator('.home-first-view').boundingBox(),
      // What assistive technology meets on that page: nothing (the app's hero is the one it reads).
      aria: await page.locator('body').ariaSnapshot(),
    };
  } finally {
    await context.close();
  }
}

/** Records layout shifts and the moment the first view leaves the page, from before the HTML is parsed. */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const record: TakeOver = { shifts: [], heroAtRelease: null };
    (window as unknown as { takeOver: TakeOver }).takeOver = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((mutations, observer) => {
      const removed = mutations.some((mutation) =>
        [...mutation.removedNodes].some((node) => node instanceof HTMLElement && node.matches('.home-first-view')),
      );
      if (!removed) return;
      const hero = document.querySelector<HTMLImageElement>('.home-hero__media > img');
      record.heroAtRelease = { present: hero !== null, complete: hero?.complete ?? false, src: hero?.currentSrc ?? '' };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

async function expectTakeOver(browser: Browser, page: Page, url: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const first = await staticFirstView(browser, url, viewport);
  expect(first.aria, 'the first view is hidden from assistive technology').toBe('');
  await watchTakeOver(page);
  await page.goto(url);
  const hero = page.locator('.home-hero');
  await expect(hero).toBeVisible();
  await expect(page.locator('.home-first-view')).toHaveCount(0);
  const takeOver = await page.evaluate(() => (window as unknown as { takeOver: TakeOver }).takeOver);
  expect(takeOver.heroAtRelease, 'the app showed its hero image before the first view left').toEqual({
    present: true,
    complete: true,
    src: first.src,
  });
  expect(roundBox(await hero.boundingBox()), 'the app’s hero is where the first view was').toEqual(roundBox(first.box));
  const total = takeOver.shifts.reduce((sum, value) => sum + value, 0);
  expect(total, `layout shift ${String(total)}`).toBeLessThan(0.05);
  // One page heading, the app's; axe finds nothing serious.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(seriousViolations(results)).toEqual([]);
}

const roundBox = (box: Box | null) => box && [box.x, box.y, box.width, box.height].map((value) => Math.round(value));

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const site of tenants) {
  for (const viewport of VIEWPORTS) {
    test(`${site}: the hero image is in the HTML, and the app's hero takes its place without a shift (${viewport.width}×${viewport.height})`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await expectTakeOver(browser, page, tenantUrl(site, `/${site}?ctasTimed`));
    });
  }

  test(`${site}: a group level's hero image is in the HTML, and the app's hero takes its place`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(tenantUrl(site, `/${site}?ctasTimed`));
    const href = await page.locator('#home-groups-heading + ul').getByRole('link').first().getAttribute('href');
    if (!href) throw new Error('no group link on the homepage');
    const context = await browser.newContext();
    try {
      await expectTakeOver(browser, await context.newPage(), tenantUrl(site, `${href}?ctasTimed`));
    } finally {
      await context.close();
    }
  });

  test(`${site}: pages whose first paint is something else have no first view of the hero`, async ({ request }) => {
    const home = await getFromTenant(request, site, `/${site}`);
    expect(await home.text()).toContain('class="home-first-view"');
    const scenes = (await (await getFromTenant(request, site, '/api/v2/scenes/?limit=1')).json()) as {
      items: { meta: { slug: string } }[];
    };
    const scene = scenes.items[0]?.meta.slug ?? 'no-scene';
    for (const pathname of [`/${site}/scene/${scene}`, `/${site}/map`, `/${site}?banner=true`]) {
      const response = await getFromTenant(request, site, pathname);
      expect(response.status(), pathname).toBe(200);
      expect(await response.text(), pathname).not.toContain('home-first-view');
    }
  });
}

test('harbour in Arabic: the app’s hero takes the first view’s place, right to left', async ({ browser, page }) => {
  test.skip(!tenants.includes('harbour'), 'harbour is the tenant with Arabic');
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectTakeOver(browser, page, tenantUrl('harbour', '/harbour?ctasTimed&lng=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
