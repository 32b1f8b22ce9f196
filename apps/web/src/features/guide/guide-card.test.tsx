import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithCtaContext } from '../../testing/cta-test-kit.tsx';
import { resetViewerStores } from '../../testing/reset-viewer-stores.ts';
import { GuideCard } from './components/guide-card.tsx';
import { useGuideStore } from './guide-store.ts';

function showCard(width: number, description = 'Where it all began') {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
  return renderWithCtaContext(
    <GuideCard
      guide={{ url: '/media/guide.jpg', alt: 'Sam smiling' }}
      guideName="Sam"
      title="The quad"
      description={description}
      video={null}
    />,
  );
}

describe('guide card (spec section 4)', () => {
  beforeEach(resetViewerStores);

  it('is open by default with the tour guide avatar, name and the scene text', () => {
    showCard(1400);
    expect(screen.getByRole('img', { name: 'Sam smiling' })).toBeTruthy();
    expect(screen.getByText('Sam')).toBeTruthy();
    expect(screen.getByText('Where it all began')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide guide' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the scene description as formatted text, not raw HTML, and runs nothing in it (issue 10)', async () => {
    showCard(1400, '<p>The heart of <strong>campus</strong></p><img src="x" onerror="window.__guideRan = true">');
    // jsdom has no sanitiser of its own: the text is filled once DOMPurify has loaded.
    const strong = await screen.findByText('campus');
    expect(strong.tagName).toBe('STRONG');
    expect(screen.queryByText(/<p>/)).toBeNull();
    expect(document.querySelector('.guide-card__text img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('collapses while a video plays and returns to normal when it pauses', () => {
    showCard(1400);
    act(() => useGuideStore.getState().setVideoPlaying(true));
    expect(screen.getByRole('region', { name: 'Tour guide' }).dataset.state).toBe('collapsed');
    expect(screen.queryByText('Where it all began')).toBeNull();
    act(() => useGuideStore.getState().setVideoPlaying(false));
    expect(screen.getByRole('region', { name: 'Tour guide' }).dataset.state).toBe('open');
  });

  it('hides the avatar on mobile while a video plays, not on desktop', () => {
    showCard(600);
    act(() => useGuideStore.getState().setVideoPlaying(true));
    expect(screen.queryByRole('img', { name: 'Sam smiling' })).toBeNull();
    act(() => useGuideStore.getState().setVideoPlaying(false));
    expect(screen.getByRole('img', { name: 'Sam smiling' })).toBeTruthy();
  });

  it('can be closed and reopened by the visitor', async () => {
    const user = userEvent.setup();
    showCard(1400);
    await user.click(screen.getByRole('button', { name: 'Hide guide' }));
    expect(screen.queryByText('Where it all began')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show guide' }));
    expect(screen.getByText('Where it all began')).toBeTruthy();
  });

  it('starts with guide audio off, not preferred and not playing', () => {
    const state = useGuideStore.getState();
    expect([state.audioOn, state.audioPreferred, state.audioPlaying]).toEqual([false, false, false]);
  });

  it('offers a hosted (YouTube) video as a link to watch it on its site, loading nothing from there', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1400 });
    window.dispatchEvent(new Event('resize'));
    renderWithCtaContext(
      <GuideCard
        guide={null}
        guideName="Sam"
        title="The quad"
        description=""
        video={{ provider: 'youtube', code: 'abc', title: 'Campus walk', thumbnail: null, url: 'https://youtu.be/abc' }}
      />,
    );
    const link = screen.getByRole('link', { name: /Watch the video: Campus walk/ });
    expect(link.getAttribute('href')).toBe('https://youtu.be/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('iframe, video, script[src]')).toBeNull();
  });
});
