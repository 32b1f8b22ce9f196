// Each provider's player is its own chunk, loaded when a video of that provider is mounted: a page
// carries the code of the players it shows, not of all four (the homepage's JavaScript budget).
import type { Video } from '@meridian/contracts';
import { scriptFailed } from '../video-failure.ts';
import type { MountPlayer } from './player-contract.ts';

const players: Record<Video['provider'], () => Promise<MountPlayer>> = {
  youtube: () => import('./youtube-player.ts').then((module) => module.mountYouTube),
  vimeo: () => import('./vimeo-player.ts').then((module) => module.mountVimeo),
  qq: () => import('./qq-player.ts').then((module) => module.mountQq),
  file: () => import('./file-player.ts').then((module) => module.mountFile),
};

/** Mounts the video's player once its code is here; the destroy function works before that too. */
export const mountPlayer: MountPlayer = (container, video, options, events) => {
  let destroy: (() => void) | null = null;
  let destroyed = false;
  players[video.provider]().then(
    (mount) => {
      if (!destroyed) destroy = mount(container, video, options, events);
    },
    // The player's own code did not arrive (offline, a new deployment): as a player script that fails.
    () => {
      if (!destroyed) events.onFailure(scriptFailed(video.provider, video.code));
    },
  );
  return () => {
    destroyed = true;
    destroy?.();
  };
};
