// `npm run bench:scene`: time from navigation to the first panorama pixels and to the sharp
// rendition for a demo scene in the real app, beside a minimal page that shows the same images with
// Photo Sphere Viewer alone (same browser, same run, fresh browser context per load), plus the
// gzip JavaScript bytes the scene route loads. Both pages mark `panorama-first-pixels` and
// `panorama-sharp` on the first animation frame after each rendition is shown.
import { chromium, type Browser } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort, startMeridian } from './support/meridian-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SCENE = process.env.BENCH_SCENE ?? 'main-quad';
const SITE = 'northfield';
const VIEWPORT = { width: 1280, height: 800 };

interface Renditions {
  low: string;
  sharp: string;
  yaw: number;
  pitch: number;
}

function minimalPage({ low, sharp, yaw, pitch }: Renditions): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/vendor/psv/index.css">
<script type="importmap">{"imports":{"three":"/vendor/three/three.module.js","@photo-sphere-viewer/core":"/vendor/psv/index.module.js"}}</script>
<style>html,body,#viewer{margin:0;width:100%;height:100%}</style></head><body><div id="viewer"></div>
<script type="module">
import { Viewer } from '@photo-sphere-viewer/core';
const viewer = new Viewer({ container: '#viewer', navbar: false, defaultYaw: '${yaw}deg', defaultPitch: '${pitch}deg' });
await viewer.setPanorama(${JSON.stringify(low)}, { transition: false });
requestAnimationFrame(() => performance.mark('panorama-first-pixels'));
await viewer.setPanorama(${JSON.stringify(sharp)}, { transition: false, showLoader: false });
requestAnimationFrame(() => performance.mark('panorama-sharp'));
</script></body></html>`;
}

function startMinimal(port: number, meridianPort: number, renditions: Renditions) {
  const vendor: Record<string, string> = {
    '/vendor/three/': path.join(root, 'node_modules/three/build/'),
    '/vendor/psv/': path.join(root, 'node_modules/@photo-sphere-viewer/core/'),
  };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(minimalPage(renditions));
      return;
    }
    for (const [prefix, dir] of Object.entries(vendor)) {
      if (url.startsWith(prefix)) {
        const file = path.join(dir, path.basename(url.slice(prefix.length)));
        const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
        response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
        return;
      }
    }
    // Media comes from Meridian itself, so both pages download the very same bytes.
    const upstream = http.request(
      { host: '127.0.0.1', port: meridianPort, path: url, headers: { host: `localhost:${String(meridianPort)}` } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.end();
  });
  server.listen(port, '127.0.0.1');
  return () => server.close();
}

async function measure(browser: Browser, url: string, collectScripts = false) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  if (collectScripts) {
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response.body().then(
            (body) => zlib.gzipSync(body).length,
            () => 0,
          ),
        );
      }
    });
  }
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('panorama-sharp').length > 0, null, {
    timeout: 60_000,
  });
  const [first, sharp] = await page.evaluate(() =>
    ['panorama-first-pixels', 'panorama-sharp'].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN),
  );
  const jsGzip = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { first: first ?? NaN, sharp: sharp ?? NaN, jsGzip };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const meridianPort = await freePort();
const minimalPort = await freePort();
console.log('starting Meridian with the demo tenants…');
const stopMeridian = await startMeridian(meridianPort, { panoramaWidth: 4096 });
const sceneResponse = await fetch(`http://127.0.0.1:${String(meridianPort)}/api/v2/scene/${SCENE}/`, {
  headers: { host: `localhost:${String(meridianPort)}` },
});
const scene = (await sceneResponse.json()) as {
  panorama: { webp: Record<'low' | 'medium' | 'high', { url: string }> };
  initial_rotation: { yaw: number; pitch: number };
};
// Chromium decodes WebP and the viewport is wider than 1200 px: the app's sharp rendition is high.
const renditions: Renditions = {
  low: scene.panorama.webp.low.url,
  sharp: scene.panorama.webp.high.url,
  yaw: scene.initial_rotation.yaw,
  pitch: scene.initial_rotation.pitch,
};
const stopMinimal = startMinimal(minimalPort, meridianPort, renditions);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'],
});
try {
  const app: { first: number; sharp: number }[] = [];
  const minimal: { first: number; sharp: number }[] = [];
  // Warm-up of both (server caches, browser code cache are not what is measured).
  await measure(browser, `http://localhost:${String(meridianPort)}/${SITE}/scene/${SCENE}`);
  await measure(browser, `http://127.0.0.1:${String(minimalPort)}/`);
  for (let run = 0; run < RUNS; run += 1) {
    app.push(await measure(browser, `http://localhost:${String(meridianPort)}/${SITE}/scene/${SCENE}`));
    minimal.push(await measure(browser, `http://127.0.0.1:${String(minimalPort)}/`));
  }
  // The script bytes are read in a load of their own: reading response bodies over the DevTools
  // protocol while the page loads would slow the timed runs.
  const { jsGzip } = await measure(browser, `http://localhost:${String(meridianPort)}/${SITE}/scene/${SCENE}`, true);
  const appFirst = median(app.map((entry) => entry.first));
  const appSharp = median(app.map((entry) => entry.sharp));
  const minFirst = median(minimal.map((entry) => entry.first));
  const minSharp = median(minimal.map((entry) => entry.sharp));
  console.log(
    `\nscene ${SITE}/${SCENE}, ${String(RUNS)} runs each (median), ${String(VIEWPORT.width)}×${String(VIEWPORT.height)}, Chromium + SwiftShader`,
  );
  console.log(`                      first pixels   sharp rendition`);
  console.log(`Meridian scene route  ${appFirst.toFixed(0).padStart(9)} ms   ${appSharp.toFixed(0).padStart(12)} ms`);
  console.log(`minimal PSV page      ${minFirst.toFixed(0).padStart(9)} ms   ${minSharp.toFixed(0).padStart(12)} ms`);
  console.log(
    `ratio                 ${(appFirst / minFirst).toFixed(2).padStart(9)} ×    ${(appSharp / minSharp).toFixed(2).padStart(12)} ×`,
  );
  console.log(`JavaScript the scene route loads: ${(jsGzip / 1024).toFixed(1)} KB gzip`);
} finally {
  await browser.close();
  stopMinimal();
  stopMeridian();
}
