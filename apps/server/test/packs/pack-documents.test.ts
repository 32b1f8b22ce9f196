import fs from 'node:fs/promises';
import path from 'node:path';
import type {
  Brand,
  Category,
  Cta,
  FormCtaValue,
  Label,
  PlacePage,
  Scene,
  Tour,
  TourGroupPage,
  TourStop,
} from '@meridian/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../src/packs/import-pack.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { CAMPUS_PACK } from '../fixtures/packs/fixture-media.ts';
import { bodies, idOf, openTestDb, type TestDb } from './import-helpers.ts';
import { fixtureMediaRoot, temporaryDir } from './pack-test-helpers.ts';

interface Feature {
  id: number;
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

let mediaRoot: string;
let mediaDir: string;
beforeAll(async () => {
  mediaRoot = await fixtureMediaRoot();
  mediaDir = await temporaryDir('media-out');
});

describe.each(testDatabaseKinds())('imported documents on %s', (kind) => {
  let t: TestDb;
  const id = (k: Parameters<typeof idOf>[1], key: string) => idOf(t.db, k, key);
  const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));
  const imageInfo = async (url: string) => {
    const { width, height, format } = await sharp(fileOf(url)).metadata();
    return { width, height, format };
  };

  beforeAll(async () => {
    t = await openTestDb(kind);
    await importPack(t.db, CAMPUS_PACK, { mediaDir, mediaRoots: [mediaRoot] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders panoramas at low, medium and high in JPEG and WebP, never upscaled', async () => {
    const scenes = await bodies<Scene>(t.db, 'scene');
    const quad = scenes.find((s) => s.meta.slug === 'quad');
    const library = scenes.find((s) => s.meta.slug === 'library');
    for (const format of ['jpeg', 'webp'] as const) {
      const set = quad?.panorama?.[format];
      expect(await imageInfo(set?.low.url ?? '')).toEqual({ width: 1024, height: 512, format });
      expect(await imageInfo(set?.medium.url ?? '')).toEqual({ width: 2048, height: 1024, format });
      expect(await imageInfo(set?.high.url ?? '')).toEqual({ width: 4096, height: 2048, format });
      expect(set?.high).toMatchObject({ width: 4096, height: 2048 });
      // An 800×400 source keeps its size at every level.
      expect(await imageInfo(library?.panorama?.[format].high.url ?? '')).toEqual({ width: 800, height: 400, format });
      expect(library?.panorama?.[format].low).toMatchObject({ width: 800, height: 400 });
    }
    expect(quad?.panorama?.jpeg.low.url).toMatch(/^\/media\/testcampus\/[0-9a-f]{16}-pano-large-pano-1024\.jpg$/);
  });

  it('gives a panorama wider than its low rendition a tile pyramid, and a smaller one none', async () => {
    const scenes = await bodies<Scene>(t.db, 'scene');
    const tiles = scenes.find((s) => s.meta.slug === 'quad')?.panorama?.tiles;
    expect(tiles?.levels).toEqual([
      { width: 2048, cols: 4, rows: 2 },
      { width: 4200, cols: 8, rows: 4 },
    ]);
    const tile = (template: string, level: number, col: number, row: number) =>
      template.replace('{level}', String(level)).replace('{col}', String(col)).replace('{row}', String(row));
    expect(await imageInfo(tile(tiles?.webp ?? '', 0, 3, 1))).toEqual({ width: 512, height: 512, format: 'webp' });
    expect(await imageInfo(tile(tiles?.jpeg ?? '', 1, 7, 3))).toEqual({ width: 525, height: 525, format: 'jpeg' });
    expect(scenes.find((s) => s.meta.slug === 'library')?.panorama?.tiles).toBeUndefined();
  });

  it('makes thumbnails, gallery images, tour crops and logos at their sizes', async () => {
    const scenes = await bodies<Scene>(t.db, 'scene');
    const quad = scenes.find((s) => s.meta.slug === 'quad');
    expect(await imageInfo(quad?.get_thumbnail?.url ?? '')).toEqual({ width: 480, height: 270, format: 'jpeg' });
    const art = scenes.find((s) => s.meta.slug === 'art');
    expect(art?.gallery.map((g) => [g.width, g.height])).toEqual([
      [1600, 1000],
      [400, 900],
    ]);
    expect(await imageInfo(art?.gallery[1]?.url ?? '')).toEqual({ width: 400, height: 900, format: 'jpeg' });
    expect(await imageInfo(art?.gallery[1]?.thumbnail ?? '')).toEqual({ width: 480, height: 270, format: 'jpeg' });
    expect(art?.get_thumbnail?.url).toBe(art?.gallery[0]?.thumbnail);

    const [highlights] = await bodies<Tour>(t.db, 'tour');
    expect(await imageInfo(highlights?.thumbnail_portrait?.url ?? '')).toEqual({
      width: 540,
      height: 960,
      format: 'jpeg',
    });
    expect(await imageInfo(highlights?.thumbnail_landscape?.url ?? '')).toEqual({
      width: 960,
      height: 540,
      format: 'jpeg',
    });
    expect(await imageInfo(highlights?.thumbnail_square?.url ?? '')).toEqual({
      width: 600,
      height: 600,
      format: 'jpeg',
    });
    expect(highlights?.thumbnail_portrait?.background_position).toBe('50% 30%');

    const [brand] = await bodies<Brand>(t.db, 'brand');
    expect(await imageInfo(brand?.logo ?? '')).toEqual({ width: 300, height: 100, format: 'png' });
    // The header reserves the logo's width from these before it arrives (issue 36: no layout shift).
    expect(brand?.logo_size).toEqual({ width: 300, height: 100 });
    expect(await imageInfo(brand?.image_small?.url ?? '')).toEqual({ width: 640, height: 360, format: 'jpeg' });
  });

  it('makes narrower copies of the images pages show across their width: heroes at 640 and 1280 px, card crops at half size (issue 36)', async () => {
    const [highlights] = await bodies<Tour>(t.db, 'tour');
    const landscape = highlights?.thumbnail_landscape?.srcset ?? [];
    expect(landscape.map((source) => source.width)).toEqual([480, 960]);
    expect(landscape.at(-1)?.url).toBe(highlights?.thumbnail_landscape?.url);
    expect(await imageInfo(landscape[0]?.url ?? '')).toEqual({ width: 480, height: 270, format: 'jpeg' });

    const [brand] = await bodies<Brand>(t.db, 'brand');
    const hero = brand?.image;
    const widths = (hero?.srcset ?? []).map((source) => source.width);
    expect(widths.at(-1)).toBe(hero?.width);
    expect(widths).toEqual([...[640, 1280].filter((width) => width < (hero?.width ?? 0)), hero?.width]);
    for (const source of hero?.srcset ?? []) {
      expect((await imageInfo(source.url)).width, source.url).toBe(source.width);
    }
  });

  it('copies audio as it is', async () => {
    const [highlights] = await bodies<Tour>(t.db, 'tour');
    const copied = await fs.readFile(fileOf(highlights?.guide_audio?.url ?? ''));
    expect(copied.equals(await fs.readFile(path.join(mediaRoot, 'media/welcome.wav')))).toBe(true);
    expect(highlights?.guide_audio?.url).toMatch(/\.wav$/);
  });

  it('lists live CTAs on the brand: on-entry in order, end-of-tour, and all', async () => {
    const [brand] = await bodies<Brand>(t.db, 'brand');
    const rows = await t.db.selectFrom('content_ids').select(['id', 'key']).where('kind', '=', 'cta').execute();
    const keyOf = new Map(rows.map((r) => [r.id, r.key]));
    const keys = (list: Cta[] | undefined) => Promise.resolve((list ?? []).map((c) => keyOf.get(c.id)));
    expect(await keys(brand?.on_entry_ctas)).toEqual(['welcome', 'gated-entry']);
    expect(await keys(brand?.call_to_action)).toEqual(['finished']);
    expect(await keys(brand?.brand_ctas)).toEqual([
      'welcome',
      'gated-entry',
      'after-splash',
      'after-two',
      'button',
      'finished',
      'apply-link',
      'hosted',
    ]);
    expect(brand?.languages).toEqual(['en', 'fr-ca', 'ar']);
    expect(brand?.primary_color).toEqual({ hex_value: '#00467f' });
    expect(brand?.maps_settings?.center).toEqual([-79.3832, 43.6532]);
    const draft = (await bodies<Cta>(t.db, 'cta')).find((c) => c.name === 'Not yet');
    expect(draft).toBeDefined();
    const row = await t.db
      .selectFrom('documents')
      .select('live')
      .where('kind', '=', 'cta')
      .where('id', '=', draft?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.live).toBe(0);
  });

  it('writes a notice with every block type, keeping unknown ones', async () => {
    const ctas = await bodies<Cta>(t.db, 'cta', 'fr-ca');
    const welcome = ctas.find((c) => c.action === 'notice' && c.timing === -1);
    if (welcome?.action !== 'notice') throw new Error('no welcome notice');
    const value = welcome.content[0].value;
    expect(value.content.map((b) => b.type)).toEqual([
      'paragraph',
      'image',
      'video',
      'button',
      'external_link',
      'carousel',
    ]);
    expect(value.content[0]).toMatchObject({ type: 'paragraph', value: '<p>Bonjour</p>' });
    expect(value.content[3]).toMatchObject({
      type: 'button',
      value: { text: 'Postuler', url: 'https://testcampus.example/apply' },
    });
    expect(value.content[5]).toMatchObject({ type: 'carousel', value: { slides: 3 } });
    expect(value.fixed_button).toEqual({ text: 'Book a visit', url: 'https://testcampus.example/visit' });
    expect(welcome).toMatchObject({ title: 'Bienvenue!', set_cookie_to_prevent_redisplay: true, gate_entry: false });
  });

  it('embeds the form in form CTAs with its action, fields and hosted page', async () => {
    const ctas = await bodies<Cta>(t.db, 'cta');
    const gated = ctas.find((c) => c.name === 'Register first');
    if (gated?.action !== 'form') throw new Error('no gated form CTA');
    const form = gated.content[0].value;
    const registerId = await id('form', 'register');
    expect(gated).toMatchObject({ timing: -1, gate_entry: true });
    expect(form).toMatchObject({
      form_id: registerId,
      form_reference: 'register',
      form_action: `/api/v2/forms/${registerId}`,
      iframe_url: null,
    });
    const field = (name: string) => form.fields.find((f) => f.clean_name === name);
    expect(field('interests')).toMatchObject({
      field_type: 'checkboxes',
      choices: 'Science,Arts,Sports',
      default_value: 'Science,Arts',
    });
    expect(field('full_name')).toMatchObject({
      required: true,
      help_text: 'See https://testcampus.example/privacy',
      label: 'Full name',
    });
    expect(field('consent')).toMatchObject({ field_type: 'checkbox', default_value: 'on' });
    const [stored] = (await bodies<FormCtaValue>(t.db, 'form', 'ar')).filter((f) => f.form_id === registerId);
    expect(stored?.fields.find((f) => f.clean_name === 'interests')?.choices).toBe('Science,Arts,رياضة');
    const forms = await bodies<FormCtaValue>(t.db, 'form');
    const surveyId = await id('form', 'survey');
    expect(forms.find((f) => f.form_id === surveyId)?.iframe_url).toBe(`/hosted-forms/${surveyId}/`);
    expect(forms.find((f) => f.form_reference === 'visit')?.post_redirect_page).toBe(
      'https://testcampus.example/thanks',
    );
  });

  it('turns yaw/pitch hotspots into directions, links scenes and drops unplaced ones', async () => {
    const scenes = await bodies<Scene>(t.db, 'scene');
    const quad = scenes.find((s) => s.meta.slug === 'quad');
    expect(quad?.hotspots.map((h) => [h.title, h.x, h.y, h.z, h.link_scene])).toEqual([
      ['Library', 1, 0, 0, await id('scene', 'library')],
      ['Fountain', 0, 0.5, -0.8, null],
    ]);
    expect(quad?.hotspots.every((h) => h.parent === quad.id)).toBe(true);
    expect(quad).toMatchObject({
      north_offset: 90,
      initial_rotation: { yaw: 30, pitch: -5, zoom: 50 },
      meta: { type: 'place.LocationPage' },
    });
    const library = scenes.find((s) => s.meta.slug === 'library');
    expect(library?.sub_scenes).toEqual([await id('scene', 'library-night')]);
    expect(library?.labels).toEqual([await id('label', 'libraries')]);
    const lab = scenes.find((s) => s.meta.slug === 'lab');
    expect(lab).toMatchObject({
      embed_url: '/walkthroughs/lab/',
      meta: { type: 'place.MatterportEmbedPage' },
      video: { provider: 'youtube', code: 'abc123' },
    });
  });

  it('writes tours with scenes, start, stops, scene points and the brand guide as fallback', async () => {
    const [highlights, hidden] = await bodies<Tour>(t.db, 'tour');
    const sceneIds = await Promise.all(['quad', 'library', 'art', 'lab'].map((k) => id('scene', k)));
    expect(highlights?.sceneIds).toEqual(sceneIds);
    expect(highlights?.scenes.map((s) => s.scene.slug)).toEqual(['quad', 'library', 'art', 'lab']);
    expect(highlights?.starting_point).toBe(sceneIds[0]);
    expect(highlights?.scenes_points.map((p) => p.scene)).toEqual(sceneIds.slice(0, 3));
    expect(highlights?.bounding_box).toEqual([-79.384, 43.6532, -79.3832, 43.654]);
    expect(highlights?.stops).toEqual([await id('tour_stop', 'stop-quad'), await id('tour_stop', 'stop-library')]);
    expect(highlights?.tour_guide_name).toBe('Alex');
    expect(hidden).toMatchObject({
      is_hidden_from_universal_menu: true,
      tour_guide_name: 'Sam',
      tour_guide: { alt: 'Sam' },
    });
    const stops = await bodies<TourStop>(t.db, 'tour_stop');
    expect(stops.map((s) => [s.position, s.tour, s.coordinates])).toEqual([
      [0, highlights?.id, [-79.3833, 43.6533]],
      [1, highlights?.id, [-79.384, 43.654]],
    ]);
  });

  it('nests tour groups three levels deep with paths and descendant tour counts', async () => {
    const groups = await bodies<TourGroupPage>(t.db, 'tour_group');
    expect(groups.map((g) => [g.slug, g.depth, g.frontend_path, g.tour_count_descendants])).toEqual([
      ['explore', 1, '/testcampus/home/explore', 2],
      ['science', 2, '/testcampus/home/explore/science', 2],
      ['chemistry', 3, '/testcampus/home/explore/science/chemistry', 2],
      ['visit', 1, '/testcampus/home/visit', 0],
    ]);
    const [explore, science] = groups;
    expect(explore?.children).toEqual([science?.id]);
    expect(science?.parent).toBe(explore?.id);
    expect(explore).toMatchObject({
      video_auto: true,
      videos: [{ provider: 'vimeo', code: '76979871' }],
      background_video: { provider: 'file' },
    });
  });

  it('writes labels in two levels with their scenes', async () => {
    const labels = await bodies<Label>(t.db, 'label', 'fr-ca');
    expect(labels.map((l) => [l.name, l.depth, l.children.map((c) => c.name)])).toEqual([
      ['Bâtiments', 1, ['Bibliothèques', 'Outdoors']],
      ['Arts', 1, ['Galleries']],
    ]);
    expect(labels[0]?.children[0]?.locations).toEqual([
      await id('scene', 'library'),
      await id('scene', 'library-night'),
    ]);
  });

  it('writes places, categories and map features with their links', async () => {
    const places = await bodies<PlacePage>(t.db, 'place_page');
    const reading = places.find((p) => p.meta.slug === 'reading-room');
    const library = places.find((p) => p.meta.slug === 'library');
    expect(reading?.meta).toMatchObject({ html_path: '/library/reading-room/', parent: library?.id });
    expect(library?.categories.map((c) => c.slug)).toEqual(['study', 'dining']);
    expect(library?.maps_feature_type?.slug).toBe('study');
    expect(library?.is_building).toBe(true);
    const categories = await bodies<Category>(t.db, 'category');
    expect(categories.map((c) => [c.slug, c.place_count])).toEqual([
      ['study', 2],
      ['dining', 2],
      ['empty', 0],
    ]);
    const buildingId = await id('building', 'library-building');
    const points = await bodies<Feature>(t.db, 'place_point');
    expect(points.find((p) => p.id === reading?.id)?.properties).toMatchObject({
      polygon_id: buildingId,
      page_id: reading?.id,
    });
    const [building] = await bodies<Feature>(t.db, 'building');
    expect(building?.properties).toMatchObject({ page_id: library?.id, levels: 4 });
    expect(building?.properties.entrances).toEqual([
      { coordinates: [-79.3841, 43.6538], name: 'Main entrance', accessible: true },
      { coordinates: [-79.3837, 43.654], name: 'Side door', accessible: false },
    ]);
    const paths = await bodies<Feature>(t.db, 'path', 'fr-ca');
    expect(paths.map((p) => [p.properties.name, p.properties.modes, p.geometry.type])).toEqual([
      ['College Walk', ['walking', 'cycling'], 'LineString'],
      ['Chemin de service', ['walking', 'cycling', 'driving'], 'LineString'],
    ]);
  });
});
