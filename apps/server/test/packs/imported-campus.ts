// The campus pack, copied to a temporary directory to be edited and imported into a real app: shared by
// the tests of what a pack's settings put into a tenant's pages (framing policy, map origins).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { importPack } from '../../src/packs/import-pack.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { copyCampusPack, fixtureMediaRoot } from './pack-test-helpers.ts';

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
