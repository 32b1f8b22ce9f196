// The first frame of a scene page is painted before the engine's code arrives (issue 39,
// features/panorama/first-frame-painter.ts), and the engine takes over without a visible change.
// No fixed waits: the engine's chunk and the sharp renditions are held back by route interception,
// and each screenshot waits for the state it shows (a performance mark, the painter gone).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';
import { withoutCtas } from './viewer-support.ts';

const site = DEFAULT_TENANT;
const scenePage = tenantUrl(site, `/${site}/scene/main-quad`);

/** Only the panorama: the HTML's title and the app's screen (both drawn over it) are hidden. */
async function panoramaOnly(page: Page): Promise<Buffer> {
  await page.addStyleTag({ content: '#root, .scene-first-paint { visibility: hidden !important; }' });
  return page.screenshot();
}

/** Keeps the scene on its low rendition: the medium and high ones never arrive. */
async function lowRenditionOnly(page: Page): Promise<void> {
  const renditions = await page.request
    .get(tenantUrl(site, '/api/v2/scene/main-quad/'))
    .then((response) => response.json() as Promise<{ panorama: Record<string, Record<string, { url: string }>> }>);
  const formats = Object.values(renditions.panorama);
  const low = new Set(formats.map((format) => format.low?.url));
  // Small panoramas share files between renditions: only what is not a low one is held back.
  const sharper = formats.flatMap((format) => [format.medium?.url, format.high?.url]).filter((url) => !low.has(url));
  await page.route(
    (url) => sharper.some((path) => path !== undefined && url.pathname === path),
    (route) => route.abort(),
  );
}

const marked = (page: Page, name: string) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, name, { timeout: 60_000 });

/** Per channel, the mean absolute difference of two same-sized screenshots, and the share of pixels off by more than 40. */
async function difference(a: Buffer, b: Buffer): Promise<{ mean: number; offShare: number }> {
  const [left, right] = await Promise.all([a, b].map((shot) => sharp(shot).removeAlpha().raw().toBuffer()));
  if (!left || !right || left.length !== right.length) throw new Error('screenshots differ in size');
  let total = 0;
  let off = 0;
  for (let index = 0; index < left.length; index += 3) {
    let worst = 0;
    for (let channel = 0; channel < 3; channel += 1) {
      const delta = Math.abs((left[index + channel] ?? 0) - (right[index + channel] ?? 0));
      total += delta;
      worst = Math.max(worst, delta);
    }
    if (worst > 40) off += 1;
  }
  return { mean: total / left.length, offShare: off / (left.length / 3) };
}

/**
 * Holds the engine's chunk back until `release()`; once it has been asked for, the app's own modules
 * are held back for good (the app would move the view into its own screen).
 */
async function holdEngine(page: Page): Promise<{ release: () => void; engineRequested: () => boolean }> {
  let release: (value: null) => void = () => undefined;
  const released = new Promise<null>((resolve) => {
    release = resolve;
  });
  const html = await (await page.request.get(scenePage)).text();
  const appModules = /<meta name="meridian-boot-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(appModules.length).toBeGreaterThan(0);
  let engineRequested = false;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (/\/psv-engine-[^/]+\.js$/.test(route.request().url())) {
      engineRequested = true;
      await released;
    } else if (engineRequested && appModules.includes(new URL(route.request().url()).pathname)) {
      await new Promise(() => undefined);
    }
    await route.continue();
  });
  return { release: () => release(null), engineRequested: () => engineRequested };
}

/** The scene page with the engine's code held back, once its first frame is painted without it. */
async function openWithEngineHeld(page: Page) {
  await withoutCtas(page);
  await lowRenditionOnly(page);
  const engine = await holdEngine(page);
  await page.goto(scenePage, { waitUntil: 'commit' });
  await marked(page, 'panorama-first-pixels');
  await expect(page.locator('.first-view__painter canvas')).toBeVisible();
  return engine;
}

