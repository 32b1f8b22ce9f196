// The entry CTA's code is requested when the CTA is picked, so that it loads and runs during the
// 300 ms before the CTA shows rather than together with the modal's first render. A native form's
// code (fields, validation, link finder, its stylesheet) is a chunk of its own: the entry notice,
// which most visitors meet in their first second, neither loads nor runs it.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formCtaFixture, noticeCtaFixture } from '../../../testing/cta-fixtures.ts';
import { renderWithCtaContext } from '../../../testing/cta-test-kit.tsx';
import { CtaHost } from './cta-host.tsx';
import { loadFormCtaModal } from './form-cta-loader.ts';
import { loadCtaModal } from './lazy-cta-modal.tsx';

vi.mock('./lazy-cta-modal.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./lazy-cta-modal.tsx')>();
  return { ...real, loadCtaModal: vi.fn(real.loadCtaModal) };
});
vi.mock('./form-cta-loader.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./form-cta-loader.ts')>();
  return { ...real, loadFormCtaModal: vi.fn(real.loadFormCtaModal) };
});
// Whether the native form's module was imported at all (its factory runs on the first import).
const formModule = vi.hoisted(() => ({ imported: false }));
vi.mock('./form-cta.tsx', async (importOriginal) => {
  formModule.imported = true;
  return importOriginal();
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadCtaModal).mockClear();
  vi.mocked(loadFormCtaModal).mockClear();
});

const query = { ctasTimed: false, skipForms: false, openCta: null };

/**
 * Renders the host with this entry CTA and lets 1 ms pass: the CTA is picked, not yet due (its code is
 * requested in the task after the pick's, cta-host.tsx).
 */
async function pickEntry(entry: ReturnType<typeof noticeCtaFixture>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderWithCtaContext(<CtaHost {...query} />, { brand: { on_entry_ctas: [entry] } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1);
  });
}

/** Lets the rest of the 300 ms pass and waits for the CTA's dialog. */
async function entryShown(name?: string): Promise<HTMLElement> {
  act(() => {
    vi.advanceTimersByTime(299);
  });
  vi.useRealTimers();
  return screen.findByRole('dialog', name ? { name } : {}, { timeout: 15_000 });
}

// The notices come first: nothing before them has imported the form's module.
describe('entry CTA code', () => {
  it('is requested as soon as the entry CTA is picked, before its 300 ms are up', async () => {
    await pickEntry(noticeCtaFixture({ id: 21 }));
    expect(loadCtaModal).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await entryShown('Welcome to Northfield')).toBeTruthy();
  });

  it('shows the entry notice without loading the native form code', async () => {
    await pickEntry(noticeCtaFixture({ id: 31 }));
    expect(await entryShown('Welcome to Northfield')).toBeTruthy();
    expect(formModule.imported).toBe(false);
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

  it('requests a native form entry CTA’s code as soon as it is picked, and shows its fields', async () => {
    await pickEntry(formCtaFixture({ id: 32 }));
    expect(loadFormCtaModal).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await entryShown();
    expect(await within(dialog).findAllByRole('textbox', {}, { timeout: 15_000 })).not.toHaveLength(0);
  });
});
