import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredSanitisedHtml as SanitisedHtml } from './deferred-sanitised-html.tsx';
import { isPlainText } from './plain-text-html.ts';

describe('CMS HTML in the app’s first code (the cookie notice)', () => {
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
});
