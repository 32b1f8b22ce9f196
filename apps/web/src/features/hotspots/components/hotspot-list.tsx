// Every hotspot of the scene as a Tab-reachable, named button, mirrored from the canvas markers:
// screen readers hear each hotspot, whether it was viewed and where it leads. Focusing one turns
// the view towards it, so sighted keyboard users see which marker they are on.
import type { Hotspot } from '@meridian/contracts';
import { useTranslation } from 'react-i18next';

interface HotspotListProps {
  hotspots: Hotspot[];
  viewedIds: readonly number[];
  sceneTitleOf: (sceneId: number) => string | null;
  onOpen: (hotspot: Hotspot) => void;
  onFocusHotspot: (hotspot: Hotspot) => void;
}

export function HotspotList({ hotspots, viewedIds, sceneTitleOf, onOpen, onFocusHotspot }: HotspotListProps) {
  const { t } = useTranslation();
  if (hotspots.length === 0) return null;
  return (
    <nav className="hotspot-list" aria-label={t('viewer.hotspots.listLabel')}>
      <p className="visually-hidden" aria-live="polite">
        {t('viewer.hotspots.count', { count: hotspots.length })}
      </p>
      <ul>
        {hotspots.map((hotspot) => {
          const viewed = viewedIds.includes(hotspot.id);
          const target = hotspot.link_scene === null ? null : sceneTitleOf(hotspot.link_scene);
          return (
            <li key={hotspot.id}>
              <button
                type="button"
                className={viewed ? 'hotspot-list__button hotspot-list__button--viewed' : 'hotspot-list__button'}
                data-hotspot-id={hotspot.id}
                onFocus={() => onFocusHotspot(hotspot)}
                onClick={() => onOpen(hotspot)}
              >
                <span className="hotspot-list__title">{hotspot.title}</span>
                {target ? (
                  <span className="hotspot-list__target">{t('viewer.hotspots.goesTo', { scene: target })}</span>
                ) : null}
                <span className={viewed ? 'hotspot-list__state' : 'visually-hidden'}>
                  {viewed ? t('viewer.hotspots.viewed') : t('viewer.hotspots.notViewed')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
