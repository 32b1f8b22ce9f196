import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ViewerDialog } from './viewer-dialog.tsx';

function Viewer() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Scenes
      </button>
      <div className="panorama">
        <button type="button">Zoom in</button>
      </div>
      {open ? (
        <ViewerDialog title="All scenes" onClose={() => setOpen(false)}>
          <a href="/northfield/main-campus/quad">Quad</a>
        </ViewerDialog>
      ) : null}
    </main>
  );
}

describe('viewer dialogs are modal like every other dialog (spec section 2)', () => {
  it('make the rest of the page inert, take and trap the focus, and give everything back on close', async () => {
    render(<Viewer />);
    const opener = screen.getByRole('button', { name: 'Scenes' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'All scenes' });
    const outside = screen.getByText('Zoom in');
    expect(outside.closest('[inert]')).not.toBeNull();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();

    const close = screen.getByRole('button', { name: 'viewer.close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    const last = screen.getByRole('link', { name: 'Quad' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(outside.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
