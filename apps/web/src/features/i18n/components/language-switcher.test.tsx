// Issue 34: the header's language choice is the design system's popover, not the browser's select:
// a button named by "Language" and the current language, a list of the languages by their own
// names, the current one marked, Escape closing it with the focus back on the button.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client.ts';
import { TenantContext, type TenantContextValue } from '../../../lib/tenant-context.tsx';
import { englishI18n } from '../../../testing/test-i18n.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

function renderSwitcher(changeLanguage: (language: string) => void) {
  const value: TenantContextValue = {
    tenant: {
      siteName: 'harbour',
      defaultLanguage: 'en',
      versionHash: null,
      languages: [
        { language: 'en', name: 'English', name_local: 'English', bidi: false },
        { language: 'ar', name: 'Arabic', name_local: 'العربية', bidi: true },
      ],
    },
    scope: { siteName: 'harbour', language: 'en', version: null, preview: null },
    api: {} as ApiClient,
    changeLanguage,
  };
  render(
    <I18nextProvider i18n={englishI18n()}>
      <TenantContext.Provider value={value}>
        <LanguageSwitcher />
      </TenantContext.Provider>
    </I18nextProvider>,
  );
}

describe('the header’s language switcher', () => {
  it('is a button, not a select, naming the current language, with a list of the languages', async () => {
    const user = userEvent.setup();
    const changeLanguage = vi.fn();
    renderSwitcher(changeLanguage);
    expect(screen.queryByRole('combobox')).toBeNull();
    const button = screen.getByRole('button', { name: 'Language English' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // The list's code loads on the first press; the button it comes with takes the focus.
    await user.click(button);
    const list = within(await screen.findByRole('group', { name: 'Language' }));
    const opened = screen.getByRole('button', { name: 'Language English' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(opened);
    expect(list.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    const arabic = list.getByRole('button', { name: 'العربية' });
    expect(arabic.getAttribute('lang')).toBe('ar');
    await user.click(arabic);
    expect(changeLanguage).toHaveBeenCalledWith('ar');
    expect(opened.getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: Enter opens, Tab reaches the languages, Escape closes onto the button', async () => {
    const user = userEvent.setup();
    renderSwitcher(vi.fn());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language English' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('group', { name: 'Language' });
    const button = screen.getByRole('button', { name: 'Language English' });
    expect(document.activeElement).toBe(button);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('English');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
