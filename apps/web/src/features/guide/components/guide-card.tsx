// The guide card (spec sections 2 and 4, issue 12): a collapsible overlay over the panorama on
// wide screens and a bottom sheet on phones (below 1200 px). Open by default with the tour guide's
// avatar and name and the scene's text; collapsed while a video plays (normal when paused); on
// mobile the avatar is hidden while playing. `actions` is the call-to-action area (button CTAs).
import type { ImageRef, Video } from '@meridian/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitisedHtml } from '../../../components/sanitised-html.tsx';
import { Sheet } from '../../../components/sheet.tsx';
import './guide-card.css';
import { useLayoutMode } from '../../../lib/viewport.ts';
import { guideCardState, showGuideAvatar, useGuideStore } from '../guide-store.ts';

interface GuideCardProps {
  guide: ImageRef | null;
  guideName: string;
  title: string;
  description: string;
  video: Video | null;
  /** The call-to-action area: the brand's button CTAs. */
  actions?: ReactNode;
  /** Extra buttons in the card's header (previous/next on phones). */
  headerActions?: ReactNode;
  /**
   * Start collapsed (a gallery scene: the images must not be covered); the visitor can still
   * expand it. Not remembered: the next scene follows the visitor's usual choice.
   */
  compact?: boolean;
  /** The scene shown: a compact card starts collapsed again on each new scene. */
  sceneKey?: string | number;
  theme?: 'light' | 'dark';
}

export function GuideCard(props: GuideCardProps) {
  const { guide, guideName, title, description, video, actions, headerActions, compact = false, theme } = props;
  const { t } = useTranslation();
  const layout = useLayoutMode();
  const cardOpen = useGuideStore((state) => state.cardOpen);
  const videoPlaying = useGuideStore((state) => state.videoPlaying);
  const toggleCard = useGuideStore((state) => state.toggleCard);
  const setVideoPlaying = useGuideStore((state) => state.setVideoPlaying);
  const [compactOpen, setCompactOpen] = useState(false);
  // Reset here, not by remounting the card: a remount drops the focus of a keyboard user on its
  // header's "Next scene" (phones and tablets) as the scene changes.
  const [compactFor, setCompactFor] = useState(props.sceneKey);
  if (compactFor !== props.sceneKey) {
    setCompactFor(props.sceneKey);
    setCompactOpen(false);
  }
  const open = compact ? compactOpen : cardOpen;
  const state = guideCardState(open, videoPlaying);
  const avatar = guide && showGuideAvatar(layout, videoPlaying);

  return (
    <Sheet
      className="guide-card"
      data-state={state}
      label={t('viewer.guide.label')}
      title={title}
      labels={{ collapse: t('viewer.guide.hide'), expand: t('viewer.guide.show') }}
      placement={layout === 'mobile' ? 'bottom' : 'floating'}
      expanded={open}
      onExpandedChange={compact ? setCompactOpen : toggleCard}
      headerActions={headerActions}
      theme={theme}
    >
      {open ? (
        <div className="guide-card__body">
          {guideName || avatar ? (
            <p className="guide-card__guide">
              {avatar ? (
                <img className="guide-card__avatar" src={guide.url} alt={guide.alt ?? ''} width={40} height={40} />
              ) : null}
              <span>
                <span className="guide-card__role">{t('viewer.guide.tourGuide')}</span> {guideName}
              </span>
            </p>
          ) : null}
          {state === 'open' && description ? <SanitisedHtml className="guide-card__text" html={description} /> : null}
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
          {actions ? <div className="guide-card__actions">{actions}</div> : null}
        </div>
      ) : null}
    </Sheet>
  );
}
