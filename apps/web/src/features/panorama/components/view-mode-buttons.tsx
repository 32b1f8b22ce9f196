// Device motion and fullscreen: icon buttons for the viewer's one toolbar (issue 12). Device
// motion is offered only on devices that can have motion sensors (a touch screen with the
// orientation API), fullscreen only where the page may go fullscreen (not in an iframe that does
// not allow it, not on iPhone Safari). Fullscreen takes the whole viewer (the nearest
// [data-fullscreen-root]), so every overlay stays on screen.
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import Smartphone from 'lucide-react/icons/smartphone';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, type TooltipSide } from '../../../components/icon-button.tsx';
import { Toast } from '../../../components/toast.tsx';
import { useActiveEngineStore } from '../active-engine-store.ts';

/** A touch screen with the device-orientation API: a phone or tablet that may have a gyroscope. */
export function deviceMotionSupported(): boolean {
  return (
    typeof window.DeviceOrientationEvent !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(any-pointer: coarse)').matches
  );
}

interface DeviceMotionButtonProps {
  on: boolean;
  onChange: (on: boolean) => void;
  tooltipSide?: TooltipSide;
}

export function DeviceMotionButton({ on, onChange, tooltipSide = 'start' }: DeviceMotionButtonProps) {
  const { t } = useTranslation();
  const engine = useActiveEngineStore((state) => state.engine);
  const [refused, setRefused] = useState(false);
  const [supported] = useState(deviceMotionSupported);
  if (!supported) return null;

  const toggle = () => {
    if (!engine) return;
    const next = !on;
    // Called inside the click: iOS only asks for permission from a user gesture.
    void engine.setDeviceMotion(next).then((ok) => {
      setRefused(!ok && next);
      onChange(ok ? next : false);
    });
  };

  return (
    <>
      <IconButton
        icon={Smartphone}
        label={t('viewer.panorama.deviceMotion')}
        tooltipSide={tooltipSide}
        pressed={on}
        onClick={toggle}
        disabled={!engine}
      />
      {refused ? (
        <div className="view-mode-note">
          <Toast dismissLabel={t('viewer.close')} onDismiss={() => setRefused(false)}>
            {t('viewer.panorama.deviceMotionUnavailable')}
          </Toast>
        </div>
      ) : null}
    </>
  );
}

function fullscreenTarget(from: HTMLElement | null): HTMLElement {
  return from?.closest<HTMLElement>('[data-fullscreen-root]') ?? document.documentElement;
}

export function FullscreenButton({ tooltipSide = 'start' }: { tooltipSide?: TooltipSide }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const update = () =>
      setFullscreen(
        document.fullscreenElement !== null && document.fullscreenElement === fullscreenTarget(ref.current),
      );
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  if (!document.fullscreenEnabled) return null;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else
      void fullscreenTarget(ref.current)
        .requestFullscreen()
        .catch(() => undefined);
  };
  return (
    <IconButton
      ref={ref}
      icon={fullscreen ? Minimize : Maximize}
      label={t('viewer.panorama.fullscreen')}
      tooltipSide={tooltipSide}
      pressed={fullscreen}
      onClick={toggle}
    />
  );
}
