// The tour's controls: previous and next scene (next becomes "finish" on the last scene), the
// scene navigation modal, the universal menu, the labels panel, self-guided mode, guide audio and
// sharing.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TourToolbarProps {
  tourTitle: string;
  sceneTitle: string | null;
  position: { index: number; total: number } | null;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onFinish: (() => void) | null;
  onOpenScenes: () => void;
  onOpenMenu: () => void;
  labelsOpen: boolean;
  onToggleLabels: (() => void) | null;
  selfGuided: boolean;
  onToggleSelfGuided: (() => void) | null;
  audio: ReactNode;
  /** The share menu (link and embed codes), composed by the route. */
  share?: ReactNode;
}

export function TourToolbar(props: TourToolbarProps) {
  const { t } = useTranslation();
  return (
    <header className="tour-toolbar">
      <div className="tour-toolbar__titles">
        <h1 className="tour-toolbar__tour">{props.tourTitle}</h1>
        {props.sceneTitle ? (
          <p className="tour-toolbar__scene" aria-live="polite">
            {props.position
              ? t('viewer.tour.sceneOf', {
                  title: props.sceneTitle,
                  index: props.position.index,
                  total: props.position.total,
                })
              : props.sceneTitle}
          </p>
        ) : null}
      </div>
      <nav className="tour-toolbar__actions" aria-label={t('viewer.tour.controls')}>
        <button type="button" onClick={props.onPrevious ?? undefined} disabled={!props.onPrevious}>
          {t('viewer.tour.previous')}
        </button>
        {props.onNext || !props.onFinish ? (
          <button type="button" onClick={props.onNext ?? undefined} disabled={!props.onNext}>
            {t('viewer.tour.next')}
          </button>
        ) : (
          <button type="button" onClick={props.onFinish}>
            {t('viewer.tour.finish')}
          </button>
        )}
        <button type="button" onClick={props.onOpenScenes}>
          {t('viewer.tour.scenes')}
        </button>
        <button type="button" onClick={props.onOpenMenu}>
          {t('viewer.menu.open')}
        </button>
        {props.onToggleLabels ? (
          <button type="button" aria-expanded={props.labelsOpen} onClick={props.onToggleLabels}>
            {t('viewer.labels.title')}
          </button>
        ) : null}
        {props.onToggleSelfGuided ? (
          <button type="button" aria-pressed={props.selfGuided} onClick={props.onToggleSelfGuided}>
            {t('viewer.tour.selfGuided')}
          </button>
        ) : null}
        {props.audio}
        {props.share}
      </nav>
    </header>
  );
}
