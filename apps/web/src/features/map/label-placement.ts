// Which building labels fit: the map draws names as DOM buttons, and at campus zoom many would
// overlap. Like a map's own label placement, labels are placed in priority order (the selected
// place first) and one that would overlap a placed label is left out until the visitor zooms in.

export interface LabelBox {
  id: number;
  /** Centre of the label on screen, in CSS pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room kept around a label, so neighbours do not touch. */
const GAP = 4;

/**
 * Ids of the labels to hide; `first` are placed before the others (the selected place). Given the
 * part of the map that is not under the panel, a label that would be cut by its edge or hidden
 * under the panel is left out too (but never a `first` one: the selected place keeps its name).
 */
export function crowdedLabels(
  boxes: readonly LabelBox[],
  first: readonly number[] = [],
  frame?: { left: number; top: number; right: number; bottom: number },
): Set<number> {
  const ordered = [...boxes].sort((a, b) => Number(first.includes(b.id)) - Number(first.includes(a.id)) || a.id - b.id);
  const placed: LabelBox[] = [];
  const crowded = new Set<number>();
  for (const box of ordered) {
    const cut =
      frame !== undefined &&
      !first.includes(box.id) &&
      (box.x - box.width / 2 < frame.left ||
        box.y - box.height / 2 < frame.top ||
        box.x + box.width / 2 > frame.right ||
        box.y + box.height / 2 > frame.bottom);
    const overlaps = placed.some(
      (other) =>
        Math.abs(box.x - other.x) * 2 < box.width + other.width + GAP * 2 &&
        Math.abs(box.y - other.y) * 2 < box.height + other.height + GAP * 2,
    );
    if (cut || overlaps) crowded.add(box.id);
    else placed.push(box);
  }
  return crowded;
}
