import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeCtaFixture } from '../../../testing/cta-fixtures.ts';
import { renderWithCtaContext } from '../../../testing/cta-test-kit.tsx';
import { CtaModal } from './cta-modal.tsx';

beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query })));
afterEach(() => vi.unstubAllGlobals());

function showNotice(cta = noticeCtaFixture()) {
  return renderWithCtaContext(<CtaModal request={{ ctaId: cta.id, cta, source: 'button' }} onDone={() => undefined} />);
}

describe('notice CTA (spec section 2)', () => {
  it('is titled and shows its blocks in order, hiding those without a value and unknown types', () => {
    showNotice();
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Northfield' });
    const content = dialog.querySelector('.cta-notice');
    const kinds = Array.from(content?.children ?? []).map((element) => element.className);
    expect(kinds).toEqual([
      'cta-notice__paragraph',
      'cta-notice__image',
      'button button--primary button--md cta-notice__button',
      'cta-notice__link',
    ]);
    expect(dialog.textContent).not.toContain('slides');
  });

  it('sanitises paragraph HTML: no scripts, no event handlers', async () => {
    showNotice();
    const paragraph = document.querySelector('.cta-notice__paragraph');
    // jsdom has no sanitiser of its own: the paragraph is filled once DOMPurify has loaded.
    await waitFor(() => expect(paragraph?.textContent).toContain('First paragraph'));
    expect(paragraph?.querySelector('script')).toBeNull();
    expect(paragraph?.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('gives an image its title as alt text when it has none', () => {
    showNotice();
    expect(screen.getByRole('img', { name: 'The quad' }).getAttribute('src')).toBe('/media/quad.jpg');
  });

  it('opens buttons and external links in a new tab, decorated by the cross-domain linker', () => {
    showNotice();
    const book = screen.getByRole('link', { name: /Book a visit/ });
    expect(book.getAttribute('target')).toBe('_blank');
    expect(book.getAttribute('rel')).toContain('noopener');
    expect(new URL(book.getAttribute('href') ?? '').searchParams.get('_gl')).toContain('client-1');
    // example.org is not one of the brand's cross domains: left alone.
    expect(screen.getByRole('link', { name: /Read the prospectus/ }).getAttribute('href')).toBe(
      'https://example.org/p',
    );
  });

  it('pins the fixed button at the bottom, outside the scrolling content', () => {
    showNotice();
    const footer = document.querySelector('.modal__footer') as HTMLElement;
    expect(within(footer).getByRole('link', { name: /Apply today/ })).toBeTruthy();
    expect(document.querySelector('.modal__content')?.textContent).not.toContain('Apply today');
  });

  it('falls back to the CTA title, then its name, when the notice has no title', () => {
    const untitled = noticeCtaFixture({ title: '', name: 'welcome-notice' });
    if (untitled.action === 'notice') untitled.content[0].value.title = '';
    showNotice(untitled);
    expect(screen.getByRole('dialog', { name: 'welcome-notice' })).toBeTruthy();
  });
});
