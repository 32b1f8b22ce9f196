// The campus pack, copied to a temporary directory to be edited and imported into a real app: shared by
// the tests of what a pack's settings put into a tenant's pages (framing policy, map origins).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { importPack } from '../../src/packs/import-pack.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot } from './pack-test-helpers.ts';

export interface ImportedCampus {
  readonly t: TestApp;
  readonly packDir: string;
  /** Imports the pack as it now reads and forgets cached tenant lookups. */
  importCampus: () => Promise<void>;
  /** The Content-Security-Policy header of a page. */
  csp: (url: string, host: string) => Promise<string | string[] | number | undefined>;
}

/** Call inside a describe: builds the app (beside a seeded `northfield`) before its tests, closes it after. */
export function useImportedCampus(kind: 'sqlite' | 'postgres'): ImportedCampus {
  let t: TestApp | null = null;
  let packDir = '';
  let mediaRoot = '';
  const app = () => {
    if (!t) throw new Error('useImportedCampus: used outside its describe');
    return t;
  };
  beforeAll(async () => {
    mediaRoot = await fixtureMediaRoot();
    t = await buildTestApp(kind);
    await seedTenant(t.app.db, { schema_name: 'northfield' });
    fs.mkdirSync(t.config.webDistDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.webDistDir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    packDir = await copyCampusPack();
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    get t() {
      return app();
    },
    get packDir() {
      return packDir;
    },
    importCampus: async () => {
      await importPack(app().app.db, packDir, { mediaDir: app().config.mediaDir, mediaRoots: [mediaRoot] });
      app().app.invalidateTenantCache();
    },
    csp: async (url, host) => (await app().app.inject({ url, headers: { host } })).headers['content-security-policy'],
  };
}

/** The campus's one Vimeo video, whose oEmbed origin its `connect-src` names (video-providers-policy.test.ts). */
export const CAMPUS_VIMEO_VIDEO =
  "  videos:\n    - { provider: vimeo, code: '76979871', url: https://vimeo.com/76979871, title: Campus life }\n";

/** Takes the Vimeo video out of the pack copy: tests of the map's own `connect-src` sources then see only theirs. */
export function dropCampusVimeoVideo(packDir: string): Promise<void> {
  return editPackFile(packDir, 'groups.yaml', CAMPUS_VIMEO_VIDEO, '  videos: []\n');
}
