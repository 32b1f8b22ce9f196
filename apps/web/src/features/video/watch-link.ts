// Where a video can be watched on its provider's own site: the fallback when its player cannot
// load here (the default offline install, or a provider the site does not allow).
import type { Video } from '@meridian/contracts';

const PROVIDER_NAMES: Record<Video['provider'], string | null> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  qq: 'Tencent Video',
  file: null,
};

export interface WatchLink {
  href: string;
  provider: string;
}

export function watchLink(video: Pick<Video, 'provider' | 'code' | 'url'>): WatchLink | null {
  const provider = PROVIDER_NAMES[video.provider];
  if (!provider) return null;
  if (/^https:\/\//i.test(video.url)) return { href: video.url, provider };
  const code = encodeURIComponent(video.code);
  if (!code) return null;
  const href = {
    youtube: `https://www.youtube.com/watch?v=${code}`,
    vimeo: `https://vimeo.com/${code}`,
    qq: `https://v.qq.com/x/page/${code}.html`,
    file: '',
  }[video.provider];
  return { href, provider };
}
