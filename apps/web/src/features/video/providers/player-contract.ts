// One interface for every video provider (YouTube, Vimeo, qq, uploaded files): mount into a container,
// report states and failures, and give back the function that destroys the player.
import type { Video } from '@meridian/contracts';
import type { VideoFailure } from '../video-failure.ts';
import type { VideoState } from '../video-state.ts';

export interface PlayerOptions {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
}

export interface PlayerEvents {
  onState: (state: VideoState) => void;
  onFailure: (failure: VideoFailure) => void;
}

export type MountPlayer = (
  container: HTMLElement,
  video: Video,
  options: PlayerOptions,
  events: PlayerEvents,
) => () => void;
