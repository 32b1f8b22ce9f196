// The bench's anchor pages: the same panorama shown by a viewer alone, with nothing else on the page
// (Photo Sphere Viewer core alone with the low or the high rendition, Pannellum alone with the high
// JPEG). Their code comes from npm: Photo Sphere Viewer and three.js bundled and minified here with
// esbuild (as a site would ship them), Pannellum's own build as published. Their images come from
// Meridian itself, so every page downloads the very same bytes. Each page marks `panorama-first-pixels` (and `panorama-sharp`) on the
// first animation frame after its image is shown, like the app does. Everything is served as Meridian
// serves its own files (served-asset.ts), so the bench compares like with like.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { compressedSize, IMMUTABLE, REVALIDATE, sendAsset, servedAsset, type ServedAsset } from './served-asset.ts';

export interface Renditions {
  lowWebp: string;
  highWebp: string;
  highJpeg: string;
  yaw: number;
  pitch: number;
}

export type AnchorId = 'psv-low' | 'psv-high' | 'pannellum-high';

const head = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>html,body,#viewer{margin:0;width:100%;height:100%}</style>`;

function psvPage(image: string, { yaw, pitch }: Renditions, marks: string[]): string {
  return `${head}<link rel="stylesheet" href="/vendor/psv/index.css">
</head><body><div id="viewer"></div><script type="module">
import { Viewer } from '/vendor/psv-bundle.js';
const viewer = new Viewer({ container: '#viewer', navbar: false, defaultYaw: '${yaw}deg', defaultPitch: '${pitch}deg' });
await viewer.setPanorama(${JSON.stringify(image)}, { transition: false });
requestAnimationFrame(() => { for (const mark of ${JSON.stringify(marks)}) performance.mark(mark); });
</script></body></html>`;
}

function pannellumPage({ highJpeg, yaw, pitch }: Renditions): string {
  return `${head}<link rel="stylesheet" href="/vendor/pannellum/pannellum.css">
<script src="/vendor/pannellum/pannellum.js"></script></head><body><div id="viewer"></div><script>
const viewer = pannellum.viewer('viewer', { type: 'equirectangular', panorama: ${JSON.stringify(highJpeg)},
  autoLoad: true, showControls: false, yaw: ${String(yaw)}, pitch: ${String(pitch)} });
viewer.on('load', () => requestAnimationFrame(() => {
  performance.mark('panorama-first-pixels');
  performance.mark('panorama-sharp');
}));
</script></body></html>`;
}

function anchorPage(id: AnchorId, renditions: Renditions): string {
  if (id === 'psv-low') return psvPage(renditions.lowWebp, renditions, ['panorama-first-pixels']);
  if (id === 'psv-high') return psvPage(renditions.highWebp, renditions, ['panorama-first-pixels', 'panorama-sharp']);
  return pannellumPage(renditions);
}

/** Photo Sphere Viewer core and three.js as one minified ES module. */
async function bundlePsv(root: string): Promise<string> {
  const result = await build({
    stdin: { contents: "export { Viewer } from '@photo-sphere-viewer/core';", resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The text files each anchor page loads besides itself (images come from Meridian). */
export const ANCHOR_ASSETS: Record<AnchorId, string[]> = {
  'psv-low': ['/vendor/psv-bundle.js', '/vendor/psv/index.css'],
  'psv-high': ['/vendor/psv-bundle.js', '/vendor/psv/index.css'],
  'pannellum-high': ['/vendor/pannellum/pannellum.css', '/vendor/pannellum/pannellum.js'],
};
export const ANCHORS = Object.keys(ANCHOR_ASSETS) as AnchorId[];

const anchorImage = (id: AnchorId, renditions: Renditions) =>
  id === 'psv-low' ? renditions.lowWebp : id === 'psv-high' ? renditions.highWebp : renditions.highJpeg;

/** Every file the anchor server answers itself, compressed ahead of time as Meridian's build does. */
async function anchorAssets(root: string, renditions: Renditions): Promise<Map<string, ServedAsset>> {
  const vendorFile = (file: string) => fs.readFileSync(path.join(root, 'node_modules', file));
  const assets = new Map<string, ServedAsset>([
    ['/vendor/psv-bundle.js', servedAsset(await bundlePsv(root), 'text/javascript', IMMUTABLE)],
    ['/vendor/psv/index.css', servedAsset(vendorFile('@photo-sphere-viewer/core/index.css'), 'text/css', IMMUTABLE)],
    [
      '/vendor/pannellum/pannellum.css',
      servedAsset(vendorFile('pannellum/build/pannellum.css'), 'text/css', IMMUTABLE),
    ],
    [
      '/vendor/pannellum/pannellum.js',
      servedAsset(vendorFile('pannellum/build/pannellum.js'), 'text/javascript', IMMUTABLE),
    ],
  ]);
  for (const id of ANCHORS) {
    assets.set(`/${id}`, servedAsset(anchorPage(id, renditions), 'text/html; charset=utf-8', REVALIDATE));
  }
  return assets;
}

export interface AnchorServer {
  stop: () => void;
  /** The least an anchor page can transfer: its text files compressed (brotli), its image as it is. */
  compressedBytes: (id: AnchorId) => number;
}

/**
 * Serves `/{anchorId}` pages and their vendor code as a production site would (served-asset.ts:
 * brotli/gzip by Accept-Encoding, Meridian's caching headers), and proxies media to Meridian, whose
 * answers (images, sent as they are) pass through untouched.
 */
export async function startAnchorServer(
  root: string,
  port: number,
  meridianPort: number,
  renditions: Renditions,
): Promise<AnchorServer> {
  const assets = await anchorAssets(root, renditions);
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const asset = assets.get(url);
    if (asset) {
      sendAsset(request, response, asset);
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: meridianPort,
        path: url,
        method: request.method,
        headers: { ...request.headers, host: `localhost:${String(meridianPort)}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    upstream.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const imageBytes = new Map<AnchorId, number>();
  for (const id of ANCHORS) {
    const image = await fetch(`http://127.0.0.1:${String(port)}${anchorImage(id, renditions)}`).catch(() => null);
    imageBytes.set(id, image?.ok ? (await image.arrayBuffer()).byteLength : 0);
  }
  return {
    stop: () => server.close(),
    compressedBytes: (id) =>
      [`/${id}`, ...ANCHOR_ASSETS[id]].reduce(
        (sum, file) => {
          const asset = assets.get(file);
          return sum + (asset ? compressedSize(asset) : 0);
        },
        imageBytes.get(id) ?? 0,
      ),
  };
}
