import { describe, expect, it } from 'vitest';
import { brandListResponse, cta, mapsSettings, switchboardResponse } from '../src/index.ts';

describe('contracts', () => {
  it('accepts an empty brand list (the web app then uses the default brand)', () => {
    expect(brandListResponse.parse({ meta: { total_count: 0 }, items: [] }).items).toEqual([]);
  });

  it('accepts a switchboard error for an unknown host', () => {
    expect(switchboardResponse.parse({ error: 'No tenant for host example.org' })).toEqual({
      error: 'No tenant for host example.org',
    });
  });

  it('rejects a CTA whose timing is below -1', () => {
    const result = cta.safeParse({
      id: 1,
      name: 'n',
      title: 't',
      action: 'external_link',
      timing: -2,
      end_of_tour: false,
      gate_entry: false,
      set_cookie_to_prevent_redisplay: false,
      content: [{ id: 'b1', type: 'external_link', value: { title: 't', text: 'x', url: 'https://example.org' } }],
    });
    expect(result.success).toBe(false);
  });

  it('carries the map settings’ basemap: a PMTiles URL on the tenant’s site, or null (issue 15)', () => {
    const settings = {
      style: null,
      basemap: '/media/northfield/0123456789abcdef-basemap.pmtiles',
      center: [-79.3832, 43.6532],
      zoom: 16,
      campus_color: '#d6e4cf',
      buildings_color: '#a3322f',
      places: true,
      search_directory: true,
      outdoor_directions: true,
    };
    expect(mapsSettings.parse(settings).basemap).toBe('/media/northfield/0123456789abcdef-basemap.pmtiles');
    expect(mapsSettings.parse({ ...settings, basemap: null }).basemap).toBeNull();
    // The server always says which: an answer without the field is not this contract.
    const { basemap: _basemap, ...without } = settings;
    expect(mapsSettings.safeParse(without).success).toBe(false);
  });
});
