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

const hint = (text: RegExp) => screen.queryAllByRole('note').find((note) => text.test(note.textContent));

describe('tutorials (spec section 4: shown once per visitor)', () => {
  beforeEach(resetViewerStores);

  it('shows the panorama and tour menu tutorials until the visitor dismisses each, and remembers it', async () => {
    setWidth(1400);
    const user = userEvent.setup();
    const first = renderViewer({ path: '/northfield/main-campus/quad' });
    await screen.findByRole('heading', { name: 'The quad' });
    const panorama = hint(/look around/);
    expect(panorama).toBeTruthy();
    expect(hint(/Open the menu/)).toBeTruthy();
    await user.click(within(panorama as HTMLElement).getByRole('button', { name: 'Got it' }));
    expect(hint(/look around/)).toBeUndefined();
    expect(JSON.parse(window.localStorage.getItem('meridian.viewer.tutorials') ?? '{}')).toMatchObject({
      state: { seen: { panorama: true } },
    });
    first.view.unmount();

    // A later visit (same browser): the dismissed one stays away, the other is still there.
    renderViewer({ path: '/northfield/main-campus/quad' });
    await screen.findByRole('heading', { name: 'The quad' });
    expect(hint(/look around/)).toBeUndefined();
    expect(hint(/Open the menu/)).toBeTruthy();
  });

  it('puts the guide-card tutorial on the guide card on a phone, not on a desktop', async () => {
    setWidth(390);
    const phone = renderViewer({ path: '/northfield/main-campus/quad' });
    const card = await screen.findByRole('complementary', { name: /guide/i });
    expect(within(card).getByRole('note').textContent).toMatch(/Tap the guide card/);
    phone.view.unmount();

    setWidth(1400);
    renderViewer({ path: '/northfield/main-campus/quad' });
    const desktopCard = await screen.findByRole('complementary', { name: /guide/i });
    expect(within(desktopCard).queryByRole('note')).toBeNull();
  });

  it('shows none of them when the brand switches them off', async () => {
    setWidth(390);
    renderViewer({
      path: '/northfield/main-campus/quad',
      brand: { panorama_tutorial: false, tour_menu_tutorial: false, mobile_guide_card_tutorial: false },
    });
    await screen.findByRole('heading', { name: 'The quad' });
    expect(screen.queryAllByRole('note')).toHaveLength(0);
    expect(useTutorialStore.getState().seen).toEqual({});
  });
});
