import { describe, expect, it } from 'vitest';
import { placeCoachMark, type Box } from './coach-mark-placement.ts';

const phone = { width: 390, height: 844 };
const size = { width: 320, height: 120 };

function box(left: number, top: number, width: number, height: number): Box {
  return { left, top, right: left + width, bottom: top + height };
}

function covers(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function bubbleOf(placement: { left: number; top: number }): Box {
  return box(placement.left, placement.top, size.width, size.height);
}

describe('coach mark placement', () => {
  it('keeps the view tip off the only hotspot in the middle of a phone screen', () => {
    const hotspot = box(172, 412, 50, 50);
    const placement = placeCoachMark({ target: null, obstacles: [hotspot], size, viewport: phone });
    expect(covers(bubbleOf(placement), hotspot)).toBe(false);
    expect(placement.side).toBe('center');
  });

  it('puts a tip below the control it explains, its arrow on the control, when that is free', () => {
    const menu = box(20, 20, 44, 44);
    const placement = placeCoachMark({ target: menu, obstacles: [], size, viewport: phone });
    expect(placement.side).toBe('below');
    expect(placement.top).toBeGreaterThanOrEqual(menu.bottom);
    expect(placement.left + placement.arrow).toBeCloseTo(42);
  });

  it('leaves the rest of a toolbar column uncovered: the tip for its first button goes beside it', () => {
    // The phone toolbar low on the end edge: menu, scenes, map and more, one under the other.
    const column = [0, 1, 2, 3].map((index) => box(334, 430 + index * 52, 44, 44));
    const [menu, ...others] = column as [Box, ...Box[]];
    const sheet = box(0, 675, 390, 169);
    const placement = placeCoachMark({ target: menu, obstacles: [...others, sheet], size, viewport: phone });
    const bubble = bubbleOf(placement);
    for (const control of column) expect(covers(bubble, control)).toBe(false);
    expect(covers(bubble, sheet)).toBe(false);
    expect(['above', 'left']).toContain(placement.side);
  });

  it('never covers the control it explains, even when no free spot is beside it', () => {
    const card = box(0, 675, 390, 169);
    const buttons = [box(334, 600, 44, 44)];
    const placement = placeCoachMark({ target: card, obstacles: buttons, size, viewport: phone });
    expect(covers(bubbleOf(placement), card)).toBe(false);
    expect(covers(bubbleOf(placement), buttons[0] as Box)).toBe(false);
  });

  it('stays on screen', () => {
    const placement = placeCoachMark({ target: box(370, 830, 10, 10), obstacles: [], size, viewport: phone });
    expect(placement.left).toBeGreaterThanOrEqual(12);
    expect(placement.left + size.width).toBeLessThanOrEqual(phone.width - 12);
    expect(placement.top + size.height).toBeLessThanOrEqual(phone.height - 12);
  });
});
