import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campus, startEngineServer, type EngineServer } from './engine-server.ts';
import { shapeDifferences } from './shape-differences.ts';

const fixture = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'));

describe('OSRM v5 answers compared field by field with the shapes of OSRM’s docs/http.md', () => {
  let server: EngineServer;
  beforeAll(async () => {
    server = await startEngineServer();
  });
  afterAll(() => server.close());

  it('answers the route service with every field of OSRM’s Route, RouteLeg, RouteStep and Waypoint', async () => {
    const ends = `${campus.cafe.join(',')};${campus.library.join(',')}`;
    const response = await server.get(`/route/v1/foot/${ends}?steps=true&annotations=true&overview=full`);
    expect(response.statusCode, response.body).toBe(200);
    expect(shapeDifferences(fixture('osrm-route.json'), response.json())).toEqual([]);
    expect(response.json()).not.toHaveProperty('uuid');
  });

  it('answers the nearest service with the nearest points first, each with its distance and hint', async () => {
    const response = await server.get(`/nearest/v1/walking/${campus.onCollegeWalk.join(',')}.json?number=3`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ waypoints: { distance: number; name: string }[] }>();
    expect(shapeDifferences(fixture('osrm-nearest.json'), body)).toEqual([]);
    expect(body.waypoints).toHaveLength(3);
    const distances = body.waypoints.map((waypoint) => waypoint.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('is the shape checker strict: a missing or retyped field is reported', () => {
    expect(shapeDifferences({ a: [{ b: 1 }] }, { a: [{ b: '1' }] })).toEqual(['$.a[0].b is string, not number']);
    expect(shapeDifferences({ a: [{ b: 1 }, { c: 1 }] }, { a: [{ b: 2 }] })).toEqual(['$.a[1].c is missing']);
    expect(shapeDifferences({ a: 1, c: true }, { a: 2 })).toEqual(['$.c is missing']);
  });
});
