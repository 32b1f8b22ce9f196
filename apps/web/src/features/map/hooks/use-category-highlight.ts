// Applies a chosen category to the map (category-highlight.ts): feature states for the style's
// highlighted/dimmed paint, and a fit to the category's places beside the panel. Choosing no
// category (null) clears the states and leaves the view where it is.
import { useEffect, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { CampusData } from '../api/map-queries.ts';
import { categoryHighlight } from '../category-highlight.ts';
import { LABELS_SOURCE } from '../map-style.ts';

type Padding = { top: number; bottom: number; left: number; right: number };

export function useCategoryHighlight(
  mapRef: RefObject<MapRef | null>,
  campus: CampusData,
  placeIds: readonly number[] | null,
  loaded: boolean,
  padding: Padding,
  onFramed: () => void,
) {
  const key = placeIds === null ? null : [...placeIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || placeIds === null) return;
    const highlight = categoryHighlight(campus, placeIds);
    const set = (source: string, ids: number[], state: Record<string, boolean>) => {
      if (!map.getSource(source)) return;
      for (const id of ids) map.setFeatureState({ source, id }, state);
    };
    // Applied again whenever the style is (re)loaded: a basemap arriving after the first frame
    // swaps the style, and feature states do not survive that.
    const apply = () => {
      set('places', highlight.highlighted.places, { highlighted: true });
      set('buildings', highlight.highlighted.buildings, { highlighted: true });
      set('places', highlight.dimmed.places, { dimmed: true });
      set('buildings', highlight.dimmed.buildings, { dimmed: true });
      // The names are their places' (by place id): a dimmed building's name fades with it.
      set(LABELS_SOURCE, highlight.dimmed.places, { dimmed: true });
    };
    apply();
    map.on('styledata', apply);
    if (highlight.bounds) {
      onFramed();
      map.fitBounds(highlight.bounds, {
        padding: { ...padding, top: padding.top + 40, bottom: padding.bottom + 40 },
        duration: 0,
        maxZoom: 17,
      });
    }
    return () => {
      map.off('styledata', apply);
      set('places', [...highlight.highlighted.places, ...highlight.dimmed.places], {
        highlighted: false,
        dimmed: false,
      });
      set('buildings', [...highlight.highlighted.buildings, ...highlight.dimmed.buildings], {
        highlighted: false,
        dimmed: false,
      });
      set(LABELS_SOURCE, highlight.dimmed.places, { dimmed: false });
    };
    // The category (by its places) and the map's readiness decide; padding changes with the layout only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, loaded, campus]);
}
