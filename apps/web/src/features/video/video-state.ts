// Spec section 4: a video is loaded, playing, paused, ended or in error (errors show a placeholder).
// `poster` is before any player exists: off screen, reduced motion, Save-Data, or not yet asked for.
export type VideoState = 'poster' | 'loaded' | 'playing' | 'paused' | 'ended' | 'error';

/** YouTube IFrame API player states (YT.PlayerState) → ours; buffering and cued change nothing. */
export function fromYouTubeState(state: number): VideoState | null {
  switch (state) {
    case -1:
      return 'loaded';
    case 0:
      return 'ended';
    case 1:
      return 'playing';
    case 2:
      return 'paused';
    default:
      return null;
  }
}
