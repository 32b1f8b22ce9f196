import mbxClient from '@mapbox/mapbox-sdk';
import mbxGeocoding from '@mapbox/mapbox-sdk/services/geocoding';
import { geocodingResponse } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campus, startEngineServer, type EngineServer } from './engine-server.ts';
import { rejection } from './engine-schemas.ts';

const TOKEN = `pk.${Buffer.from(JSON.stringify({ u: 'meridian' })).toString('base64')}.test`;
const translated = z.object({ features: z.array(z.record(z.string(), z.unknown())) });

describe('the unmodified @mapbox/mapbox-sdk geocoding service against Meridian', () => {
  let server: EngineServer;
  let geocoding: ReturnType<typeof mbxGeocoding>;

  beforeAll(async () => {
    server = await startEngineServer();
    geocoding = mbxGeocoding(mbxClient({ accessToken: TOKEN, origin: server.origin }));
  });
  afterAll(() => server.close());

  const forward = async (request: Parameters<typeof geocoding.forwardGeocode>[0]) =>
    geocodingResponse.parse((await geocoding.forwardGeocode(request).send()).body);

  it('finds a place through a typo, scoring the typo below an exact match, with its context', async () => {
    const exact = await forward({ query: 'library' });
    const typo = await forward({ query: 'librray' });
    expect(exact.features[0]).toMatchObject({ text: 'Central Library', place_type: ['poi'], relevance: 1 });
    expect(typo.features[0]?.text).toBe('Central Library');
    expect(typo.features[0]?.relevance).toBeLessThan(1);
    expect(typo.features[0]?.relevance).toBeGreaterThan(0.5);
    expect(exact.features[0]?.context?.map((item) => item.text)).toEqual(['College Walk', 'Main campus']);
    expect(exact.query).toEqual(['library']);
  });

  it('ranks the place nearer the proximity point first', async () => {
    const nearCafe = await forward({ query: 'dining', proximity: campus.cafe, types: ['poi'] });
    const nearLibrary = await forward({ query: 'dining', proximity: campus.library, types: ['poi'] });
    expect(nearCafe.features.map((f) => f.text)).toEqual(['Cafe', 'Central Library']);
    expect(nearLibrary.features.map((f) => f.text)).toEqual(['Central Library', 'Cafe']);
  });

  it('keeps to the asked types, bbox and limit, and ignores the country', async () => {
    expect((await forward({ query: 'service', types: ['poi'] })).features).toEqual([]);
    expect((await forward({ query: 'service', types: ['address'], countries: ['ca'] })).features[0]?.text).toBe(
      'Service road',
    );
    expect((await forward({ query: 'library', bbox: [10, 10, 11, 11] })).features).toEqual([]);
    expect((await forward({ query: 'c', limit: 1 })).features).toHaveLength(1);
  });

  it('matches whole words only when autocomplete is off', async () => {
    expect((await forward({ query: 'libr' })).features[0]?.text).toBe('Central Library');
    expect((await forward({ query: 'libr', autocomplete: false })).features).toEqual([]);
  });

  it('answers in the first of several languages, with each language’s text beside it', async () => {
    const response = await geocoding.forwardGeocode({ query: 'bibliothèque', language: ['fr', 'en'] }).send();
    const body = translated.parse(response.body);
    expect(body.features[0]).toMatchObject({
      text: 'Bibliothèque centrale',
      language: 'fr-ca',
      text_fr: 'Bibliothèque centrale',
      text_en: 'Central Library',
      place_name_en: 'Central Library, 1 College St',
    });
  });

  it('reverse geocodes a point to the place and the street there, nearest of each', async () => {
    const response = await geocoding.reverseGeocode({ query: campus.cafe }).send();
    const body = geocodingResponse.parse(response.body);
    expect(body.query).toEqual(campus.cafe);
    expect(body.features.map((f) => [f.place_type[0], f.text])).toEqual([
      ['poi', 'Cafe'],
      ['address', 'Service road'],
    ]);
    const two = await geocoding.reverseGeocode({ query: campus.library, types: ['poi'], limit: 2 }).send();
    expect(geocodingResponse.parse(two.body).features.map((f) => f.text)).toEqual(['Central Library', 'Reading Room']);
    const far = await geocoding.reverseGeocode({ query: campus.nowhere }).send();
    expect(geocodingResponse.parse(far.body).features).toEqual([]);
  });

  it('rejects bad input with Mapbox’s 422 and a message', async () => {
    const rejected = await geocoding
      .reverseGeocode({ query: campus.cafe, limit: 2 })
      .send()
      .then(() => ({ type: 'none', body: null }), rejection);
    expect(rejected).toMatchObject({ type: 'HttpError', statusCode: 422 });
    const response = await server.get('/geocoding/v5/mapbox.places/library.json?types=galaxy');
    expect(response.statusCode).toBe(422);
    expect(z.object({ message: z.string() }).parse(response.json()).message).toMatch(/types/);
  });
});
