// The homepage full-screen toggle (spec section 4): the hero with its background video fills the
// screen. The Fullscreen API where the browser has it; otherwise (iPhone Safari) the hero fills the
// viewport by CSS, and Escape leaves it.
import { useEffect, type RefObject } from 'react';
import { useHomepageStore } from '../homepage-store.ts';

export function useFullScreenToggle(target: RefObject<HTMLElement | null>) {
  const fullScreen = useHomepageStore((state) => state.fullScreen);
  const setFullScreen = useHomepageStore((state) => state.setFullScreen);

  useEffect(() => {
    const sync = () =>
      setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target, setFullScreen]);

  useEffect(() => {
    if (!fullScreen || document.fullscreenElement) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false);
    };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [fullScreen, setFullScreen]);

  // Leaving the homepage leaves full screen.
  useEffect(() => () => setFullScreen(false), [setFullScreen]);

  const toggle = () => {
    const element = target.current;
    const native = document.fullscreenEnabled && typeof element?.requestFullscreen === 'function';
    if (!native) {
      setFullScreen(!fullScreen);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element.requestFullscreen().catch(() => setFullScreen(true));
  };
  return { fullScreen, toggle };
}
