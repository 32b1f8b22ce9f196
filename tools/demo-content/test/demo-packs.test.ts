import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Brand, Cta, Label, Scene, SceneSummary, Tour, TourGroupPage, TourStop } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { importPack } from '@meridian/server/src/packs/import-pack.ts';
import { validatePack } from '@meridian/server/src/packs/validate-pack.ts';
import { testDatabaseKinds } from '@meridian/server/src/db/test-database.ts';
import { DEMO_CONTENT_DIR, ensureDemoMedia } from '../src/ensure-demo-media.ts';
import { defaultMediaStore } from '../src/media-store.ts';
import { getter, type Get } from '@meridian/server/test/helpers/request.ts';
import { buildTestApp, type TestApp } from '@meridian/server/test/helpers/test-app.ts';
import { pathDocuments, stringsOf } from './demo-test-helpers.ts';

const DEMO_PACKS = ['northfield', 'harbour'] as const;
const hosts = { northfield: 'localhost:3000', harbour: 'harbour.localhost:3000' } as const;
const languages = { northfield: ['en', 'fr-ca', 'zh-hans'], harbour: ['en', 'ar', 'zh-hant'] } as const;

let dataDir: string;
let mediaRoot: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-demo-'));
  // Small panoramas keep the test fast; the content is the same as at 4096×2048. Items an earlier run
  // generated with the same generator sources come from the machine's store (byte for byte what
  // generating them gives: the generator is deterministic, panorama-generator.test.ts).
  ({ mediaRoot } = await ensureDemoMedia({ dataDir, panoramaWidth: 128, store: defaultMediaStore() }));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo packs', () => {
  it.each(DEMO_PACKS)('%s passes validation against the generated media', async (pack) => {
    const { errors } = await validatePack(path.join(DEMO_CONTENT_DIR, pack), { mediaRoots: [mediaRoot] });
    expect(errors).toEqual([]);
  });

  it.each(DEMO_PACKS)(
    '%s names a poster for every YouTube, Vimeo and qq video: offline it is all that shows (issue 34)',
    (pack) => {
      const dir = path.join(DEMO_CONTENT_DIR, pack);
      const videos: { provider?: unknown; thumbnail?: unknown; code?: unknown }[] = [];
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(walk);
        if (value === null || typeof value !== 'object') return;
        const record = value as Record<string, unknown>;
        if (['youtube', 'vimeo', 'qq'].includes(String(record.provider))) videos.push(record);
        Object.values(record).forEach(walk);
      };
      for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.yaml'))) {
        walk(parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      }
      expect(videos.length).toBeGreaterThan(0);
      expect(videos.filter((video) => typeof video.thumbnail !== 'string').map((video) => video.code)).toEqual([]);
    },
  );

  it('regenerate nothing on a second start', async () => {
    const messages: string[] = [];
    await ensureDemoMedia({ dataDir, panoramaWidth: 128, log: (message) => messages.push(message) });
    expect(messages.join('\n')).toMatch(/all \d+ files up to date/);
  });
});

