// Vimeo through @vimeo/player, imported on demand (its own chunk, fetched once by the first Vimeo video).
import { scriptFailed, vimeoFailure } from '../video-failure.ts';
import type { MountPlayer } from './player-contract.ts';

type VimeoPlayer = import('@vimeo/player').default;
type VimeoUrl = `https://vimeo.com/${string}` | `https://player.vimeo.com/video/${string}`;

const isVimeoUrl = (url: string): url is VimeoUrl =>
  url.startsWith('https://vimeo.com/') || url.startsWith('https://player.vimeo.com/video/');

/** A numeric code is the video id; otherwise the video's own Vimeo URL (private links carry a hash). */
function vimeoSource(code: string, url: string): { id: number } | { url: VimeoUrl } {
  if (/^\d+$/.test(code)) return { id: Number(code) };
  if (isVimeoUrl(url)) return { url };
  return { url: `https://player.vimeo.com/video/${encodeURIComponent(code)}` };
}

export const mountVimeo: MountPlayer = (container, video, options, events) => {
  let player: VimeoPlayer | null = null;
  let destroyed = false;
  import('@vimeo/player').then(
    ({ default: Player }) => {
      if (destroyed) return;
      player = new Player(container, {
        ...vimeoSource(video.code, video.url),
        autoplay: options.autoplay,
        muted: options.muted,
        loop: options.loop,
        playsinline: true,
        dnt: true,
        responsive: true,
      });
      player.ready().then(
        () => events.onState('loaded'),
        (error: unknown) => events.onFailure(vimeoFailure(error, video.code)),
      );
      player.on('play', () => events.onState('playing'));
      player.on('pause', () => events.onState('paused'));
      player.on('ended', () => events.onState('ended'));
      player.on('error', (error: unknown) => events.onFailure(vimeoFailure(error, video.code)));
    },
    () => {
      if (!destroyed) events.onFailure(scriptFailed('vimeo', video.code));
    },
  );
  return () => {
    destroyed = true;
    void player?.destroy().catch(() => undefined);
  };
};
