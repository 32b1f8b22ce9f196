import type { BannerCard } from '@meridian/contracts/embed';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BannerScreen } from './banner-screen.tsx';

const tourCard: BannerCard = {
  kind: 'tour',
  standalone_scene: false,
  title: 'Campus Highlights',
  description: '<p>The best of the <b>campus</b>.</p>',
  thumbnail: { url: '/media/highlights.jpg', background_position: '50% 30%' },
  badges: ['tour', 'audio', 'self-guided'],
  guide: { name: 'Alex', image: { url: '/media/alex.png', alt: 'Alex, your student guide' } },
  brand: { name: 'Northfield', primary_color: '#00467f' },
  language: 'en',
  bidi: false,
};

function stubFetch(...answers: (BannerCard | number)[]) {
  const calls: string[] = [];
  const fetchImpl = (input: string) => {
    calls.push(input);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? 500;
    return Promise.resolve(
      typeof answer === 'number'
        ? new Response(JSON.stringify({ message: 'x' }), { status: answer })
        : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  return { fetchImpl: fetchImpl as typeof fetch, calls };
}

function frame(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

function renderBanner(
  size: { width: number; height: number },
  search = '?banner=true',
  answers: (BannerCard | number)[] = [tourCard],
  pathname = '/northfield/highlights',
) {
  Object.assign(window, { innerWidth: size.width, innerHeight: size.height });
  window.dispatchEvent(new Event('resize'));
  // A page colour the banner must replace (transparent unless `background` names one).
  document.documentElement.style.background = 'rgb(1, 2, 3)';
  const { fetchImpl, calls } = stubFetch(...answers);
  const location = { origin: 'http://localhost', pathname, search };
  const view = render(<BannerScreen location={location} fetchImpl={fetchImpl} />);
  const main = view.container.querySelector('main');
  if (!main) throw new Error('the banner renders no <main>');
  return { view, calls, main };
}

describe('banner card', () => {
  it('asks the API for the card of its own path, language and preview token', async () => {
    const { calls } = renderBanner({ width: 1200, height: 400 }, '?banner=true&lng=fr-ca&token=t&content_type=c');
    await screen.findByRole('heading', { name: 'Campus Highlights' });
    expect(calls[0]).toBe(
      '/api/v2/banner/?path=%2Fnorthfield%2Fhighlights&format=json&language=fr-ca&token=t&content_type=c',
    );
  });

  it('at 1200×400 shows thumbnail, badges, title, description, guide and the blurred, tilting background', async () => {
    const { main } = renderBanner({ width: 1200, height: 400 });
    await screen.findByRole('heading', { name: 'Campus Highlights' });
    expect(screen.getByText('The best of the campus.')).toBeTruthy();
    const guide = screen.getByTestId('banner-guide');
    expect(within(guide).getByText('Tour guide')).toBeTruthy();
    expect(within(guide).getByText('Alex')).toBeTruthy();
    expect(guide.style.inlineSize).toBe('45%');
    expect(screen.getByTestId('banner-backdrop')).toBeTruthy();
    expect(main.dataset).toMatchObject({ compact: 'false', fills: 'false', details: 'true', theme: 'light' });
    expect(main.style.getPropertyValue('--banner-blur')).toBe('3rem');
    expect(main.style.getPropertyValue('--banner-backdrop-opacity')).toBe('0.7');
  });

  it('uses the dark blur with mode=dark', async () => {
    const { main } = renderBanner({ width: 1200, height: 400 }, '?banner=true&mode=dark');
    await screen.findByRole('heading', { name: 'Campus Highlights' });
    expect(main.dataset.theme).toBe('dark');
    expect(main.style.getPropertyValue('--banner-blur')).toBe('1.2rem');
    expect(main.style.getPropertyValue('--banner-backdrop-opacity')).toBe('0.5');
  });

  it('at 440×300 hides description and avatar', async () => {
    renderBanner({ width: 440, height: 300 });
    await screen.findByRole('heading', { name: 'Campus Highlights' });
    expect(screen.queryByText('The best of the campus.')).toBeNull();
    expect(screen.queryByTestId('banner-guide')).toBeNull();
  });

  it('at 300×180 fills the banner: no blurred background; at 300×150 it is compact', async () => {
    const { main } = renderBanner({ width: 300, height: 180 });
    await screen.findByRole('heading', { name: 'Campus Highlights' });
    expect(screen.queryByTestId('banner-backdrop')).toBeNull();
    expect(main.dataset).toMatchObject({ fills: 'true', compact: 'false' });
    frame(300, 150);
    expect(main.dataset).toMatchObject({ fills: 'true', compact: 'true' });
    frame(1200, 400);
    expect(main.dataset).toMatchObject({ fills: 'false', compact: 'false', details: 'true' });
  });

  it('gives the standalone scene its scene badge and a 50 % avatar', async () => {
    const scene: BannerCard = { ...tourCard, kind: 'scene', standalone_scene: true, badges: ['360-scene'] };
    renderBanner({ width: 1200, height: 400 }, '?banner=true', [scene], '/northfield/scene/main-quad');
    await screen.findByRole('heading', { name: 'Campus Highlights' });
    expect(screen.getByRole('button', { name: '360° scene' })).toBeTruthy();
    expect(screen.getByTestId('banner-guide').style.inlineSize).toBe('50%');
  });

  it('opens the current path in a new tab keeping only content_type and token', async () => {
    renderBanner({ width: 1200, height: 400 }, '?banner=true&mode=dark&token=t&content_type=c&background=fff');
    const link = await screen.findByRole('link', { name: /Take a virtual tour/ });
    expect(link.getAttribute('href')).toBe('http://localhost/northfield/highlights?content_type=c&token=t');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('opens in a new tab');
  });
});

describe('badges', () => {
  it('expand one at a time: a click toggles, another badge takes over, a click outside collapses', async () => {
    const user = userEvent.setup();
    renderBanner({ width: 1200, height: 400 });
    const tour = await screen.findByRole('button', { name: 'Tour' });
    const audio = screen.getByRole('button', { name: 'Audio guide' });
    expect(tour.getAttribute('aria-expanded')).toBe('false');
    await user.click(tour);
    expect(tour.getAttribute('aria-expanded')).toBe('true');
    await user.click(audio);
    expect(tour.getAttribute('aria-expanded')).toBe('false');
    expect(audio.getAttribute('aria-expanded')).toBe('true');
    await user.click(audio);
    expect(audio.getAttribute('aria-expanded')).toBe('false');
    await user.click(tour);
    await user.click(screen.getByRole('heading', { name: 'Campus Highlights' }));
    expect(tour.getAttribute('aria-expanded')).toBe('false');
  });

  it('let their text expand on hover only when the banner is wider than 360 px', async () => {
    renderBanner({ width: 361, height: 180 });
    const row = await screen.findByRole('list', { name: 'About this tour' });
    expect(row.dataset.hoverExpands).toBe('true');
    frame(360, 180);
    expect(row.dataset.hoverExpands).toBe('false');
  });
});

describe('page background', () => {
  it.each([
    ['?banner=true', 'transparent'],
    ['?banner=true&background=rgb(10,20,255)', 'rgb(10, 20, 255)'],
    ['?banner=true&background=fa0', 'rgb(255, 170, 0)'],
    ['?banner=true&background=00467f', 'rgb(0, 70, 127)'],
    ['?banner=true&background=transparent', 'transparent'],
    ['?banner=true&background=rgb(300,0,0)', 'transparent'],
    ['?banner=true&background=red', 'transparent'],
    ['?banner=true&background=%23fff', 'transparent'],
    ['?banner=true&background=000&background=fff', 'rgb(0, 0, 0)'],
  ])('%s gives %s', async (search, expected) => {
    renderBanner({ width: 1200, height: 400 }, search);
    await screen.findByRole('heading', { name: 'Campus Highlights' });
    expect(getComputedStyle(document.documentElement).backgroundColor).toBe(
      expected === 'transparent' ? 'rgba(0, 0, 0, 0)' : expected,
    );
  });
});

describe('when the card cannot be shown', () => {
  it('says the tour is not available for a 404, never a blank frame', async () => {
    renderBanner({ width: 1200, height: 400 }, '?banner=true', [404]);
    expect((await screen.findByRole('alert')).textContent).toContain('This tour is not available any more.');
  });

  it('says it in Arabic, right to left, when the page asks for Arabic', async () => {
    renderBanner({ width: 1200, height: 400 }, '?banner=true&lng=ar', [404]);
    await screen.findByRole('alert');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('offers a retry after a failure, which loads the card', async () => {
    const { calls } = renderBanner({ width: 1200, height: 400 }, '?banner=true', [500, tourCard]);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Campus Highlights' });
    expect(calls).toHaveLength(2);
  });

  it('refuses an answer that does not match the contract', async () => {
    renderBanner({ width: 1200, height: 400 }, '?banner=true', [{ ...tourCard, badges: ['rocket'] } as never]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not be loaded'));
  });
});
