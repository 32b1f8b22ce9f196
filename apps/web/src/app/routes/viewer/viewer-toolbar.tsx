// The viewer's one icon toolbar on the end edge (issue 12): menu, scenes, labels, self-guided
// mode, campus map, guide audio, device motion, fullscreen, share and language — one column of
// named icon buttons floating over the panorama, in that tab order. Below 1200 px it sits low on
// the end edge, above the guide sheet, where a thumb reaches it, and shows only menu, scenes and
// map: the rest are in one "More tools" panel (issue 34), so with the compass a phone's panorama
// has at most five buttons on it. Zoom and the compass stay with the panorama.
import type { ReactNode } from 'react';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Footprints from 'lucide-react/icons/footprints';
import MapIcon from 'lucide-react/icons/map';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Menu from 'lucide-react/icons/menu';
import Tags from 'lucide-react/icons/tags';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
import { Popover } from '../../../components/popover.tsx';
import { useLayoutMode } from '../../../lib/viewport.ts';
import { LanguageMenu } from '../../../features/i18n/components/language-menu.tsx';

interface ViewerToolbarProps {
  onOpenMenu: (() => void) | null;
  onOpenScenes: (() => void) | null;
  labelsOpen: boolean;
  onToggleLabels: (() => void) | null;
  selfGuided: boolean;
  onToggleSelfGuided: (() => void) | null;
  audio: ReactNode;
  /** Device motion and fullscreen (features/panorama), composed by the route. */
  viewModes?: ReactNode;
  /** The share menu (link and embed codes), composed by the route. */
  share?: ReactNode;
  /** Opens the campus map panel (issue 15); null when the scene has no location. */
  onOpenMap?: (() => void) | null;
}

export function ViewerToolbar(props: ViewerToolbarProps) {
  const { t } = useTranslation();
  const phone = useLayoutMode() === 'mobile';
  const secondary = (
    <>
      {props.onToggleLabels ? (
        <IconButton
          icon={Tags}
          label={t('viewer.labels.title')}
          tooltipSide={phone ? 'top' : 'start'}
          aria-expanded={props.labelsOpen}
          onClick={props.onToggleLabels}
        />
      ) : null}
      {props.onToggleSelfGuided ? (
        <IconButton
          icon={Footprints}
          label={t('viewer.tour.selfGuided')}
          tooltipSide={phone ? 'top' : 'start'}
          pressed={props.selfGuided}
          onClick={props.onToggleSelfGuided}
        />
      ) : null}
    </>
  );
  const rest = (
    <>
      {props.audio}
      {props.viewModes}
      {props.share}
      <LanguageMenu side={phone ? 'top' : 'start'} />
    </>
  );
  const map = props.onOpenMap ? (
    <IconButton icon={MapIcon} label={t('viewer.map.open')} tooltipSide="start" onClick={props.onOpenMap} />
  ) : null;
  return (
    <div className="viewer-toolbar" role="group" aria-label={t('viewer.tour.toolbar')}>
      {props.onOpenMenu ? (
        <IconButton
          icon={Menu}
          label={t('viewer.menu.open')}
          tooltipSide="start"
          data-coach="menu"
          onClick={props.onOpenMenu}
        />
      ) : null}
      {props.onOpenScenes ? (
        <IconButton
          icon={LayoutGrid}
          label={t('viewer.tour.scenes')}
          tooltipSide="start"
          onClick={props.onOpenScenes}
        />
      ) : null}
      {phone ? (
        <>
          {map}
          <Popover
            label={t('viewer.tour.moreTools')}
            side="start"
            align="end"
            tone="overlay"
            className="viewer-toolbar__more"
            trigger={(trigger) => (
              <IconButton {...trigger} icon={Ellipsis} label={t('viewer.tour.moreTools')} tooltipSide="start" />
            )}
          >
            {secondary}
            {rest}
          </Popover>
        </>
      ) : (
        <>
          {secondary}
          {map}
          {rest}
        </>
      )}
    </div>
  );
}
