import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCtaQueueStore, type CtaRequest } from '../cta-store.ts';
import { iframeCtaFixture } from '../../../testing/cta-fixtures.ts';
import { renderWithCtaContext } from '../../../testing/cta-test-kit.tsx';
import { CtaModal } from './cta-modal.tsx';
import { frameUrl } from './iframe-cta.tsx';

// Whole forms driven by simulated typing: slow on a shared CI machine, not a performance claim.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query })));
afterEach(() => vi.unstubAllGlobals());

function showHostedForm(
  overrides: Parameters<typeof iframeCtaFixture>[0] = {},
  source: CtaRequest['source'] = 'button',
) {
  const cta = iframeCtaFixture(overrides);
  const onDone = vi.fn();
  const kit = renderWithCtaContext(<CtaModal request={{ ctaId: cta.id, cta, source }} onDone={onDone} />);
  const frame = document.querySelector('iframe.cta-iframe') as HTMLIFrameElement;
  return { ...kit, frame, onDone };
}

function post(data: unknown, source: MessageEventSource | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  });
}

describe('hosted form CTA (spec sections 2 and 4)', () => {
  it('frames the hosted form with the language and the tour in its address', () => {
    useCtaQueueStore.getState().setTour({ title: 'Main campus', slug: 'main-campus' });
    const { frame } = showHostedForm();
    const src = new URL(frame.src);
    expect(src.pathname).toBe('/hosted-forms/3/');
    expect(src.searchParams.get('lng')).toBe('en');
    expect(src.searchParams.get('tourTitle')).toBe('Main campus');
    expect(src.searchParams.get('tourSlug')).toBe('main-campus');
    expect(frame.title).toBe('Hosted form');
  });

  it('reveals Start (with an arrow) when its own frame posts success, for a CTA timed after scenes', () => {
    const { frame, events } = showHostedForm({ timing: 2 });
    expect(screen.queryByRole('button', { name: /Start/ })).toBeNull();
    post('success', frame.contentWindow);
    expect(screen.getByRole('button', { name: /Start/ }).textContent).toContain('→');
    expect(events.map((event) => event.category)).toEqual(['cta-open', 'ctaIframe', 'cta-success']);
  });

  it('labels the button Close when the timing is below 1 (or a button CTA)', () => {
    const { frame } = showHostedForm({ timing: 0 });
    post('success', frame.contentWindow);
    expect(screen.getAllByRole('button', { name: /Close/ }).some((button) => button.textContent.includes('→'))).toBe(
      true,
    );
  });

  it('ignores success from another window, from another origin, and other messages', () => {
    const { frame } = showHostedForm({ timing: 2 });
    post('success', window);
    post('success', frame.contentWindow, 'https://evil.example');
    post('done', frame.contentWindow);
    expect(screen.queryByRole('button', { name: /Start/ })).toBeNull();
  });

  it('gated on entry: cannot be closed until the frame confirms, then Start closes it with the 90-day cookie', async () => {
    const { frame, onDone } = showHostedForm({ timing: -1, gate_entry: true }, 'entry');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    post('success', frame.contentWindow);
    const closeWithArrow = screen
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent.includes('→'));
    if (!closeWithArrow) throw new Error('no Close → button');
    await userEvent.setup({ delay: null }).click(closeWithArrow);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(document.cookie).toContain('on_entry_ctas_41=viewed');
  });
});

describe('hosted form address', () => {
  it('adds lng only to same-origin hosted forms; the tour and the cross-domain linker apply to every address', () => {
    const decorate = (url: string) => `${url}#decorated`;
    const tour = { title: 'Main campus', slug: 'main-campus' };
    const external = new URL(frameUrl('https://forms.partner.example/f/1', { language: 'ar', tour, decorate }));
    expect(external.searchParams.has('lng')).toBe(false);
    expect(external.searchParams.get('tourSlug')).toBe('main-campus');
    expect(external.hash).toBe('#decorated');
    const own = new URL(
      frameUrl('/hosted-forms/3/?lng=fr-ca', { language: 'ar', tour: null, decorate }),
      window.location.href,
    );
    expect(own.searchParams.get('lng')).toBe('fr-ca');
  });
});
