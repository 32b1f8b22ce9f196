// The JavaScript a loaded page requested, as gzip bytes: script URLs from Resource Timing, bodies
// fetched again (by the page) and gzipped here (so the figure does not depend on how the server compresses), split
// at a performance mark (e.g. the panorama's first pixels). Shared by the route budgets (e2e) and the
// scene bench.
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptBytes {
  /** Gzip bytes of scripts whose request started before the mark (all of them without a mark). */
  beforeMark: number;
  total: number;
  /** The scripts' bodies, to check what code a route carries. */
  bodies: { url: string; text: string }[];
}

export async function scriptBytes(page: Page, mark?: string): Promise<ScriptBytes> {
  const entries = await page.evaluate((markName) => {
    const cut = markName ? (performance.getEntriesByName(markName)[0]?.startTime ?? Infinity) : Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname + new URL(entry.name).search))
      .map((entry) => ({ url: entry.name, before: entry.startTime < cut }));
  }, mark);
  const result: ScriptBytes = { beforeMark: 0, total: 0, bodies: [] };
  for (const entry of new Map(entries.map((item) => [item.url, item])).values()) {
    // Fetched by the page itself: Node does not resolve tenant hosts such as harbour.localhost.
    const body = Buffer.from(await page.evaluate(async (url) => (await fetch(url)).text(), entry.url));
    const size = zlib.gzipSync(body).length;
    result.total += size;
    if (entry.before) result.beforeMark += size;
    result.bodies.push({ url: entry.url, text: body.toString('utf8') });
  }
  return result;
}

/** Strings that only the engines' code contains (kept by minification: they are messages and class names). */
export const engineSignatures = {
  'panorama engine (three.js / Photo Sphere Viewer)': ['THREE.WebGLRenderer', 'psv-container'],
  'map engine (MapLibre)': ['maplibregl-'],
  /** The insights dashboard's charts: its chunk only (docs/insights.md). */
  'chart library (uPlot)': ['u-legend', 'u-cursor-x'],
} as const;

export function enginesIn(bodies: ScriptBytes['bodies']): string[] {
  return Object.entries(engineSignatures)
    .filter(([, signatures]) => bodies.some((body) => signatures.some((signature) => body.text.includes(signature))))
    .map(([engine]) => engine);
}
