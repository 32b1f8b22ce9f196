// Zoom and the compass over the panorama (PSV's own navbar is off: these are keyboard reachable,
// named and translated). Device motion and fullscreen are in the viewer's one toolbar
// (view-mode-buttons.tsx), composed by the route.
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
import type { PanoramaEngine } from '../panorama-engine.ts';
import { Compass } from './compass.tsx';

interface PanoramaControlsProps {
  engine: PanoramaEngine | null;
  northOffset: number;
}

export function PanoramaControls({ engine, northOffset }: PanoramaControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="panorama-controls" role="group" aria-label={t('viewer.panorama.controls')}>
      <IconButton
        icon={Plus}
        label={t('viewer.panorama.zoomIn')}
        tooltipSide="start"
        onClick={() => engine?.zoomBy(1)}
        disabled={!engine}
      />
      <IconButton
        icon={Minus}
        label={t('viewer.panorama.zoomOut')}
        tooltipSide="start"
        onClick={() => engine?.zoomBy(-1)}
        disabled={!engine}
      />
      <Compass disabled={!engine} onResetNorth={() => engine?.rotate({ yaw: -northOffset, pitch: 0 })} />
    </div>
  );
}
