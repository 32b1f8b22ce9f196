// The server-rendered homepage and group levels (issue 36): the web build's server entry renders the
// app's own screens into `#root`, in the visitor's language and direction, with working links, and
// content is text in that HTML whatever it holds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TourGroupPage } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBrand, makeTour, makeTourGroup } from '../helpers/fixtures.ts';
import { getter, type Get } from '../helpers/request.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const web = path.resolve(import.meta.dirname, '../../../web');
const host = 'atlas.localhost:3000';
const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)> & "quoted"';
const LANGUAGES = [
  { code: 'en', name: 'English', name_local: 'English', dir: 'ltr', word: 'Oceans' },
  { code: 'fr-ca', name: 'French', name_local: 'Français', dir: 'ltr', word: 'Océans' },
  { code: 'ar', name: 'Arabic', name_local: 'العربية', dir: 'rtl', word: 'المحيطات', bidi: true },
  { code: 'zh-hans', name: 'Chinese', name_local: '简体中文', dir: 'ltr', word: '海洋' },
] as const;

function group(id: number, slug: string, title: string, parent: TourGroupPage | null, tours: number[]): TourGroupPage {
  const page = makeTourGroup(
    id,
    slug,
    title,
    parent && { id: parent.id, path: parent.frontend_path, depth: parent.depth },
    tours,
  );
  return {
    ...page,
    frontend_path: `${parent ? parent.frontend_path : '/atlas/home'}/${slug}`,
    search_description: `About ${title}`,
  };
}

