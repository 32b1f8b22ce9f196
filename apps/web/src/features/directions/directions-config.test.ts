// @vitest-environment node
// Issue 33: the map's directions client asks Meridian's Directions v5 path on the tenant's host by
// default, and the engine the tenant's maps_settings.directions_api names otherwise (Mapbox with its
// public token, an OSRM server, Valhalla), without cookies: the same client, stubbed at fetch.
import { describe, expect, it } from 'vitest';
import { fetchDirections } from './directions-client.ts';
import { directionsService, type DirectionsApiSetting } from './directions-config.ts';
import type { DirectionsQuery } from './directions-service.ts';
import osrmRoute from './fixtures/osrm-route.json';

const ORIGIN = 'http://northfield.localhost:3000';
const TOKEN = 'pk.eyJ1IjoibWVyaWRpYW4ifQ.test';
const query: DirectionsQuery = {
  mode: 'cycling',
  from: [-79.3875, 43.651],
  to: [-79.3857, 43.651],
  language: 'fr',
  stepFree: false,
};
const ends = '-79.3875,43.651;-79.3857,43.651';

async function asked(setting: DirectionsApiSetting | null) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetchImpl = (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: new URL(input instanceof Request ? input.url : input), init });
    return Promise.resolve(Response.json(osrmRoute));
  };
  const answer = await fetchDirections(directionsService(setting, ORIGIN), query, undefined, fetchImpl);
  expect(answer.error).toBeNull();
  const [call] = calls;
  if (!call || calls.length !== 1) throw new Error('one request was expected');
  return { url: call.url, credentials: call.init.credentials, params: Object.fromEntries(call.url.searchParams) };
}

describe('which directions engine the map asks, by the tenant’s configuration', () => {
  it('asks Meridian’s own Directions v5 path on the tenant’s host when nothing is configured', async () => {
    const { url, credentials, params } = await asked(null);
    expect(url.href.split('?')[0]).toBe(`${ORIGIN}/directions/v5/mapbox/cycling/${ends}`);
    expect(params).toEqual({ steps: 'true', overview: 'full', geometries: 'polyline', language: 'fr' });
    expect(credentials).toBe('include');
  });

  it('asks a Mapbox account with its public token, and no cookies', async () => {
    const { url, credentials, params } = await asked({
      kind: 'mapbox',
      url: 'https://api.mapbox.com',
      access_token: TOKEN,
    });
    expect(url.href.split('?')[0]).toBe(`https://api.mapbox.com/directions/v5/mapbox/cycling/${ends}`);
    expect(params).toMatchObject({ access_token: TOKEN, steps: 'true', language: 'fr' });
    expect(credentials).toBe('omit');
  });

  it('asks an OSRM server under its path prefix, without a token', async () => {
    const { url, credentials, params } = await asked({
      kind: 'osrm',
      url: 'https://osrm.example.edu/osrm/',
      access_token: null,
    });
    expect(url.href.split('?')[0]).toBe(`https://osrm.example.edu/osrm/route/v1/cycling/${ends}`);
    expect(params).toEqual({ steps: 'true', overview: 'full', geometries: 'polyline' });
    expect(credentials).toBe('omit');
  });

  it('asks Valhalla for OSRM output', async () => {
    const { url } = await asked({ kind: 'valhalla', url: 'https://valhalla.example.edu', access_token: null });
    expect(`${url.origin}${url.pathname}`).toBe('https://valhalla.example.edu/route');
    expect(JSON.parse(url.searchParams.get('json') ?? '{}')).toMatchObject({ costing: 'bicycle', format: 'osrm' });
  });

  it('stays on Meridian when a Mapbox setting has no token', async () => {
    const { url } = await asked({ kind: 'mapbox', url: 'https://api.mapbox.com', access_token: null });
    expect(url.origin).toBe(ORIGIN);
  });
});
