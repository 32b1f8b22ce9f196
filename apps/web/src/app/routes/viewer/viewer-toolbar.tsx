// The viewer's one icon toolbar on the end edge (issue 12): menu, scenes, labels, self-guided
// mode, guide audio, device motion, fullscreen, share and language — one column of named icon
// buttons floating over the panorama, in that tab order. Below 1200 px it sits low on the end edge,
// above the guide sheet, where a thumb reaches it. Zoom and the compass stay with the panorama.
import type { ReactNode } from 'react';
import Footprints from 'lucide-react/icons/footprints';
import MapIcon from 'lucide-react/icons/map';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Menu from 'lucide-react/icons/menu';
import Tags from 'lucide-react/icons/tags';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
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
      {props.onToggleLabels ? (
        <IconButton
          icon={Tags}
          label={t('viewer.labels.title')}
          tooltipSide="start"
          aria-expanded={props.labelsOpen}
          onClick={props.onToggleLabels}
        />
      ) : null}
      {props.onToggleSelfGuided ? (
        <IconButton
          icon={Footprints}
          label={t('viewer.tour.selfGuided')}
          tooltipSide="start"
          pressed={props.selfGuided}
          onClick={props.onToggleSelfGuided}
        />
      ) : null}
      {props.onOpenMap ? (
        <IconButton icon={MapIcon} label={t('viewer.map.open')} tooltipSide="start" onClick={props.onOpenMap} />
      ) : null}
      {props.audio}
      {props.viewModes}
      {props.share}
      <LanguageMenu />
    </div>
  );
}
