// One video slot: the poster until the video is on screen (or always, for reduced motion and
// Save-Data, until the visitor presses play), then the provider's player. A failure is handed to
// `onFailure` for reporting and shows the poster again: a player that cannot load (offline, the
// default install) with the title and a link to watch it on the provider's site; a video the
// provider does not have with "Video does not exist!". A state is reported once however often the
// player repeats it (a looping file says "playing" at every loop).
import type { Video } from '@meridian/contracts';
import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewport } from '../../../lib/viewport.ts';
import { useMotionPreferences } from '../hooks/use-motion-preferences.ts';
import { useSeenOnScreen } from '../hooks/use-on-screen.ts';
import { mountPlayer } from '../providers/mount-player.ts';
import type { VideoFailure } from '../video-failure.ts';
import { planVideo } from '../video-plan.ts';
import type { VideoState } from '../video-state.ts';
import { VideoUnavailable } from './video-unavailable.tsx';
import './video.css';

export interface VideoEmbedProps {
  video: Video;
  /** On the homepage YouTube and Vimeo autoplay muted and files loop as a background. */
  homepage?: boolean;
  /** `frame`: sized by spec section 9; `fill`: fills its parent (a hero background). */
  fit?: 'frame' | 'fill';
  onStateChange?: (state: VideoState) => void;
  onFailure?: (failure: VideoFailure) => void;
}

export function VideoEmbed({ video, homepage = false, fit = 'frame', onStateChange, onFailure }: VideoEmbedProps) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const seen = useSeenOnScreen(slot, '200px');
  const { width } = useViewport();
  const preferences = useMotionPreferences();
  const plan = planVideo(video, { homepage, viewportWidth: width, ...preferences });
  const [requested, setRequested] = useState(false);
  const [state, setState] = useState<VideoState>('poster');
  const [failure, setFailure] = useState<VideoFailure | null>(null);
  const reported = useRef<VideoState>('poster');
  const active = state !== 'error' && (requested || (seen && !plan.posterOnly));
  const { autoplay, muted, loop } = plan;

  const change = useEffectEvent((next: VideoState) => {
    if (reported.current === next) return;
    reported.current = next;
    setState(next);
    onStateChange?.(next);
  });
  const fail = useEffectEvent((next: VideoFailure) => {
    setFailure(next);
    change('error');
    onFailure?.(next);
  });

  useEffect(() => {
    const element = host.current;
    if (!active || !element) return;
    const destroy = mountPlayer(
      element,
      video,
      { autoplay: autoplay || requested, muted: muted && !requested, loop },
      { onState: change, onFailure: fail },
    );
    return destroy;
  }, [active, video, autoplay, muted, loop, requested]);

  const style: CSSProperties =
    fit === 'fill'
      ? {}
      : {
          inlineSize: plan.frame.width,
          blockSize: plan.frame.height ?? undefined,
          aspectRatio: plan.frame.aspectRatio ?? undefined,
        };

  return (
    <div
      ref={slot}
      className={`video-embed video-embed--${fit}`}
      style={style}
      data-video-state={state}
      data-provider={video.provider}
    >
      {state === 'error' ? (
        <VideoUnavailable video={video} fit={fit} missing={failure?.missing ?? true} />
      ) : (
        <>
          {video.thumbnail ? (
            <img className="video-embed__poster" src={video.thumbnail} alt="" loading="lazy" decoding="async" />
          ) : fit === 'frame' ? (
            <div className="video-embed__backdrop" aria-hidden="true" />
          ) : null}
          <div ref={host} className="video-embed__player" hidden={!active} />
          {active ? null : (
            <button type="button" className="video-embed__play" onClick={() => setRequested(true)}>
              <span className="video-embed__play-icon" aria-hidden="true" />
              <span className={fit === 'fill' ? 'visually-hidden' : 'video-embed__label'}>
                {t('video.play', { title: video.title })}
              </span>
            </button>
          )}
        </>
      )}
    </div>
  );
}
