import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backgroundColour,
  consumeAnalyticsIds,
  isDarkMode,
  isPresentFlag,
  isTrueFlag,
  keepPreviewParamsOnly,
  previewParams,
  readShellQuery,
  withoutAnalyticsIds,
  withTourParams,
} from './query-params.ts';

describe('banner and skipForms truth rule', () => {
  it('is true only when the first value equals true, in any case', () => {
    expect(isTrueFlag('?banner=true', 'banner')).toBe(true);
    expect(isTrueFlag('?banner=TRUE', 'banner')).toBe(true);
    expect(isTrueFlag('?banner=TrUe', 'banner')).toBe(true);
    expect(isTrueFlag('?banner=false&banner=true', 'banner')).toBe(false);
    expect(isTrueFlag('?banner=true&banner=false', 'banner')).toBe(true);
    expect(isTrueFlag('?banner=1', 'banner')).toBe(false);
    expect(isTrueFlag('?banner', 'banner')).toBe(false);
    expect(isTrueFlag('?banner=true ', 'banner')).toBe(false);
    expect(isTrueFlag('', 'banner')).toBe(false);
    expect(readShellQuery('?skipForms=True').skipForms).toBe(true);
    expect(readShellQuery('?skipforms=true').skipForms).toBe(false);
  });
});

describe('background colour rule', () => {
  it('accepts rgb() with each channel 0-255', () => {
    expect(backgroundColour('?background=rgb(0,128,255)')).toBe('rgb(0, 128, 255)');
    expect(backgroundColour('?background=rgb(255, 255, 255)')).toBe('rgb(255, 255, 255)');
    expect(backgroundColour('?background=rgb(256,0,0)')).toBeNull();
    expect(backgroundColour('?background=rgb(-1,0,0)')).toBeNull();
    expect(backgroundColour('?background=rgb(1,2)')).toBeNull();
  });

  it('adds # to 3 or 6 hex digits and ignores other lengths', () => {
    expect(backgroundColour('?background=fff')).toBe('#fff');
    expect(backgroundColour('?background=00AA11')).toBe('#00aa11');
    expect(backgroundColour('?background=ffff')).toBeNull();
    expect(backgroundColour('?background=ggg')).toBeNull();
    expect(backgroundColour('?background=%23fff')).toBeNull();
  });

  it('accepts transparent, lets the first value win and ignores everything else', () => {
    expect(backgroundColour('?background=transparent')).toBe('transparent');
    expect(backgroundColour('?background=abc&background=transparent')).toBe('#abc');
    expect(backgroundColour('?background=red&background=abc')).toBeNull();
    expect(backgroundColour('?background=url(x)')).toBeNull();
    expect(backgroundColour('')).toBeNull();
  });
});

describe('other parameters', () => {
  it('reads mode=dark, ctasTimed, opencta, lng and the map previews', () => {
    expect(isDarkMode('?mode=dark')).toBe(true);
    expect(isDarkMode('?mode=light')).toBe(false);
    const query = readShellQuery('?ctasTimed&opencta=12&lng=fr-ca&placepreview&directionspreview=true');
    expect(query.ctasTimed).toBe(true);
    expect(query.openCta).toBe('12');
    expect(query.lng).toBe('fr-ca');
    expect(query.placePreview).toBe(true);
    expect(query.directionsPreview).toBe(true);
    expect(isPresentFlag('?placepreview=false', 'placepreview')).toBe(false);
    expect(readShellQuery('').ctasTimed).toBe(false);
  });

  it('turns on preview mode with a token, keeping content_type and tmstmp', () => {
    expect(previewParams('?token=abc&content_type=Tour.TourPage&tmstmp=123')).toEqual({
      token: 'abc',
      contentType: 'Tour.TourPage',
      timestamp: '123',
    });
    expect(previewParams('?content_type=tour.tourpage')).toBeNull();
    expect(previewParams('?token=')).toBeNull();
  });

  it('appends tourTitle and tourSlug to iframe form URLs only when a tour is present', () => {
    expect(withTourParams('https://forms.example/f?a=1', { title: 'Main Campus', slug: 'main' })).toBe(
      'https://forms.example/f?a=1&tourTitle=Main+Campus&tourSlug=main',
    );
    expect(withTourParams('https://forms.example/f', null)).toBe('https://forms.example/f');
    expect(readShellQuery('?tourTitle=T&tourSlug=s')).toMatchObject({ tourTitle: 'T', tourSlug: 's' });
  });

  it('keeps only content_type and token for the banner card link', () => {
    expect(keepPreviewParamsOnly('?banner=true&token=t&mode=dark&content_type=c')).toBe('?content_type=c&token=t');
    expect(keepPreviewParamsOnly('?banner=true')).toBe('');
  });
});

describe('client_id and session_id', () => {
  it('are read, then removed from the address without a reload or a new history entry', () => {
    window.history.replaceState({ keep: 1 }, '', '/northfield/main?client_id=c1&banner=true&session_id=s1#h');
    const before = window.history.length;
    expect(consumeAnalyticsIds(window)).toEqual({ clientId: 'c1', sessionId: 's1' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/northfield/main?banner=true#h',
    );
    expect(window.history.length).toBe(before);
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it('leaves an address without them untouched', () => {
    expect(withoutAnalyticsIds('?a=1')).toBe('?a=1');
    expect(withoutAnalyticsIds('?client_id=1&client_id=2')).toBe('');
  });
});

describe('no input string throws', () => {
  it('holds for arbitrary query strings', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const query = readShellQuery(search);
        expect(typeof query.banner).toBe('boolean');
        withoutAnalyticsIds(search);
        keepPreviewParamsOnly(search);
      }),
      { numRuns: 500 },
    );
  });

  it('holds for arbitrary parameter values, and a colour is always valid CSS of the allowed forms', () => {
    const names = fc.constantFrom('banner', 'skipForms', 'background', 'mode', 'lng', 'token', 'client_id', 'opencta');
    fc.assert(
      fc.property(fc.array(fc.tuple(names, fc.string())), (pairs) => {
        const params = new URLSearchParams(pairs);
        const query = readShellQuery(params);
        if (query.background !== null) {
          expect(query.background).toMatch(
            /^(transparent|#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\d{1,3}, \d{1,3}, \d{1,3}\))$/,
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('holds for arbitrary iframe URLs and tour titles', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (url, title, slug) => {
        expect(typeof withTourParams(url, { title, slug })).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
