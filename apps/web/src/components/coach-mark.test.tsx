import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CoachMark } from './coach-mark.tsx';

function renderTip() {
  const onDismiss = vi.fn();
  render(
    <>
      <button type="button" id="menu-button">
        Menu
      </button>
      <CoachMark
        target="#menu-button"
        message="Open the menu to see every scene."
        dismissLabel="Got it"
        onDismiss={onDismiss}
      />
    </>,
  );
  return onDismiss;
}

describe('coach mark', () => {
  it('announces its tip politely without taking focus and is not a dialog', () => {
    renderTip();
    expect(screen.getByRole('status').textContent).toBe('Open the menu to see every scene.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('is dismissed by its button, by Escape, by Enter and by a tap anywhere', () => {
    const onDismiss = renderTip();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Menu' }));
    expect(onDismiss.mock.calls.length).toBeGreaterThanOrEqual(4);
  });

  it('is dismissed by Enter while the focus is on a region focused by script (the main region after the splash)', () => {
    const onDismiss = renderTip();
    const main = document.createElement('main');
    main.tabIndex = -1;
    document.body.append(main);
    main.focus();
    fireEvent.keyDown(main, { key: 'Enter' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    main.remove();
  });

  it('leaves Enter to a focused control that is not its own', () => {
    const onDismiss = renderTip();
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    fireEvent.keyDown(menu, { key: 'Enter' });
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
