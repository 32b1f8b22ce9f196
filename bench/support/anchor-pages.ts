// The bench's anchor pages: the same panorama shown by a viewer alone, with nothing else on the page
// (Photo Sphere Viewer core alone with the low or the high rendition, Pannellum alone with the high
// JPEG). Their code comes from npm: Photo Sphere Viewer and three.js bundled and minified here with
// esbuild (as a site would ship them), Pannellum's own build as published. Their images come from
// Meridian itself, so every page downloads the very same bytes. Each page marks `panorama-first-pixels` (and `panorama-sharp`) on the
// first animation frame after its image is shown, like the app does.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';

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

/** Serves `/{anchorId}` pages, their vendor code, and proxies media to Meridian. */
export async function startAnchorServer(root: string, port: number, meridianPort: number, renditions: Renditions) {
  const psvBundle = await bundlePsv(root);
  const vendor = new Map([
    ['/vendor/psv/', path.join(root, 'node_modules/@photo-sphere-viewer/core/')],
    ['/vendor/pannellum/', path.join(root, 'node_modules/pannellum/build/')],
  ]);
  const anchors: AnchorId[] = ['psv-low', 'psv-high', 'pannellum-high'];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const anchor = anchors.find((id) => url === `/${id}`);
    if (anchor) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(anchorPage(anchor, renditions));
      return;
    }
    if (url === '/vendor/psv-bundle.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(psvBundle);
      return;
    }
    for (const [prefix, dir] of vendor) {
      if (url.startsWith(prefix)) {
        const file = path.join(dir, path.basename(url.slice(prefix.length)));
        const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
        response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
        return;
      }
    }
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
