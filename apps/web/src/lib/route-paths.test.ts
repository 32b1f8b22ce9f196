import { describe, expect, it } from 'vitest';
import { cameFromPersonalizeTab } from './route-paths.ts';

describe('personalize tab reading (spec section 2)', () => {
  it('is true when the fourth path segment of the previous location is all-content', () => {
    expect(cameFromPersonalizeTab('/northfield/map/personal/all-content')).toBe(true);
    expect(cameFromPersonalizeTab('/northfield/map/all-content')).toBe(false);
    expect(cameFromPersonalizeTab('/northfield/map/personal/other')).toBe(false);
    expect(cameFromPersonalizeTab(null)).toBe(false);
  });
});
