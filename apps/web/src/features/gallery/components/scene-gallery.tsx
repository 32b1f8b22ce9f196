// The scene gallery of a tour: every scene with its thumbnail and visit status (not visited,
// visiting, visited), the current one marked, stacks of sub-scenes that expand and collapse, and
// scenes that sequential progression does not open yet shown as locked. Docked or full, light or
// dark, as the brand says.
import type { SceneSummary } from '@meridian/contracts';
import { useTranslation } from 'react-i18next';
import { VisitStatus } from '../../../lib/visit-status.ts';

export interface SceneGalleryProps {
  label: string;
  scenes: SceneSummary[];
  currentId: number | null;
  statusOf: (sceneId: number) => VisitStatus;
  isReachable: (sceneId: number) => boolean;
  isExpanded: (sceneId: number) => boolean;
  sceneOf: (sceneId: number) => SceneSummary | undefined;
  onToggleStack: (sceneId: number) => void;
  onSelect: (sceneId: number) => void;
  size: 'docked' | 'full';
  theme: 'light' | 'dark';
  layout?: 'list' | 'grid';
}

const STATUS_KEY = {
  [VisitStatus.unvisited]: 'viewer.visit.unvisited',
  [VisitStatus.visiting]: 'viewer.visit.visiting',
  [VisitStatus.visited]: 'viewer.visit.visited',
} as const;

export function SceneGallery(props: SceneGalleryProps) {
  const { t } = useTranslation();
  const renderScene = (scene: SceneSummary, nested: boolean) => {
    const status = props.statusOf(scene.id);
    const current = scene.id === props.currentId;
    const reachable = props.isReachable(scene.id);
    const subScenes = nested ? [] : scene.sub_scenes.flatMap((id) => props.sceneOf(id) ?? []);
    const expanded = props.isExpanded(scene.id);
    return (
      <li key={scene.id} className="scene-gallery__item" data-visit-status={status} data-current={current || undefined}>
        <button
          type="button"
          className="scene-gallery__scene"
          aria-current={current ? 'location' : undefined}
          disabled={!reachable}
          onClick={() => props.onSelect(scene.id)}
        >
          {scene.get_thumbnail ? <img src={scene.get_thumbnail.url} alt="" loading="lazy" /> : null}
          <span className="scene-gallery__title">{scene.title}</span>
          <span className="scene-gallery__status">{reachable ? t(STATUS_KEY[status]) : t('viewer.visit.locked')}</span>
        </button>
        {subScenes.length > 0 ? (
          <>
            <button
              type="button"
              className="scene-gallery__stack-toggle"
              aria-expanded={expanded}
              onClick={() => props.onToggleStack(scene.id)}
            >
              {t(expanded ? 'viewer.gallery.collapseStack' : 'viewer.gallery.expandStack', {
                title: scene.title,
                count: subScenes.length,
              })}
            </button>
            {expanded ? (
              <ol className="scene-gallery__stack">{subScenes.map((sub) => renderScene(sub, true))}</ol>
            ) : null}
          </>
        ) : null}
      </li>
    );
  };
  return (
    <nav
      className={`scene-gallery scene-gallery--${props.size} scene-gallery--${props.theme} scene-gallery--${props.layout ?? 'list'}`}
      aria-label={props.label}
    >
      <ol>{props.scenes.map((scene) => renderScene(scene, false))}</ol>
    </nav>
  );
}
