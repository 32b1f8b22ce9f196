// A second, unrelated web site for the embedding tests: a tiny page server on 127.0.0.1 (another
// site than localhost and *.localhost to the browser), whose pages frame Meridian as a tenant's
// admissions page would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ParentSite {
  /** A page framing `src` at width × height, with the attributes of the embed code. */
  framing: (src: string, width: number, height: number) => string;
  /** A page whose body is the given HTML (an oEmbed answer's `html`). */
  withHtml: (html: string) => string;
  close: () => Promise<void>;
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner site</title>
<style>body{margin:0;padding:16px;font:16px system-ui,sans-serif;background:#f3efe6;color:#222}</style></head>
<body><main><h1>Partner site</h1>${body}</main></body></html>`;
}

export async function startParentSite(): Promise<ParentSite> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let body: string;
    if (url.pathname === '/frame') {
      const src = url.searchParams.get('src') ?? '';
      const width = Number(url.searchParams.get('w'));
      const height = Number(url.searchParams.get('h'));
      const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      body = `<iframe src="${escaped}" width="${width}" height="${height}" title="Virtual tour" style="border:0;display:block" allow="fullscreen; gyroscope; accelerometer"></iframe>`;
    } else if (url.pathname === '/html') {
      body = Buffer.from(url.searchParams.get('b') ?? '', 'base64url').toString('utf8');
    } else {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    framing: (src, width, height) =>
      `${origin}/frame?${new URLSearchParams({ src, w: String(width), h: String(height) }).toString()}`,
    withHtml: (html) => `${origin}/html?b=${Buffer.from(html).toString('base64url')}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
