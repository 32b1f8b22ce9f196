import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extract, setProviderList } from '@extractus/oembed-extractor';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDunes } from '../helpers/dunes-site.ts';
import { recordOutboundConnections } from '../helpers/outbound-connections.ts';
import { listenOnFreePort } from '../helpers/raw-http.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Contract tests with consumers from npm, unmodified (issue 32): an oEmbed consumer and a link-preview
 * scraper read a listening server as a chat app or a CMS would, and reach nothing else.
 */
describe('oEmbed and link-preview consumers against a listening server', () => {
  let t: TestApp;
  let origin: string;
  const outbound = recordOutboundConnections();
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-consumers-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Meridian</title></head><body><div id="root"></div></body></html>',
    );
    t = await buildTestApp('sqlite', { webDistDir: webDir });
    await seedDunes(t, ['127.0.0.1']);
    origin = `http://127.0.0.1:${await listenOnFreePort(t.app)}`;
  });
  afterAll(async () => {
    outbound.stop();
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const preview = async (pagePath: string) => {
    const answer = await ogs({ url: `${origin}${pagePath}`, urlValidatorSettings: { require_tld: false } as never });
    if (answer.error) throw new Error(`open-graph-scraper failed on ${pagePath}`);
    return answer.result;
  };

  it('previews home, group, tour and scene in English with their own title, image and size', async () => {
    const cases = [
      { page: '/dunes', title: 'Dunes College' },
      { page: '/dunes/home/sands', title: 'Sands – Dunes College' },
      { page: '/dunes/desert-walk', title: 'Desert walk – Dunes College' },
      { page: '/dunes/scene/oasis', title: 'The oasis – Dunes College' },
      { page: '/dunes/desert-walk/oasis', title: 'The oasis – Desert walk – Dunes College' },
    ];
    for (const { page, title } of cases) {
      const result = await preview(page);
      expect(result.ogTitle, page).toBe(title);
      expect(result.ogLocale, page).toBe('en');
      expect(result.ogUrl, page).toBe(`${origin}${page}?lng=en`);
    }
    const scene = await preview('/dunes/scene/oasis');
    expect(scene.ogDescription).toBe('An oasis in the desert');
    expect(scene.ogImage?.[0]).toMatchObject({
      url: `${origin}/media/dunes/oasis-thumb.jpg`,
      width: '640',
      height: '320',
      alt: 'Palms by the water',
    });
  });

  it('previews the same pages in Arabic with ?lng=ar, keeping the language in og:url', async () => {
    for (const [page, title] of [
      ['/dunes?lng=ar', 'كلية الكثبان'],
      ['/dunes/home/sands?lng=ar', 'الرمال – كلية الكثبان'],
      ['/dunes/desert-walk?lng=ar', 'نزهة الصحراء – كلية الكثبان'],
      ['/dunes/scene/oasis?lng=ar', 'الواحة – كلية الكثبان'],
    ] as const) {
      const result = await preview(page);
      expect(result.ogTitle, page).toBe(title);
      expect(result.ogLocale, page).toBe('ar');
      expect(result.ogUrl, page).toBe(`${origin}${page}`);
    }
  });

  it('finds the oEmbed answer by discovery from the page, in the page language', async () => {
    const card = await extract(`${origin}/dunes/scene/oasis?lng=ar`);
    expect(card).toMatchObject({ version: '1.0', type: 'rich', method: 'auto-discovery', title: 'الواحة' });
    expect(String(card.html)).toContain(`src="${origin}/dunes/scene/oasis?lng=ar&amp;banner=true"`);
  });

  it('reads the oEmbed endpoint as a registered provider, with maxwidth and the thumbnail size', async () => {
    setProviderList([
      {
        provider_name: 'Dunes College',
        provider_url: `${origin}/`,
        endpoints: [{ schemes: [`${origin}/*`], url: `${origin}/oembed` }],
      },
    ]);
    // The library calls registered endpoints over https (it drops the scheme of the list); the test
    // server speaks plain http, so its documented fetcher parameter plays the TLS front, for this origin only.
    const plainHttp = (url: string) => fetch(url.replace(`https://${new URL(origin).host}/`, `${origin}/`));
    const card = await extract(`${origin}/dunes/desert-walk`, { maxwidth: 400 }, plainHttp);
    expect(card.method).toBe('provider-api');
    expect(card.title).toBe('Desert walk');
    expect(Number(card.width)).toBeLessThanOrEqual(400);
    if (card.thumbnail_url !== undefined) {
      expect(card.thumbnail_width).toBeGreaterThan(0);
      expect(card.thumbnail_height).toBeGreaterThan(0);
    }
  });

  it('made no connection beyond the test server', () => {
    expect(outbound.hosts().length).toBeGreaterThan(0);
    expect(outbound.hosts().every((host) => host === '127.0.0.1')).toBe(true);
  });
});
