// A video slot whose player cannot play here: its poster stays, and over it either the title with a
// link to watch it on the provider's site (the player could not load) or "Video does not exist!"
// (spec section 8: the provider does not have it). A hero background shows only its poster: the
// hero's own text is over it.
import type { Video } from '@meridian/contracts';
import ExternalLink from 'lucide-react/icons/external-link';
import { useTranslation } from 'react-i18next';
import { watchLink } from '../watch-link.ts';

interface VideoUnavailableProps {
  video: Video;
  fit: 'frame' | 'fill';
  /** The provider has no such video (else its player could not load here). */
  missing: boolean;
}

export function VideoUnavailable({ video, fit, missing: providerSaysMissing }: VideoUnavailableProps) {
  const { t } = useTranslation();
  const link = watchLink(video);
  const poster = video.thumbnail ? (
    <img className="video-embed__poster" src={video.thumbnail} alt="" loading="lazy" decoding="async" />
  ) : null;
  if (fit === 'fill') return poster;
  const missing = providerSaysMissing || !link;
  return (
    <>
      {poster}
      <div className="video-embed__failure" data-offline={!missing || undefined}>
        {missing ? (
          <p className="video-embed__failure-title" role="img" aria-label={t('video.doesNotExist')}>
            <span aria-hidden="true">{t('video.doesNotExist')}</span>
          </p>
        ) : (
          <p className="video-embed__failure-title">{video.title}</p>
        )}
        {link && !missing ? (
          <a className="video-embed__watch" href={link.href} target="_blank" rel="noopener noreferrer">
            {t('video.watchOn', { provider: link.provider })}
            <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>
            <ExternalLink className="video-embed__watch-icon" aria-hidden="true" focusable="false" />
          </a>
        ) : null}
      </div>
    </>
  );
}
