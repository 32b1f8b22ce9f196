import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CtaModal } from '../../components/cta-modal.tsx';
import type { CtaRequest } from '../../cta-store.ts';
import { formCtaFixture } from '../../../../testing/cta-fixtures.ts';
import { renderWithCtaContext, stubFetch } from '../../../../testing/cta-test-kit.tsx';
import { formatLongDate } from './date-field.tsx';

// Whole forms driven by simulated typing: slow on a shared CI machine, not a performance claim.
vi.setConfig({ testTimeout: 30_000 });

const SUBMIT = '/api/v2/forms/3/submissions/';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  window.innerWidth = 1024;
  window.dispatchEvent(new Event('resize'));
});
afterEach(() => vi.unstubAllGlobals());

async function showForm(
  options: { cta?: ReturnType<typeof formCtaFixture>; source?: CtaRequest['source']; language?: string } = {},
  routes: Parameters<typeof stubFetch>[0] = {
    [SUBMIT]: { status: 200, body: { message: 'Thanks, we will be in touch.' } },
  },
) {
  const cta = options.cta ?? formCtaFixture({ gate_entry: false });
  const network = stubFetch(routes);
  const onDone = vi.fn();
  const shown = document.querySelectorAll('.modal__dialog').length;
  const kit = renderWithCtaContext(
    <CtaModal
      request={{ ctaId: cta.id, cta, source: options.source ?? 'button' }}
      onDone={onDone}
      fetchImpl={network.fetchImpl}
    />,
    { fetchImpl: network.fetchImpl, language: options.language ?? 'en' },
  );
  // The form's own code loads on its own (form-cta-loader.ts): wait for the form.
  await waitFor(() => expect(document.querySelectorAll('.modal__dialog').length).toBeGreaterThan(shown), {
    timeout: 15_000,
  });
  return { ...kit, ...network, onDone, user: userEvent.setup({ delay: null }) };
}

const submitButton = () => screen.getByRole('button', { name: 'Send my request' });

describe('CTA form fields (spec sections 3 and 5)', () => {
  it('renders every field type with its input type, choices and defaults', async () => {
    await showForm();
    expect(screen.getByRole('textbox', { name: 'Full name' }).getAttribute('type')).toBe('text');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Age' }).getAttribute('type')).toBe('text');
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('type')).toBe('tel');
    expect(screen.getByRole('textbox', { name: 'About you' }).tagName).toBe('TEXTAREA');
    const interests = screen.getByRole('group', { name: 'Interests' });
    expect(
      within(interests)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false, false]);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Fall' }).checked).toBe(true);
    const program = screen.getByRole('combobox', { name: 'Program' });
    expect(
      within(program)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'Biology', 'History', 'Music']);
    expect((document.querySelector('input[name="source"]') as HTMLInputElement).value).toBe('virtual-tour');
    expect(screen.getByRole('button', { name: /Visit date/ }).textContent).toContain('No date chosen');
  });

  it('marks required fields with an asterisk, and only those', async () => {
    await showForm();
    const marked = (name: string) =>
      screen.getByText(name, { selector: 'label, legend, span' }).querySelector('.form-field__required') !== null;
    expect(marked('Full name')).toBe(true);
    expect(marked('Email')).toBe(true);
    expect(marked('About you')).toBe(false);
  });

  it('turns web links in help text into links that open in a new tab', async () => {
    await showForm();
    const link = screen.getByRole('link', { name: /example\.org\/privacy/ });
    expect(link.getAttribute('href')).toBe('https://example.org/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('checks required, email and phone fields when they are left', async () => {
    const { user } = await showForm();
    await user.click(screen.getByRole('textbox', { name: 'Full name' }));
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Error in field Full name: This field is required.');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.tab();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12ab');
    await user.tab();
    expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 (416) 555-0100');
    await user.tab();
    expect(screen.queryByText('Enter a valid phone number.')).toBeNull();
  });

  it('drops a field’s error as soon as its value is fixed, while the field still has the focus', async () => {
    const { user } = await showForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada');
    await user.tab();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    // Otherwise the message vanishes on leaving the field, moving the form under a pressed pointer.
    await user.type(email, '@example.org');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });
});

