import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPlainText } from './plain-text-html.ts';
import { DeferredSanitisedHtml } from './deferred-sanitised-html.tsx';
import { SanitisedHtml } from './sanitised-html.tsx';

// jsdom has no `Element.setHTML`: these run the DOMPurify fallback; e2e/security/cms-html-sanitiser
// runs both sanitisers in Chromium.
describe('CMS HTML (notices, forms, descriptions)', () => {
  afterEach(() => {
    vi.doUnmock('../lib/html-sanitiser/dompurify-sanitiser.ts');
    vi.resetModules();
  });

  it('shows the tenant’s markup without anything that runs', async () => {
    const { container } = render(
      <SanitisedHtml
        html={
          '<p>Open <strong>daily</strong> <a href="javascript:alert(1)">here</a><img src="x" onerror="alert(1)"></p><script>alert(1)</script>'
        }
      />,
    );
    await waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('daily'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('shows text without markup as it is, at once', () => {
    render(<SanitisedHtml html="We use cookies to remember your choices." />);
    expect(screen.getByText('We use cookies to remember your choices.')).toBeTruthy();
  });

  it('treats a lone angle bracket or entity as markup, shown as the parser reads it', async () => {
    expect(isPlainText('Fish & chips')).toBe(false);
    const { container } = render(<SanitisedHtml html="Fish &amp; chips for 3 &lt; 4" />);
    await waitFor(() => expect(container.textContent).toBe('Fish & chips for 3 < 4'));
  });

  it('shows the text without its markup when the sanitiser’s code cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('../lib/html-sanitiser/dompurify-sanitiser.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { SanitisedHtml: Isolated } = await import('./sanitised-html.tsx');
    const { container } = render(<Isolated html="<p>Open <strong>daily</strong> &amp; late</p>" />);
    await waitFor(() => expect(container.textContent).toBe('Open daily & late'));
    expect(container.querySelector('strong')).toBeNull();
  });

  it('in the first code (the cookie notice), shows text at once and markup once its sanitiser has loaded', async () => {
    const { container, rerender } = render(<DeferredSanitisedHtml html="We use cookies." />);
    expect(container.textContent).toBe('We use cookies.');
    rerender(<DeferredSanitisedHtml html={'We use <strong>cookies</strong>.<script>alert(1)</script>'} />);
    await waitFor(() => expect(container.querySelector('strong')?.textContent).toBe('cookies'));
    expect(container.querySelector('script')).toBeNull();
  });
});
