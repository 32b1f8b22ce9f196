import { sceneListResponse, tour } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { seedCampus } from '../helpers/campus.ts';
import { getter, type Get } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabaseKinds())('answers in the Accept-Language language (%s)', (kind) => {
  let t: TestApp;
  let get: Get;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCampus(t.app.db);
    get = getter(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const titleIn = async (acceptLanguage: string | null, url = '/api/v2/tours/main-tour/') =>
    tour.parse((await get(url, acceptLanguage === null ? {} : { 'accept-language': acceptLanguage })).json()).title;

  it('answers in the language asked for', async () => {
    expect(await titleIn('fr')).toBe('Main Tour [fr]');
  });

  it('honours q-values and falls through to the next acceptable language', async () => {
    expect(await titleIn('de;q=1, fr;q=0.9, en;q=0.5')).toBe('Main Tour [fr]');
    expect(await titleIn('fr;q=0.3, en;q=0.8')).toBe('Main Tour');
  });

  it('matches a regional tag by its primary subtag, case-insensitively', async () => {
    expect(await titleIn('FR-ca')).toBe('Main Tour [fr]');
  });

  it('maps zh-HK and zh-TW to zh-hant', async () => {
    expect(await titleIn('zh-HK')).toBe('Main Tour [zh-hant]');
    expect(await titleIn('zh-tw,en;q=0.5')).toBe('Main Tour [zh-hant]');
  });

  it("falls back to the tenant's default language when no language fits or none is sent", async () => {
    expect(await titleIn('de, ja;q=0.5')).toBe('Main Tour');
    expect(await titleIn(null)).toBe('Main Tour');
    expect(await titleIn('@@@ garbage')).toBe('Main Tour');
  });

  it('lets ?language= choose the language over the header', async () => {
    expect(await titleIn('en', '/api/v2/tours/main-tour/?language=fr')).toBe('Main Tour [fr]');
  });

  it('keeps cached answers of different languages apart', async () => {
    const english = sceneListResponse.parse((await get('/api/v2/scenes/', { 'accept-language': 'en' })).json());
    const french = sceneListResponse.parse((await get('/api/v2/scenes/', { 'accept-language': 'fr' })).json());
    expect(english.items[0]?.title).toBe('The Quad');
    expect(french.items[0]?.title).toBe('The Quad [fr]');
  });
});
