import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/translations.json';
import { Compass, viewHeading } from './components/compass.tsx';
import { HEADING_SHAPE_OFFSET } from './heading.ts';
import { useHeadingStore } from './heading-store.ts';

function renderCompass(onResetNorth: () => void) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <Compass onResetNorth={onResetNorth} disabled={false} />
    </I18nextProvider>,
  );
}

describe('compass (spec section 4, rotation)', () => {
  it('reads the true heading from the stored one (which carries the map arrow’s half turn)', () => {
    expect(viewHeading(HEADING_SHAPE_OFFSET + 90)).toBe(90);
    expect(viewHeading(90)).toBe(270);
  });

  it('turns its needle with the view and turns the view north when pressed', () => {
    const onResetNorth = vi.fn();
    renderCompass(onResetNorth);
    act(() => useHeadingStore.getState().setHeading(HEADING_SHAPE_OFFSET + 90));
    const button = screen.getByRole('button', { name: /facing 90°/ });
    expect(button.querySelector<HTMLElement>('.compass__dial')?.style.transform).toBe('rotate(-90deg)');
    fireEvent.click(button);
    expect(onResetNorth).toHaveBeenCalledOnce();
  });
});
