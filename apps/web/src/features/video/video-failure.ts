// Spec section 8: a video failure (YouTube code 100, a player script that does not load, a player that
// reports an error when ready) shows "Video does not exist!" and is reported with these messages.
import type { Video } from '@meridian/contracts';

export class VideoFailure extends Error {
  override readonly name = 'VideoFailure';
  constructor(
    message: string,
    readonly provider: Video['provider'],
    readonly code: string,
    /** The provider says it has no such video; otherwise its player could not play here (offline, blocked). */
    readonly missing = false,
  ) {
    super(message);
  }
}

export const scriptFailed = (provider: Video['provider'], code: string) =>
  new VideoFailure(`Video script failed to load (${provider})`, provider, code);

/** YouTube's onError data: 2 bad id, 5 HTML5 player error, 100 not found, 101/150 embedding refused. */
export function youTubeFailure(errorCode: number, code: string): VideoFailure {
  return new VideoFailure(`YouTube player error ${errorCode}`, 'youtube', code, errorCode === 2 || errorCode === 100);
}

export function vimeoFailure(error: unknown, code: string): VideoFailure {
  const message = error instanceof Error && error.message ? error.message : 'Unknown Vimeo error';
  const missing = error instanceof Error && (error.name === 'NotFoundError' || /not found/i.test(error.message));
  return new VideoFailure(message, 'vimeo', code, missing);
}

export const mediaFailure = (code: string) => new VideoFailure('Video file failed to play', 'file', code, true);
