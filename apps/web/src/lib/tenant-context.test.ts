import { describe, expect, it } from 'vitest';
import { previewQuery, type ContentScope } from './tenant-context.tsx';

const live: ContentScope = { siteName: 'northfield', language: 'en', version: 'abc', preview: null };
const preview: ContentScope = {
  ...live,
  preview: { token: 'signed', contentType: 'Tour.TourPage', timestamp: '123' },
};

describe('preview parameters of content calls (spec section 6)', () => {
  it('adds nothing outside preview', () => {
    expect(previewQuery(live)).toEqual({});
    expect(previewQuery(live, { lowercaseType: true, withTimestamp: true })).toEqual({});
  });

  it('carries token and content_type in preview, lowercased for the scene list, timestamp for a tour', () => {
    expect(previewQuery(preview)).toEqual({ content_type: 'Tour.TourPage', token: 'signed' });
    expect(previewQuery(preview, { lowercaseType: true })).toEqual({ content_type: 'tour.tourpage', token: 'signed' });
    expect(previewQuery(preview, { withTimestamp: true })).toEqual({
      content_type: 'Tour.TourPage',
      token: 'signed',
      timestamp: '123',
    });
  });
});
