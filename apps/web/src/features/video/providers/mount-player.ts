import type { Video } from '@meridian/contracts';
import { mountFile } from './file-player.ts';
import type { MountPlayer } from './player-contract.ts';
import { mountQq } from './qq-player.ts';
import { mountVimeo } from './vimeo-player.ts';
import { mountYouTube } from './youtube-player.ts';

export const playerFor: Record<Video['provider'], MountPlayer> = {
  youtube: mountYouTube,
  vimeo: mountVimeo,
  qq: mountQq,
  file: mountFile,
};
