import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toast, ToastRegion } from './toast.tsx';

describe('toast', () => {
  it('announces its message politely inside a named region', () => {
    render(
      <ToastRegion label="Notifications">
        <Toast>Link copied</Toast>
      </ToastRegion>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('status').textContent).toContain('Link copied');
  });

  it('stays until dismissed with its named close button', () => {
    const onDismiss = vi.fn();
    render(
      <Toast dismissLabel="Dismiss" onDismiss={onDismiss} action={<a href="/privacy">Privacy</a>}>
        We use cookies.
      </Toast>,
    );
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
