// Guide audio: one audio element for the whole tour. On/off is the visitor's (remembered)
// preference; switching scenes switches the track; each track resumes where it was left.
import type { Audio } from '@meridian/contracts';
import { useEffect, useRef } from 'react';
import Headphones from 'lucide-react/icons/headphones';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
import { useGuideStore } from '../guide-store.ts';

export function GuideAudio({ track, tooltipSide = 'start' }: { track: Audio | null; tooltipSide?: 'start' | 'top' }) {
  const { t } = useTranslation();
  const audioRef = useRef<HTMLAudioElement>(null);
  const audioOn = useGuideStore((state) => state.audioOn);
  const audioPlaying = useGuideStore((state) => state.audioPlaying);
  const setAudioOn = useGuideStore((state) => state.setAudioOn);
  const setAudioPlaying = useGuideStore((state) => state.setAudioPlaying);
  const rememberPosition = useGuideStore((state) => state.rememberPosition);
  const url = track?.url ?? null;

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !url) return;
    if (audio.getAttribute('src') !== url) {
      audio.src = url;
      audio.currentTime = useGuideStore.getState().positions[url] ?? 0;
    }
    if (audioOn) {
      audio.play().catch(() => setAudioPlaying(false));
    } else {
      audio.pause();
    }
    return () => {
      rememberPosition(url, audio.currentTime);
    };
  }, [url, audioOn, rememberPosition, setAudioPlaying]);

  if (!track) return null;
  return (
    <div className="guide-audio">
      <IconButton
        icon={Headphones}
        label={audioOn ? t('viewer.guide.audioOff') : t('viewer.guide.audioOn')}
        tooltipSide={tooltipSide}
        pressed={audioOn}
        onClick={() => setAudioOn(!audioOn)}
      />
      <span className="visually-hidden" aria-live="polite">
        {audioPlaying ? t('viewer.guide.audioPlaying', { title: track.title }) : ''}
      </span>
      {/* Narration has no caption track in the content model; the guide card shows the scene text. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        preload="none"
        onPlay={() => setAudioPlaying(true)}
        onPause={() => setAudioPlaying(false)}
        onEnded={() => setAudioPlaying(false)}
      />
    </div>
  );
}
