import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetViewerStores } from '../../testing/reset-viewer-stores.ts';
import { renderViewer } from '../../testing/viewer-test-kit.tsx';
import { useTutorialStore } from './tutorials.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** The coach mark on screen (there is at most one). */
const coachMark = () => document.querySelector<HTMLElement>('.coach-mark');
const tips = () => document.querySelectorAll('.coach-mark');

describe('tutorials as coach marks (spec section 4: shown once per visitor; issue 12: one at a time)', () => {
  beforeEach(resetViewerStores);

  it('shows one tutorial at a time, the next once the first is dismissed, and remembers each', async () => {
    setWidth(1400);
    const user = userEvent.setup();
    const first = renderViewer({ path: '/northfield/main-campus/quad' });
    await screen.findByRole('heading', { name: 'The quad' });
    expect(tips()).toHaveLength(1);
    expect(coachMark()?.textContent).toMatch(/look around/);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(coachMark() as HTMLElement).getByRole('button', { name: 'Got it' }));
    expect(tips()).toHaveLength(1);
    expect(coachMark()?.textContent).toMatch(/Open the menu/);
    expect(JSON.parse(window.localStorage.getItem('meridian.viewer.tutorials') ?? '{}')).toMatchObject({
      state: { seen: { panorama: true } },
    });
    first.view.unmount();

    // A later visit (same browser): the dismissed one stays away, the other is still there.
    renderViewer({ path: '/northfield/main-campus/quad' });
    await screen.findByRole('heading', { name: 'The quad' });
    expect(coachMark()?.textContent).toMatch(/Open the menu/);
  });

  it('is dismissed by Escape too, and points the menu tutorial at the menu button', async () => {
    setWidth(1400);
    const user = userEvent.setup();
    useTutorialStore.getState().markSeen('panorama');
    renderViewer({ path: '/northfield/main-campus/quad' });
    await screen.findByRole('heading', { name: 'The quad' });
    expect(coachMark()?.textContent).toMatch(/Open the menu/);
    expect(document.querySelector('[data-coach="menu"]')).toBe(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(tips()).toHaveLength(0);
  });

  it('adds the guide-card tutorial on a phone, not on a desktop', async () => {
    setWidth(390);
    useTutorialStore.getState().markSeen('panorama');
    useTutorialStore.getState().markSeen('tourMenu');
    const phone = renderViewer({ path: '/northfield/main-campus/quad' });
    await screen.findByRole('region', { name: /guide/i });
    expect(coachMark()?.textContent).toMatch(/Tap the guide card/);
    phone.view.unmount();

    setWidth(1400);
    renderViewer({ path: '/northfield/main-campus/quad' });
    await screen.findByRole('region', { name: /guide/i });
    expect(tips()).toHaveLength(0);
  });

  it('shows none of them when the brand switches them off', async () => {
    setWidth(390);
    renderViewer({
      path: '/northfield/main-campus/quad',
      brand: { panorama_tutorial: false, tour_menu_tutorial: false, mobile_guide_card_tutorial: false },
    });
    await screen.findByRole('heading', { name: 'The quad' });
    expect(tips()).toHaveLength(0);
    expect(useTutorialStore.getState().seen).toEqual({});
  });
});
