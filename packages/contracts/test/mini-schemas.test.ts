// The rules the zod/mini rewrite (issues 13 and 16) had to carry over one by one: defaults, checks,
// refinements, tuple rests, extended objects, and unknown fields dropped. Each would pass silently if a
// `.check(...)` or `z._default(...)` were lost in the functional form.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  analyticsBatch,
  analyticsEvent,
  brand,
  directionsResponse,
  geometry,
  imageRef,
  initialRotation,
  pathProperties,
  route,
  sceneSummary,
  tourGroupPage,
} from '../src/index.ts';

const event = { category: 'cta', action: 'open', path: '/northfield' };

describe('contracts on zod/mini', () => {
  it('gives an analytics event without a label the empty label, and a path without steps no steps', () => {
    expect(analyticsEvent.parse(event)).toEqual({ ...event, label: '' });
    const path = pathProperties.parse({ id: 1, name: 'Quad walk', modes: ['walking'] });
    expect(path.steps).toBe(false);
  });

  it('bounds analytics batches and their texts (1 to 100 events, no empty category, no negative time)', () => {
    expect(analyticsBatch.safeParse({ events: [event] }).success).toBe(true);
    expect(analyticsBatch.safeParse({ events: [] }).success).toBe(false);
    expect(analyticsBatch.safeParse({ events: Array.from({ length: 101 }, () => event) }).success).toBe(false);
    expect(analyticsBatch.safeParse({ events: [{ ...event, category: '' }] }).success).toBe(false);
    expect(analyticsBatch.safeParse({ events: [{ ...event, label: 'x'.repeat(501) }] }).success).toBe(false);
    expect(analyticsBatch.safeParse({ events: [{ ...event, ts: -1 }] }).success).toBe(false);
    expect(analyticsBatch.safeParse({ client_id: null, events: [event] }).success).toBe(true);
  });

  it('refuses an Ok directions answer without a route, saying why', () => {
    const answer = directionsResponse.safeParse({ code: 'Ok' });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.some((issue) => JSON.stringify(issue).includes('an Ok answer needs a route'))).toBe(
      true,
    );
    expect(directionsResponse.parse({ code: 'NoRoute', message: 'No route found' }).code).toBe('NoRoute');
    expect(route.safeParse({ distance: 1, duration: 1, geometry: '', legs: [] }).success).toBe(false);
  });

  it('takes GeoJSON positions with an altitude, but not a lone number', () => {
    expect(geometry.parse({ type: 'Point', coordinates: [1, 2, 3] })).toEqual({
      type: 'Point',
      coordinates: [1, 2, 3],
    });
    expect(geometry.safeParse({ type: 'Point', coordinates: [1] }).success).toBe(false);
  });

  it('checks numbers and colours where the contract says so', () => {
    expect(imageRef.safeParse({ url: '/a.jpg', width: 0 }).success).toBe(false);
    expect(imageRef.safeParse({ url: '/a.jpg', width: 1.5 }).success).toBe(false);
    expect(initialRotation.safeParse({ yaw: 0, pitch: 0, zoom: 101 }).success).toBe(false);
    expect(tourGroupPage.shape.depth.safeParse(0).success).toBe(false);
    expect(brand.shape.primary_color.safeParse({ hex_value: '#00467f' }).success).toBe(true);
    expect(brand.shape.primary_color.safeParse({ hex_value: 'navy' }).success).toBe(false);
  });

  it('keeps the page meta fields in extended objects and drops fields no contract names', () => {
    const meta = { type: 'place.LocationPage', slug: 'quad', live: true, search_description: '', extra: 1 };
    expect(sceneSummary.shape.meta.parse(meta)).toEqual({
      type: 'place.LocationPage',
      slug: 'quad',
      live: true,
      search_description: '',
    });
    expect(sceneSummary.shape.meta.safeParse({ ...meta, type: 'tour.TourPage' }).success).toBe(false);
  });

  it('needs no locale to decide: zod/mini alone accepts and rejects the same', () => {
    expect(z.safeParse(analyticsEvent, { ...event, ts: 5 }).success).toBe(true);
    expect(z.safeParse(analyticsEvent, { ...event, ts: 'now' }).success).toBe(false);
  });
});
