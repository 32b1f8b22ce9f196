// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHeadingEmitter, headingFor, normaliseDegrees } from './heading.ts';

describe('heading (spec section 4, rotation)', () => {
  it('is degrees clockwise from north with the 180° arrow offset, normalised to 0..360', () => {
    expect(headingFor(0, 0)).toBe(180);
    expect(headingFor(90, 0)).toBe(270);
    expect(headingFor(90, 100)).toBe(10);
    expect(headingFor(0, -200)).toBe(340);
    expect(headingFor(180, 0)).toBe(0);
    expect(normaliseDegrees(-30)).toBe(330);
    expect(normaliseDegrees(725)).toBe(5);
  });

  it('emits at most once per 50 ms, always lands the last value, and only when it changes', () => {
    vi.useFakeTimers();
    try {
      const emitted: number[] = [];
      const emitter = createHeadingEmitter(0, (heading) => emitted.push(heading));
      emitter.update(0);
      emitter.update(10);
      emitter.update(20);
      expect(emitted).toEqual([180]);
      vi.advanceTimersByTime(49);
      expect(emitted).toEqual([180]);
      vi.advanceTimersByTime(1);
      expect(emitted).toEqual([180, 200]);
      vi.advanceTimersByTime(100);
      emitter.update(20.2);
      vi.advanceTimersByTime(100);
      expect(emitted).toEqual([180, 200]);
      emitter.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('swallows errors thrown by the rotation callback', () => {
    const emitter = createHeadingEmitter(0, () => {
      throw new Error('map arrow broke');
    });
    expect(() => emitter.update(0)).not.toThrow();
  });
});
