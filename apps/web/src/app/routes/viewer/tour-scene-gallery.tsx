// The tour's scene gallery as the viewer shows it: the docked strip or the full grid, in the
// brand's light or dark theme, narrowed to the selected labels, with visit status and stacks.
import type { SceneSummary } from '@meridian/contracts';
import { useTranslation } from 'react-i18next';
import { SceneGallery } from '../../../features/gallery/components/scene-gallery.tsx';
import { useVisitStore } from '../../../features/visit-progress/visit-store.ts';
import type { TourProgress } from './use-tour-progress.ts';

interface TourSceneGalleryProps {
  tourTitle: string;
  scenes: SceneSummary[];
  currentId: number;
  progress: TourProgress;
  sceneOf: (sceneId: number) => SceneSummary | undefined;
  size: 'docked' | 'full';
  theme: 'light' | 'dark';
  layout: 'list' | 'grid';
  onSelect: (sceneId: number) => void;
}

export function TourSceneGallery(props: TourSceneGalleryProps) {
  const { t } = useTranslation();
  const expanded = useVisitStore((state) => state.expanded);
  const toggleStack = useVisitStore((state) => state.toggleStack);
  return (
    <SceneGallery
      label={t('viewer.gallery.label', { tour: props.tourTitle })}
      scenes={props.scenes}
      currentId={props.currentId}
      statusOf={props.progress.statusOf}
      isReachable={props.progress.reachable}
      isExpanded={(id) => expanded[String(id)] === true}
      sceneOf={props.sceneOf}
      onToggleStack={toggleStack}
      onSelect={props.onSelect}
      size={props.size}
      theme={props.theme}
      layout={props.layout}
    />
  );
}
