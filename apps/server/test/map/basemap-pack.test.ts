// Issue 15: maps_settings.basemap in a pack: a PMTiles archive in the pack's media, checked at
// validation, copied as it is into the tenant's media and named in the brand by its URL there.
import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../src/packs/import-pack.ts';
import { validatePack } from '../../src/packs/validate-pack.ts';
import { bodies, openTestDb, type TestDb } from '../packs/import-helpers.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot, onlyError, temporaryDir } from '../packs/pack-test-helpers.ts';

const demoBasemap = path.resolve(import.meta.dirname, '../../../../content/demo/northfield/basemap.pmtiles');

describe('maps_settings.basemap', () => {
  let mediaRoot: string;
  let test: TestDb;
  beforeAll(async () => {
    mediaRoot = await fixtureMediaRoot();
    test = await openTestDb('sqlite');
  });
  afterAll(async () => {
    await test.close();
  });

  const withBasemap = async (file: string, bytes: Buffer | null) => {
    const dir = await copyCampusPack();
    if (bytes) fs.writeFileSync(path.join(dir, file), bytes);
    await editPackFile(dir, 'pack.yaml', 'maps_settings:\n', `maps_settings:\n  basemap: ${file}\n`);
    return dir;
  };

  it('is copied into the tenant’s media and given to clients as its URL there', async () => {
    const dir = await withBasemap('campus.pmtiles', fs.readFileSync(demoBasemap));
    const mediaDir = await temporaryDir('basemap-media');
    await importPack(test.db, dir, { mediaDir, mediaRoots: [mediaRoot] });
    const [brand] = await bodies<Brand>(test.db, 'brand');
    const url = brand?.maps_settings?.basemap ?? '';
    expect(url).toMatch(/^\/media\/testcampus\/[0-9a-f]{16}-campus\.pmtiles$/);
    const copy = path.join(mediaDir, url.slice('/media/'.length));
    expect(fs.readFileSync(copy).equals(fs.readFileSync(demoBasemap))).toBe(true);
  });

  it('is null in the brand when the pack names none', async () => {
    const mediaDir = await temporaryDir('basemap-media');
    await importPack(test.db, await copyCampusPack(), { mediaDir, mediaRoots: [mediaRoot] });
    const [brand] = await bodies<Brand>(test.db, 'brand');
    expect(brand?.maps_settings?.basemap).toBeNull();
  });

  it.each([
    [
      'a file that is not a PMTiles archive',
      'campus.pmtiles',
      Buffer.from('not an archive at all'),
      /not a PMTiles archive/,
    ],
    ['a PMTiles archive of version 2', 'old.pmtiles', Buffer.from('PMTiles\u0002 and the rest', 'latin1'), /version 2/],
    ['a missing file', 'nowhere.pmtiles', null, /media file not found/],
  ])('refuses %s, naming the field', async (_case, file, bytes, message) => {
    const { pack, errors } = await validatePack(await withBasemap(file, bytes), { mediaRoots: [mediaRoot] });
    expect(pack).toBeNull();
    expect(onlyError(errors)).toMatchObject({ file: 'pack.yaml', path: 'maps_settings.basemap' });
    expect(onlyError(errors).message).toMatch(message);
  });
});
