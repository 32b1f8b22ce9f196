import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../../testing/test-i18n.ts';
import { VIEWER_TOUR } from '../../../testing/viewer-fixtures.ts';
import { TourSplash } from './tour-splash.tsx';

/**
 * The viewer's frame as use-toast-clearance sees it: its layout effect runs after its children's,
 * before the browser paints, and records whether the controls beside the splash were inert then.
 */
function Frame({ seen, children }: { seen: boolean[]; children: ReactNode }) {
  const controls = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    seen.push(controls.current?.inert ?? false);
  }, [seen]);
  return (
    <div>
      <div ref={controls} className="guide-card" />
      {children}
    </div>
  );
}

describe('tour splash', () => {
  it('makes the viewer behind it inert before the first paint, so a notice is never drawn above hidden controls', () => {
    const seen: boolean[] = [];
    render(
      <I18nextProvider i18n={englishI18n()}>
        <Frame seen={seen}>
          <TourSplash tour={VIEWER_TOUR} logoUrl={null} brandTitle="Northfield" onStart={() => undefined} />
        </Frame>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Start the tour' })).toBeTruthy();
    expect(seen).toEqual([true]);
  });

  it('hands the focus to the main region when Start takes the splash away, not to the page', async () => {
    const seen: boolean[] = [];
    const page = (open: boolean) => (
      <I18nextProvider i18n={englishI18n()}>
        <main id="main-content" tabIndex={-1}>
          <Frame seen={seen}>
            {open ? (
              <TourSplash tour={VIEWER_TOUR} logoUrl={null} brandTitle="Northfield" onStart={() => undefined} />
            ) : null}
          </Frame>
        </main>
      </I18nextProvider>
    );
    const { rerender } = render(page(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start the tour' })));
    rerender(page(false));
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });
});