/** The HTML inside `#root` (what the app's screens rendered). */
function appHtml(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="meridian-page-state">');
  expect(start, 'a server-rendered #root').toBeGreaterThan(-1);
  return html.slice(start, end);
}
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]);
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the server-rendered homepage and group levels (issue 36)', () => {
  let t: TestApp;
  let get: Get;

  beforeAll(async () => {
    // The web build (its server entry too) is what the server renders with: built when missing.
    if (
      !fs.existsSync(path.join(web, 'dist-ssr/entry-server.js')) ||
      !fs.existsSync(path.join(web, 'dist/index.html'))
    ) {
      expect(spawnSync('npm', ['run', 'build', '-w', '@meridian/web'], { stdio: 'inherit' }).status).toBe(0);
    }
    t = await buildTestApp('sqlite', { webDistDir: path.join(web, 'dist') });
    const tenantId = await seedTenant(t.app.db, {
      schema_name: 'atlas',
      name: 'Atlas Museum',
      languages: LANGUAGES.map(({ code, name, name_local, ...rest }) => ({
        code,
        name,
        name_local,
        bidi: 'bidi' in rest,
      })),
    });
    for (const language of LANGUAGES) {
      const oceans = group(31, 'oceans', language.word, null, [41]);
      const reefs = group(32, 'reefs', `Reefs ${language.code}`, oceans, [41]);
      const corals = group(33, 'corals', HOSTILE, reefs, [41]);
      const tour = makeTour(41, 'reef-walk', `Reef Walk ${language.code}`, []);
      const brand = makeBrand({
        name: 'Atlas',
        title: `Atlas ${language.code}`,
        image: null,
        logo_size: { width: 300, height: 100 },
      });
      await writeDocument(t.app.db, tenantId, { kind: 'brand', id: 1, language: language.code, body: brand });
      await writeDocument(t.app.db, tenantId, {
        kind: 'tour',
        id: 41,
        slug: 'reef-walk',
        language: language.code,
        body: tour,
      });
      // Each level lists the one below it.
      for (const page of [{ ...oceans, children: [reefs.id] }, { ...reefs, children: [corals.id] }, corals]) {
        await writeDocument(t.app.db, tenantId, {
          kind: 'tour_group',
          id: page.id,
          slug: page.slug,
          language: language.code,
          body: page,
        });
      }
    }
    get = getter(t.app, host);
  }, 600_000);
  afterAll(async () => {
    await t.close();
  });

  it.each(LANGUAGES)(
    'renders every level in $code, in its direction, with the level as heading and links to go on',
    async (language) => {
      const at = (url: string) => get(url, { 'accept-language': language.code });
      const home = (await at('/')).body;
      expect(home).toContain(`<html lang="${language.code}" dir="${language.dir}">`);
      expect(heading(appHtml(home))).toBe(`Atlas ${language.code}`);
      expect(hrefs(appHtml(home))).toContain('/atlas/home/oceans');

      const levelOne = appHtml((await at('/atlas/home/oceans')).body);
      expect(heading(levelOne)).toBe(language.word);
      expect(hrefs(levelOne)).toEqual(expect.arrayContaining(['/atlas', '/atlas/home/oceans/reefs']));

      const levelTwo = appHtml((await at('/atlas/home/oceans/reefs')).body);
      expect(heading(levelTwo)).toBe(`Reefs ${language.code}`);
      // Breadcrumbs: home and the level above are links.
      expect(hrefs(levelTwo)).toEqual(
        expect.arrayContaining(['/atlas', '/atlas/home/oceans', '/atlas/home/oceans/reefs/corals']),
      );

      const levelThree = appHtml((await at('/atlas/home/oceans/reefs/corals')).body);
      expect(hrefs(levelThree)).toEqual(expect.arrayContaining(['/atlas/home/oceans/reefs', '/atlas/reef-walk']));

      const tourAtLevel = appHtml((await at('/atlas/home/oceans/reefs/corals/reef-walk')).body);
      expect(heading(tourAtLevel)).toBe(`Reef Walk ${language.code}`);
      expect(hrefs(tourAtLevel)).toContain('/atlas/reef-walk');
    },
  );

  it('paints the header and its text where they stay: the logo with its size, the face asked for before the app (no layout shift)', async () => {
    const html = (await get('/', { 'accept-language': 'en' })).body;
    const logo = /<img [^>]*class="app-header__logo"[^>]*>/.exec(appHtml(html))?.[0] ?? '';
    expect(logo).toContain('width="300"');
    expect(logo).toContain('height="100"');
    // The text's face is asked for before the app's entry and module preloads take the connections.
    const font = html.search(/<link rel="preload" as="font"[^>]*href="\/assets\/mulish-latin/);
    expect(font).toBeGreaterThan(-1);
    expect(font).toBeLessThan(html.indexOf('<script'));
    expect(font).toBeLessThan(html.indexOf('rel="modulepreload"'));
    const arabic = (await get('/', { 'accept-language': 'ar' })).body;
    const arabicFont = arabic.search(/<link rel="preload" as="font"[^>]*noto-sans-arabic/);
    expect(arabicFont).toBeGreaterThan(-1);
    expect(arabicFont).toBeLessThan(arabic.indexOf('<script'));
  });

  it('writes hostile content as text: no element, no attribute and no end of the state script comes of it', async () => {
    const html = (await get('/atlas/home/oceans/reefs/corals')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script>&lt;script>alert(1)&lt;/script>');
    // The answers after #root: one script element, its end the only `</script>` before the app's.
    const state = html.slice(html.indexOf('id="meridian-page-state">'));
    expect(state.indexOf('</script>')).toBe(state.lastIndexOf('</script>'));
    expect(state).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('loads the face its text is drawn in with the page (Latin or Arabic; Chinese is the system’s), so the text does not re-wrap when it arrives', async () => {
    const preloads = async (language: string) =>
      [...(await get('/', { 'accept-language': language })).body.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map(
        ([tag]) => /href="([^"]*)"/.exec(tag)?.[1],
      );
    expect(await preloads('en')).toEqual([expect.stringMatching(/^\/assets\/mulish-latin-wght-normal-[\w-]+\.woff2$/)]);
    expect(await preloads('fr-ca')).toEqual([expect.stringMatching(/mulish-latin/)]);
    expect(await preloads('ar')).toEqual([expect.stringMatching(/^\/assets\/noto-sans-arabic-arabic-wght-normal-/)]);
    expect(await preloads('zh-hans')).toEqual([]);
  });

  it('leaves the pages it does not render to the app (a tour, the map, a preview), and says nothing of #root there', async () => {
    for (const url of ['/atlas/reef-walk', '/atlas/map', '/atlas/home/oceans?token=x']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('meridian-page-state');
    }
  });

  it('renders no outline for a tour that does not exist, and logs nothing of it (a visitor’s typo is no error)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const html = (await get('/atlas/no-such-tour')).body;
      expect(html).not.toContain('tour-outline');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('gives a tour page its outline, but not the tour’s banner card (a page with its own heading)', async () => {
    expect((await get('/atlas/reef-walk')).body).toContain('class="tour-outline"');
    const banner = (await get('/atlas/reef-walk?banner=true')).body;
    expect(banner).not.toContain('tour-outline');
  });
});
