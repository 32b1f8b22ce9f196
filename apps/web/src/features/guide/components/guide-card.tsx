// The guide card (spec sections 2 and 4): open by default, the tour guide's avatar and name with
// the scene's text; collapsed while a video plays (normal when paused); on mobile the avatar is
// hidden while playing. The visitor can close and reopen it.
import type { ImageRef, Video } from '@meridian/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitisedHtml } from '../../../components/sanitised-html.tsx';
import { useLayoutMode } from '../../../lib/viewport.ts';
import { guideCardState, showGuideAvatar, useGuideStore } from '../guide-store.ts';

interface GuideCardProps {
  guide: ImageRef | null;
  guideName: string;
  title: string;
  description: string;
  video: Video | null;
  /** Shown on top of the card (the mobile guide-card tutorial). */
  hint?: ReactNode;
}

export function GuideCard({ guide, guideName, title, description, video, hint }: GuideCardProps) {
  const { t } = useTranslation();
  const layout = useLayoutMode();
  const cardOpen = useGuideStore((state) => state.cardOpen);
  const videoPlaying = useGuideStore((state) => state.videoPlaying);
  const toggleCard = useGuideStore((state) => state.toggleCard);
  const setVideoPlaying = useGuideStore((state) => state.setVideoPlaying);
  const state = guideCardState(cardOpen, videoPlaying);
  const avatar = guide && showGuideAvatar(layout, videoPlaying);

  return (
    <aside className="guide-card" data-state={state} aria-label={t('viewer.guide.label')}>
      {hint}
      <button type="button" className="guide-card__toggle" aria-expanded={cardOpen} onClick={toggleCard}>
        {cardOpen ? t('viewer.guide.hide') : t('viewer.guide.show')}
      </button>
      {cardOpen ? (
        <div className="guide-card__body">
          {guideName || avatar ? (
            <p className="guide-card__guide">
              {avatar ? (
                <img className="guide-card__avatar" src={guide.url} alt={guide.alt ?? ''} width={48} height={48} />
              ) : null}
              <span>
                <span className="guide-card__role">{t('viewer.guide.tourGuide')}</span> {guideName}
              </span>
            </p>
          ) : null}
          {state === 'open' ? (
            <>
              <h2 className="guide-card__title">{title}</h2>
              {description ? <SanitisedHtml className="guide-card__text" html={description} /> : null}
            </>
          ) : null}
          {video?.provider === 'file' ? (
            // The content model has no caption files for guide videos; the card's text goes with it.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              className="guide-card__video"
              src={video.url}
              controls
              title={video.title}
              onPlay={() => setVideoPlaying(true)}
              onPause={() => setVideoPlaying(false)}
              onEnded={() => setVideoPlaying(false)}
            />
          ) : null}
          {video && video.provider !== 'file' && video.url ? (
            // A hosted video (YouTube, Vimeo, qq) opens on its site: no player script or frame
            // is loaded from elsewhere unless the visitor asks for it.
            <a className="guide-card__video-link" href={video.url} target="_blank" rel="noopener noreferrer">
              {video.thumbnail ? <img src={video.thumbnail} alt="" width={96} /> : null}
              <span>{t('cta.watchVideo', { title: video.title })}</span>
              <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}
