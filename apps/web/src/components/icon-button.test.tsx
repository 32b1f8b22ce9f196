import { fireEvent, render, screen } from '@testing-library/react';
import { Menu } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button.tsx';

describe('icon button', () => {
  it('is a button named by its label, with an SVG icon and no text glyph', () => {
    const onClick = vi.fn();
    render(<IconButton icon={Menu} label="Open menu" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows its name as a tooltip that is not announced twice', () => {
    render(<IconButton icon={Menu} label="Open menu" />);
    const tooltip = screen.getByText('Open menu');
    expect(tooltip.getAttribute('aria-hidden')).toBe('true');
    expect(tooltip.className).toBe('tooltip');
  });

  it('lets Escape dismiss the tooltip without leaving the button, until focus or pointer leaves', () => {
    render(<IconButton icon={Menu} label="Open menu" />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.hasAttribute('data-tooltip-dismissed')).toBe(true);
    expect(document.activeElement).toBe(button);
    fireEvent.blur(button);
    expect(button.hasAttribute('data-tooltip-dismissed')).toBe(false);
  });

  it('announces a toggle state when it is a toggle', () => {
    const { rerender } = render(<IconButton icon={Menu} label="Labels" pressed={false} />);
    expect(screen.getByRole('button', { name: 'Labels', pressed: false })).toBeTruthy();
    rerender(<IconButton icon={Menu} label="Labels" pressed />);
    expect(screen.getByRole('button', { name: 'Labels', pressed: true })).toBeTruthy();
  });
});
