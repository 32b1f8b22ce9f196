import { RotateCcw } from 'lucide-react';
import { useEffect, useMemo, type CSSProperties } from 'react';
import { Button } from '../../../components/button.tsx';
import { brandStyle } from '../../../lib/brand-tokens.ts';
import { setDocumentLanguage } from '../../../lib/document-language.ts';
import { backgroundColour, firstValue, isDarkMode } from '../../../lib/query-params.ts';
import type { BannerRequest } from '../api/fetch-banner-card.ts';
import { BANNER_BLUR, bannerLayout, virtualTourUrl } from '../banner-rules.ts';
import { bannerMessageLanguage, bannerStrings } from '../banner-strings.ts';
import { useBannerCard } from '../hooks/use-banner-card.ts';
import { useViewport } from '../../../lib/viewport.ts';
import { BannerCard } from './banner-card.tsx';
import './banner.css';

/** Performance mark set on the first frame that shows the card. */
export const BANNER_PAINTED_MARK = 'banner-card-painted';

export interface BannerScreenProps {
  location?: Pick<Location, 'origin' | 'pathname' | 'search'>;
  fetchImpl?: typeof fetch;
}

/**
 * The embed banner card page (`?banner=true`): sized by its frame, dark with mode=dark, on a
 * transparent page unless `background` names a colour. No modal, no entry CTA, no panorama.
 */
export function BannerScreen({ location = window.location, fetchImpl }: BannerScreenProps) {
  const { pathname, search } = location;
  const request = useMemo<BannerRequest>(
    () => ({
      pathname,
      language: firstValue(search, 'lng'),
      token: firstValue(search, 'token'),
      contentType: firstValue(search, 'content_type'),
    }),
    [pathname, search],
  );
  const { state, retry } = useBannerCard(request, fetchImpl);
  // The banner fills its frame, so the frame's viewport is the banner's size.
  const size = useViewport();
  const layout = bannerLayout(size);
  const dark = isDarkMode(search);
  const card = state.status === 'ready' ? state.card : null;
  const wanted = card?.language ?? request.language ?? navigator.language;
  const strings = bannerStrings(wanted);
  const messageLanguage = bannerMessageLanguage(wanted);

  useEffect(() => {
    document.documentElement.style.background = backgroundColour(search) ?? 'transparent';
  }, [search]);
  useEffect(() => {
    if (!card) {
      setDocumentLanguage({ lang: messageLanguage.lang, dir: messageLanguage.dir });
      return;
    }
    setDocumentLanguage({ lang: card.language, dir: card.bidi ? 'rtl' : 'ltr' });
    document.title = card.title;
    // For the bench (bench/banner.ts): the first frame that shows the card.
    requestAnimationFrame(() => performance.mark(BANNER_PAINTED_MARK));
  }, [card, messageLanguage.lang, messageLanguage.dir]);

  const blur = dark ? BANNER_BLUR.dark : BANNER_BLUR.light;
  const style = {
    ...brandStyle(card?.brand.primary_color ?? null),
    '--banner-blur': blur.radius,
    '--banner-backdrop-opacity': String(blur.opacity),
  } as CSSProperties;

  return (
    <main
      className="banner"
      data-theme={dark ? 'dark' : 'light'}
      data-compact={layout.compact}
      data-fills={layout.fillsBanner}
      data-details={layout.showDetails}
      style={style}
    >
      {card?.thumbnail && !layout.fillsBanner ? (
        <div
          className="banner__backdrop"
          data-testid="banner-backdrop"
          style={{ backgroundImage: `url("${card.thumbnail.url}")` }}
          aria-hidden="true"
        />
      ) : null}
      {state.status === 'ready' ? (
        <BannerCard card={state.card} layout={layout} strings={strings} tourUrl={virtualTourUrl(location)} />
      ) : state.status === 'loading' ? (
        <div className="banner-card banner-card--placeholder" role="status">
          <span className="visually-hidden">{strings.loading}</span>
        </div>
      ) : (
        <div className="banner-card banner-card--message" role="alert">
          <p className="banner-card__title">{state.status === 'not-found' ? strings.notFound : strings.failed}</p>
          {state.status === 'failed' ? (
            <Button variant="secondary" size="sm" icon={RotateCcw} onClick={retry}>
              {strings.retry}
            </Button>
          ) : null}
        </div>
      )}
    </main>
  );
}
