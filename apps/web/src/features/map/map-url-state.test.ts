// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_MAP_URL_STATE, readMapUrlState, writeMapUrlState, type MapUrlState } from './map-url-state.ts';

const read = (query: string) => readMapUrlState(new URLSearchParams(query));

describe('map state in the URL', () => {
  it('reads a shared link: place, category, both route ends, mode and step-free', () => {
    expect(read('place=12&category=dining&from=place:3&to=-79.3857,43.651&mode=cycling&step_free=true')).toEqual({
      place: 12,
      category: 'dining',
      from: { kind: 'place', id: 3 },
      to: { kind: 'point', coordinates: [-79.3857, 43.651] },
      mode: 'cycling',
      stepFree: true,
    });
  });

  it('ignores malformed values and falls back to walking', () => {
    expect(read('place=abc&category=<x>&from=1,2,3&to=200,10&mode=flying&step_free=1')).toEqual(EMPTY_MAP_URL_STATE);
    expect(read('from=place:0&to=north,south').from).toBeNull();
  });

  it('keeps other parameters and leaves defaults out', () => {
    const next = writeMapUrlState(new URLSearchParams('lng=ar&directionspreview'), {
      ...EMPTY_MAP_URL_STATE,
      place: 7,
    });
    expect(next.toString()).toBe('lng=ar&directionspreview=&place=7');
  });

  it('reads back whatever it writes', () => {
    const coordinate = fc.tuple(
      fc.integer({ min: -180_000_000, max: 180_000_000 }).map((n) => n / 1e6),
      fc.integer({ min: -90_000_000, max: 90_000_000 }).map((n) => n / 1e6),
    );
    const end = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 1, max: 1e9 }).map((id) => ({ kind: 'place' as const, id })),
      coordinate.map((coordinates) => ({ kind: 'point' as const, coordinates })),
    );
    const state: fc.Arbitrary<MapUrlState> = fc.record({
      place: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 1e9 })),
      category: fc.oneof(fc.constant(null), fc.stringMatching(/^[a-z][\w-]{0,20}$/)),
      from: end,
      to: end,
      mode: fc.constantFrom('walking', 'cycling', 'driving'),
      stepFree: fc.boolean(),
    });
    fc.assert(
      fc.property(state, (value) => {
        expect(readMapUrlState(writeMapUrlState(new URLSearchParams(), value))).toEqual(value);
      }),
    );
  });
});
