import fs from 'node:fs/promises';
import path from 'node:path';
import {
  brand,
  buildingProperties,
  campusOutlineProperties,
  category,
  cta,
  feature,
  formCtaValue,
  label,
  osmBuildingProperties,
  pathProperties,
  placePage,
  placePointProperties,
  scene,
  tour,
  tourGroupPage,
  tourStop,
  type Brand,
  type Scene,
} from '@meridian/contracts';
import { walkthroughRoom } from '@meridian/contracts/walkthrough';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { importPack } from '../../src/packs/import-pack.ts';
import { PREVIEW_MAX_BYTES } from '../../src/packs/panorama-preview.ts';
import { PackValidationError } from '../../src/packs/pack-errors.ts';
import { validatePack } from '../../src/packs/validate-pack.ts';
import type { DocumentKind } from '../../src/db/database.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { CAMPUS_PACK } from '../fixtures/packs/fixture-media.ts';
import { bodies, idOf, openTestDb, snapshot, type TestDb } from './import-helpers.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot, temporaryDir } from './pack-test-helpers.ts';

const contracts: Record<DocumentKind, z.ZodMiniType> = {
  brand,
  label,
  walkthrough: walkthroughRoom,
  scene,
  tour,
  tour_group: tourGroupPage,
  cta,
  form: formCtaValue,
  tour_stop: tourStop,
  place_page: placePage,
  category,
  campus_outline: feature(campusOutlineProperties),
  building: feature(buildingProperties),
  place_point: feature(placePointProperties),
  osm_building: feature(osmBuildingProperties),
  path: feature(pathProperties),
};

let mediaRoot: string;
// Renditions are content addressed, so one media directory serves every test (later imports reuse them).
let mediaDir: string;
beforeAll(async () => {
  mediaRoot = await fixtureMediaRoot();
  mediaDir = await temporaryDir('media-out');
});