describe('CTA form submission (spec sections 4 and 7)', () => {
  it('sends multipart with credentials, CSRF and X-Requested-With headers, every value and the language', async () => {
    Cookies.set('csrftoken', 'token-123', { path: '/' });
    let release: (response: Response) => void = () => undefined;
    const { user, calls } = await showForm(
      {},
      {
        [SUBMIT]: () => new Promise<Response>((resolve) => (release = resolve)),
      },
    );
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Art' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sport' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'History');
    await user.click(submitButton());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending…' }).disabled).toBe(true);

    const [call] = calls;
    expect(call?.url.pathname).toBe(SUBMIT);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.headers).toMatchObject({ 'X-CSRFToken': 'token-123', 'X-Requested-With': 'XMLHttpRequest' });
    const body = call?.init.body as FormData;
    expect(body.get('form_id')).toBe('3');
    expect(body.get('form_reference')).toBe('admissions-2026');
    expect(body.get('csrf')).toBe('ignored-token');
    expect(body.get('full_name')).toBe('Ada Lovelace');
    expect(body.getAll('interests')).toEqual(['Art', 'Sport']);
    expect(body.get('consent')).toBe('true');
    expect(body.get('term')).toBe('Fall');
    expect(body.get('source')).toBe('virtual-tour');
    expect(body.get('program')).toBe('History');
    expect(body.get('circuit_language')).toBe('en');
    await act(async () => {
      release(new Response(JSON.stringify({ message: 'Thanks!' }), { status: 200 }));
      await Promise.resolve();
    });
    expect(await screen.findByText('Thanks!', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('on a 400 shows each server error beside its field, the form error message, keeps the values, re-enables', async () => {
    const { user } = await showForm(
      {},
      {
        [SUBMIT]: {
          status: 400,
          body: {
            message: 'Please correct the errors below.',
            errors: { email: ['Enter a valid email address.'], consent: ['This field is required.'] },
          },
        },
      },
    );
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada');
    await user.click(submitButton());
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Error in field Email: Enter a valid email address.');
    expect(alerts).toContain('Error in field I agree: This field is required.');
    expect(alerts).toContain('Please fix the errors below.');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Full name' }).value).toBe('Ada');
  });

  it('on success shows the message with an OK button that closes: submit, success and close are logged', async () => {
    const { user, onDone, events } = await showForm();
    await user.click(submitButton());
    expect(await screen.findByText('Thanks, we will be in touch.')).toBeTruthy();
    // The focus moves in the effect after the message's render: waited for, not assumed.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(events.map((event) => `${event.category}/${event.action}`)).toEqual([
      'cta-open/CTA_31',
      'cta/submit',
      'cta-success/CTA_31',
      'cta/close',
    ]);
  });

  it('confirmed entry form: OK writes the 90-day viewed cookie', async () => {
    const set = vi.spyOn(Cookies, 'set');
    const { user } = await showForm({ source: 'entry' });
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(set).toHaveBeenCalledWith('on_entry_ctas_31', 'viewed', expect.objectContaining({ expires: 90 })),
    );
  });

  it('shows the post_redirect_page in a frame after success when there is one', async () => {
    const { user } = await showForm({ cta: formCtaFixture({}, { post_redirect_page: 'https://example.org/next' }) });
    await user.click(submitButton());
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://example.org/next'));
  });

  it('fills the language field with the current language', async () => {
    const { user, calls } = await showForm({ language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]?.init.body as FormData).get('circuit_language')).toBe('ar');
  });
});

