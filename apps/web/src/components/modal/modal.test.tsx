import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, ModalFallbackContext, useModalControls, type ModalCloseReason } from './modal.tsx';

function Opener({ onClose, closable = true }: { onClose?: (reason: ModalCloseReason) => void; closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      {open ? (
        <Modal
          title="Visit us"
          closable={closable}
          onClose={(reason) => {
            onClose?.(reason);
            setOpen(false);
          }}
        >
          <a href="/first">First link</a>
          <button type="button">Last button</button>
        </Modal>
      ) : null}
    </>
  );
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('modal dialog (spec section 2)', () => {
  it('is a dialog named by its heading, and its close button closes it only after the 300 ms animation', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'Visit us' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'modal.close' }));
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector('.modal')?.getAttribute('data-state')).toBe('closing');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledWith('close-button');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes at once under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    fireEvent.click(screen.getByRole('button', { name: 'modal.close' }));
    expect(onClose).toHaveBeenCalledWith('close-button');
  });

  it('closes on Escape and on a click on the overlay, saying which', () => {
    mockReducedMotion(true);
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenLastCalledWith('escape');
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenLastCalledWith('overlay');
  });

  it('traps the focus inside and gives it back to the opener when closed', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'modal.close' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last button' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'modal.close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last button' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('takes the focus in the frame after the one that opens it, so opening is not one long task', async () => {
    mockReducedMotion(true);
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).not.toBe(dialog);
    await waitFor(() => expect(document.activeElement).toBe(dialog));
  });

  it('leaves the focus on what inside the dialog took it before that frame (a form sent at once)', () => {
    mockReducedMotion(true);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const link = screen.getByRole('link', { name: 'First link' });
    link.focus();
    act(() => frames.splice(0).forEach((callback) => callback(0)));
    expect(document.activeElement).toBe(link);
  });

  it('takes the focus back from a frame behind it that focuses itself, so Escape still closes it', async () => {
    mockReducedMotion(true);
    const onClose = vi.fn();
    render(
      <>
        <iframe title="3D walkthrough" />
        <Opener onClose={onClose} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    // The walkthrough's page focuses itself as it loads: the browser moves focus into its frame.
    act(() => {
      screen.getByTitle('3D walkthrough').focus();
      window.dispatchEvent(new Event('blur'));
    });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('makes the rest of the page inert while open, and only while open', () => {
    mockReducedMotion(true);
    const { container } = render(<Opener />);
    const page = container;
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    expect(page.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.modal-root')?.hasAttribute('inert')).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(page.hasAttribute('inert')).toBe(false);
  });

  it('when gated, has no close button and ignores Escape and the overlay; its own actions still close it', () => {
    mockReducedMotion(true);
    const onClose = vi.fn();
    function Done() {
      const { requestClose } = useModalControls();
      return (
        <button type="button" onClick={() => requestClose('action')}>
          Done
        </button>
      );
    }
    render(
      <Modal title="Register first" closable={false} onClose={onClose}>
        <Done />
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'modal.close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith('action');
  });

  it('without a close handler, hands the close to the fallback (reported and closed by the CTA layer)', () => {
    mockReducedMotion(true);
    const onMissingClose = vi.fn();
    render(
      <ModalFallbackContext.Provider value={{ onMissingClose }}>
        <Modal title="Orphan">
          <p>text</p>
        </Modal>
      </ModalFallbackContext.Provider>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onMissingClose).toHaveBeenCalledWith('escape');
  });
});
