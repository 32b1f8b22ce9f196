// The universal menu (spec sections 2 and 4): tabs (CURRENT_TOUR by default; EXPLORE and ALL as
// the brand's menu flags allow), a grid-view flag for the current tour, tours hidden from the menu
// left out, backdrop click closes it, and it fades out for 250 ms after closing.
import type { Label, SceneSummary, Tour } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { LabelsPanel } from '../../labels/components/labels-panel.tsx';
import { scenesForSelection, useLabelsStore } from '../../labels/labels-store.ts';
import { toursQuery } from '../../tour/api/tours-query.ts';
import { MENU_FADE_MS, MenuTab, useMenuStore, visibleTabs } from '../menu-store.ts';
import { ViewerDialog } from './viewer-dialog.tsx';

interface UniversalMenuProps {
  site: string;
  activeMenus: number;
  currentTourId: number | null;
  /** The current tour's scene gallery, rendered in the CURRENT_TOUR tab. */
  renderCurrentTour: (layout: 'list' | 'grid') => ReactNode;
  labels: Label[];
  allScenes: SceneSummary[];
}

const TAB_KEYS = {
  CURRENT_TOUR: 'viewer.menu.currentTour',
  EXPLORE: 'viewer.menu.explore',
  ALL: 'viewer.menu.all',
} as const;

export function visibleMenuTours(tours: Tour[]): Tour[] {
  return tours.filter((tour) => !tour.is_hidden_from_universal_menu);
}

export function UniversalMenu(props: UniversalMenuProps) {
  const { t } = useTranslation();
  const { open, closing, tab, gridView, closeMenu, finishClosing, setTab, toggleGridView } = useMenuStore();
  const selected = useLabelsStore((state) => state.selected);
  const tours = useQuery({ ...toursQuery(useApi(), useContentScope()), enabled: open || closing });
  const tabs = visibleTabs(props.activeMenus);
  const shownTab = tabs.includes(tab) ? tab : MenuTab.currentTour;

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(finishClosing, MENU_FADE_MS);
    return () => clearTimeout(timer);
  }, [closing, finishClosing]);

  if (!open && !closing) return null;
  const filter = scenesForSelection(props.labels, selected);
  const allScenes = filter ? props.allScenes.filter((scene) => filter.has(scene.id)) : props.allScenes;

  return (
    <ViewerDialog title={t('viewer.menu.title')} onClose={closeMenu} fading={closing} className="universal-menu">
      <div role="tablist" aria-label={t('viewer.menu.tabs')} className="universal-menu__tabs">
        {tabs.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            id={`menu-tab-${entry}`}
            aria-selected={entry === shownTab}
            aria-controls={`menu-panel-${entry}`}
            onClick={() => setTab(entry)}
          >
            {t(TAB_KEYS[entry])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`menu-panel-${shownTab}`} aria-labelledby={`menu-tab-${shownTab}`}>
        {shownTab === MenuTab.currentTour ? (
          <>
            <button type="button" className="button" aria-pressed={gridView} onClick={toggleGridView}>
              {t('viewer.menu.gridView')}
            </button>
            {props.renderCurrentTour(gridView ? 'grid' : 'list')}
          </>
        ) : null}
        {shownTab === MenuTab.explore ? (
          <ul className="universal-menu__tours">
            {visibleMenuTours(tours.data ?? []).map((tour) => (
              <li key={tour.id}>
                <Link
                  to={`/${props.site}/${tour.slug}`}
                  aria-current={tour.id === props.currentTourId ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  {tour.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {shownTab === MenuTab.all ? (
          <>
            <LabelsPanel labels={props.labels} />
            <ul className="universal-menu__scenes">
              {allScenes.map((scene) => (
                <li key={scene.id}>
                  <Link to={`/${props.site}/scene/${scene.meta.slug}`} onClick={closeMenu}>
                    {scene.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </ViewerDialog>
  );
}
