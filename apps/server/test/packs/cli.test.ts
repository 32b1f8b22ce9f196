import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { run as runImport } from '../../src/cli/import.ts';
import { run as runValidate } from '../../src/cli/validate.ts';
import { createDatabase } from '../../src/db/connection.ts';
import { CAMPUS_PACK } from '../fixtures/packs/fixture-media.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot, lineContaining, temporaryDir } from './pack-test-helpers.ts';

let mediaRoot: string;
beforeAll(async () => {
  mediaRoot = await fixtureMediaRoot();
});

let out: string[];
let err: string[];
beforeEach(() => {
  out = [];
  err = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void err.push(args.join(' ')));
  // The CLI reads its database from the environment; these tests use SQLite under their own DATA_DIR.
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('SECRET', 'x'.repeat(40));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('meridian validate', () => {
  it('exits 0 and summarises a valid pack', async () => {
    expect(await runValidate([CAMPUS_PACK, '--media-root', mediaRoot])).toBe(0);
    expect(out.join('\n')).toContain('valid pack "testcampus" (3 languages, 5 scenes, 3 tours, 9 CTAs, 4 places)');
  });

  it('prints every error as file:line path: message and exits 1', async () => {
    const dir = await copyCampusPack();
    await editPackFile(dir, 'ctas.yaml', 'form: visit', 'form: nothing');
    await editPackFile(dir, 'scenes.yaml', 'link: quad }', 'link: roof }');
    expect(await runValidate([dir, `--media-root=${mediaRoot}`])).toBe(1);
    expect(err).toEqual([
      `ctas.yaml:${await lineContaining(dir, 'ctas.yaml', 'form: nothing')} [3].form: unknown form "nothing"\n` +
        `scenes.yaml:${await lineContaining(dir, 'scenes.yaml', 'link: roof')} [1].hotspots[0].link: unknown scene "roof"`,
      `2 error(s) in ${dir}`,
    ]);
  });

  it('exits 2 on bad arguments', async () => {
    expect(await runValidate([])).toBe(2);
    expect(await runValidate([CAMPUS_PACK, '--bogus'])).toBe(2);
    expect(err.join('\n')).toContain('unknown option --bogus');
  });
});

describe('meridian import', () => {
  it('imports into DATA_DIR, then reports the pack as up to date', async () => {
    const dataDir = await temporaryDir('cli-data');
    const args = [CAMPUS_PACK, '--data-dir', dataDir, '--media-root', mediaRoot];
    expect(await runImport(args)).toBe(0);
    expect(out.at(-1)).toMatch(/^Imported testcampus: version [0-9a-f]{20}$/);
    expect(await runImport(args)).toBe(0);
    expect(out.at(-1)).toMatch(/^testcampus is up to date: version [0-9a-f]{20}$/);

    const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'meridian.sqlite') });
    try {
      const tenants = await db.selectFrom('tenants').select('schema_name').execute();
      expect(tenants).toEqual([{ schema_name: 'testcampus' }]);
    } finally {
      await db.destroy();
    }
  });

  it('imports nothing from an invalid pack and exits 1 with the errors', async () => {
    const dataDir = await temporaryDir('cli-data');
    const dir = await copyCampusPack();
    await editPackFile(dir, 'tours.yaml', 'scenes: [lab]', 'scenes: [roof]');
    expect(await runImport([dir, '--data-dir', dataDir, '--media-root', mediaRoot])).toBe(1);
    expect(err.at(-1)).toBe('1 error(s): nothing was imported');
    const db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'meridian.sqlite') });
    try {
      expect(await db.selectFrom('tenants').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
