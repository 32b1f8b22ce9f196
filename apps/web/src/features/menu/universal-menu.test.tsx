import type { Tour } from '@meridian/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MenuFlag } from '../../lib/brand/derive-brand.ts';
import { resetViewerStores } from '../../testing/reset-viewer-stores.ts';
import { renderViewer } from '../../testing/viewer-test-kit.tsx';
import { VIEWER_TOUR } from '../../testing/viewer-fixtures.ts';
import { UniversalMenu, visibleMenuTours } from './components/universal-menu.tsx';
import { MENU_FADE_MS, MenuTab, useMenuStore, visibleTabs } from './menu-store.ts';

const hiddenTour: Tour = {
  ...VIEWER_TOUR,
  id: 12,
  slug: 'secret',
  title: 'Secret tour',
  is_hidden_from_universal_menu: true,
};

function showMenu(activeMenus: number) {
  return renderViewer({
    path: '/northfield/scene/quad',
    extra: (
      <UniversalMenu
        site="northfield"
        activeMenus={activeMenus}
        currentTourId={11}
        renderCurrentTour={(layout) => <p>current tour as {layout}</p>}
        labelsPanel={null}
        allScenes={[]}
      />
    ),
  });
}

describe('universal menu (spec sections 2 and 4)', () => {
  beforeEach(resetViewerStores);

  it('offers the current tour always, explore and all only with their brand flags', () => {
    expect(visibleTabs(MenuFlag.currentTour)).toEqual([MenuTab.currentTour]);
    expect(visibleTabs(MenuFlag.currentTour | MenuFlag.explore)).toEqual([MenuTab.currentTour, MenuTab.explore]);
    expect(visibleTabs(MenuFlag.currentTour | MenuFlag.all)).toEqual([MenuTab.currentTour, MenuTab.all]);
  });

  it('opens on CURRENT_TOUR with the grid-view flag off, and the flag switches the layout', async () => {
    const user = userEvent.setup();
    showMenu(MenuFlag.currentTour | MenuFlag.explore);
    act(() => useMenuStore.getState().openMenu());
    expect(screen.getByRole('tab', { name: 'This tour' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('current tour as list')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(screen.getByText('current tour as grid')).toBeTruthy();
    expect(useMenuStore.getState().gridView).toBe(true);
  });

  it('has no current-tour tab where there is no current tour (the homepage), and opens on the first other tab', () => {
    renderViewer({
      path: '/northfield/scene/quad',
      extra: (
        <MemoryRouter>
          <UniversalMenu
            site="northfield"
            activeMenus={MenuFlag.currentTour | MenuFlag.explore | MenuFlag.all}
            currentTourId={null}
            labelsPanel={null}
            allScenes={[]}
          />
        </MemoryRouter>
      ),
    });
    act(() => useMenuStore.getState().openMenu());
    expect(screen.queryByRole('tab', { name: 'This tour' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Explore tours', 'All content']);
    expect(screen.getByRole('tab', { name: 'Explore tours' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: VIEWER_TOUR.title })).toBeTruthy();
  });

  it('leaves out tours hidden from the universal menu', () => {
    expect(visibleMenuTours([VIEWER_TOUR, hiddenTour]).map((tour) => tour.slug)).toEqual(['main-campus']);
  });

  it('closes on a backdrop click and fades out before it disappears', async () => {
    const user = userEvent.setup();
    showMenu(MenuFlag.currentTour);
    act(() => useMenuStore.getState().openMenu());
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(useMenuStore.getState().open).toBe(false);
    expect(document.querySelector('.viewer-dialog--fading')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('.viewer-dialog')).toBeNull(), { timeout: MENU_FADE_MS + 500 });
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    showMenu(MenuFlag.currentTour);
    act(() => useMenuStore.getState().openMenu());
    await user.keyboard('{Escape}');
    expect(useMenuStore.getState().open).toBe(false);
  });
});
