import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition } from '../src/focal-point.ts';

describe('focal points (CSS background-position)', () => {
  it('reads CSS background positions as focal points', () => {
    expect(parsePosition('50% 40%')).toEqual([0.5, 0.4]);
    expect(parsePosition('left bottom')).toEqual([0, 1]);
    expect(parsePosition('top right')).toEqual([1, 0]);
    expect(parsePosition('center')).toEqual([0.5, 0.5]);
    expect(parsePosition('nonsense')).toEqual([0.5, 0.5]);
  });

  it('writes the point the Studio clicked as whole percents the importer reads back', () => {
    expect(formatPosition(0.374, 0.6)).toBe('37% 60%');
    expect(formatPosition(-0.2, 1.3)).toBe('0% 100%');
    expect(parsePosition(formatPosition(0.25, 0.8))).toEqual([0.25, 0.8]);
  });
});
