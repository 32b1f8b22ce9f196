// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration } from './units.ts';

describe('distances and durations in the visitor’s units', () => {
  it('shows metres and kilometres in metric', () => {
    expect(formatDistance(219.2, 'metric', 'en')).toBe('220 m');
    expect(formatDistance(1520, 'metric', 'en')).toBe('1.5 km');
  });

  it('shows feet and miles in imperial', () => {
    expect(formatDistance(219.2, 'imperial', 'en')).toBe('720 ft');
    expect(formatDistance(3218.7, 'imperial', 'en')).toBe('2 mi');
  });

  it('writes numbers and units in the visitor’s language', () => {
    expect(formatDistance(219.2, 'metric', 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(formatDuration(156.6, 'fr-ca')).toMatch(/^3\smin$/);
  });

  it('rounds durations to whole minutes, at least one, then hours', () => {
    expect(formatDuration(12, 'en')).toBe('1 min');
    expect(formatDuration(3 * 3600 + 5 * 60, 'en')).toBe('3 hr 5 min');
  });
});
