import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translations.json';
import { CookieNotice } from './components/cookie-notice.tsx';

function renderNotice() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <CookieNotice
        notices={[
          { paragraph: '<p>We use <strong>cookies</strong>.</p>', dismiss_text: 'Fine', cookie_name: 'nf_cookies' },
        ]}
        policyLinks={[{ text: 'Privacy', url: 'https://example.org/privacy' }]}
      />
    </I18nextProvider>,
  );
}

describe('cookie notice (spec section 3, brand cookies_notice and policy_links)', () => {
  it('shows the notice as text (never raw tags) with the policy links', async () => {
    renderNotice();
    const notice = screen.getByRole('status');
    // The paragraph's markup waits for the sanitiser's lazy module.
    await waitFor(() => expect(notice.textContent).toContain('We use cookies.'));
    expect(notice.textContent).not.toContain('<p>');
    expect(screen.getByRole('link', { name: /Privacy/ }).getAttribute('target')).toBe('_blank');
  });

  it('remembers the dismissal by the notice’s own cookie name', async () => {
    const view = renderNotice();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fine' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(Cookies.get('nf_cookies')).toBe('dismissed');
    view.unmount();
    renderNotice();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
