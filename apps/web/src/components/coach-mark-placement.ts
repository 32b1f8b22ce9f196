// Where a coach mark goes (issue 34): beside the control it explains, pointing at it, and never
// over that control, a hotspot or any other control. Sides are tried in order (below, above, then
// the inline sides), each slid along the target while the arrow can still point at it; if none is
// free the tip floats at the free spot nearest its target (or the middle of the screen) without an
// arrow, and only when the screen has no free spot at all does it take the one covering least.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type CoachSide = 'above' | 'below' | 'left' | 'right' | 'center';

export interface CoachPlacement {
  top: number;
  left: number;
  side: CoachSide;
  /** Where the arrow points, along the bubble's edge (x for above/below, y for left/right). */
  arrow: number;
}

export interface PlacementInput {
  target: Box | null;
  /** Controls and hotspots on screen the tip must leave uncovered (the target is added). */
  obstacles: Box[];
  size: { width: number; height: number };
  viewport: { width: number; height: number };
  /** False: only a place beside the target will do (null when there is none). */
  floating?: boolean;
}

export const GAP = 12;
export const MARGIN = 12;
const STEP = 8;
const PAD = 6;
const ARROW_INSET = 16;

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

function range(from: number, to: number): number[] {
  if (to < from) return [];
  const values: number[] = [];
  for (let value = from; value < to; value += STEP) values.push(value);
  values.push(to);
  return values;
}

/** Slides closest to `ideal` first. */
function byCloseness(values: number[], ideal: number): number[] {
  return [...values].sort((a, b) => Math.abs(a - ideal) - Math.abs(b - ideal));
}

export function placeCoachMark(input: PlacementInput & { floating?: true }): CoachPlacement;
export function placeCoachMark(input: PlacementInput): CoachPlacement | null;
export function placeCoachMark({
  target,
  obstacles,
  size,
  viewport,
  floating = true,
}: PlacementInput): CoachPlacement | null {
  const { width, height } = size;
  const maxLeft = viewport.width - width - MARGIN;
  const maxTop = viewport.height - height - MARGIN;
  // A little air around every control, so a tip never sits flush against one.
  const padded = obstacles.map((box) => ({
    left: box.left - PAD,
    top: box.top - PAD,
    right: box.right + PAD,
    bottom: box.bottom + PAD,
  }));
  const blocked = target ? [target, ...padded] : padded;
  const boxAt = (left: number, top: number): Box => ({ left, top, right: left + width, bottom: top + height });
  const cost = (left: number, top: number) => blocked.reduce((sum, box) => sum + overlap(boxAt(left, top), box), 0);
  const fits = (left: number, top: number) =>
    left >= MARGIN - 0.5 && top >= MARGIN - 0.5 && left <= maxLeft + 0.5 && top <= maxTop + 0.5;

  if (target) {
    const centreX = (target.left + target.right) / 2;
    const centreY = (target.top + target.bottom) / 2;
    // Along x (above/below): the arrow stays within the bubble and within the target's width.
    const xs = byCloseness(
      range(
        Math.max(MARGIN, Math.max(target.left, centreX - 24) - width + ARROW_INSET),
        Math.min(maxLeft, Math.min(target.right, centreX + 24) - ARROW_INSET),
      ),
      centreX - width / 2,
    );
    const ys = byCloseness(
      range(
        Math.max(MARGIN, Math.max(target.top, centreY - 24) - height + ARROW_INSET),
        Math.min(maxTop, Math.min(target.bottom, centreY + 24) - ARROW_INSET),
      ),
      centreY - height / 2,
    );
    const sides: { side: CoachSide; spots: [number, number][] }[] = [
      { side: 'below', spots: xs.map((x) => [x, target.bottom + GAP]) },
      { side: 'above', spots: xs.map((x) => [x, target.top - GAP - height]) },
      { side: 'left', spots: ys.map((y) => [target.left - GAP - width, y]) },
      { side: 'right', spots: ys.map((y) => [target.right + GAP, y]) },
    ];
    for (const { side, spots } of sides) {
      for (const [left, top] of spots) {
        if (!fits(left, top) || cost(left, top) > 0) continue;
        const arrow = side === 'below' || side === 'above' ? centreX - left : centreY - top;
        return { left, top, side, arrow };
      }
    }
  }

  if (!floating) return null;
  // Anywhere free, nearest the target (or the middle of the screen).
  const ideal = target
    ? { x: (target.left + target.right) / 2, y: (target.top + target.bottom) / 2 }
    : { x: viewport.width / 2, y: viewport.height / 2 };
  let best: { left: number; top: number; cost: number; distance: number } | null = null;
  for (const top of range(MARGIN, Math.max(MARGIN, maxTop))) {
    for (const left of range(MARGIN, Math.max(MARGIN, maxLeft))) {
      const distance = Math.hypot(left + width / 2 - ideal.x, top + height / 2 - ideal.y);
      const spotCost = cost(left, top);
      if (!best || spotCost < best.cost || (spotCost === best.cost && distance < best.distance)) {
        best = { left, top, cost: spotCost, distance };
      }
    }
  }
  return { left: best?.left ?? MARGIN, top: best?.top ?? MARGIN, side: 'center', arrow: 0 };
}
