// @vitest-environment node
import type { Tour, TourGroupPage } from '@meridian/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useHomepageStore } from './homepage-store.ts';
import { featuredTour, levelContent, visibleTours } from './level-content.ts';
import { tourThumbnail } from './tour-thumbnail.ts';

const image = (url: string, position = '') => ({ url, background_position: position });

function tour(id: number, overrides: Partial<Tour> = {}): Tour {
  return {
    id,
    title: `Tour ${id}`,
    slug: `tour-${id}`,
    thumbnail_portrait: null,
    thumbnail_landscape: null,
    thumbnail_square: null,
    hero_image: null,
    is_hidden_from_universal_menu: false,
    ...overrides,
  } as Tour;
}
function group(id: number, depth: number, tours: number[], children: number[] = []): TourGroupPage {
  return { id, depth, tours, children, title: `Group ${id}` } as unknown as TourGroupPage;
}

afterEach(() => useHomepageStore.setState(useHomepageStore.getInitialState(), true));

describe('tour thumbnails by card layout (spec section 3)', () => {
  const full = tour(1, {
    thumbnail_portrait: image('/p.jpg', '30% 20%'),
    thumbnail_landscape: image('/l.jpg', '50% 80%'),
    thumbnail_square: image('/s.jpg'),
  });
  it('uses the thumbnail made for the layout, with its focal point', () => {
    expect(tourThumbnail(full, 'portrait')).toEqual({ url: '/p.jpg', position: '30% 20%' });
    expect(tourThumbnail(full, 'landscape')).toEqual({ url: '/l.jpg', position: '50% 80%' });
    expect(tourThumbnail(full, 'square')).toEqual({ url: '/s.jpg', position: '50% 50%' });
  });
  it('falls back to the closest shape, then the hero image, and to nothing only when the tour has no image', () => {
    expect(tourThumbnail(tour(2, { thumbnail_square: image('/s.jpg') }), 'portrait')?.url).toBe('/s.jpg');
    expect(tourThumbnail(tour(3, { hero_image: image('/h.jpg', '10% 10%') }), 'landscape')).toEqual({
      url: '/h.jpg',
      position: '10% 10%',
    });
    expect(tourThumbnail(tour(4), 'square')).toBeNull();
  });
});

describe('what a level lists', () => {
  const tours = [tour(10), tour(11, { is_hidden_from_universal_menu: true }), tour(12)];
  const groups = [group(1, 1, [12, 11, 10], [2]), group(2, 2, [11]), group(3, 1, [])];
  it('keeps tours hidden from the universal menu hidden, in the group’s order', () => {
    expect(visibleTours([12, 11, 10], tours).map((entry) => entry.id)).toEqual([12, 10]);
    expect(levelContent(groups[1] ?? null, groups, tours).tours).toEqual([]);
  });
  it('lists the top-level groups on the homepage and a group’s children below it', () => {
    expect(levelContent(null, groups, tours).groups.map((entry) => entry.id)).toEqual([1, 3]);
    expect(levelContent(groups[0] ?? null, groups, tours).groups.map((entry) => entry.id)).toEqual([2]);
  });
  it('features the first visible tour of the first group that has one', () => {
    expect(featuredTour(groups, tours)?.id).toBe(12);
    expect(featuredTour([group(5, 1, [11])], tours)?.id).toBe(10);
    expect(featuredTour([], [tour(11, { is_hidden_from_universal_menu: true })])).toBeNull();
  });
});

describe('homepage animation status (spec section 4)', () => {
  it('moves cards, banner and sidebar from START to COMPLETE, and a new level restarts only the cards', () => {
    const store = useHomepageStore.getState();
    expect(store.animation).toEqual({ cards: 'START', banner: 'START', sidebar: 'START' });
    store.complete('banner');
    store.complete('cards');
    expect(useHomepageStore.getState().animation).toEqual({ cards: 'COMPLETE', banner: 'COMPLETE', sidebar: 'START' });
    useHomepageStore.getState().restartCards();
    expect(useHomepageStore.getState().animation).toEqual({ cards: 'START', banner: 'COMPLETE', sidebar: 'START' });
  });
});
