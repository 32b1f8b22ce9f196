// The entry CTA's code is requested when the CTA is picked, so that it loads and runs during the
// 300 ms before the CTA shows rather than together with the modal's first render.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeCtaFixture } from '../../../testing/cta-fixtures.ts';
import { renderWithCtaContext } from '../../../testing/cta-test-kit.tsx';
import { CtaHost } from './cta-host.tsx';
import { loadCtaModal } from './lazy-cta-modal.tsx';

vi.mock('./lazy-cta-modal.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./lazy-cta-modal.tsx')>();
  return { ...real, loadCtaModal: vi.fn(real.loadCtaModal) };
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadCtaModal).mockClear();
});

const query = { ctasTimed: false, skipForms: false, openCta: null };

describe('entry CTA code', () => {
  it('is requested as soon as the entry CTA is picked, before its 300 ms are up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithCtaContext(<CtaHost {...query} />, { brand: { on_entry_ctas: [noticeCtaFixture({ id: 21 })] } });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(loadCtaModal).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(299);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Welcome to Northfield' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('is not requested when no entry CTA shows (its viewed cookie is set)', () => {
    document.cookie = 'on_entry_ctas_22=viewed; path=/';
    try {
      renderWithCtaContext(<CtaHost {...query} />, { brand: { on_entry_ctas: [noticeCtaFixture({ id: 22 })] } });
      expect(loadCtaModal).not.toHaveBeenCalled();
    } finally {
      document.cookie = 'on_entry_ctas_22=; path=/; max-age=0';
    }
  });
});
