import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Sheet } from './sheet.tsx';

const labels = { collapse: 'Collapse guide', expand: 'Expand guide', close: 'Close guide' };

function Guide({ onClose }: { onClose?: () => void }) {
  const [expanded, setExpanded] = useState(true);
  return (
    <Sheet
      title="Your guide"
      labels={labels}
      placement="bottom"
      expanded={expanded}
      onExpandedChange={setExpanded}
      onClose={onClose}
    >
      <p>Welcome to the library.</p>
    </Sheet>
  );
}

describe('sheet', () => {
  it('is a region named by its title, not a modal dialog', () => {
    render(<Guide />);
    expect(screen.getByRole('region', { name: 'Your guide' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('collapses to its header and expands again, announcing the state', () => {
    render(<Guide />);
    const collapse = screen.getByRole('button', { name: 'Collapse guide' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(collapse);
    const body = () => screen.getByText('Welcome to the library.').closest<HTMLElement>('.sheet__body');
    expect(body()?.hidden).toBe(true);
    const expand = screen.getByRole('button', { name: 'Expand guide' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Your guide' })).toBeTruthy();
    fireEvent.click(expand);
    expect(body()?.hidden).toBe(false);
  });

  it('offers a close button only when it can be closed', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Guide />);
    expect(screen.queryByRole('button', { name: 'Close guide' })).toBeNull();
    unmount();
    render(<Guide onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close guide' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
