// The card's data: one small request (GET /api/v2/banner/?path=…), parsed against its contract.
import { bannerCard, type BannerCard } from '@meridian/contracts/embed';
import { bannerCardRequestPath } from '@meridian/contracts/paths';

export type BannerCardResult = { status: 'ready'; card: BannerCard } | { status: 'not-found' } | { status: 'failed' };

export interface BannerRequest {
  pathname: string;
  /** The lng parameter, when the embedding page set one; else the server reads Accept-Language. */
  language: string | null;
  /** Preview: token and content_type travel to the API as they do for the app. */
  token: string | null;
  contentType: string | null;
}

export async function fetchBannerCard(
  request: BannerRequest,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<BannerCardResult> {
  try {
    const response = await fetchImpl(bannerCardRequestPath(request), {
      headers: { Accept: 'application/json' },
      // Cookies only to its own origin: from a sandboxed frame (opaque origin, WordPress's
      // embeds) none, so the public read works under `Access-Control-Allow-Origin: *`.
      credentials: 'same-origin',
      signal,
    });
    if (response.status === 404) return { status: 'not-found' };
    if (!response.ok) return { status: 'failed' };
    const parsed = bannerCard.safeParse(await response.json());
    return parsed.success ? { status: 'ready', card: parsed.data } : { status: 'failed' };
  } catch (error) {
    if (signal.aborted) throw error;
    return { status: 'failed' };
  }
}
