// Issue 35's byte aim: on a tiled scene with an 8192 px source, opened on a phone (390×844, touch,
// device pixel ratio 3), the panorama bytes transferred until the first sharp view (the base image
// and the tiles of the view) ÷ the bytes of the whole image at the level that view used (every tile
// of that level). The single-image rendition of the same width is printed beside it for scale.
import type { Browser } from '@playwright/test';
import type { PanoramaImages } from '@meridian/contracts';
import { median } from './page-timing.ts';

const TILE = /-tiles\/(\d+)\/(\d+)_(\d+)\.(webp|jpg)$/;
export const PHONE = { width: 390, height: 844 };

export interface PhoneTileBytes {
  /** The widest level a tile of the first sharp view came from. */
  levelWidth: number;
  tilesFetched: number;
  tilesInLevel: number;
  /** Base image and tiles received until the sharp mark. */
  panoramaBytes: number;
  /** The tiles alone. */
  tileBytes: number;
  /** Every tile of `levelWidth`. */
  levelBytes: number;
  /** The single-image WebP rendition as wide as the level, when there is one. */
  singleImageBytes: number | null;
}

/** The bytes of a file as the server sends it (`port` on 127.0.0.1, asked for as the app host). */
async function bodyBytes(path: string, port: number): Promise<number> {
  const url = new URL(path, `http://127.0.0.1:${String(port)}`).href;
  const response = await fetch(url, { headers: { host: `localhost:${String(port)}` } });
  if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
  return (await response.arrayBuffer()).byteLength;
}

async function oneLoad(browser: Browser, pageUrl: string, baseUrl: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const urls = new Map<string, string>();
    const finished: { url: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) =>
      finished.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength }),
    );
    await cdp.send('Network.enable');
    await page.goto(pageUrl);
    await page.waitForFunction(() => performance.getEntriesByName('panorama-sharp').length > 0, null, {
      timeout: 120_000,
    });
    // What had arrived when the sharp view was shown (requests still in flight are counted only if done).
    const arrived = [...finished];
    const tiles = arrived.flatMap(({ url, bytes }) => {
      const match = TILE.exec(new URL(url, pageUrl).pathname);
      return match ? [{ level: Number(match[1]), bytes }] : [];
    });
    const base = arrived.filter(({ url }) => new URL(url, pageUrl).pathname === new URL(baseUrl, pageUrl).pathname);
    // No tile before the sharp mark: the scene was not shown from its pyramid, so there is no figure.
    if (tiles.length === 0) throw new Error(`${pageUrl}: no tile had arrived by its sharp view`);
    const level = Math.max(...tiles.map((tile) => tile.level));
    return {
      level,
      tilesFetched: tiles.filter((tile) => tile.level === level).length,
      bytes: [...tiles, ...base].reduce((sum, { bytes }) => sum + bytes, 0),
      tileBytes: tiles.reduce((sum, { bytes }) => sum + bytes, 0),
    };
  } finally {
    await context.close();
  }
}

/** Loads `pageUrl` on a phone `runs` times; `images` is the scene's panorama from the API, `port` the server's. */
export async function phoneTileBytes(
  browser: Browser,
  pageUrl: string,
  images: PanoramaImages,
  port: number,
  runs: number,
): Promise<PhoneTileBytes> {
  const tiles = images.tiles;
  if (!tiles) throw new Error('the scene has no tile pyramid');
  const loads = [];
  for (let run = 0; run < runs; run += 1) loads.push(await oneLoad(browser, pageUrl, images.webp.low.url));
  const level = Math.max(...loads.map((load) => load.level));
  const { width, cols, rows } = tiles.levels[level] ?? { width: 0, cols: 0, rows: 0 };
  let levelBytes = 0;
  for (let col = 0; col < cols; col += 1) {
    for (let row = 0; row < rows; row += 1) {
      const path = tiles.webp
        .replace('{level}', String(level))
        .replace('{col}', String(col))
        .replace('{row}', String(row));
      levelBytes += await bodyBytes(path, port);
    }
  }
  const single = Object.values(images.webp).find((rendition) => rendition.width === width);
  return {
    levelWidth: width,
    tilesFetched: median(loads.map((load) => load.tilesFetched)),
    tilesInLevel: cols * rows,
    panoramaBytes: median(loads.map((load) => load.bytes)),
    tileBytes: median(loads.map((load) => load.tileBytes)),
    levelBytes,
    singleImageBytes: single ? await bodyBytes(single.url, port) : null,
  };
}
