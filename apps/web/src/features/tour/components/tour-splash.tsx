// The splash (brand open_to_splash, issue 12): a brief branded start screen before the first
// scene, in the tour's splash colour over its hero image, with the logo, the tour's title and a
// start button. It is a region, not a dialog (nothing behind it needs to be made inert: the tour
// has not started), and the start button takes focus so Enter starts the tour.
import type { Tour } from '@meridian/contracts';
import Play from 'lucide-react/icons/play';
import { useEffect, useRef } from 'react';
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
  useEffect(() => startRef.current?.focus(), []);
  const hero = tour.hero_image ?? tour.thumbnail_landscape;
  return (
    <section className="tour-splash" aria-labelledby="tour-splash-title">
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
