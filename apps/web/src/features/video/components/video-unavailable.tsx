// A video slot whose player cannot play here: its poster stays (or, when the pack names none, a
// backdrop in the brand's colour), and over it either the title with a link to watch it on the
// provider's site (the player could not load: offline, the default install) or "Video does not
// exist!" (spec section 8: the provider does not have it). A hero background shows only its
// poster: the hero's own text is over it.
import type { Video } from '@meridian/contracts';
import ExternalLink from 'lucide-react/icons/external-link';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/button.tsx';
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
  const image = video.thumbnail ? (
    <img className="video-embed__poster" src={video.thumbnail} alt="" loading="lazy" decoding="async" />
  ) : null;
  if (fit === 'fill') return image;
  const poster = image ?? <div className="video-embed__backdrop" aria-hidden="true" />;
  const missing = providerSaysMissing || !link;
  if (missing) {
    return (
      <>
        {poster}
        <div className="video-embed__failure">
          <p className="video-embed__failure-title" role="img" aria-label={t('video.doesNotExist')}>
            <span aria-hidden="true">{t('video.doesNotExist')}</span>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      {poster}
      <div className="video-embed__failure" data-offline="true">
        <span className="video-embed__provider">{link.provider}</span>
        <p className="video-embed__failure-title">{video.title}</p>
        <a
          className={buttonClassName({ variant: 'primary' }, 'video-embed__watch')}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="button__label">{t('video.watchOn', { provider: link.provider })}</span>
          <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>
          <ExternalLink className="button__icon" aria-hidden="true" focusable="false" />
        </a>
      </div>
    </>
  );
}
