import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../src/embed.ts';
import { bannerTarget } from '../src/paths.ts';

describe('the banner path rule (spec section 2)', () => {
  it('reads /{site}/scene/{sceneSlug}/* as the standalone scene card', () => {
    expect(bannerTarget('/northfield/scene/main-quad')).toEqual({
      level: 'scene',
      site: 'northfield',
      tourSlug: null,
      sceneSlug: 'main-quad',
    });
    expect(bannerTarget('/northfield/scene/main-quad/fountain/')).toMatchObject({ sceneSlug: 'main-quad' });
  });

  it('reads /{site}/{tourSlug}/{sceneSlug}/* as a scene of that tour', () => {
    expect(bannerTarget('/northfield/highlights/library/desk')).toEqual({
      level: 'scene',
      site: 'northfield',
      tourSlug: 'highlights',
      sceneSlug: 'library',
    });
  });

  it('reads any other path as the tour-level card, naming the tour when the path does', () => {
    expect(bannerTarget('/northfield/highlights')).toEqual({
      level: 'tour',
      site: 'northfield',
      tourSlug: 'highlights',
    });
    expect(bannerTarget('/northfield')).toEqual({ level: 'tour', site: 'northfield', tourSlug: null });
    expect(bannerTarget('/')).toEqual({ level: 'tour', site: null, tourSlug: null });
    expect(bannerTarget('/northfield/scene')).toEqual({ level: 'tour', site: 'northfield', tourSlug: null });
    for (const reserved of ['/northfield/home/science/labs', '/northfield/map/places/x', '/northfield/ctas/4'])
      expect(bannerTarget(reserved)).toMatchObject({ level: 'tour', tourSlug: null });
  });

  it('decodes escaped segments and survives broken escapes', () => {
    expect(bannerTarget('/northfield/scene/caf%C3%A9')).toMatchObject({ sceneSlug: 'café' });
    expect(bannerTarget('/northfield/scene/%E0%A4%A')).toMatchObject({ sceneSlug: '%E0%A4%A' });
  });
});

describe('embedSnippet', () => {
  it('is an iframe allowing fullscreen, gyroscope and accelerometer, with every attribute escaped', () => {
    const html = embedSnippet({
      src: 'https://x.example/a?b=1&banner=true',
      width: 600,
      height: 300,
      title: 'A "quoted" <tour>',
    });
    expect(html).toBe(
      '<iframe src="https://x.example/a?b=1&amp;banner=true" width="600" height="300" title="A &quot;quoted&quot; &lt;tour&gt;" allow="fullscreen; gyroscope; accelerometer" loading="lazy" style="border:0" allowfullscreen></iframe>',
    );
  });
});
