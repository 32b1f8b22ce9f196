import { describe, expect, it } from 'vitest';
import { brandListResponse, cta, switchboardResponse } from '../src/index.ts';

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
});
