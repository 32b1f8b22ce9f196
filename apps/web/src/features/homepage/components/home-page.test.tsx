import type { Tour, TourGroupPage } from '@meridian/contracts';
import { resolveHomePath } from '@meridian/contracts/home-path';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { englishI18n } from '../../../testing/test-i18n.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { TOUR } from '../../../../test/fixtures.ts';
import { deriveBrand } from '../../../lib/brand/derive-brand.ts';
import { DEFAULT_BRAND } from '../../../lib/brand/default-brand.ts';
import { useHomepageStore } from '../homepage-store.ts';
import { HomePage } from './home-page.tsx';

function group(id: number, path: string, title: string, tours: number[], children: number[] = []): TourGroupPage {
  const depth = path.split('/').length - 3;
  return {
    id,
    title,
    slug: path.split('/').at(-1) ?? '',
    meta: { type: 'tour.TourGroupPage', slug: '', live: true, search_description: '' },
    search_description: `All about ${title}`,
    depth,
    parent: null,
    children,
    frontend_path: path,
    tour_count_descendants: tours.length + children.length,
    tours,
    image: { url: `/media/${String(id)}.jpg`, background_position: '40% 60%' },
    bounding_box: null,
    background_video: null,
    videos_text: '',
    videos: [],
    video_auto: false,
  };
}

const tour = (id: number, slug: string, title: string, overrides: Partial<Tour> = {}): Tour => ({
  ...TOUR,
  id,
  slug,
  title,
  description: `<p>${title} <b>in</b> ten stops</p>`,
  thumbnail_portrait: { url: `/media/${slug}-portrait.jpg`, background_position: '30% 20%' },
  thumbnail_landscape: { url: `/media/${slug}-landscape.jpg`, background_position: '40% 60%' },
  ...overrides,
});

const TOURS = [
  tour(1, 'harbour-walk', 'Harbour Walk', { guide_audio_enabled: true, self_guided_enabled: true }),
  tour(2, 'secret-vault', 'Secret Vault', { is_hidden_from_universal_menu: true }),
  tour(3, 'family-day', 'Family Day'),
];
const GROUPS = [
  group(10, '/harbour/home/water', 'On the Water', [1, 2], [11]),
  group(11, '/harbour/home/water/families', 'For Families', [3], [12]),
  group(12, '/harbour/home/water/families/little', 'Little Ones', [3]),
  group(20, '/harbour/home/plan', 'Plan Your Day', [1]),
];

function renderLevel(segments: string[], width = 1440) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
  const route = resolveHomePath(segments, GROUPS);
  if (route.kind !== 'home') throw new Error('fixture path does not resolve');
  const i18n = englishI18n();
  const brand = deriveBrand({ ...DEFAULT_BRAND, title: 'Harbour Museum', image: { url: '/media/brand.jpg' } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <HomePage
          site="harbour"
          brand={brand}
          groups={GROUPS}
          tours={TOURS}
          route={route}
          renderVideo={(video) => <p>video {video.title}</p>}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => useHomepageStore.setState(useHomepageStore.getInitialState(), true));

describe('the homepage of tour groups', () => {
  it('shows the top-level groups as links named by their title, with their tour count', () => {
    renderLevel([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Harbour Museum');
    const groups = within(screen.getByRole('region', { name: 'Explore by topic' }));
    expect(groups.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['On the Water', '/harbour/home/water'],
      ['Plan Your Day', '/harbour/home/plan'],
    ]);
    expect(groups.getByText('3 tours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the tour: Harbour Walk' }).getAttribute('href')).toBe(
      '/harbour/harbour-walk',
    );
  });

  it('lists a level’s tours without the ones hidden from the universal menu, with their badges', () => {
    renderLevel(['water']);
    const tours = within(screen.getByRole('region', { name: 'Tours' }));
    expect(tours.getAllByRole('link').map((link) => link.textContent)).toEqual(['Harbour Walk']);
    expect(screen.queryByText('Secret Vault')).toBeNull();
    expect(tours.getByText('Audio guide')).toBeTruthy();
    expect(tours.getByText('Self-guided')).toBeTruthy();
    expect(tours.getByText('Harbour Walk in ten stops')).toBeTruthy();
  });

  it('shows every card in the landscape layout at every width, with its focal point', () => {
    for (const width of [1440, 800, 390]) {
      const { unmount } = renderLevel(['water'], width);
      const image = screen.getByRole('region', { name: 'Tours' }).querySelector('img');
      expect(image?.getAttribute('src')).toBe('/media/harbour-walk-landscape.jpg');
      expect(image?.style.objectPosition).toBe('40% 60%');
      expect(image?.parentElement?.style.aspectRatio).toBe('16 / 9');
      const groupImage = screen.getByRole('region', { name: 'Explore by topic' }).querySelector('img');
      expect(groupImage?.parentElement?.style.aspectRatio).toBe('16 / 9');
      unmount();
    }
  });

  it('links a tour’s card to the tour itself', () => {
    renderLevel(['water']);
    const tours = within(screen.getByRole('region', { name: 'Tours' }));
    expect(tours.getByRole('link', { name: 'Harbour Walk' }).getAttribute('href')).toBe('/harbour/harbour-walk');
  });

  it('tells the grid how many cards it holds, so one card spans the row and two share it', () => {
    renderLevel(['water']);
    const grids = document.querySelectorAll('.home-cards__grid');
    expect([...grids].map((grid) => grid.getAttribute('data-count'))).toEqual(['1', '1']);
  });

  it('names each level by its group and shows the breadcrumbs down to the third level', () => {
    renderLevel(['water', 'families', 'little']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Little Ones');
    const crumbs = within(screen.getByRole('navigation', { name: 'You are here' }));
    expect(crumbs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/harbour/home',
      '/harbour/home/water',
      '/harbour/home/water/families',
    ]);
    expect(crumbs.getByText('Little Ones').getAttribute('aria-current')).toBe('page');
  });

  it('opens a tour’s own card when the level path ends in the tour', () => {
    renderLevel(['water', 'families', 'family-day']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Family Day');
    expect(screen.getByRole('link', { name: 'Start the tour' }).getAttribute('href')).toBe('/harbour/family-day');
    expect(screen.getByRole('link', { name: 'For Families' }).getAttribute('href')).toBe(
      '/harbour/home/water/families',
    );
  });
});
