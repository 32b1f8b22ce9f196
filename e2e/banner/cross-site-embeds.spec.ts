// Issue 32 end to end: Meridian embedded on a page of another site (127.0.0.1 against localhost) in
// a Chromium context that blocks third-party cookies and storage. One parent page, framed in turn
// with the tour, a gallery, the walkthrough, a form CTA and the map, each walked; then the banner in
// WordPress's sandboxed oEmbed markup, its card's pixels checked, its thumbnail in an <img> of the
// page, and its button opening the full tour inside the sandbox.
import type { Frame, FrameLocator, Page } from '@playwright/test';
import sharp from 'sharp';
import { ctaNamed, formReference, storedSubmissions } from '../ctas/cta-support.ts';
import { DEFAULT_TENANT, expect, getFromTenant, tenantUrl, test } from '../support/fixtures.ts';
import { TOUR } from '../viewer/viewer-support.ts';
import { startParentSite, type ParentSite } from './parent-site.ts';
import { wordpressEmbed } from './wordpress-embed.ts';

let parent: ParentSite;
test.beforeAll(async () => {
  parent = await startParentSite();
});
test.afterAll(async () => {
  await parent.close();
});

const site = DEFAULT_TENANT;

/** Third-party cookies blocked, as in Chrome's incognito default (Chromium 156 blocks them headless too). */
async function blockThirdPartyCookies(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  // Chromium 156's protocol takes all three; Playwright's bundled protocol types know only the first.
  const controls = {
    enableThirdPartyCookieRestriction: true,
    disableThirdPartyCookieMetadata: true,
    disableThirdPartyCookieHeuristics: true,
  };
  await session.send('Network.setCookieControls', controls);
}

/** The framed Meridian page (the parent page's only iframe), once it has navigated to `pathname`. */
async function framed(page: Page, pathname: string): Promise<Frame> {
  const iframe = page.locator('iframe');
  await iframe.evaluate((element, src) => ((element as HTMLIFrameElement).src = src), tenantUrl(site, pathname));
  await expect.poll(() => page.frames()[1]?.url() ?? '').toContain(pathname.split('?')[0]);
  const frame = page.frames()[1];
  if (!frame) throw new Error('no frame');
  return frame;
}

/**
 * Past the brand's splash: it shows on every load here, because without storage the visit is not
 * remembered across loads. The splash and the viewer appear in the same render.
 */
async function pastSplash(frame: FrameLocator): Promise<void> {
  await expect(frame.locator('.immersive')).toBeVisible({ timeout: 30_000 });
  const start = frame.locator('.tour-splash button');
  if (await start.isVisible()) {
    await start.click();
    await expect(start).toHaveCount(0);
  }
}

/** What the frame's page would get from the browser's own storage (a fresh same-origin child asks). */
function storageVerdict(frame: Frame): Promise<string> {
  return frame.evaluate(() => {
    const probe = document.createElement('iframe');
    document.body.append(probe);
    try {
      return probe.contentWindow?.localStorage ? 'allowed' : 'missing';
    } catch (error) {
      return (error as DOMException).name;
    } finally {
      probe.remove();
    }
  });
}