test('a scene page draws its first frame before the engine has loaded, and the engine takes over with the same view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const engine = await openWithEngineHeld(page);
  expect(await page.evaluate(() => performance.getEntriesByName('panorama-engine-first-frame').length)).toBe(0);
  const painted = await panoramaOnly(page);
  // Not one colour: the scene's image is on screen.
  const { channels } = await sharp(painted).stats();
  expect(Math.max(...channels.slice(0, 3).map((channel) => channel.stdev))).toBeGreaterThan(10);
  // The engine's code was asked for only after that frame.
  await expect.poll(engine.engineRequested).toBe(true);
  engine.release();
  await marked(page, 'panorama-engine-first-frame');
  await expect(page.locator('.first-view__painter')).toHaveCount(0);
  // Same image, same view: only filtering differs (three.js samples a mipmapped texture). Compared
  // once the engine's frame has settled; the frames in between are the next test's.
  let settled = { mean: Infinity, offShare: 1 };
  await expect
    .poll(
      async () => {
        settled = await difference(painted, await panoramaOnly(page));
        return settled.mean < 6 && settled.offShare < 0.02;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(settled.mean, 'mean difference per channel (0–255)').toBeLessThan(6);
  expect(settled.offShare, 'share of pixels visibly different').toBeLessThan(0.02);
});

/** What the page showed on one animation frame of the hand-over (recorded in the page). */
interface HandOverFrame {
  painter: boolean;
  /** The painter's canvas and the engine's, each with the opacity of its whole chain of ancestors (null: none). */
  painterOpacity: number | null;
  engineOpacity: number | null;
  engineVisible: boolean;
}

/** Records every animation frame from now until `after` frames past the painter's removal. */
function recordHandOver(page: Page, after: number): Promise<HandOverFrame[]> {
  return page.evaluate(
    (after) =>
      new Promise<HandOverFrame[]>((resolve) => {
        const frames: HandOverFrame[] = [];
        const opacity = (element: Element | null) => {
          if (!element) return null;
          let product = 1;
          for (let node: Element | null = element; node; node = node.parentElement)
            product *= Number(getComputedStyle(node).opacity);
          return product;
        };
        let left = after;
        const sample = () => {
          const painter = document.querySelector('.first-view__painter canvas');
          const engine = document.querySelector('.psv-container canvas');
          frames.push({
            painter: painter !== null,
            painterOpacity: opacity(painter),
            engineOpacity: opacity(engine),
            engineVisible: engine !== null && getComputedStyle(engine).visibility === 'visible',
          });
          if (!painter) left -= 1;
          if (left > 0) requestAnimationFrame(sample);
          else resolve(frames);
        };
        requestAnimationFrame(sample);
      }),
    after,
  );
}

/** Every frame the compositor produces until `stop` resolves, as PNG screenshots of the viewport. */
async function screencast(page: Page, stop: Promise<unknown>): Promise<Buffer[]> {
  const session = await page.context().newCDPSession(page);
  const frames: Buffer[] = [];
  session.on('Page.screencastFrame', ({ data, sessionId }) => {
    frames.push(Buffer.from(data, 'base64'));
    void session.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  const viewport = page.viewportSize();
  await session.send('Page.startScreencast', {
    format: 'png',
    everyNthFrame: 1,
    ...(viewport ? { maxWidth: viewport.width, maxHeight: viewport.height } : {}),
  });
  await stop;
  await session.send('Page.stopScreencast');
  await session.detach();
  return frames;
}

/** A small rendition of a screenshot, for comparing frames of any size. */
const thumbnail = (shot: Buffer) => sharp(shot).removeAlpha().resize(64, 36, { fit: 'fill' }).png().toBuffer();

test('the engine takes over from the painted frame without a faded or blank frame in between', async ({ page }) => {
  test.setTimeout(120_000);
  const engine = await openWithEngineHeld(page);
  const painted = await thumbnail(await panoramaOnly(page));
  await expect.poll(engine.engineRequested).toBe(true);
  // From here every animation frame is recorded (what covers the screen, and how opaque), and
  // every composited frame captured, until well after the painter has gone.
  const recorded = recordHandOver(page, 30);
  const shots = screencast(page, recorded);
  engine.release();
  const frames = await recorded;
  const gone = frames.findIndex((frame) => !frame.painter);
  expect(gone, 'the painter stepped aside').toBeGreaterThan(0);
  // While the painter is there it covers the screen fully; once it is gone, the engine does.
  const faded = frames.flatMap((frame, index) => {
    const covered = frame.painter
      ? (frame.painterOpacity ?? 0) >= 0.99
      : frame.engineVisible && (frame.engineOpacity ?? 0) >= 0.99;
    return covered ? [] : [`frame ${String(index)}: ${JSON.stringify(frame)}`];
  });
  expect(faded, `animation frames not fully covered (painter gone at frame ${String(gone)})`).toEqual([]);
  // What reached the screen: every composited frame is the painted view (no splash colour, no
  // washed-out or blank frame), give or take the engine's texture filtering.
  const captured = await shots;
  expect(captured.length, 'composited frames captured').toBeGreaterThan(0);
  const off: string[] = [];
  for (const [index, shot] of captured.entries()) {
    const { mean } = await difference(painted, await thumbnail(shot));
    if (mean >= 12) off.push(`frame ${String(index)}: mean difference ${mean.toFixed(1)} per channel`);
  }
  expect(off, `composited frames unlike the painted view, of ${String(captured.length)}`).toEqual([]);
});
