// An embedded 3D walkthrough (place.MatterportEmbedPage) in a frame — only from the allow-list:
// the server's own walkthrough pages (same origin, /walkthrough/…) and Matterport. Anything else,
// a page that answers with an error, or a frame that never loads shows a clear fallback.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentScope } from '../../../lib/tenant-context.tsx';

export const WALKTHROUGH_LOAD_TIMEOUT_MS = 15_000;
const ALLOWED_HOSTS = ['my.matterport.com'];

/** The URL to frame, or null when it is not on the allow-list. */
export function allowedWalkthroughUrl(raw: string | null, origin: string = window.location.origin): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return url.pathname.startsWith('/walkthrough/') ? url : null;
  return url.protocol === 'https:' && ALLOWED_HOSTS.includes(url.hostname) ? url : null;
}

type FrameState = 'checking' | 'loading' | 'loaded' | 'failed';

export function WalkthroughFrame({ title, embedUrl }: { title: string; embedUrl: string | null }) {
  const { t } = useTranslation();
  const { language } = useContentScope();
  const url = allowedWalkthroughUrl(embedUrl);
  const sameOrigin = url?.origin === window.location.origin;
  // The server's own walkthrough speaks the visitor's language (its caption and instructions), as
  // the tour around it does, unless the link names one.
  if (url && sameOrigin && !url.searchParams.has('lng')) url.searchParams.set('lng', language);
  const href = url?.href ?? null;
  const [state, setState] = useState<FrameState>(sameOrigin ? 'checking' : 'loading');

  useEffect(() => {
    if (!href) return;
    const controller = new AbortController();
    // A same-origin page can be asked first, so a missing walkthrough is not framed as an error page.
    if (sameOrigin) {
      fetch(href, { method: 'HEAD', signal: controller.signal })
        .then((response) => setState(response.ok ? 'loading' : 'failed'))
        .catch(() => {
          if (!controller.signal.aborted) setState('failed');
        });
    }
    const timer = setTimeout(
      () => setState((current) => (current === 'loaded' ? current : 'failed')),
      WALKTHROUGH_LOAD_TIMEOUT_MS,
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [href, sameOrigin]);

  if (!href || state === 'failed') {
    return (
      <section className="walkthrough walkthrough--fallback" role="alert" aria-label={title}>
        <h2>{t('viewer.walkthrough.unavailableTitle')}</h2>
        <p>{href ? t('viewer.walkthrough.failed') : t('viewer.walkthrough.notAllowed')}</p>
        {href ? (
          <p>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t('viewer.walkthrough.openInNewTab')}
            </a>
          </p>
        ) : null}
      </section>
    );
  }

  return (
    <section className="walkthrough" aria-label={title}>
      {state === 'checking' ? null : (
        <iframe
          className="walkthrough__frame"
          src={href}
          title={t('viewer.walkthrough.frameTitle', { title })}
          allow="fullscreen; xr-spatial-tracking; accelerometer; gyroscope"
          allowFullScreen
          onLoad={() => setState('loaded')}
          data-state={state}
        />
      )}
    </section>
  );
}
