import { apiError } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeForm, submitForm, validEntries } from '../submissions/form-fixtures.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 10, defect 1: a lookup table indexed by a visitor's value returned an Object.prototype
// member; inside the tenant hook's promise callback that ended the whole process.
const prototypeKeys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
const FORM_ID = 7;

describe('prototype member names from a visitor are plain unknown values', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    const northfield = await seedTenant(t.app.db, {
      schema_name: 'northfield',
      languages: [
        { code: 'en', name: 'English', name_local: 'English' },
        { code: 'fr-ca', name: 'French', name_local: 'Français' },
      ],
    });
    await writeDocument(t.app.db, northfield, { kind: 'form', id: FORM_ID, body: makeForm(FORM_ID) });
    const room = { id: 3, name: 'studio', title: 'Design studio', size: [12, 9, 3.6] as [number, number, number] };
    const colours = {
      wall: '#efe9df',
      floor: '#9a6b43',
      accent: '#00467f',
      furniture: [],
      start: [0, 3.5] as [number, number],
    };
    await writeDocument(t.app.db, northfield, {
      kind: 'walkthrough',
      id: 3,
      slug: 'studio',
      body: { ...room, ...colours },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  it('answers ?language=<key> on the first request of a host (tenant lookup not cached) in the default language', async () => {
    for (const key of prototypeKeys) {
      t.app.invalidateTenantCache();
      const response = await get(`/api/v2/brand/?language=${encodeURIComponent(key)}`);
      expect(response.statusCode, key).toBe(200);
      // The same request with the lookup cached.
      expect((await get(`/api/v2/brand/?language=${encodeURIComponent(key)}`)).statusCode, key).toBe(200);
    }
  });

  it('answers Accept-Language: <key> and ?content_type=<key> like any unknown value', async () => {
    for (const key of prototypeKeys) {
      expect((await get('/api/v2/brand/', { 'accept-language': key })).statusCode, key).toBe(200);
      const preview = await get(`/api/v2/brand/?content_type=${key}&token=1-ffffffff-${'0'.repeat(64)}`);
      expect(preview.statusCode, key).toBe(200);
    }
  });

  it('shows a hosted form with ?lng=<key> in the default language', async () => {
    for (const key of prototypeKeys) {
      const response = await get(`/hosted-forms/${FORM_ID}/?lng=${encodeURIComponent(key)}`);
      expect(response.statusCode, key).toBe(200);
      expect(response.body).toContain('lang="en"');
    }
  });

  it('stores a submission whose circuit_language is <key> in the request language', async () => {
    for (const key of prototypeKeys) {
      const entries = validEntries('en').filter(([name]) => name !== 'circuit_language');
      const response = await submitForm(t.app, t.config.secret, FORM_ID, [...entries, ['circuit_language', key]]);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
    }
  });

  it('answers 404 for a walkthrough or asset named <key>, and English for ?lng=<key>', async () => {
    for (const key of prototypeKeys) {
      const room = await get(`/walkthrough/${key}/`);
      expect(room.statusCode, key).toBe(404);
      expect(apiError.parse(room.json()).message).toContain('No walkthrough');
      expect((await get(`/walkthrough/assets/${key}`)).statusCode, key).toBe(404);
      const page = await get(`/walkthrough/studio/?lng=${encodeURIComponent(key)}`, { 'accept-language': key });
      expect(page.statusCode, key).toBe(200);
      expect(page.body).toContain('<html lang="en"');
    }
  });
});