describe.each(testDatabaseKinds())('importPack on %s', (kind) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await openTestDb(kind);
  });
  afterEach(async () => {
    await t.close();
  });
  const load = (dir = CAMPUS_PACK) => importPack(t.db, dir, { mediaDir, mediaRoots: [mediaRoot] });

  it('writes every entity in every language, each body matching its contract', async () => {
    const result = await load();
    expect(result).toMatchObject({ schemaName: 'testcampus', changed: true });
    const rows = await t.db.selectFrom('documents').select(['kind', 'language', 'body']).execute();
    for (const row of rows) {
      const parsed = contracts[row.kind].safeParse(JSON.parse(row.body));
      expect(parsed.success, `${row.kind} ${row.language}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
    const count = (k: DocumentKind) => rows.filter((r) => r.kind === k && r.language === 'en').length;
    expect(Object.fromEntries(Object.keys(contracts).map((k) => [k, count(k as DocumentKind)]))).toEqual({
      brand: 1,
      label: 2,
      walkthrough: 1,
      scene: 5,
      tour: 3,
      tour_group: 4,
      cta: 9,
      form: 3,
      tour_stop: 2,
      place_page: 4,
      category: 3,
      campus_outline: 1,
      building: 1,
      place_point: 3,
      osm_building: 1,
      path: 2,
    });
    expect(rows.filter((r) => r.language === 'ar')).toHaveLength(rows.length / 3);
    const tenant = await t.db.selectFrom('tenants').selectAll().executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({
      schema_name: 'testcampus',
      default_language: 'en',
      version_hash: result.versionHash,
    });
    const languages = await t.db.selectFrom('tenant_languages').selectAll().orderBy('position').execute();
    expect(languages.map((l) => [l.code, l.name_local, l.bidi])).toEqual([
      ['en', 'English', 0],
      ['fr-ca', 'Français (Canada)', 0],
      ['ar', 'العربية', 1],
    ]);
    const hosts = await t.db.selectFrom('tenant_hosts').select('host_name').execute();
    expect(hosts.map((h) => h.host_name)).toEqual(['tours.testcampus.example']);
  });

  it('changes nothing when the same pack is imported again, keeping ids and the version hash', async () => {
    const first = await load();
    const before = await snapshot(t.db);
    const second = await load();
    expect(second).toEqual({ schemaName: 'testcampus', changed: false, versionHash: first.versionHash });
    expect(await snapshot(t.db)).toEqual(before);

    // Even a full rebuild (the quick content-hash check defeated) produces the same documents and hash.
    await t.db.updateTable('tenants').set({ content_hash: 'stale' }).execute();
    const rebuilt = await load();
    expect(rebuilt).toEqual({ schemaName: 'testcampus', changed: false, versionHash: first.versionHash });
    const after = await snapshot(t.db);
    expect(after.documents).toEqual(before.documents);
    expect(after.ids).toEqual(before.ids);
    expect(after.tenants[0]?.updated_at).toBe(before.tenants[0]?.updated_at);
  });

  it('gives an edited pack a new version hash and keeps the ids of existing keys', async () => {
    const first = await load();
    const libraryId = await idOf(t.db, 'scene', 'library');
    const dir = await copyCampusPack();
    await editPackFile(
      dir,
      'scenes.yaml',
      'title: { en: Library, fr-ca: Bibliothèque }',
      'title: { en: The Library, fr-ca: Bibliothèque }',
    );
    await editPackFile(dir, 'labels.yaml', 'scenes: [quad]', 'scenes: [quad, atrium]');
    await fs.appendFile(
      path.join(dir, 'scenes.yaml'),
      '- { key: atrium, type: embed, title: Atrium, embed_url: "https://my.matterport.com/show/?m=abc" }\n',
    );
    const second = await load(dir);
    expect(second.changed).toBe(true);
    expect(second.versionHash).not.toBe(first.versionHash);
    expect(await idOf(t.db, 'scene', 'library')).toBe(libraryId);
    const scenes = await bodies<Scene>(t.db, 'scene');
    expect(scenes.find((s) => s.id === libraryId)?.title).toBe('The Library');
    expect(scenes.find((s) => s.meta.slug === 'atrium')?.id).toBe(await idOf(t.db, 'scene', 'atrium'));
  });

  it('leaves the database unchanged when the transaction fails before commit', async () => {
    await load();
    const before = await snapshot(t.db);
    const dir = await copyCampusPack();
    await editPackFile(dir, 'tours.yaml', 'title: Hidden tour', 'title: Hidden tour, renamed');
    await fs.appendFile(path.join(dir, 'categories.yaml'), '- { key: new-category, name: New }\n');
    const failing = importPack(t.db, dir, {
      mediaDir,
      mediaRoots: [mediaRoot],
      beforeCommit: () => Promise.reject(new Error('disk full')),
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('leaves the database unchanged when a host name belongs to another tenant', async () => {
    const now = new Date().toISOString();
    const other = await t.db
      .insertInto('tenants')
      .values({
        schema_name: 'other',
        name: 'Other',
        default_language: 'en',
        version_hash: 'v',
        content_hash: 'c',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('tenant_hosts')
      .values({ host_name: 'tours.testcampus.example', tenant_id: other.id })
      .execute();
    const before = await snapshot(t.db);
    await expect(load()).rejects.toThrow(
      'host names already serve another tenant: tours.testcampus.example (tenant other)',
    );
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('leaves the database unchanged when a media file turns out to be broken while rendering', async () => {
    await load();
    const before = await snapshot(t.db);
    const dir = await copyCampusPack();
    const photo = await fs.readFile(path.join(mediaRoot, 'media/photo.jpg'));
    // A truncated JPEG: its header reads fine (so validation passes), its pixels do not.
    await fs.writeFile(path.join(dir, 'media/photo.jpg'), photo.subarray(0, Math.floor(photo.length / 2)));
    expect((await validatePack(dir, { mediaRoots: [mediaRoot] })).errors).toEqual([]);
    await expect(load(dir)).rejects.toThrow(/could not render .*photo\.jpg/);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses an invalid pack with every error and writes nothing', async () => {
    const dir = await copyCampusPack();
    await editPackFile(dir, 'tours.yaml', 'scenes: [lab]', 'scenes: [roof]');
    const error: unknown = await load(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PackValidationError);
    expect((error as PackValidationError).errors.map((e) => e.path)).toEqual(['[1].scenes[0]']);
    expect((await snapshot(t.db)).tenants).toEqual([]);
  });

  it('falls back to the default language for text missing in a language', async () => {
    await load();
    const libraryId = await idOf(t.db, 'scene', 'library');
    const title = async (language: string) =>
      (await bodies<Scene>(t.db, 'scene', language)).find((s) => s.id === libraryId)?.title;
    expect(await title('en')).toBe('Library');
    expect(await title('fr-ca')).toBe('Bibliothèque');
    expect(await title('ar')).toBe('Library');
    const [arBrand] = await bodies<Brand>(t.db, 'brand', 'ar');
    expect(arBrand?.name).toBe('حرم الاختبار');
    expect(arBrand?.tour_guide_name).toBe('Alex');
  });
});

describe('importPack media', () => {
  it("makes each panorama's inline preview beside its low WebP rendition (issue 39)", async () => {
    const t = await openTestDb('sqlite');
    try {
      await importPack(t.db, CAMPUS_PACK, { mediaDir, mediaRoots: [mediaRoot] });
      const scenes = await bodies<Scene>(t.db, 'scene', 'en');
      const lows = scenes.flatMap((s) => (s.panorama ? [s.panorama.webp.low.url] : []));
      expect(lows.length).toBeGreaterThan(0);
      for (const low of lows) {
        const file = path.join(mediaDir, low.replace(/^\/media\//, '').replace(/\.webp$/, '.preview.webp'));
        expect((await fs.stat(file)).size, file).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
      }
    } finally {
      await t.close();
    }
  });

  it('reuses every existing rendition when the pack is imported again', async () => {
    const t = await openTestDb('sqlite');
    try {
      await importPack(t.db, CAMPUS_PACK, { mediaDir, mediaRoots: [mediaRoot] });
      const messages: string[] = [];
      await importPack(t.db, CAMPUS_PACK, { mediaDir, mediaRoots: [mediaRoot], log: (m) => messages.push(m) });
      expect(messages.at(-1)).toMatch(/^testcampus: unchanged/);
      // The test pack's YouTube poster is its own 960×540 rendition (issue 34).
      expect(messages.some((m) => m.includes('0 of 32 renditions made'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
