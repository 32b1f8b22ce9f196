// An uploaded video file (the demo's offline WebM) in a <video> element: nothing leaves the machine.
import { mediaFailure } from '../video-failure.ts';
import type { MountPlayer } from './player-contract.ts';

export const mountFile: MountPlayer = (container, video, options, events) => {
  const element = document.createElement('video');
  element.src = video.url;
  if (video.thumbnail) element.poster = video.thumbnail;
  element.muted = options.muted;
  element.loop = options.loop;
  element.autoplay = options.autoplay;
  element.playsInline = true;
  element.controls = !options.autoplay;
  element.setAttribute('aria-label', video.title);
  element.addEventListener('loadeddata', () => events.onState('loaded'));
  element.addEventListener('playing', () => events.onState('playing'));
  element.addEventListener('pause', () => {
    if (!element.ended) events.onState('paused');
  });
  element.addEventListener('ended', () => events.onState('ended'));
  element.addEventListener('error', () => events.onFailure(mediaFailure(video.code || video.url)));
  container.appendChild(element);
  return () => {
    element.pause();
    element.removeAttribute('src');
    element.load();
    element.remove();
  };
};
