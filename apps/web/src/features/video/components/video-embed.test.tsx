import type { Video } from '@meridian/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { englishI18n } from '../../../testing/test-i18n.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetYouTubeApi, YOUTUBE_API_URL } from '../providers/youtube-player.ts';
import { resetLoadedScripts } from '../script-loader.ts';
import type { VideoFailure } from '../video-failure.ts';
import { VideoEmbed, type VideoEmbedProps } from './video-embed.tsx';

const youtube: Video = {
  provider: 'youtube',
  code: 'abc123',
  title: 'A day on campus',
  thumbnail: '/media/poster.jpg',
  url: 'https://www.youtube.com/watch?v=abc123',
};
const file: Video = { provider: 'file', code: '', title: 'The quad', thumbnail: null, url: '/media/quad.webm' };

/** IntersectionObserver as the browser drives it: the test says when the slot comes on screen. */
const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
function scrollIntoView() {
  act(() => {
    for (const observer of observers) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    }
  });
}

function stubPreferences({ reducedMotion = false, saveData = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
}

const apiScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === YOUTUBE_API_URL);

function renderVideos(...props: VideoEmbedProps[]) {
  const i18n = englishI18n();
  return render(
    <I18nextProvider i18n={i18n}>
      {props.map((item, index) => (
        <VideoEmbed key={index} {...item} />
      ))}
    </I18nextProvider>,
  );
}

/** What YouTube's API does once its script runs: YT.Player exists, then onYouTubeIframeAPIReady. */
async function youTubeApiArrives() {
  const players: {
    events: {
      onReady: () => void;
      onStateChange: (e: { data: number }) => void;
      onError: (e: { data: number }) => void;
    };
  }[] = [];
  class Player {
    constructor(_element: HTMLElement, options: (typeof players)[number]) {
      players.push(options);
    }
    destroy() {}
  }
  window.YT = { Player };
  await act(async () => {
    apiScripts()[0]?.dispatchEvent(new Event('load'));
    window.onYouTubeIframeAPIReady?.();
    await Promise.resolve();
  });
  await vi.waitFor(() => expect(players.length).toBeGreaterThan(0));
  return players;
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, elements: [] });
      }
      observe(element: Element) {
        observers.at(-1)?.elements.push(element);
      }
      disconnect() {}
    },
  );
  stubPreferences();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetLoadedScripts();
  resetYouTubeApi();
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

/** Each provider's player is loaded when first mounted (providers/mount-player.ts): every one here, and their mounts run. */
async function playersSettle(): Promise<void> {
  await act(async () => {
    await Promise.all(['youtube', 'vimeo', 'qq', 'file'].map((name) => import(`../providers/${name}-player.ts`)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The file player's video element, once its player has mounted it. */
function mountedVideo(container: HTMLElement): Promise<HTMLVideoElement> {
  return vi.waitFor(() => {
    const video = container.querySelector('video');
    if (!video) throw new Error('no video element yet');
    return video;
  });
}

describe('homepage videos', () => {
  it('load nothing from the provider until the video is on screen, then its script once for every player', async () => {
    renderVideos({ video: youtube, homepage: true }, { video: { ...youtube, code: 'def456' }, homepage: true });
    await playersSettle();
    expect(apiScripts()).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Play video: A day on campus' })).toHaveLength(2);
    scrollIntoView();
    await vi.waitFor(() => expect(apiScripts()).toHaveLength(1));
    await playersSettle();
    expect(apiScripts()).toHaveLength(1);
  });

  it('go through loaded, playing, paused and ended as the player reports them', async () => {
    const states: string[] = [];
    const { container } = renderVideos({
      video: youtube,
      homepage: true,
      onStateChange: (state) => states.push(state),
    });
    scrollIntoView();
    const [player] = await youTubeApiArrives();
    act(() => player?.events.onReady());
    expect(container.querySelector('[data-video-state]')?.getAttribute('data-video-state')).toBe('loaded');
    for (const data of [1, 2, 1, 0]) act(() => player?.events.onStateChange({ data }));
    expect(states).toEqual(['loaded', 'playing', 'paused', 'playing', 'ended']);
  });

  it('show the poster, the title and a link to watch on YouTube when the player cannot load (offline)', async () => {
    const failures: VideoFailure[] = [];
    const { container } = renderVideos({
      video: youtube,
      homepage: true,
      onFailure: (failure) => failures.push(failure),
    });
    scrollIntoView();
    await vi.waitFor(() => expect(apiScripts()).toHaveLength(1));
    act(() => {
      apiScripts()[0]?.dispatchEvent(new Event('error'));
    });
    return vi.waitFor(() => {
      expect(screen.queryByText('Video does not exist!')).toBeNull();
      expect(container.querySelector('img.video-embed__poster')?.getAttribute('src')).toBe('/media/poster.jpg');
      expect(screen.getByText('A day on campus')).toBeTruthy();
      const link = screen.getByRole('link', { name: /Watch on YouTube/ });
      expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc123');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(failures.map((failure) => failure.message)).toEqual(['Video script failed to load (youtube)']);
    });
  });

  it('report a looping file’s play once, not at every loop', async () => {
    const states: string[] = [];
    const { container } = renderVideos({ video: file, homepage: true, onStateChange: (state) => states.push(state) });
    scrollIntoView();
    const video = await mountedVideo(container);
    act(() => {
      for (const type of ['loadeddata', 'playing', 'playing', 'playing']) video?.dispatchEvent(new Event(type));
    });
    expect(states).toEqual(['loaded', 'playing']);
  });

  it('show the placeholder when YouTube answers code 100 (video not found)', async () => {
    const failures: VideoFailure[] = [];
    renderVideos({ video: youtube, homepage: true, onFailure: (failure) => failures.push(failure) });
    scrollIntoView();
    const [player] = await youTubeApiArrives();
    act(() => player?.events.onError({ data: 100 }));
    expect(screen.getByRole('img', { name: 'Video does not exist!' })).toBeTruthy();
    expect(failures[0]?.code).toBe('abc123');
  });

  it('stay a poster with prefers-reduced-motion until the visitor presses play', async () => {
    stubPreferences({ reducedMotion: true });
    renderVideos({ video: youtube, homepage: true });
    scrollIntoView();
    await playersSettle();
    expect(apiScripts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: A day on campus' }));
    await vi.waitFor(() => expect(apiScripts()).toHaveLength(1));
  });

  it('stay a poster when the visitor asks to save data', async () => {
    stubPreferences({ saveData: true });
    const { container } = renderVideos({ video: file, homepage: true });
    scrollIntoView();
    await playersSettle();
    expect(container.querySelector('video')).toBeNull();
  });

  it('play an uploaded file muted and looping, and show the placeholder if it cannot play', async () => {
    const { container } = renderVideos({ video: file, homepage: true });
    scrollIntoView();
    const video = await mountedVideo(container);
    expect(video?.getAttribute('src')).toBe('/media/quad.webm');
    expect(video?.muted && video.loop && video.autoplay).toBe(true);
    act(() => {
      video?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('img', { name: 'Video does not exist!' })).toBeTruthy();
  });
});
