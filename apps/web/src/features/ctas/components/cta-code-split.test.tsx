// A native form's code (fields, validation, link finder, its stylesheet) is a chunk of its own: the
// entry notice, which most visitors meet on their first second, neither loads nor runs it, and a form
// picked as the entry CTA has it requested with the modal's code, before its 300 ms are up.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formCtaFixture, noticeCtaFixture } from '../../../testing/cta-fixtures.ts';
import { renderWithCtaContext } from '../../../testing/cta-test-kit.tsx';
import { CtaHost } from './cta-host.tsx';
import { loadFormCtaModal } from './form-cta-loader.ts';

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
  vi.mocked(loadFormCtaModal).mockClear();
});

const query = { ctasTimed: false, skipForms: false, openCta: null };

describe('CTA code split', () => {
  // First in the file: nothing before it has imported the form's module.
  it('shows the entry notice without loading the native form code', async () => {
    renderWithCtaContext(<CtaHost {...query} />, { brand: { on_entry_ctas: [noticeCtaFixture({ id: 31 })] } });
    expect(await screen.findByRole('dialog', { name: 'Welcome to Northfield' }, { timeout: 15_000 })).toBeTruthy();
    expect(formModule.imported).toBe(false);
  });

  it('requests a native form entry CTA’s code as soon as it is picked, and shows its fields', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithCtaContext(<CtaHost {...query} />, { brand: { on_entry_ctas: [formCtaFixture({ id: 32 })] } });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(loadFormCtaModal).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(299);
    });
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(await within(dialog).findAllByRole('textbox', {}, { timeout: 15_000 })).not.toHaveLength(0);
  });
});
