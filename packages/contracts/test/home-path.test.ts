import { describe, expect, it } from 'vitest';
import { groupTrail, headTitle, homeHead, resolveHomePath } from '../src/home-path.ts';

const groups = [
  { frontend_path: '/northfield/home/science', title: 'Science', search_description: 'Labs and lectures', image: null },
  { frontend_path: '/northfield/home/science/labs', title: 'Labs', search_description: '', image: null },
  {
    frontend_path: '/northfield/home/science/labs/physics',
    title: 'Physics',
    search_description: 'Optics and more',
    image: { url: '/media/physics.jpg', background_position: '50% 50%' },
  },
];

describe('nested tour-group paths (spec section 2)', () => {
  it('reads up to three group levels, each optionally ending in a tour', () => {
    expect(resolveHomePath([], groups)).toEqual({ kind: 'home', groups: [], tour: null });
    expect(resolveHomePath(['science', 'labs'], groups)).toEqual({
      kind: 'home',
      groups: ['science', 'labs'],
      tour: null,
    });
    expect(resolveHomePath(['science', 'labs', 'physics', 'optics'], groups)).toEqual({
      kind: 'home',
      groups: ['science', 'labs', 'physics'],
      tour: 'optics',
    });
    expect(resolveHomePath(['science', 'main-campus'], groups)).toEqual({
      kind: 'home',
      groups: ['science'],
      tour: 'main-campus',
    });
  });
  it('does not resolve unknown groups, a tour at the top, or a tour followed by more segments', () => {
    expect(resolveHomePath(['arts'], groups)).toEqual({ kind: 'not-found' });
    expect(resolveHomePath(['science', 'tour', 'more'], groups)).toEqual({ kind: 'not-found' });
  });
  it('does not take a group of the same name at another depth for a level', () => {
    expect(resolveHomePath(['labs'], groups)).toEqual({ kind: 'not-found' });
  });
  it('lists the groups along the path, outermost first', () => {
    expect(groupTrail(['science', 'labs', 'physics'], groups).map((group) => group.title)).toEqual([
      'Science',
      'Labs',
      'Physics',
    ]);
  });
});

describe('page title, description and preview image per level', () => {
  const brand = { title: 'Northfield Tours', name: 'Northfield', search_description: 'Virtual tours', image: null };
  const tour = {
    slug: 'optics',
    title: 'Optics Tour',
    meta: { type: 'tour.TourPage', slug: 'optics', live: true, search_description: '' },
    thumbnail_landscape: null,
    hero_image: { url: '/media/optics-hero.jpg', background_position: '50% 50%' },
    thumbnail_square: { url: '/media/optics-square.jpg', background_position: '50% 50%' },
  };
  it('names the homepage by the brand and each level by its group', () => {
    expect(homeHead(brand, [], null)).toEqual({ title: 'Northfield Tours', description: 'Virtual tours', image: null });
    expect(homeHead(brand, groupTrail(['science', 'labs', 'physics'], groups), null)).toEqual({
      title: 'Physics – Northfield Tours',
      description: 'Optics and more',
      image: '/media/physics.jpg',
    });
  });
  it('falls back to the brand description when a level has none', () => {
    expect(homeHead(brand, groupTrail(['science', 'labs'], groups), null).description).toBe('Virtual tours');
  });
  it('describes a tour by its own title and its widest image, else the level’s', () => {
    const head = homeHead(brand, groupTrail(['science', 'labs', 'physics'], groups), tour);
    expect(head).toEqual({
      title: 'Optics Tour – Northfield Tours',
      description: 'Optics and more',
      image: '/media/optics-hero.jpg',
    });
  });
  it('uses the brand name when the brand has no title', () => {
    expect(headTitle({ title: '', name: 'Harbour' }, 'Boats')).toBe('Boats – Harbour');
  });
  it('names a scene inside a tour innermost first, then the tour, then the brand (one rule for server and app)', () => {
    expect(headTitle({ title: 'Northfield', name: 'northfield' }, 'Lab', 'Science Tour')).toBe(
      'Lab – Science Tour – Northfield',
    );
    expect(headTitle({ title: 'Northfield', name: '' }, undefined, 'Science Tour')).toBe('Science Tour – Northfield');
    expect(headTitle({ title: '', name: '' }, 'Lab')).toBe('Lab');
  });
});
