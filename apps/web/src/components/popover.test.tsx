import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover.tsx';

function Languages() {
  return (
    <>
      <Popover
        label="Languages"
        trigger={(props) => (
          <button type="button" {...props}>
            Language
          </button>
        )}
      >
        {(close) => (
          <button type="button" onClick={close}>
            Français
          </button>
        )}
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('popover', () => {
  it('opens from its trigger, which announces the state', async () => {
    const user = userEvent.setup();
    render(<Languages />);
    const trigger = screen.getByRole('button', { name: 'Language' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Languages' })).toBeNull();
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Languages' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Languages />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Français');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Languages' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' }));
  });

  it('closes on a press outside and when a choice closes it', async () => {
    const user = userEvent.setup();
    render(<Languages />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('group', { name: 'Languages' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(screen.queryByRole('group', { name: 'Languages' })).toBeNull();
  });

  it('closes when Tab moves focus past it', async () => {
    const user = userEvent.setup();
    render(<Languages />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Elsewhere');
    expect(screen.queryByRole('group', { name: 'Languages' })).toBeNull();
  });
});
