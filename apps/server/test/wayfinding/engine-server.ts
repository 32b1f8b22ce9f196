import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importPack } from '../../src/packs/import-pack.ts';
import { writeFixtureMedia } from '../fixtures/packs/fixture-media.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const PACK = path.resolve(import.meta.dirname, '../fixtures/packs/campus');

/** Places on the fixture campus (apps/server/test/fixtures/packs/campus/map.yaml). */
export const campus = {
  cafe: [-79.383, 43.653] as [number, number],
  /** Inside the Central Library: routes end at one of its doors. */
  library: [-79.384, 43.654] as [number, number],
  mainEntrance: [-79.3841, 43.6538] as [number, number],
  sideDoor: [-79.3837, 43.654] as [number, number],
  /** Where College Walk leaves the Service road, and a point along College Walk. */
  corner: [-79.3832, 43.6532] as [number, number],
  onCollegeWalk: [-79.3836, 43.6535] as [number, number],
  /** On a footpath joined to nothing else: reachable by a snap, never by a route. */
  island: [-79.3812, 43.6552] as [number, number],
  /** Far from every path. */
  nowhere: [10, 10] as [number, number],
};

/** The fixture campus with one more path, an island no route reaches, added to a copy of its map. */
function islandPack(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-island-pack-'));
  fs.cpSync(PACK, copy, { recursive: true });
  fs.appendFileSync(
    path.join(copy, 'map.yaml'),
    '  - { key: island-walk, name: Island Walk, modes: [walking], coordinates: [[-79.3815, 43.655], [-79.3812, 43.6552]] }\n',
  );
  return copy;
}

export interface EngineServer {
  t: TestApp;
  /** The listening server's origin: a loopback host, which serves the default tenant (testcampus). */
  origin: string;
  /** inject() on the tenant's own host. */
  get: Get;
  close: () => Promise<void>;
}

/** The real app over SQLite with the island campus imported, listening on a free port of 127.0.0.1. */
export async function startEngineServer(): Promise<EngineServer> {
  const mediaRoot = await writeFixtureMedia(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pack-media-')));
  const pack = islandPack();
  const t = await buildTestApp('sqlite', { defaultTenant: 'testcampus' });
  await importPack(t.app.db, pack, { mediaDir: t.config.mediaDir, mediaRoots: [mediaRoot] });
  t.app.invalidateTenantCache();
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    origin,
    get: getter(t.app, 'testcampus.localhost:3000'),
    close: async () => {
      await t.close();
      fs.rmSync(mediaRoot, { recursive: true, force: true });
      fs.rmSync(pack, { recursive: true, force: true });
    },
  };
}
