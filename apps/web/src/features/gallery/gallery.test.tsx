import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithCtaContext } from '../../testing/cta-test-kit.tsx';
import { LIBRARY } from '../../testing/viewer-fixtures.ts';
import { ImageGallery } from './components/image-gallery.tsx';
import { allowedWalkthroughUrl, WalkthroughFrame } from './components/walkthrough-frame.tsx';

describe('gallery scene', () => {
  it('shows one image with its alt text and caption, and moves with buttons, arrow keys and swipes', async () => {
    const user = userEvent.setup();
    renderWithCtaContext(<ImageGallery title="The library" images={LIBRARY.gallery} />);
    expect(screen.getByRole('img', { name: 'Long tables under lamps' })).toBeTruthy();
    expect(screen.getByText('The reading room')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('The stacks')).toBeTruthy();
    expect(screen.getByText('Image 2 of 2')).toBeTruthy();
    const stage = screen.getByRole('group');
    stage.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('The reading room')).toBeTruthy();
    // jsdom has no PointerEvent; a MouseEvent of the same type carries clientX the same way.
    fireEvent(stage, new MouseEvent('pointerdown', { bubbles: true, clientX: 300 }));
    fireEvent(stage, new MouseEvent('pointerup', { bubbles: true, clientX: 200 }));
    expect(screen.getByText('The stacks')).toBeTruthy();
  });
});

describe('embedded 3D walkthrough', () => {
  it('frames only the server’s own walkthrough pages and Matterport', () => {
    const origin = 'http://localhost';
    expect(allowedWalkthroughUrl('/walkthrough/science/', origin)?.href).toBe('http://localhost/walkthrough/science/');
    expect(allowedWalkthroughUrl('https://my.matterport.com/show/?m=abc', origin)).not.toBeNull();
    expect(allowedWalkthroughUrl('http://my.matterport.com/show/?m=abc', origin)).toBeNull();
    expect(allowedWalkthroughUrl('https://evil.example/walkthrough/', origin)).toBeNull();
    expect(allowedWalkthroughUrl('/api/v2/brand/', origin)).toBeNull();
    expect(allowedWalkthroughUrl('javascript:alert(1)', origin)).toBeNull();
  });

  it('shows a clear fallback instead of a frame for a URL off the allow-list', () => {
    renderWithCtaContext(<WalkthroughFrame title="Lab" embedUrl="https://evil.example/x" />);
    expect(screen.getByRole('alert').textContent).toContain('cannot be shown here');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("frames the server's own walkthrough in the visitor's language", async () => {
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = () => Promise.resolve(new Response('', { status: 200 }));
    try {
      renderWithCtaContext(<WalkthroughFrame title="Cabin" embedUrl="/walkthrough/cabin/" />, { language: 'ar' });
      await waitFor(() =>
        expect(document.querySelector('iframe')?.getAttribute('src')).toMatch(/\/walkthrough\/cabin\/\?lng=ar$/),
      );
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });

  it('falls back when the server has no such walkthrough page', async () => {
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = () => Promise.resolve(new Response('', { status: 404 }));
    try {
      renderWithCtaContext(<WalkthroughFrame title="Lab" embedUrl="/walkthrough/missing/" />);
      expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });
});
