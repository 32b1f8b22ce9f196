// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { crowdedLabels, type LabelBox } from './label-placement.ts';

const box = (id: number, x: number, y = 100): LabelBox => ({ id, x, y, width: 100, height: 24 });

describe('building label placement', () => {
  it('keeps labels that do not overlap', () => {
    expect(crowdedLabels([box(1, 100), box(2, 300), box(3, 100, 200)])).toEqual(new Set());
  });

  it('hides a label that would overlap one placed before it', () => {
    expect(crowdedLabels([box(1, 100), box(2, 150), box(3, 260)])).toEqual(new Set([2]));
  });

  it('hides a label the map edge or the panel would cut', () => {
    const frame = { left: 0, top: 0, right: 400, bottom: 300 };
    expect(crowdedLabels([box(1, 40), box(2, 200), box(3, 370)], [], frame)).toEqual(new Set([1, 3]));
    expect(crowdedLabels([box(1, 40), box(2, 200), box(3, 370)], [3], frame)).toEqual(new Set([1]));
  });

  it('places the selected place first, so its label is never the one hidden', () => {
    expect(crowdedLabels([box(1, 100), box(2, 150)], [2])).toEqual(new Set([1]));
  });
});
