// What one level of the homepage lists: its child groups and its tours, in content order, with
// tours hidden from the universal menu left out (spec section 3: hide_from_universal_menu).
import type { Tour, TourGroupPage } from '@meridian/contracts';

export interface LevelContent {
  /** The group this level shows, or null on the homepage itself. */
  group: TourGroupPage | null;
  groups: TourGroupPage[];
  tours: Tour[];
}

export function levelContent(group: TourGroupPage | null, groups: readonly TourGroupPage[], tours: readonly Tour[]) {
  const byId = new Map(groups.map((entry) => [entry.id, entry]));
  const children = group
    ? group.children.map((id) => byId.get(id)).filter((entry): entry is TourGroupPage => entry !== undefined)
    : groups.filter((entry) => entry.depth === 1);
  return { group, groups: children, tours: group ? visibleTours(group.tours, tours) : [] } satisfies LevelContent;
}

export function visibleTours(ids: readonly number[], tours: readonly Tour[]): Tour[] {
  const byId = new Map(tours.map((tour) => [tour.id, tour]));
  return ids
    .map((id) => byId.get(id))
    .filter((tour): tour is Tour => tour !== undefined && !tour.is_hidden_from_universal_menu);
}

/** The hero's primary action: the first visible tour of the first top-level group that has one. */
export function featuredTour(groups: readonly TourGroupPage[], tours: readonly Tour[]): Tour | null {
  for (const group of groups.filter((entry) => entry.depth === 1)) {
    const [first] = visibleTours(group.tours, tours);
    if (first) return first;
  }
  return (
    visibleTours(
      tours.map((tour) => tour.id),
      tours,
    )[0] ?? null
  );
}
