// The qq player has no script API: a plain iframe of its player page. It reports no states of its
// own beyond loading, so the slot shows "loaded" once the frame has loaded.
import type { MountPlayer } from './player-contract.ts';

export function qqPlayerUrl(code: string, autoplay: boolean): string {
  const url = new URL('https://v.qq.com/txp/iframe/player.html');
  url.searchParams.set('vid', code);
  url.searchParams.set('autoplay', String(autoplay));
  return url.href;
}

export const mountQq: MountPlayer = (container, video, options, events) => {
  const frame = document.createElement('iframe');
  frame.src = qqPlayerUrl(video.code, options.autoplay);
  frame.title = video.title;
  frame.allow = 'autoplay; fullscreen';
  frame.allowFullscreen = true;
  frame.addEventListener('load', () => events.onState('loaded'));
  container.appendChild(frame);
  return () => frame.remove();
};
