import { describe, expect, it } from 'vitest';
import { firstViewTarget } from './first-view-target.ts';

const at = (pathname: string, search = '') => firstViewTarget({ pathname, search });

describe('which scene a URL shows first (mirrors the route table)', () => {
  it('reads scene and embed routes, with or without a hotspot', () => {
    expect(at('/northfield/scene/main-quad')).toEqual({ sceneSlug: 'main-quad', tourSlug: null });
    expect(at('/northfield/embed/main-quad/12')).toEqual({ sceneSlug: 'main-quad', tourSlug: null });
  });

  it('reads tour routes, with the scene when the URL names one', () => {
    expect(at('/northfield/campus-highlights')).toEqual({ sceneSlug: null, tourSlug: 'campus-highlights' });
    expect(at('/northfield/campus-highlights/library-lawn')).toEqual({
      sceneSlug: 'library-lawn',
      tourSlug: 'campus-highlights',
    });
  });

  it('ignores pages that show no scene first, and preview links', () => {
    for (const path of ['/', '/northfield', '/northfield/home/a', '/northfield/map', '/northfield/ctas/3']) {
      expect(at(path)).toBeNull();
    }
    expect(at('/northfield/scene')).toBeNull();
    expect(at('/northfield/finished/campus-highlights')).toBeNull();
    expect(at('/northfield/scene/main-quad', '?token=abc&content_type=place.locationpage')).toBeNull();
  });
});
