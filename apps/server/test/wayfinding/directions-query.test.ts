// Issue 33: `alternatives` and `continue_straight` reach the router as each API defines them.
import { describe, expect, it } from 'vitest';
import { parseDirections } from '../../src/modules/wayfinding/directions-query.ts';

const coordinates = '-79.383,43.653;-79.384,43.654';
const parse = (query: Record<string, string>, api: 'mapbox' | 'osrm' = 'osrm', profile = 'walking') =>
  parseDirections(profile, coordinates, query, () => 'duration', api === 'mapbox' ? 2 : 1);
const request = (result: ReturnType<typeof parse>) => {
  if (!result.ok) throw new Error(result.message);
  return result.request;
};

describe('alternatives and continue_straight as the APIs define them', () => {
  it('asks two alternatives for Mapbox’s true, one for OSRM’s, n for OSRM’s number, none by default', () => {
    expect(request(parse({ alternatives: 'true' }, 'mapbox')).alternatives).toBe(2);
    expect(request(parse({ alternatives: 'true' })).alternatives).toBe(1);
    expect(request(parse({ alternatives: '3' })).alternatives).toBe(3);
    expect(request(parse({ alternatives: 'false' })).alternatives).toBeUndefined();
    expect(request(parse({})).alternatives).toBeUndefined();
    expect(parse({ alternatives: '4' })).toMatchObject({ ok: false, problem: 'count' });
  });

  it('passes continue_straight true or false on, and leaves default to the profile', () => {
    expect(request(parse({ continue_straight: 'true' })).continueStraight).toBe(true);
    expect(request(parse({ continue_straight: 'false' }, 'mapbox', 'driving')).continueStraight).toBe(false);
    expect(request(parse({ continue_straight: 'default' })).continueStraight).toBeUndefined();
    expect(parse({ continue_straight: 'sometimes' })).toMatchObject({ ok: false, problem: 'options' });
  });
});
