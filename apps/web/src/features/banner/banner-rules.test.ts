import { describe, expect, it } from 'vitest';
import { bannerLayout, guideAvatarWidth, plainText, virtualTourUrl } from './banner-rules.ts';
import { bannerStrings, BANNER_LANGUAGES } from './banner-strings.ts';

describe('banner size rules (spec section 4)', () => {
  it('is compact under 160 px high only', () => {
    expect(bannerLayout({ width: 300, height: 159 }).compact).toBe(true);
    expect(bannerLayout({ width: 300, height: 160 }).compact).toBe(false);
  });

  it('fills the banner (no blur, no tilt) at 200 px high or less', () => {
    expect(bannerLayout({ width: 300, height: 200 })).toMatchObject({ fillsBanner: true, tiltMaxAngle: 0 });
    expect(bannerLayout({ width: 300, height: 201 })).toMatchObject({ fillsBanner: false, tiltMaxAngle: 15 });
  });

  it('shows description and avatar only when wider than 450 and higher than 300', () => {
    expect(bannerLayout({ width: 451, height: 301 }).showDetails).toBe(true);
    expect(bannerLayout({ width: 450, height: 301 }).showDetails).toBe(false);
    expect(bannerLayout({ width: 451, height: 300 }).showDetails).toBe(false);
  });

  it('expands badge text on hover only when wider than 360', () => {
    expect(bannerLayout({ width: 361, height: 100 }).expandBadgeOnHover).toBe(true);
    expect(bannerLayout({ width: 360, height: 100 }).expandBadgeOnHover).toBe(false);
  });
});

describe('guide avatar width (spec section 9)', () => {
  it('is 50 %, 45 % with both audio guide and self-guided, 50 % in the standalone scene', () => {
    expect(guideAvatarWidth(['tour'], false)).toBe('50%');
    expect(guideAvatarWidth(['tour', 'audio'], false)).toBe('50%');
    expect(guideAvatarWidth(['tour', 'audio', 'self-guided'], false)).toBe('45%');
    expect(guideAvatarWidth(['tour', 'audio', 'self-guided'], true)).toBe('50%');
  });
});

describe('the take-a-virtual-tour address', () => {
  it('is the current path, keeping only content_type and token', () => {
    const location = {
      origin: 'https://tours.example',
      pathname: '/northfield/highlights/main-quad',
      search: '?banner=true&mode=dark&background=fff&token=t1&lng=fr-ca&content_type=tour.tourpage',
    };
    expect(virtualTourUrl(location)).toBe(
      'https://tours.example/northfield/highlights/main-quad?content_type=tour.tourpage&token=t1',
    );
    expect(virtualTourUrl({ ...location, search: '?banner=true' })).toBe(
      'https://tours.example/northfield/highlights/main-quad',
    );
  });
});

describe('banner texts', () => {
  it('reduces the CMS description to its text without running anything in it', () => {
    expect(plainText('<p>The <strong>heart</strong>\n of campus.</p><img src=x onerror="alert(1)">')).toBe(
      'The heart of campus.',
    );
  });

  it('are translated for every UI language with the same keys, and fall back to English', () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        typeof inner === 'object' && inner !== null ? keys(inner as object).map((k) => `${key}.${k}`) : [key],
      );
    const english = keys(bannerStrings('en')).sort();
    for (const language of BANNER_LANGUAGES) expect(keys(bannerStrings(language)).sort(), language).toEqual(english);
    expect(bannerStrings('zh-TW').takeVirtualTour).toBe(bannerStrings('zh-hant').takeVirtualTour);
    expect(bannerStrings('de').takeVirtualTour).toBe('Take a virtual tour');
  });
});
