import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  brandListResponse,
  buildingsResponse,
  campusOutlinesResponse,
  categoryListResponse,
  cta,
  ctaListResponse,
  directoryCategoryResponse,
  labelListResponse,
  languageListResponse,
  osmBuildingsResponse,
  placePage,
  placePageListResponse,
  placePointsResponse,
  scene,
  sceneListResponse,
  switchboardTenant,
  tour,
  tourGroupListResponse,
  tourListResponse,
  tourStopListResponse,
} from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { importPack } from '../../src/packs/import-pack.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { writeFixtureMedia } from '../fixtures/packs/fixture-media.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const packsDir = path.resolve(import.meta.dirname, '../fixtures/packs');
const packs = fs
  .readdirSync(packsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(packsDir, entry.name, 'pack.yaml')))
  .map((entry) => entry.name);

describe.each(testDatabaseKinds())('every read endpoint over imported fixture packs (%s)', (kind) => {
  let t: TestApp;
  let mediaRoot: string;
  const imported: { pack: string; schemaName: string; versionHash: string }[] = [];

  beforeAll(async () => {
    mediaRoot = await writeFixtureMedia(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pack-media-')));
    t = await buildTestApp(kind);
    for (const pack of packs) {
      const result = await importPack(t.app.db, path.join(packsDir, pack), {
        mediaDir: t.config.mediaDir,
        mediaRoots: [mediaRoot],
      });
      imported.push({ pack, schemaName: result.schemaName, versionHash: result.versionHash });
    }
    t.app.invalidateTenantCache();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('imports at least one fixture pack', () => {
    expect(imported.length).toBeGreaterThan(0);
  });

  it.each(packs)('%s: every call answers its contract shape', async (pack) => {
    const entry = imported.find((item) => item.pack === pack);
    if (!entry) throw new Error(`pack ${pack} was not imported`);
    const get: Get = getter(t.app, `${entry.schemaName}.localhost:3000`);
    const v = entry.versionHash;
    async function read<T extends z.ZodMiniType>(schema: T, url: string, headers?: Record<string, string>) {
      const response = await get(url, headers);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
      return schema.parse(response.json());
    }

    const switchboard = await read(switchboardTenant, `/api/switchboard/${entry.schemaName}.localhost/`);
    expect(switchboard.version_hash).toBe(v);

    const languages = await read(languageListResponse, `/api/v2/language/?v=${v}&format=json`);
    for (const language of languages.items) {
      const brand = await read(brandListResponse, `/api/v2/brand/?v=${v}&format=json`, {
        'accept-language': language.language,
      });
      expect(brand.items.length).toBeLessThanOrEqual(1);
    }
    await read(labelListResponse, `/api/v2/labels/?v=${v}&format=json`);

    const scenes = await read(sceneListResponse, `/api/v2/scenes/?v=${v}&format=json&limit=1000`);
    for (const item of scenes.items) {
      const bySlug = await read(scene, `/api/v2/scene/${item.meta.slug}/?v=${v}`);
      expect(bySlug.id).toBe(item.id);
      expect((await read(scene, `/api/v2/scene/${item.id}/?v=${v}`)).meta.slug).toBe(item.meta.slug);
      expect(item.meta.live).toBe(true);
    }

    const tours = await read(tourListResponse, `/api/v2/tours/?v=${v}&fields=*&type=tour.TourPage&limit=150`);
    for (const item of tours.items) {
      const one = await read(tour, `/api/v2/tours/${item.slug}/?v=${v}`);
      expect(one.scenes.map((entry) => entry.scene.id)).toEqual(item.scenes.map((entry) => entry.scene.id));
    }
    await read(tourGroupListResponse, `/api/v2/pages/?v=${v}&fields=*&type=tour.TourGroupPage&limit=100`);

    const ctas = await read(ctaListResponse, `/api/v2/ctas/?v=${v}`);
    for (const item of ctas.items) expect((await read(cta, `/api/v2/ctas/${item.id}/?v=${v}`)).id).toBe(item.id);
    await read(tourStopListResponse, `/api/v2/tour-stops/?v=${v}`);

    const places = await read(placePageListResponse, `/api/v2/place-pages/?v=${v}&limit=300`);
    for (const item of places.items) {
      expect((await read(placePage, `/api/v2/place-pages/${item.id}/?v=${v}`)).id).toBe(item.id);
      const found = await read(
        placePage,
        `/api/v2/place-pages/find/?v=${v}&html_path=${encodeURIComponent(item.meta.html_path)}`,
      );
      expect(found.id).toBe(item.id);
      await read(placePageListResponse, `/api/v2/place-pages/?v=${v}&child_of=${item.id}`);
    }

    await read(placePointsResponse, `/api/v2/maps/wayfinding/places/?v=${v}`);
    const categories = await read(categoryListResponse, `/api/v2/maps/directory/?v=${v}`);
    for (const item of categories.items) {
      const bySlug = await read(directoryCategoryResponse, `/api/v2/maps/directory/${item.slug}/?v=${v}`);
      expect(bySlug.category.id).toBe(item.id);
      await read(directoryCategoryResponse, `/api/v2/maps/directory/${item.id}/?v=${v}`);
    }
    await read(campusOutlinesResponse, `/api/v2/maps/campus-outlines/?v=${v}`);
    const buildings = await read(buildingsResponse, `/api/v2/maps/campus-buildings/?v=${v}`);
    for (const building of buildings.features) {
      await read(placePointsResponse, `/api/v2/maps/places/points/${building.properties.id}?v=${v}`);
    }
    await read(buildingsResponse, `/api/v2/maps/places/polygons/?v=${v}`);
    await read(osmBuildingsResponse, `/api/v2/maps/osm/buildings?v=${v}`);
  });
});
