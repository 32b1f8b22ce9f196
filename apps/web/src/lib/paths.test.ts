import { describe, expect, it } from 'vitest';
import {
  cameFromPersonalizeTab,
  ctaPreviewPath,
  embedScenePath,
  finishedTourPath,
  homePath,
  mapPath,
  pathSegments,
  PERSONALIZE_SEGMENT,
  scenePath,
  sitePath,
  tourPath,
} from './paths.ts';

describe('personalize tab reading (spec section 2)', () => {
  it('is true when the fourth path segment of the previous location is all-content', () => {
    expect(cameFromPersonalizeTab('/northfield/map/personal/all-content')).toBe(true);
    expect(cameFromPersonalizeTab('/northfield/map/all-content')).toBe(false);
    expect(cameFromPersonalizeTab('/northfield/map/personal/other')).toBe(false);
    expect(cameFromPersonalizeTab(null)).toBe(false);
  });
});

describe('path builders (spec section 2 route table)', () => {
  it('make the shapes the route table matches', () => {
    expect(sitePath('northfield')).toBe('/northfield');
    expect(homePath('northfield')).toBe('/northfield/home');
    expect(homePath('northfield', ['science', 'labs'])).toBe('/northfield/home/science/labs');
    expect(tourPath('northfield', 'main-campus')).toBe('/northfield/main-campus');
    expect(tourPath('northfield', 'main-campus', 'quad')).toBe('/northfield/main-campus/quad');
    expect(tourPath('northfield', 'main-campus', 'quad', 7)).toBe('/northfield/main-campus/quad/7');
    expect(scenePath('northfield', 'quad')).toBe('/northfield/scene/quad');
    expect(scenePath('northfield', 'quad', null)).toBe('/northfield/scene/quad');
    expect(scenePath('northfield', 'quad', 7)).toBe('/northfield/scene/quad/7');
    expect(embedScenePath('harbour', 'pier', '3')).toBe('/harbour/embed/pier/3');
    expect(finishedTourPath('northfield', 'main-campus')).toBe('/northfield/finished/main-campus');
    expect(ctaPreviewPath('northfield')).toBe('/northfield/ctas');
    expect(ctaPreviewPath('northfield', 12)).toBe('/northfield/ctas/12');
    expect(mapPath('northfield')).toBe('/northfield/map');
    expect(mapPath('northfield', 'personal', 'all-content')).toBe('/northfield/map/personal/all-content');
  });

  it('read back what they make: a map path four segments deep is the personalize tab', () => {
    expect(cameFromPersonalizeTab(mapPath('northfield', 'personal', PERSONALIZE_SEGMENT))).toBe(true);
    expect(pathSegments(tourPath('northfield', 'main-campus', 'quad', 7))).toEqual([
      'northfield',
      'main-campus',
      'quad',
      '7',
    ]);
  });
});
