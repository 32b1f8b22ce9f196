// Issue 33: the place search asks Meridian's Geocoding v5 path on the tenant's host by default, and
// a real Mapbox Geocoding v5 API (its base URL, the tenant's public token, no cookies) when the
// tenant's maps_settings.geocoding_api names one: same component, same parser. The network is a
// stub at the fetch boundary.
import type { MapsSettings } from '@meridian/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithCtaContext, stubFetch } from '../../../testing/cta-test-kit.tsx';
import { SearchBox } from './search-box.tsx';

const CENTER: [number, number] = [-79.3832, 43.6532];
const settings = (geocoding: MapsSettings['geocoding_api']): MapsSettings => ({
  style: null,
  basemap: null,
  center: CENTER,
  zoom: 16,
  campus_color: '#c8d7c0',
  buildings_color: '#9aa5b1',
  places: true,
  search_directory: true,
  outdoor_directions: true,
  geocoding_api: geocoding,
});
const street = {
  id: 'address.1',
  type: 'Feature',
  place_type: ['address'],
  text: 'College Walk',
  place_name: 'College Walk, Northfield',
  center: CENTER,
  geometry: { type: 'Point', coordinates: CENTER },
};

const streets = { status: 200, body: { type: 'FeatureCollection', features: [street] } };

async function search(mapsSettings: MapsSettings | null) {
  const { fetchImpl, calls } = stubFetch({
    '/api/v2/maps/search/': { status: 200, body: { meta: { total_count: 0 }, items: [] } },
    '/geocoding/v5/mapbox.places/college.json': streets,
    '/mapbox/geocoding/v5/mapbox.places/college.json': streets,
  });
  // The boundary for every request, Meridian's and an outside geocoder's alike.
  vi.stubGlobal('fetch', fetchImpl);
  renderWithCtaContext(<SearchBox onPick={() => undefined} />, { brand: { maps_settings: mapsSettings } });
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'college' } });
  await screen.findByText('College Walk');
  const geocoder = calls.find((call) => call.url.pathname.includes('/geocoding/'));
  if (!geocoder) throw new Error('the geocoder was not asked');
  return geocoder;
}

describe('place search: which geocoder the map asks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks Meridian’s own Geocoding v5 path on the tenant’s host by default', async () => {
    const { url, init } = await search(null);
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe('/geocoding/v5/mapbox.places/college.json');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.has('access_token')).toBe(false);
    expect(init.credentials).toBe('include');
  });

  it('asks the tenant’s Mapbox account, with its public token, near the campus and without cookies', async () => {
    const token = 'pk.eyJ1IjoibWVyaWRpYW4ifQ.test';
    const { url, init } = await search(settings({ url: 'https://api.mapbox.com', access_token: token }));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.mapbox.com/geocoding/v5/mapbox.places/college.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '5',
      language: 'en',
      proximity: CENTER.join(','),
      access_token: token,
    });
    expect(init.credentials).toBe('omit');
  });

  it('asks a Mapbox-compatible geocoder under a path prefix', async () => {
    const { url } = await search(settings({ url: 'https://geo.example.edu/mapbox/', access_token: 'pk.a.b' }));
    expect(url.href.split('?')[0]).toBe('https://geo.example.edu/mapbox/geocoding/v5/mapbox.places/college.json');
  });
});