describe.each(testDatabaseKinds())('demo tenants imported and read through the API (%s)', (kind) => {
  let t: TestApp;
  const get = (pack: keyof typeof hosts, language = 'en'): Get => {
    const inner = getter(t.app, hosts[pack]);
    return (url, headers = {}) => inner(url, { 'accept-language': language, ...headers });
  };
  const json = async <T>(pack: keyof typeof hosts, url: string, language = 'en'): Promise<T> => {
    const response = await get(pack, language)(url);
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };
  const items = async <T>(pack: keyof typeof hosts, url: string, language = 'en'): Promise<T[]> =>
    (await json<{ items: T[] }>(pack, url, language)).items;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    for (const pack of DEMO_PACKS) {
      await importPack(t.app.db, path.join(DEMO_CONTENT_DIR, pack), {
        mediaDir: t.config.mediaDir,
        mediaRoots: [mediaRoot],
      });
    }
    t.app.invalidateTenantCache();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves northfield on localhost and harbour on harbour.localhost, each with its languages', async () => {
    for (const pack of DEMO_PACKS) {
      const tenant = await json<{ schema_name: string }>(pack, `/api/switchboard/${hosts[pack].split(':')[0] ?? ''}/`);
      expect(tenant.schema_name).toBe(pack);
      const list = await items<{ language: string; bidi: boolean }>(pack, '/api/v2/language/');
      expect(list.map((entry) => entry.language)).toEqual(languages[pack]);
    }
    const arabic = (await items<{ language: string; bidi: boolean }>('harbour', '/api/v2/language/')).find(
      (entry) => entry.language === 'ar',
    );
    expect(arabic?.bidi).toBe(true);
  });

  it('brands the tenants differently: gallery, units, colour, logo, guide, menus', async () => {
    const [northfield] = await items<Brand>('northfield', '/api/v2/brand/');
    const [harbour] = await items<Brand>('harbour', '/api/v2/brand/');
    expect(northfield).toMatchObject({
      gallery_theme: 'light',
      gallery_size: 'docked',
      unit_system: 'metric',
      explore_tours: true,
      personalization: true,
    });
    expect(harbour).toMatchObject({ gallery_theme: 'dark', gallery_size: 'full', unit_system: 'imperial' });
    expect(harbour?.primary_color?.hex_value).not.toBe(northfield?.primary_color?.hex_value);
    expect(harbour?.logo).toMatch(/\.png$/);
    expect(harbour?.tour_guide?.url).toMatch(/\.png$/);
    expect(harbour?.tour_guide_name).not.toBe('');
  });

  it('serves each tenant’s PMTiles basemap from its own origin by byte ranges (issues 15, 34)', async () => {
    const [northfield] = await items<Brand>('northfield', '/api/v2/brand/');
    const [harbour] = await items<Brand>('harbour', '/api/v2/brand/');
    expect(harbour?.maps_settings?.basemap ?? '').toMatch(/^\/media\/harbour\/[0-9a-f]{16}-basemap\.pmtiles$/);
    const url = northfield?.maps_settings?.basemap ?? '';
    // A path on the tenant's own site: the page's connect-src 'self' covers it.
    expect(url).toMatch(/^\/media\/northfield\/[0-9a-f]{16}-basemap\.pmtiles$/);
    // What the pmtiles reader asks first: the header and root directory, in one range.
    const head = await get('northfield')(url, { range: 'bytes=0-16383' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-type']).toBe('application/vnd.pmtiles');
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.rawPayload.subarray(0, 7).toString('latin1')).toBe('PMTiles');
    expect(head.rawPayload[7]).toBe(3);
    const size = fs.statSync(path.join(DEMO_CONTENT_DIR, 'northfield', 'basemap.pmtiles')).size;
    expect(head.headers['content-range']).toBe(`bytes 0-16383/${String(size)}`);
    // Another tenant's host does not serve it.
    expect((await get('harbour')(url, { range: 'bytes=0-126' })).statusCode).toBe(404);
  });

  it.each(DEMO_PACKS)(
    '%s has 3+ tours of 6+ scenes, one mixing all three scene types, with audio, self-guided mode and stops',
    async (pack) => {
      const tours = await items<Tour>(pack, '/api/v2/tours/?limit=150');
      const scenes = await items<SceneSummary>(pack, '/api/v2/scenes/?limit=1000');
      const typeOf = new Map(scenes.map((scene) => [scene.id, scene.meta.type]));
      expect(tours.filter((tour) => tour.sceneIds.length >= 6).length).toBeGreaterThanOrEqual(3);
      const mixed = tours.find((tour) => new Set(tour.sceneIds.map((id) => typeOf.get(id))).size === 3);
      expect(mixed).toBeDefined();
      expect(tours.some((tour) => tour.guide_audio !== null && tour.guide_audio_enabled)).toBe(true);
      expect(tours.some((tour) => tour.self_guided_enabled)).toBe(true);
      const stops = await items<TourStop>(pack, '/api/v2/tour-stops/');
      expect(stops.length).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(DEMO_PACKS)('%s links every 360 scene to other scenes with placed hotspots and renditions', async (pack) => {
    const summaries = await items<SceneSummary>(pack, '/api/v2/scenes/?limit=1000');
    const ids = new Set(summaries.map((scene) => scene.id));
    const panoramas = summaries.filter((scene) => scene.meta.type === 'place.LocationPage');
    expect(panoramas.length).toBeGreaterThanOrEqual(10);
    for (const summary of panoramas) {
      const scene = await json<Scene>(pack, `/api/v2/scene/${summary.meta.slug}/`);
      expect(scene.hotspots.length, scene.meta.slug).toBeGreaterThan(0);
      for (const hotspot of scene.hotspots) {
        expect(ids.has(hotspot.link_scene ?? -1)).toBe(true);
        expect(Math.hypot(hotspot.x, hotspot.y, hotspot.z)).toBeCloseTo(1, 3);
      }
      expect(scene.panorama?.jpeg.high.url).toMatch(/^\/media\//);
    }
    // Every 3D scene frames a room of the pack's own walkthroughs.yaml, served on the tenant's site.
    const embeds = summaries.filter((scene) => scene.meta.type === 'place.MatterportEmbedPage');
    expect(embeds.length).toBeGreaterThan(0);
    for (const embed of embeds) {
      const embedScene = await json<Scene>(pack, `/api/v2/scene/${embed.meta.slug}/`);
      expect(embedScene.embed_url).toMatch(/^\/walkthrough\/[a-z]+\/$/);
      expect((await get(pack)(embedScene.embed_url ?? '')).statusCode, embedScene.embed_url ?? '').toBe(200);
    }
  });

  it.each(DEMO_PACKS)(
    '%s has labels in two levels and tour groups three levels deep with tours at each level and a video',
    async (pack) => {
      const labels = await items<Label>(pack, '/api/v2/labels/');
      expect(labels.length).toBeGreaterThanOrEqual(2);
      for (const label of labels) expect(label.children.length).toBeGreaterThan(0);
      const groups = await items<TourGroupPage>(pack, '/api/v2/pages/?type=tour.TourGroupPage&limit=100');
      for (const depth of [1, 2, 3]) {
        expect(
          groups.some((group) => group.depth === depth && group.tours.length > 0),
          `depth ${depth}`,
        ).toBe(true);
      }
      expect(groups.some((group) => group.background_video !== null)).toBe(true);
    },
  );

  it.each(DEMO_PACKS)('%s has CTAs of every kind and timing, and forms with every field type', async (pack) => {
    const ctas = await items<Cta>(pack, '/api/v2/ctas/');
    const notice = ctas.find((cta) => cta.action === 'notice' && cta.timing === -1);
    if (notice?.action !== 'notice') throw new Error('no on-entry notice');
    const value = notice.content[0].value;
    expect(new Set(value.content.map((block) => block.type))).toEqual(
      new Set(['paragraph', 'image', 'video', 'button', 'external_link']),
    );
    expect(value.fixed_button).not.toBeNull();
    expect(ctas.some((cta) => cta.action === 'form' && cta.timing === -1 && cta.gate_entry)).toBe(true);
    expect(ctas.some((cta) => cta.action === 'form' && cta.timing === 0)).toBe(true);
    expect(ctas.some((cta) => cta.timing !== null && cta.timing > 0)).toBe(true);
    expect(ctas.some((cta) => cta.timing === null && !cta.end_of_tour)).toBe(true);
    expect(ctas.some((cta) => cta.end_of_tour)).toBe(true);
    expect(ctas.some((cta) => cta.action === 'external_link')).toBe(true);
    expect(new Set(ctas.map((cta) => cta.set_cookie_to_prevent_redisplay))).toEqual(new Set([true, false]));
    const forms = ctas.flatMap((cta) => (cta.action === 'form' ? [cta.content[0].value] : []));
    expect(forms.some((form) => form.iframe_url?.startsWith('/hosted-forms/'))).toBe(true);
    expect(forms.some((form) => form.post_redirect_page !== null)).toBe(true);
    const fields = forms.flatMap((form) => form.fields);
    expect(new Set(fields.map((field) => field.field_type))).toEqual(
      new Set([
        'singleline',
        'multiline',
        'email',
        'number',
        'checkboxes',
        'checkbox',
        'radio',
        'hidden',
        'date',
        'dropdown',
        'phone',
      ]),
    );
    expect(fields.some((field) => /https?:\/\//.test(field.help_text))).toBe(true);
    for (const form of forms) expect(form.success_message).not.toBe('');
  });

  it.each(DEMO_PACKS)(
    '%s has a campus map: outline, 25+ buildings, 60+ places in 8+ categories with images',
    async (pack) => {
      const outlines = await json<{ features: unknown[] }>(pack, '/api/v2/maps/campus-outlines/');
      expect(outlines.features.length).toBeGreaterThanOrEqual(1);
      const buildings = await json<{ features: unknown[] }>(pack, '/api/v2/maps/campus-buildings/');
      expect(buildings.features.length).toBeGreaterThanOrEqual(25);
      const places = await items<{ categories: unknown[]; get_image: unknown }>(pack, '/api/v2/place-pages/?limit=300');
      expect(places.length).toBeGreaterThanOrEqual(60);
      expect(places.some((place) => place.categories.length >= 2)).toBe(true);
      expect(places.every((place) => place.get_image !== null)).toBe(true);
      const categories = await items<{ place_count: number }>(pack, '/api/v2/maps/directory/');
      expect(categories.filter((category) => category.place_count > 0).length).toBeGreaterThanOrEqual(8);
    },
  );

  it.each(DEMO_PACKS)(
    '%s paths connect every building entrance on foot, with cycling and driving subsets',
    async (pack) => {
      const { entrances, graph, modes } = await pathDocuments(t.app.db, pack);
      expect(modes.cycling).toBeGreaterThan(0);
      expect(modes.driving).toBeGreaterThan(0);
      expect(modes.driving).toBeLessThan(modes.cycling);
      expect(entrances.length).toBeGreaterThanOrEqual(25);
      const [start, ...rest] = entrances;
      const reachable = graph.reachableFrom(start ?? '');
      for (const entrance of rest) expect(reachable.has(entrance), entrance).toBe(true);
    },
  );

  it.each(DEMO_PACKS)('%s is translated: no empty strings in any language, Arabic text in Arabic', async (pack) => {
    for (const language of languages[pack]) {
      for (const url of [
        '/api/v2/brand/',
        '/api/v2/tours/?limit=150',
        '/api/v2/ctas/',
        '/api/v2/labels/',
        '/api/v2/maps/directory/',
        '/api/v2/place-pages/?limit=300',
        '/api/v2/scenes/?limit=1000',
        '/api/v2/pages/?limit=100',
      ]) {
        const body = await json<unknown>(pack, url, language);
        const empty = stringsOf(body, [
          'title',
          'name',
          'description',
          'search_description',
          'text',
          'label',
          'paragraph',
          'alt',
          'address',
          'caption',
          'success_message',
        ]).filter((text) => text.trim() === '');
        expect(empty, `${language} ${url}`).toEqual([]);
      }
    }
    if (pack !== 'harbour') return;
    const arabic = /[\u0600-\u06ff]/;
    const titles = [
      ...(await items<Tour>(pack, '/api/v2/tours/?limit=150', 'ar')).map((tour) => tour.title),
      ...(await items<SceneSummary>(pack, '/api/v2/scenes/?limit=1000', 'ar')).map((scene) => scene.title),
      ...(await items<Cta>(pack, '/api/v2/ctas/', 'ar')).map((cta) => cta.title),
      ...(await items<{ name: string }>(pack, '/api/v2/maps/directory/', 'ar')).map((category) => category.name),
    ];
    expect(titles.filter((title) => !arabic.test(title))).toEqual([]);
  });
});