describe('date picker (spec sections 2, 4 and 5)', () => {
  it('picks year-month-day, shows it like "Month d, yyyy" and sends it as YYYY-MM-DD; clearing is ignored', async () => {
    const { user, calls } = await showForm();
    await user.click(screen.getByRole('button', { name: /Visit date/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(await within(calendar).findAllByRole('combobox')).toHaveLength(2);
    const dayButton = (root: HTMLElement) =>
      Array.from(root.querySelectorAll('button')).find((button) => button.textContent === '15');
    const day15 = dayButton(calendar);
    if (!day15) throw new Error('no day 15');
    await user.click(day15);
    const today = new Date();
    const chosen = new Date(today.getFullYear(), today.getMonth(), 15);
    const toggle = screen.getByRole('button', { name: /Visit date/ });
    expect(toggle.textContent).toContain(formatLongDate(chosen, 'en'));
    expect(formatLongDate(new Date(2024, 2, 5), 'en')).toBe('March 5, 2024');
    // Choosing the selected day again would clear it: ignored.
    await user.click(toggle);
    const reopened = await screen.findByRole('dialog', { name: 'Choose a date' });
    await within(reopened).findAllByRole('combobox');
    const again = dayButton(reopened);
    if (!again) throw new Error('no day 15 on reopening');
    await user.click(again);
    expect(screen.getByRole('button', { name: /Visit date/ }).textContent).toContain(formatLongDate(chosen, 'en'));
    await user.click(submitButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    const month = String(today.getMonth() + 1).padStart(2, '0');
    expect((calls[0]?.init.body as FormData).get('visit_date')).toBe(`${today.getFullYear()}-${month}-15`);
  });

  it('is keyboard operable, and Escape closes the calendar but not the modal', async () => {
    const { user } = await showForm();
    screen.getByRole('button', { name: /Visit date/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Choose a date' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose a date' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Request information' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Visit date/ }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.closest('[role="grid"]')).toBeTruthy());
    const focusedDay = Number(document.activeElement?.textContent);
    await user.keyboard('{ArrowRight}{Enter}');
    const today = new Date();
    const expected = new Date(today.getFullYear(), today.getMonth(), focusedDay + 1);
    expect(screen.getByRole('button', { name: /Visit date/ }).textContent).toContain(formatLongDate(expected, 'en'));
  });
});

describe('CTA form modal layout (spec section 2)', () => {
  it('shows the paragraph and side image only from 801 px; the image alt falls back to its title', async () => {
    window.innerWidth = 800;
    fireEvent(window, new Event('resize'));
    const narrow = await showForm();
    expect(screen.queryByText(/Tell us about/)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    narrow.view.unmount();
    window.innerWidth = 801;
    fireEvent(window, new Event('resize'));
    await showForm();
    expect(screen.getByText(/Tell us about/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Students on the lawn' })).toBeTruthy();
  });

  it('is titled with the CTA title, falling back to its name', async () => {
    await showForm({ cta: formCtaFixture({ title: '', name: 'admissions-form' }) });
    expect(screen.getByRole('dialog', { name: 'admissions-form' })).toBeTruthy();
  });

  it('lays out right to left in a bidirectional language', async () => {
    await showForm({ language: 'ar' });
    expect(document.querySelector('.modal')?.getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('.modal')?.getAttribute('lang')).toBe('ar');
  });
});

describe('CTA form look (issue 12)', () => {
  it('submits with the design system’s primary button, in the brand colour handed to the portalled modal', async () => {
    const cta = formCtaFixture({ gate_entry: false });
    renderWithCtaContext(<CtaModal request={{ ctaId: cta.id, cta, source: 'button' }} onDone={() => undefined} />, {
      brand: { primary_color: { hex_value: '#00539b' } },
    });
    expect((await screen.findByRole('button', { name: 'Send my request' }, { timeout: 15_000 })).className).toContain(
      'button--primary',
    );
    // The modal renders outside the screen that sets the brand's tokens: it carries them itself.
    const root = submitButton().closest<HTMLElement>('.modal');
    expect(root?.style.getPropertyValue('--brand')).toBe('#00539b');
    expect(root?.style.getPropertyValue('--brand-fg')).toBe('#ffffff');
  });
});
