// The universal menu (spec sections 2 and 4): tabs (CURRENT_TOUR by default; EXPLORE and ALL as
// the brand's menu flags allow), a grid-view flag for the current tour, tours hidden from the menu
// left out, backdrop click closes it, and it fades out for 250 ms after closing.
import type { SceneSummary, Tour } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { toursQuery } from '../api/tours-query.ts';
import { MENU_FADE_MS, MenuTab, useMenuStore, visibleTabs } from '../menu-store.ts';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { buttonClassName } from '../../../components/button.tsx';
import { ViewerDialog } from '../../../components/viewer-dialog.tsx';
import './universal-menu.css';
import { scenePath, tourPath } from '../../../lib/paths.ts';

interface UniversalMenuProps {
  site: string;
  activeMenus: number;
  currentTourId: number | null;
  /** The current tour's scene gallery, rendered in the CURRENT_TOUR tab; none (the homepage): no such tab. */
  renderCurrentTour?: (layout: 'list' | 'grid') => ReactNode;
  /** The label filter shown above the ALL tab's scenes (the screen owns the labels). */
  labelsPanel: ReactNode;
  /** Every scene, already narrowed to the selected labels. */
  allScenes: SceneSummary[];
  /** Below the tabs: the call-to-action area, the unit switch, policy and home links. */
  footer?: ReactNode;
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
  const tours = useQuery({ ...toursQuery(useApi(), useContentScope()), enabled: open || closing });
  const { renderCurrentTour } = props;
  const tabs = visibleTabs(props.activeMenus).filter((entry) => entry !== MenuTab.currentTour || renderCurrentTour);
  const shownTab = tabs.includes(tab) ? tab : (tabs[0] ?? MenuTab.currentTour);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(finishClosing, MENU_FADE_MS);
    return () => clearTimeout(timer);
  }, [closing, finishClosing]);

  if (!open && !closing) return null;

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
        {shownTab === MenuTab.currentTour && renderCurrentTour ? (
          <>
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary', size: 'sm' }, 'universal-menu__grid-toggle')}
              aria-pressed={gridView}
              onClick={toggleGridView}
            >
              <LayoutGrid className="button__icon" aria-hidden="true" focusable="false" />
              {t('viewer.menu.gridView')}
            </button>
            {renderCurrentTour(gridView ? 'grid' : 'list')}
          </>
        ) : null}
        {shownTab === MenuTab.explore ? (
          <ul className="universal-menu__tours">
            {visibleMenuTours(tours.data ?? []).map((tour) => (
              <li key={tour.id}>
                <Link
                  to={tourPath(props.site, tour.slug)}
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
            {props.labelsPanel}
            <ul className="universal-menu__scenes">
              {props.allScenes.map((scene) => (
                <li key={scene.id}>
                  <Link to={scenePath(props.site, scene.meta.slug)} onClick={closeMenu}>
                    {scene.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {props.footer ? <div className="universal-menu__footer">{props.footer}</div> : null}
    </ViewerDialog>
  );
}
