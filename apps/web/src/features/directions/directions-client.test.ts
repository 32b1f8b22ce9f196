import { describe, expect, it } from 'vitest';
import { fetchDirections, parseDirections } from './directions-client.ts';
import { directionsUrl, providerLanguage, type DirectionsQuery } from './directions-service.ts';
import mapboxInvalidInput from './fixtures/mapbox-invalid-input.json';
import mapboxRoute from './fixtures/mapbox-route.json';
import meridianNoSegment from './fixtures/meridian-no-segment.json';
import meridianRoute from './fixtures/meridian-route.json';
import osrmNoRoute from './fixtures/osrm-no-route.json';
import osrmRoute from './fixtures/osrm-route.json';
import valhallaError from './fixtures/valhalla-error.json';
import valhallaRoute from './fixtures/valhalla-osrm-route.json';

const query: DirectionsQuery = {
  mode: 'walking',
  from: [-79.387542, 43.6510473],
  to: [-79.3857028, 43.6510482],
  language: 'zh-hans',
  stepFree: true,
};

describe('one directions client for every provider (recorded sample answers)', () => {
  it.each([
    ['Meridian', meridianRoute, 5, 219.2],
    ['OSRM', osrmRoute, 5, 184.1],
    ['Mapbox', mapboxRoute, 5, 184.1],
    ['Valhalla (OSRM output)', valhallaRoute, 6, 184.1],
  ] as const)('reads a %s route: coordinates, duration, distance and steps', (_name, body, precision, distance) => {
    const result = parseDirections(200, body, precision);
    expect(result.error).toBeNull();
    expect(result.distance).toBe(distance);
    expect(result.duration).toBeGreaterThan(0);
    expect(result.steps.length).toBeGreaterThanOrEqual(3);
    expect(result.steps[0]?.maneuver.type).toBe('depart');
    expect(result.steps.at(-1)?.maneuver.type).toBe('arrive');
    const [lng, lat] = result.coordinates[0] ?? [];
    expect(lng).toBeCloseTo(-79.3875, 3);
    expect(lat).toBeCloseTo(43.65, 2);
  });

  it.each([
    ['Meridian', 404, meridianNoSegment, 'NoSegment', 'No walking path within 1000 m of 10,10'],
    ['OSRM', 400, osrmNoRoute, 'NoRoute', 'Impossible route between points'],
    ['Mapbox', 422, mapboxInvalidInput, 'InvalidInput', 'Coordinate is invalid: 200,43.65'],
    ['Valhalla', 400, valhallaError, '171', 'No suitable edges near location'],
  ] as const)(
    'turns a %s failure into empty coordinates, zero duration, no steps and the error',
    (_n, status, body, title, message) => {
      expect(parseDirections(status, body)).toEqual({
        coordinates: [],
        duration: 0,
        distance: 0,
        steps: [],
        error: { status, title, message },
      });
    },
  );

  it('does not take an answer it cannot read for a route', () => {
    expect(parseDirections(200, { code: 'Ok', routes: [] }).error?.title).toBe('InvalidResponse');
    expect(parseDirections(502, '<html>').error).toMatchObject({ status: 502, title: 'InvalidResponse' });
  });
});

describe('directions requests', () => {
  it('sends zh-hans as zh and English by default', () => {
    expect(['zh-hans', 'ar', 'fr-ca', ''].map(providerLanguage)).toEqual(['zh', 'ar', 'fr-ca', 'en']);
  });

  it('asks each provider for steps, the full overview, polylines and the language', () => {
    const meridian = new URL(directionsUrl({ kind: 'meridian', origin: 'http://localhost:3000' }, query));
    expect(meridian.pathname).toBe('/directions/v5/mapbox/walking/-79.387542,43.6510473;-79.3857028,43.6510482');
    expect(Object.fromEntries(meridian.searchParams)).toEqual({
      steps: 'true',
      overview: 'full',
      geometries: 'polyline',
      language: 'zh',
      exclude: 'steps',
    });
    const mapbox = new URL(directionsUrl({ kind: 'mapbox', token: 'pk.test' }, query));
    expect(mapbox.pathname).toBe('/directions/v5/mapbox/walking/-79.387542,43.6510473;-79.3857028,43.6510482');
    expect(mapbox.searchParams.get('access_token')).toBe('pk.test');
    const osrm = new URL(directionsUrl({ kind: 'osrm', baseUrl: 'http://osrm.internal:5000/' }, query));
    expect(osrm.pathname).toBe('/route/v1/walking/-79.387542,43.6510473;-79.3857028,43.6510482');
    const valhalla = new URL(directionsUrl({ kind: 'valhalla', baseUrl: 'http://valhalla.internal:8002' }, query));
    expect(JSON.parse(valhalla.searchParams.get('json') ?? '')).toMatchObject({
      costing: 'pedestrian',
      format: 'osrm',
      locations: [{ lon: -79.387542 }, { lon: -79.3857028 }],
    });
  });

  it('passes an abort on to the caller and reports a network failure as status 0', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = () => Promise.reject(new DOMException('aborted', 'AbortError'));
    await expect(
      fetchDirections({ kind: 'meridian', origin: 'http://x' }, query, controller.signal, aborted),
    ).rejects.toThrow('aborted');
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const result = await fetchDirections({ kind: 'meridian', origin: 'http://x' }, query, undefined, offline);
    expect(result.error).toEqual({ status: 0, title: 'NetworkError', message: 'Failed to fetch' });
  });

  it('reads the status and body of a real fetch answer', async () => {
    const answer = () => Promise.resolve(new Response(JSON.stringify(osrmNoRoute), { status: 400 }));
    const result = await fetchDirections({ kind: 'osrm', baseUrl: 'http://osrm' }, query, undefined, answer);
    expect(result.error).toEqual({ status: 400, title: 'NoRoute', message: 'Impossible route between points' });
  });
});