test('embedded on another site with third-party storage blocked, the tour, a gallery, the walkthrough, a form CTA and the map work', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/storage|SecurityError|support WebGL/i.test(message.text())) problems.push(message.text());
  });
  await blockThirdPartyCookies(page);
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(parent.framing('about:blank', 1000, 700));

  // The tour: the panorama engine starts (it reads localStorage) and shows the scene.
  let frame = await framed(page, `/${site}/${TOUR}/main-quad?lng=en`);
  expect(await storageVerdict(frame)).toBe('SecurityError');
  const tour = page.frameLocator('iframe');
  await pastSplash(tour);
  await expect(tour.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(tour.getByText(/WebGL/)).toHaveCount(0);

  // A gallery scene: its pictures and their navigation.
  frame = await framed(page, `/${site}/${TOUR}/campus-art?lng=en`);
  await pastSplash(tour);
  const stage = tour.getByRole('group', { name: /Current image/ });
  await expect(stage.locator('img')).toBeVisible({ timeout: 30_000 });
  await tour.getByRole('button', { name: 'Next image' }).click();
  await expect(tour.getByText('Image 2 of')).toBeVisible();

  // The walkthrough scene: its own frame loads inside ours.
  frame = await framed(page, `/${site}/${TOUR}/design-studio-3d?lng=en`);
  await pastSplash(tour);
  await expect(tour.locator('iframe.walkthrough__frame')).toHaveAttribute('data-state', 'loaded', { timeout: 30_000 });

  // A form CTA: filled, submitted (CSRF token from the partitioned cookie) and stored.
  const visit = await ctaNamed(page, site, 'Campus visit');
  frame = await framed(page, `/${site}/ctas/${visit.id}?lng=en`);
  const dialog = tour.getByRole('dialog', { name: 'Book a campus visit' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Embedded Visitor');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('embedded@example.org');
  await dialog.getByRole('button', { name: /Preferred date/ }).click();
  await expect(tour.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('dialog', { name: 'Choose a date' })).toBeHidden();
  await dialog.getByRole('checkbox', { name: /I agree/ }).check();
  await dialog.getByRole('button', { name: 'Book my visit' }).click();
  await expect(dialog.getByText(/Thank you!/)).toBeVisible({ timeout: 20_000 });
  expect(storedSubmissions(formReference(visit)).some((row) => row.data.full_name === 'Embedded Visitor')).toBe(true);

  // The map: drawn, with its directory.
  frame = await framed(page, `/${site}/map?lng=en`);
  await expect(tour.locator('.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await expect(tour.getByRole('heading', { name: /^Places on the map: \d+$/ })).toBeVisible({ timeout: 30_000 });
  expect(await storageVerdict(frame)).toBe('SecurityError');

  expect(problems).toEqual([]);
});

test('in WordPress’s sandboxed oEmbed markup the banner shows its card, the page shows its thumbnail, and the button opens the full tour', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The partner page's own errors (its server has no favicon) are not Meridian's.
    if (message.type() === 'error' && !message.location().url.startsWith('http://127.0.0.1')) {
      problems.push(message.text());
    }
  });
  await blockThirdPartyCookies(page);
  const pageUrl = tenantUrl(site, `/${site}/${TOUR}?lng=en`);
  const answer = await getFromTenant(
    page.request,
    site,
    `/oembed?url=${encodeURIComponent(pageUrl)}&maxwidth=1000&maxheight=750`,
  );
  expect(answer.ok()).toBe(true);
  const oembed = (await answer.json()) as { html: string; thumbnail_url: string; title: string };
  // The parent page as a WordPress post renders it: the filtered embed, and the thumbnail as an <img>.
  const post = `${wordpressEmbed(oembed.html)}<p><img id="thumb" alt="" src="${oembed.thumbnail_url}" width="240"></p>`;
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(parent.withHtml(post));

  await expect(page.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
  const banner = page.frameLocator('iframe');
  const button = banner.getByRole('link', { name: /Take a virtual tour/ });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText(oembed.title);
  await expect
    .poll(() => page.locator('#thumb').evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // The card's pixels: the frame is not blank, and the button is painted in a colour of its own.
  const shot = await page.locator('iframe').screenshot({ animations: 'disabled' });
  const stats = await sharp(shot).stats();
  expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
  const frameBox = await page.locator('iframe').boundingBox();
  const buttonBox = await button.boundingBox();
  if (!frameBox || !buttonBox) throw new Error('no boxes');
  const region = await sharp(shot)
    .extract({
      left: Math.round(buttonBox.x - frameBox.x + 4),
      top: Math.round(buttonBox.y - frameBox.y + 4),
      width: Math.max(1, Math.round(buttonBox.width / 3)),
      height: Math.max(1, Math.round(buttonBox.height / 3)),
    })
    .stats();
  const partnerBackground = [0xf3, 0xef, 0xe6];
  const distance = region.channels
    .slice(0, 3)
    .reduce((sum, channel, index) => sum + Math.abs(channel.mean - (partnerBackground[index] ?? 0)), 0);
  expect(distance).toBeGreaterThan(40);

  // No popup is allowed in the sandbox: the frame itself becomes the full tour, and the viewer runs.
  await button.click();
  await pastSplash(banner);
  await expect(banner.locator('.panorama-view[data-engine-ready="true"]')).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
});
