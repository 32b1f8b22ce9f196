// An opened hotspot: its title and description, and for a hotspot that leads somewhere the way
// there. Not modal: the panorama stays usable; Escape or the close button closes it.
import type { Hotspot } from '@meridian/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitisedHtml } from '../../../components/sanitised-html.tsx';

interface HotspotPanelProps {
  hotspot: Hotspot;
  targetTitle: string | null;
  onGo: (hotspot: Hotspot) => void;
  onClose: () => void;
}

export function HotspotPanel({ hotspot, targetTitle, onGo, onClose }: HotspotPanelProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [hotspot.id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <section className="hotspot-panel" role="dialog" aria-labelledby={`hotspot-panel-${String(hotspot.id)}`}>
      <h2 id={`hotspot-panel-${String(hotspot.id)}`} ref={headingRef} tabIndex={-1}>
        {hotspot.title}
      </h2>
      {hotspot.description ? <SanitisedHtml html={hotspot.description} /> : null}
      <div className="hotspot-panel__actions">
        {targetTitle ? (
          <button type="button" className="button button--primary" onClick={() => onGo(hotspot)}>
            {t('viewer.hotspots.goTo', { scene: targetTitle })}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onClose}>
          {t('viewer.close')}
        </button>
      </div>
    </section>
  );
}
