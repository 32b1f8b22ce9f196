// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { frameSize, planVideo } from './video-plan.ts';

const calm = { homepage: true, viewportWidth: 1440, reducedMotion: false, saveData: false };

describe('video sizes (spec section 9)', () => {
  it('gives homepage videos 76 % of the width at 16:9, and the full width below 800 px', () => {
    expect(frameSize('youtube', 1440)).toEqual({ width: '76%', height: null, aspectRatio: '16 / 9' });
    expect(frameSize('vimeo', 800)).toEqual({ width: '76%', height: null, aspectRatio: '16 / 9' });
    expect(frameSize('file', 799)).toEqual({ width: '100%', height: null, aspectRatio: '16 / 9' });
  });
  it('gives the qq player 300×180 on desktop and the full width otherwise', () => {
    expect(frameSize('qq', 1200)).toEqual({ width: '300px', height: '180px', aspectRatio: null });
    expect(frameSize('qq', 1199)).toEqual({ width: '100%', height: null, aspectRatio: '16 / 9' });
  });
});

describe('when videos play (spec section 2)', () => {
  it('autoplays YouTube and Vimeo muted on the homepage', () => {
    for (const provider of ['youtube', 'vimeo'] as const) {
      expect(planVideo({ provider }, calm)).toMatchObject({ posterOnly: false, autoplay: true, muted: true });
    }
  });
  it('does not autoplay them elsewhere', () => {
    expect(planVideo({ provider: 'youtube' }, { ...calm, homepage: false })).toMatchObject({
      autoplay: false,
      muted: false,
    });
  });
  it('loops an uploaded file muted as the homepage background', () => {
    expect(planVideo({ provider: 'file' }, calm)).toMatchObject({ autoplay: true, muted: true, loop: true });
  });
  it('never autoplays the qq player (it has no muted autoplay)', () => {
    expect(planVideo({ provider: 'qq' }, calm)).toMatchObject({ autoplay: false });
  });
  it('shows the poster instead of playing for prefers-reduced-motion and for Save-Data', () => {
    expect(planVideo({ provider: 'youtube' }, { ...calm, reducedMotion: true })).toMatchObject({
      posterOnly: true,
      autoplay: false,
    });
    expect(planVideo({ provider: 'file' }, { ...calm, saveData: true })).toMatchObject({
      posterOnly: true,
      autoplay: false,
    });
  });
});
