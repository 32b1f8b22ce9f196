// Top-start over the panorama: the brand's logo (home link), the tour's title as the page heading,
// and the visitor's place in the tour (scene n of N with a progress bar). A scene shown on its own
// (standalone, or outside the tour it was opened in) has no progress.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './tour.css';

interface TourTitleCardProps {
  heading: string;
  sceneTitle: string | null;
  /** null: no tour progress (a standalone scene). */
  position: { index: number; total: number } | null;
  logo: { url: string | null; alt: string; to: string } | null;
  /** Extra content under the titles (e.g. a language notice). */
  children?: ReactNode;
}

export function TourTitleCard({ heading, sceneTitle, position, logo, children }: TourTitleCardProps) {
  const { t } = useTranslation();
  return (
    <header className="tour-title-card">
      {logo?.url ? (
        <Link className="tour-title-card__logo" to={logo.to}>
          <img src={logo.url} alt={logo.alt} />
        </Link>
      ) : null}
      <div className="tour-title-card__titles">
        <h1 className="tour-title-card__heading">{heading}</h1>
        {sceneTitle ? (
          <p className="tour-title-card__scene" aria-live="polite">
            {position
              ? t('viewer.tour.sceneOf', { title: sceneTitle, index: position.index, total: position.total })
              : sceneTitle}
          </p>
        ) : null}
        {position ? (
          <progress
            className="tour-title-card__progress"
            max={position.total}
            value={position.index}
            aria-label={t('viewer.tour.progress', { index: position.index, total: position.total })}
          />
        ) : null}
        {children}
      </div>
    </header>
  );
}
