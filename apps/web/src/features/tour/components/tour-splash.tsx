// The splash (brand open_to_splash, issue 12): a brief branded start screen before the first
// scene, in the tour's splash colour over its hero image, with the logo, the tour's title and a
// start button. It is a region, not a dialog, but while it shows the viewer behind it is inert:
// its controls are hidden, so Tab must not walk through them (nor Enter change scene unseen). The
// start button takes focus so Enter starts the tour; the viewer's main region has it after.
import type { Tour } from '@meridian/contracts';
import Play from 'lucide-react/icons/play';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import './tour.css';

interface TourSplashProps {
  tour: Tour;
  logoUrl: string | null;
  brandTitle: string;
  onStart: () => void;
}

export function TourSplash({ tour, logoUrl, brandTitle, onStart }: TourSplashProps) {
  const { t } = useTranslation();
  const startRef = useRef<HTMLButtonElement>(null);
  const splashRef = useRef<HTMLElement>(null);
  useEffect(() => startRef.current?.focus(), []);
  // Before the first paint: a notice placed above the viewer's bottom controls (use-toast-clearance)
  // sees them inert, under the splash, and is drawn at its usual place from the start, instead of
  // being drawn above them for a frame and then dropping (a layout shift a visitor sees).
  useLayoutEffect(() => {
    const splash = splashRef.current;
    if (!splash?.parentElement) return;
    const made = [...splash.parentElement.children].filter(
      (element): element is HTMLElement => element !== splash && element instanceof HTMLElement && !element.inert,
    );
    for (const element of made) element.inert = true;
    return () => {
      for (const element of made) element.inert = false;
      // The start button goes with the splash: focus passes to the main region, where "Skip to main
      // content" leads (Tab then reaches the view first), instead of falling back to the page's start.
      // This runs as the splash leaves, before or after its elements do (the renderers differ): the
      // focus is then in the splash or already fallen back to the page.
      const focused = document.activeElement;
      if (focused === document.body || splash.contains(focused)) document.getElementById('main-content')?.focus();
    };
  }, []);
  const hero = tour.hero_image ?? tour.thumbnail_landscape;
  return (
    <section ref={splashRef} className="tour-splash" aria-labelledby="tour-splash-title">
      {hero ? (
        <img className="tour-splash__hero" src={hero.url} alt="" style={{ objectPosition: hero.background_position }} />
      ) : null}
      <div className="tour-splash__content">
        {logoUrl ? <img className="tour-splash__logo" src={logoUrl} alt={brandTitle} /> : null}
        <h2 className="tour-splash__title" id="tour-splash-title">
          {tour.title}
        </h2>
        {tour.meta.search_description ? <p className="tour-splash__text">{tour.meta.search_description}</p> : null}
        <Button ref={startRef} size="lg" trailingIcon={Play} onClick={onStart}>
          {t('viewer.splash.start')}
        </Button>
      </div>
    </section>
  );
}
