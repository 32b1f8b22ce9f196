// Helpers for the viewer's end-to-end tests: the demo tour, CTA modals out of the way, WebGL
// context counting and a check that the panorama canvas shows an image.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, getFromTenant } from '../support/fixtures.ts';
import { fetchForRoute } from '../support/route-fetch.ts';

export const TOUR = 'campus-highlights';

export interface DemoScene {
  id: number;
  title: string;
  meta: { slug: string; type: string };
  hotspots: { id: number; title: string; link_scene: number | null }[];
}

export async function demoScene(page: Page, tenant: string, slug: string): Promise<DemoScene> {
  const response = await getFromTenant(page.request, tenant, `/api/v2/scene/${slug}/`);
  return (await response.json()) as DemoScene;
}

/**
 * Serves the brand changed by `change`. Node does not resolve *.localhost (Chromium does), so the
 * real answer is fetched from 127.0.0.1 with the tenant's Host header.
 */
export async function patchBrand(page: Page, change: (brand: Record<string, unknown>) => void): Promise<void> {
  await page.route('**/api/v2/brand/**', async (route) => {
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await fetchForRoute(route, {
      url: url.toString(),
      headers: { ...route.request().headers(), host },
    });
    const body = (await response.json()) as { items: Record<string, unknown>[] };
    for (const brand of body.items) change(brand);
    await route.fulfill({ response, json: body });
  });
}

/**
 * The viewer's own behaviour is under test here, so the brand is served without CTAs (their queue
 * is proven by the CTA tests and the viewer's component tests) and no modal covers the viewer.
 */
export async function withoutCtas(page: Page): Promise<void> {
  const none = { brand_ctas: [], on_entry_ctas: [], call_to_action: [] };
  // A server-rendered page (issue 36) carries the brand's answer in its HTML, which the app reads
  // instead of asking: that copy loses its CTAs too, once the HTML is parsed ("interactive") and
  // before the app's module scripts run.
  await page.addInitScript((fields) => {
    document.addEventListener('readystatechange', () => {
      const element = document.getElementById('meridian-page-state');
      if (document.readyState !== 'interactive' || !element?.textContent) return;
      const state = JSON.parse(element.textContent) as { answers: Record<string, { items?: object[] }> };
      for (const [key, answer] of Object.entries(state.answers)) {
        if (key.startsWith('/api/v2/brand/')) for (const brand of answer.items ?? []) Object.assign(brand, fields);
      }
      element.textContent = JSON.stringify(state);
    });
  }, none);
  await patchBrand(page, (brand) => Object.assign(brand, none));
}

/**
 * Starts the tour past the brand's splash (open_to_splash), as a visitor does, once the viewer is
 * on screen: the splash and the viewer appear in the same render, so one check is enough.
 */
export async function startTour(page: Page): Promise<void> {
  await expect(page.locator('.immersive')).toBeVisible({ timeout: 30_000 });
  const start = page.locator('.tour-splash button');
  if (await start.isVisible()) {
    await start.click();
    await expect(start).toHaveCount(0);
  }
}

/** Closes any timed CTA modal that opened over the viewer (not the finished-tour panel). */
export async function closeCtaModals(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // The finished-tour panel is a dialog too, and the very thing some tests wait for: never closed here.
    const modal = page.locator('.modal__dialog').filter({ hasNotText: /You finished/ });
    if ((await modal.count()) === 0) return;
    const shown = await modal.first().elementHandle();
    await page.keyboard.press('Escape');
    // Wait for this modal to go (a state), not for a fixed time a busy machine may not keep to.
    await shown.waitForElementState('hidden', { timeout: 10_000 });
  }
}

/** Whether a panorama marker stayed in place across two animation frames (the view stopped turning). */
export async function markerHoldsStill(page: Page, marker: Locator): Promise<boolean> {
  const first = await marker.boundingBox();
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  const second = await marker.boundingBox();
  if (first === null || second === null) return false;
  return Math.abs(first.x - second.x) < 0.5 && Math.abs(first.y - second.y) < 0.5;
}

/** Counts WebGL contexts the page creates (wraps getContext before any script runs). */
export async function countWebGLContexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const created = new Set<HTMLCanvasElement>();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound with apply below
    const original = HTMLCanvasElement.prototype.getContext;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads cannot be restated
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: any[]) {
      const type = String(args[0]);
      const context = original.apply(this, args as never);
      if (context && type.startsWith('webgl')) created.add(this);
      return context;
    } as typeof original;
    (window as unknown as { __webglCanvases: () => { created: number; live: number } }).__webglCanvases = () => ({
      created: created.size,
      live: [...created].filter((canvas) => canvas.isConnected).length,
    });
  });
}

export function webglCanvases(page: Page): Promise<{ created: number; live: number }> {
  return page.evaluate(() =>
    (window as unknown as { __webglCanvases: () => { created: number; live: number } }).__webglCanvases(),
  );
}

/** True when the panorama canvas shows an image (not one flat colour). */
export async function canvasShowsImage(page: Page, selector = '.panorama-view__canvas canvas'): Promise<boolean> {
  // The HTML's own first paint of a scene page (a blurred preview) may still lie over the canvas:
  // left out of the picture, so that it is the canvas's pixels that are judged.
  const shot = await page.locator(selector).screenshot({ style: '.scene-first-paint { display: none !important; }' });
  const stats = await sharp(shot).stats();
  return stats.channels.slice(0, 3).some((channel) => channel.stdev > 8);
}

/** A visitor who has seen the viewer's coach marks before (the cookie notice still asks, as on a first visit). */
export async function tutorialsSeen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'meridian.viewer.tutorials',
      JSON.stringify({ state: { seen: { panorama: true, tourMenu: true, mobileGuideCard: true } }, version: 1 }),
    );
  });
}

/** A returning visitor: tutorials seen, cookie notice dismissed, so the screen shows the viewer itself. */
export async function returningVisitor(page: Page, tenant: string): Promise<void> {
  await tutorialsSeen(page);
  await page.addInitScript((cookieName) => {
    document.cookie = `${cookieName}=dismissed; path=/`;
  }, `${tenant}_cookies`);
}

/** Only the brand's button CTAs (timing null): the entry and timed ones are the queue's business. */
export function onlyButtonCtas(page: Page): Promise<void> {
  return patchBrand(page, (brand) => {
    const buttons = (brand.brand_ctas as { timing: number | null }[]).filter((cta) => cta.timing === null);
    Object.assign(brand, { on_entry_ctas: [], call_to_action: [], brand_ctas: buttons });
  });
}

/**
 * How green (mean green above the mean of red and blue) the top and the bottom eighth of a
 * screenshot are: a demo scene the right way up has lawn under the visitor's feet, sky above.
 */
export async function greennessTopAndBottom(png: Buffer): Promise<{ top: number; bottom: number }> {
  const { width, height } = await sharp(png).metadata();
  const band = Math.floor(height / 8);
  // stats() reads its input: extract first.
  const greenness = async (top: number) => {
    const cropped = await sharp(png).extract({ left: 0, top, width, height: band }).png().toBuffer();
    const [red, green, blue] = (await sharp(cropped).stats()).channels.map((channel) => channel.mean);
    return (green ?? 0) - ((red ?? 0) + (blue ?? 0)) / 2;
  };
  return { top: await greenness(0), bottom: await greenness(height - band) };
}
