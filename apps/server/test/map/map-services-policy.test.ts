// Issue 33: a tenant may point its map at a real Mapbox account or an OSRM server (pack
// maps_settings.directions_api / geocoding_api). Its pages may then fetch from that origin (CSP
// connect-src), and the brand tells the web app where to ask; without the setting nothing leaves
// the tenant's origin.
import { beforeAll, describe, expect, it } from 'vitest';
import { cspDirective } from '../helpers/csp-directive.ts';
import { brandListResponse } from '@meridian/contracts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { validatePack } from '../../src/packs/validate-pack.ts';
import { dropCampusVimeoVideo, useImportedCampus } from '../packs/imported-campus.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot, onlyError } from '../packs/pack-test-helpers.ts';

const TOKEN = 'pk.eyJ1IjoibWVyaWRpYW4ifQ.test';
const mapbox =
  'maps_settings:\n' +
  `  directions_api: { kind: mapbox, access_token: ${TOKEN} }\n` +
  `  geocoding_api: { access_token: ${TOKEN} }\n`;
const osrm = 'maps_settings:\n  directions_api: { kind: osrm, url: "https://osrm.example.edu/osrm" }\n';

const directive = cspDirective;

describe.each(testDatabaseKinds())('a tenant’s own directions and geocoding APIs (%s)', (kind) => {
  const campus = useImportedCampus(kind);
  // The map's own sources alone: the campus's Vimeo video adds its own (video-providers-policy.test.ts).
  beforeAll(() => dropCampusVimeoVideo(campus.packDir));
  const connectSrc = async (host: string) => directive(await campus.csp('/testcampus/map', host), 'connect-src');
  const mapsSettings = async () => {
    const response = await campus.t.app.inject({ url: '/api/v2/brand/', headers: { host: 'testcampus.localhost' } });
    return brandListResponse.parse(response.json()).items[0]?.maps_settings;
  };

  it('by default asks Meridian only: the brand names no API and connect-src is the tenant’s own', async () => {
    await campus.importCampus();
    expect(await connectSrc('testcampus.localhost')).toEqual(["'self'"]);
    const settings = await mapsSettings();
    expect(settings?.directions_api ?? null).toBeNull();
    expect(settings?.geocoding_api ?? null).toBeNull();
  });

  it('lets a tenant on Mapbox reach api.mapbox.com, and tells its web app the URL and public token', async () => {
    await editPackFile(campus.packDir, 'pack.yaml', 'maps_settings:\n', mapbox);
    await campus.importCampus();
    expect(await connectSrc('testcampus.localhost')).toEqual(["'self'", 'https://api.mapbox.com']);
    expect(await connectSrc('northfield.localhost')).toEqual(["'self'"]);
    const settings = await mapsSettings();
    expect(settings?.directions_api).toEqual({ kind: 'mapbox', url: 'https://api.mapbox.com', access_token: TOKEN });
    expect(settings?.geocoding_api).toEqual({ url: 'https://api.mapbox.com', access_token: TOKEN });
    await editPackFile(campus.packDir, 'pack.yaml', mapbox, 'maps_settings:\n');
  });

  it('lets a tenant on its own OSRM server reach that origin only, and drops it when the setting goes', async () => {
    await editPackFile(campus.packDir, 'pack.yaml', 'maps_settings:\n', osrm);
    await campus.importCampus();
    expect(await connectSrc('testcampus.localhost')).toEqual(["'self'", 'https://osrm.example.edu']);
    expect((await mapsSettings())?.directions_api).toEqual({
      kind: 'osrm',
      url: 'https://osrm.example.edu/osrm',
      access_token: null,
    });
    await editPackFile(campus.packDir, 'pack.yaml', osrm, 'maps_settings:\n');
    await campus.importCampus();
    expect(await connectSrc('testcampus.localhost')).toEqual(["'self'"]);
  });
});

describe('maps_settings.directions_api and geocoding_api in pack.yaml', () => {
  let mediaRoot: string;
  beforeAll(async () => {
    mediaRoot = await fixtureMediaRoot();
  });

  it.each([
    [
      'a secret token',
      `  geocoding_api: { access_token: sk.eyJ1IjoieCJ9.secret }\n`,
      'maps_settings.geocoding_api.access_token',
    ],
    ['Mapbox without a token', '  directions_api: { kind: mapbox }\n', 'maps_settings.directions_api.access_token'],
    ['OSRM without its URL', '  directions_api: { kind: osrm }\n', 'maps_settings.directions_api.url'],
    [
      'a URL with a query',
      '  directions_api: { kind: osrm, url: "https://osrm.example.edu/?x=1" }\n',
      'maps_settings.directions_api.url',
    ],
    [
      'a URL smuggling a directive',
      `  directions_api: { kind: osrm, url: "https://a.example;script-src" }\n`,
      'maps_settings.directions_api.url',
    ],
  ])('refuses %s, naming the field', async (_case, line, at) => {
    const dir = await copyCampusPack();
    await editPackFile(dir, 'pack.yaml', 'maps_settings:\n', `maps_settings:\n${line}`);
    const { pack, errors } = await validatePack(dir, { mediaRoots: [mediaRoot] });
    expect(pack).toBeNull();
    expect(onlyError(errors)).toMatchObject({ file: 'pack.yaml', path: at });
  });
});
