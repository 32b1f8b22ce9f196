// Viewer stores outlive a render; tests start each case from a fresh visitor.
import { useGuideStore } from '../../guide/guide-store.ts';
import { useTutorialStore } from '../../guide/tutorials.ts';
import { useHotspotStore } from '../../hotspots/hotspot-store.ts';
import { useLabelsStore } from '../../labels/labels-store.ts';
import { useMenuStore } from '../../menu/menu-store.ts';
import { useHeadingStore } from '../../panorama/heading-store.ts';
import { useTourStore } from '../tour-store.ts';
import { useVisitStore } from '../visit-store.ts';

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
