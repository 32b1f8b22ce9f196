import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCtaQueueStore } from '../cta-store.ts';
import { externalLinkCtaFixture } from '../../../testing/cta-fixtures.ts';
import { renderWithCtaContext } from '../../../testing/cta-test-kit.tsx';
import { CtaModal } from './cta-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('external link CTA (spec sections 2 and 4)', () => {
  it('opens its link in a new tab at once, decorated by the linker, logs a success and closes itself', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const cta = externalLinkCtaFixture();
    const onDone = vi.fn();
    const { events } = renderWithCtaContext(
      <CtaModal request={{ ctaId: cta.id, cta, source: 'entry' }} onDone={onDone} />,
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0] as unknown as [string, string];
    expect(new URL(url).host).toBe('apply.partner.example');
    expect(new URL(url).searchParams.get('_gl')).toContain('client-1');
    expect(target).toBe('_blank');
    expect(events.map((event) => `${event.category}/${event.action}`)).toEqual([
      'cta-open/CTA_51',
      'cta-success/CTA_51',
    ]);
    // Not a dismissal.
    expect(useCtaQueueStore.getState().entryCtaDismissed).toBe(false);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
