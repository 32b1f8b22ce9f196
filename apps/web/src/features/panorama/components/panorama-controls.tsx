// Zoom, fullscreen and device-motion buttons (PSV's own navbar is off: these are keyboard
// reachable, named and translated).
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanoramaEngine } from '../panorama-engine.ts';

interface PanoramaControlsProps {
  engine: PanoramaEngine | null;
  region: RefObject<HTMLDivElement | null>;
  deviceMotion: boolean;
  onDeviceMotionChange: (on: boolean) => void;
}

export function PanoramaControls({ engine, region, deviceMotion, onDeviceMotionChange }: PanoramaControlsProps) {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(false);
  const [motionRefused, setMotionRefused] = useState(false);

  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement === region.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [region]);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void region.current?.requestFullscreen().catch(() => undefined);
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
    <div className="panorama-controls" role="toolbar" aria-label={t('viewer.panorama.controls')}>
      <button type="button" onClick={() => engine?.zoomBy(1)} disabled={!engine}>
        <span aria-hidden="true">+</span>
        <span className="visually-hidden">{t('viewer.panorama.zoomIn')}</span>
      </button>
      <button type="button" onClick={() => engine?.zoomBy(-1)} disabled={!engine}>
        <span aria-hidden="true">−</span>
        <span className="visually-hidden">{t('viewer.panorama.zoomOut')}</span>
      </button>
      <button type="button" aria-pressed={fullscreen} onClick={toggleFullscreen}>
        {t('viewer.panorama.fullscreen')}
      </button>
      <button type="button" aria-pressed={deviceMotion} onClick={toggleMotion} disabled={!engine}>
        {t('viewer.panorama.deviceMotion')}
      </button>
      {motionRefused ? (
        <p role="status" className="panorama-controls__note">
          {t('viewer.panorama.deviceMotionUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
