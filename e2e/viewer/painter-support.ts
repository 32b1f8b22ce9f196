// Shared by the first frame painter's specs (issue 39, and issue 35's sharp view): the engine's chunk
// held back by route interception, screenshots of the panorama alone, and frame comparisons. No fixed
// waits: each helper waits for a state.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../support/fixtures.ts';

/** Only the panorama: the HTML's title and the app's screen (both drawn over it) are hidden. */
export async function panoramaOnly(page: Page): Promise<Buffer> {
  await page.addStyleTag({ content: '#root, .scene-first-paint { visibility: hidden !important; }' });
  return page.screenshot();
}

export const marked = (page: Page, name: string) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, name, { timeout: 60_000 });

/** Per channel, the mean absolute difference of two same-sized screenshots, and the share of pixels off by more than 40. */
export async function difference(a: Buffer, b: Buffer): Promise<{ mean: number; offShare: number }> {
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
export async function holdEngine(
  page: Page,
  scenePage: string,
): Promise<{ release: () => void; engineRequested: () => boolean }> {
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

/** What the page showed on one animation frame of the hand-over (recorded in the page). */
export interface HandOverFrame {
  painter: boolean;
  /** The painter's canvas and the engine's, each with the opacity of its whole chain of ancestors (null: none). */
  painterOpacity: number | null;
  engineOpacity: number | null;
  engineVisible: boolean;
}

/** Records every animation frame from now until `after` frames past the painter's removal. */
export function recordHandOver(page: Page, after: number): Promise<HandOverFrame[]> {
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
export async function screencast(page: Page, stop: Promise<unknown>): Promise<Buffer[]> {
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
export const thumbnail = (shot: Buffer) => sharp(shot).removeAlpha().resize(64, 36, { fit: 'fill' }).png().toBuffer();
