// Spec section 4: "with the places tab and standalone map active a language change clears place
// pages and polygons". The selected place (its page and highlighted polygon) is the address's
// `place`; these tests watch it through a small screen that uses the same hooks as the map screen.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStandaloneMap } from '../../../features/map/hooks/use-standalone-map.ts';
import { useMapStore } from '../../../features/map/map-store.ts';
import { useTenantStore } from '../../../features/tenant/tenant-store.ts';
import type { MapTab } from './map-panel.tsx';
import { useLanguageReset } from './use-language-reset.ts';
import { useMapUrlState } from './use-map-url-state.ts';

function Screen({ standalone, tab }: { standalone: boolean; tab: MapTab }) {
  const [url, setUrl] = useMapUrlState();
  useStandaloneMap(standalone);
  useLanguageReset(tab, setUrl);
  return <p>{url.place === null ? 'no place page' : `place page ${String(url.place)}`}</p>;
}

/** The app shell's content gate: the screen leaves while the brand loads in a new language. */
function Gate({ standalone, tab }: { standalone: boolean; tab: MapTab }) {
  const [shown, setShown] = useState(true);
  const { search } = useLocation();
  return (
    <>
      <button type="button" onClick={() => setShown((current) => !current)}>
        gate
      </button>
      <span>{search}</span>
      {shown ? <Screen standalone={standalone} tab={tab} /> : null}
    </>
  );
}

function renderMap(options: { standalone: boolean; tab: MapTab }) {
  useTenantStore.getState().setLanguage('en');
  return render(
    <MemoryRouter initialEntries={['/northfield/map?place=7']}>
      <Routes>
        <Route path="/:site/map" element={<Gate {...options} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const changeLanguage = (language: string) => act(() => useTenantStore.getState().setLanguage(language));

describe('a language change on the map (spec section 4)', () => {
  it('clears the place page on the standalone map’s places tab', async () => {
    renderMap({ standalone: true, tab: 'places' });
    expect(screen.getByText('place page 7')).toBeTruthy();
    changeLanguage('fr-ca');
    expect(await screen.findByText('no place page')).toBeTruthy();
  });

  it('clears it when the screen leaves during the change and comes back to the same address', async () => {
    renderMap({ standalone: true, tab: 'places' });
    act(() => {
      useTenantStore.getState().setLanguage('fr-ca');
      screen.getByRole('button', { name: 'gate' }).click();
    });
    expect(screen.queryByText(/place page/)).toBeNull();
    act(() => screen.getByRole('button', { name: 'gate' }).click());
    expect(await screen.findByText('no place page')).toBeTruthy();
  });

  it('keeps the place on a map that is not the standalone map (the tour viewer’s panel)', () => {
    renderMap({ standalone: false, tab: 'places' });
    changeLanguage('fr-ca');
    expect(screen.getByText('place page 7')).toBeTruthy();
    expect(useMapStore.getState().placeResetFor).toBeNull();
  });

  it('keeps the place on the directions tab', () => {
    renderMap({ standalone: true, tab: 'directions' });
    changeLanguage('fr-ca');
    expect(screen.getByText('place page 7')).toBeTruthy();
  });

  it('does nothing when the same language is chosen again', () => {
    renderMap({ standalone: true, tab: 'places' });
    changeLanguage('en');
    expect(screen.getByText('place page 7')).toBeTruthy();
  });

  it('marks the map standalone only while the standalone map shows', () => {
    const { unmount } = renderMap({ standalone: true, tab: 'places' });
    expect(useMapStore.getState().standalone).toBe(true);
    unmount();
    expect(useMapStore.getState().standalone).toBe(false);
  });
});
