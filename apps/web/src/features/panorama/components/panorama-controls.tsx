// Zoom, device motion, fullscreen and the compass over the panorama (PSV's own navbar is off:
// these are keyboard reachable, named and translated). Fullscreen takes the whole viewer (the
// nearest [data-fullscreen-root], else the panorama region), so the overlays stay on screen.
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import Smartphone from 'lucide-react/icons/smartphone';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
import { Toast } from '../../../components/toast.tsx';
import type { PanoramaEngine } from '../panorama-engine.ts';
import { Compass } from './compass.tsx';

interface PanoramaControlsProps {
  engine: PanoramaEngine | null;
  region: RefObject<HTMLDivElement | null>;
  northOffset: number;
  deviceMotion: boolean;
  onDeviceMotionChange: (on: boolean) => void;
}

function fullscreenTarget(region: HTMLElement | null): HTMLElement | null {
  return region?.closest<HTMLElement>('[data-fullscreen-root]') ?? region;
}

export function PanoramaControls({
  engine,
  region,
  northOffset,
  deviceMotion,
  onDeviceMotionChange,
}: PanoramaControlsProps) {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(false);
  const [motionRefused, setMotionRefused] = useState(false);

  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement === fullscreenTarget(region.current));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [region]);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else
      void fullscreenTarget(region.current)
        ?.requestFullscreen()
        .catch(() => undefined);
  };

  const toggleMotion = () => {
    if (!engine) return;
    const next = !deviceMotion;
    // Called inside the click: iOS only asks for permission from a user gesture.
    void engine.setDeviceMotion(next).then((ok) => {
      setMotionRefused(!ok && next);
      onDeviceMotionChange(ok ? next : false);
    });
  };

  return (
    <>
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
        <IconButton
          icon={Smartphone}
          label={t('viewer.panorama.deviceMotion')}
          tooltipSide="start"
          pressed={deviceMotion}
          onClick={toggleMotion}
          disabled={!engine}
        />
        <IconButton
          icon={fullscreen ? Minimize : Maximize}
          label={t('viewer.panorama.fullscreen')}
          tooltipSide="start"
          pressed={fullscreen}
          onClick={toggleFullscreen}
        />
        <Compass disabled={!engine} onResetNorth={() => engine?.rotate({ yaw: -northOffset, pitch: 0 })} />
      </div>
      {motionRefused ? (
        <div className="panorama-controls__note">
          <Toast dismissLabel={t('viewer.close')} onDismiss={() => setMotionRefused(false)}>
            {t('viewer.panorama.deviceMotionUnavailable')}
          </Toast>
        </div>
      ) : null}
    </>
  );
}
