import { useCallback, useEffect, useState } from 'react';
import { fetchBannerCard, type BannerCardResult, type BannerRequest } from '../api/fetch-banner-card.ts';

export type BannerCardState = BannerCardResult | { status: 'loading' };

/**
 * Loads the card once per request (a banner never navigates), aborting on unmount; `retry` loads it
 * again after a failure. No query cache: the banner entry stays small (docs/embedding.md).
 */
export function useBannerCard(request: BannerRequest, fetchImpl?: typeof fetch) {
  const [state, setState] = useState<BannerCardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { pathname, language, token, contentType } = request;

  useEffect(() => {
    const controller = new AbortController();
    fetchBannerCard({ pathname, language, token, contentType }, controller.signal, fetchImpl).then(
      setState,
      () => undefined, // aborted on unmount
    );
    return () => controller.abort();
  }, [pathname, language, token, contentType, fetchImpl, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
