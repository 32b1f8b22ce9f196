// YouTube through its IFrame API (https://developers.google.com/youtube/iframe_api_reference):
// the API script is loaded once; it calls window.onYouTubeIframeAPIReady when YT.Player exists.
import { loadScriptOnce } from '../script-loader.ts';
import { scriptFailed, youTubeFailure } from '../video-failure.ts';
import { fromYouTubeState } from '../video-state.ts';
import type { MountPlayer } from './player-contract.ts';

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';

interface YouTubePlayer {
  destroy: () => void;
}
interface YouTubePlayerOptions {
  videoId: string;
  host: string;
  width: string;
  height: string;
  playerVars: Record<string, string | number>;
  events: {
    onReady: () => void;
    onStateChange: (event: { data: number }) => void;
    onError: (event: { data: number }) => void;
  };
}
interface YouTubeNamespace {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
}
declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let api: Promise<YouTubeNamespace> | null = null;

function youTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  api ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
      else reject(new Error('YT.Player missing'));
    };
    loadScriptOnce(YOUTUBE_API_URL).catch(reject);
  }).catch((error: unknown) => {
    api = null;
    throw error;
  });
  return api;
}

export const mountYouTube: MountPlayer = (container, video, options, events) => {
  let player: YouTubePlayer | null = null;
  let destroyed = false;
  const target = document.createElement('div');
  container.appendChild(target);
  youTubeApi().then(
    (yt) => {
      if (destroyed) return;
      player = new yt.Player(target, {
        videoId: video.code,
        // The privacy-enhanced host: no cookies until the visitor plays.
        host: 'https://www.youtube-nocookie.com',
        width: '100%',
        height: '100%',
        playerVars: {
          autoplay: options.autoplay ? 1 : 0,
          mute: options.muted ? 1 : 0,
          playsinline: 1,
          rel: 0,
          ...(options.loop ? { loop: 1, playlist: video.code } : {}),
        },
        events: {
          onReady: () => events.onState('loaded'),
          onStateChange: ({ data }) => {
            const state = fromYouTubeState(data);
            if (state !== null && state !== 'loaded') events.onState(state);
          },
          onError: ({ data }) => events.onFailure(youTubeFailure(data, video.code)),
        },
      });
    },
    () => {
      if (!destroyed) events.onFailure(scriptFailed('youtube', video.code));
    },
  );
  return () => {
    destroyed = true;
    player?.destroy();
    target.remove();
  };
};

/** Test helper: forget the loaded API. */
export function resetYouTubeApi(): void {
  api = null;
}
