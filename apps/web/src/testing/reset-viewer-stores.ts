// Viewer stores outlive a render; tests start each case from a fresh visitor.
import { useGuideStore } from '../features/guide/guide-store.ts';
import { useTutorialStore } from '../features/guide/tutorials.ts';
import { useHotspotStore } from '../features/hotspots/hotspot-store.ts';
import { useLabelsStore } from '../features/labels/labels-store.ts';
import { useMenuStore } from '../features/menu/menu-store.ts';
import { useHeadingStore } from '../features/panorama/heading-store.ts';
import { useTourStore } from '../features/tour/tour-store.ts';
import { useVisitStore } from '../features/visit-progress/visit-store.ts';

export function resetViewerStores(): void {
  for (const store of [
    useGuideStore,
    useTutorialStore,
    useHotspotStore,
    useLabelsStore,
    useMenuStore,
    useHeadingStore,
    useTourStore,
    useVisitStore,
  ] as { setState: (state: unknown, replace: true) => void; getInitialState: () => unknown }[]) {
    store.setState(store.getInitialState(), true);
  }
}
