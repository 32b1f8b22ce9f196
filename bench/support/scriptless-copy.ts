// bench:home's anchor (issue 36): the very page Meridian's server renders, with every script removed,
// served from a port of its own in front of Meridian. Its HTML is taken from Meridian at the moment of
// the request (the same Host, so the same tenant) and stripped; every other request (stylesheets,
// fonts, images, the API) goes to Meridian as it is. What the browser then does is what this content
// costs without the app: the limit the hydrated page is compared with.
import http from 'node:http';
import { sendAsset, servedAsset, REVALIDATE } from './served-asset.ts';

/** The HTML without scripts: script elements (the page state's too), module preloads, script preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*as="script"[^>]*>/gi, '');
}

function forward(request: http.IncomingMessage, response: http.ServerResponse, meridianPort: number): void {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: meridianPort,
      method: request.method,
      path: request.url,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.once('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

function scriptlessPage(request: http.IncomingMessage, meridianPort: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = {
      host: request.headers.host ?? '',
      accept: 'text/html',
      'accept-language': String(request.headers['accept-language'] ?? 'en'),
    };
    http
      .get({ host: '127.0.0.1', port: meridianPort, path: request.url, headers }, (answer) => {
        let html = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (html += chunk));
        answer.once('end', () => resolve(withoutScripts(html)));
      })
      .once('error', reject);
  });
}

/** Serves `pagePaths` without scripts and forwards everything else to Meridian; returns a stop function. */
export function startScriptlessCopy(port: number, meridianPort: number, pagePaths: string[]): Promise<() => void> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://copy').pathname;
    if (request.method !== 'GET' || !pagePaths.includes(pathname)) return forward(request, response, meridianPort);
    scriptlessPage(request, meridianPort).then(
      (html) => sendAsset(request, response, servedAsset(html, 'text/html; charset=utf-8', REVALIDATE)),
      () => response.writeHead(502).end(),
    );
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve(() => server.close()));
  });
}
