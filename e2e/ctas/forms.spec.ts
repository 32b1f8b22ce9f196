// Spec sections 4 (CTA form), 5 (validation) and 7 (submissions) end to end: server errors beside
// their fields, the stored submission read back from the database, keyboard-only completion.
import { DEFAULT_TENANT, expect, test as freshContextTest, tenantUrl } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { ctaNamed, daysLeft, formReference, storedSubmissions, tabTo, viewedCookie } from './cta-support.ts';

test('a form submitted incomplete shows each server error beside its field and keeps the typed values; then a valid submission is stored', async ({
  page,
  context,
}) => {
  const welcome = await ctaNamed(page, DEFAULT_TENANT, 'Welcome notice');
  const profile = await ctaNamed(page, DEFAULT_TENANT, 'Tell us about you');
  await context.addCookies([{ name: `on_entry_ctas_${welcome.id}`, value: 'viewed', domain: 'localhost', path: '/' }]);
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}?lng=en`));
  const dialog = page.getByRole('dialog', { name: 'Before you start' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const fieldOf = (label: string) => dialog.locator('.form-field').filter({ hasText: label });
  await expect(fieldOf('Email').getByRole('alert')).toHaveText('Error in field Email: This field is required.');
  await expect(fieldOf('I am a').getByRole('alert')).toHaveText('Error in field I am a: This field is required.');
  await expect(fieldOf('I agree to be contacted').getByRole('alert')).toContainText('This field is required.');
  // Issue 34: an errored text field is outlined in the danger colour, not left in its plain border.
  const email = dialog.getByRole('textbox', { name: /Email/ });
  const name = dialog.getByRole('textbox', { name: 'Full name' });
  const borderOf = (field: typeof email) => field.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(await borderOf(email)).not.toBe(await borderOf(name));
  expect(await email.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('2px');
  await expect(fieldOf('Full name').getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
  await expect(dialog.getByText('Something went wrong. Please check the form and try again.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();

  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.org');
  await dialog.getByRole('combobox', { name: 'I am a' }).selectOption('Parent');
  await dialog.getByRole('checkbox', { name: 'I agree to be contacted' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you! We have received your answer.')).toBeVisible();

  const [stored] = storedSubmissions(formReference(profile));
  expect(stored?.language).toBe('en');
  expect(stored?.data).toMatchObject({
    full_name: 'Ada Lovelace',
    email: 'ada@example.org',
    role: 'Parent',
    consent: 'true',
  });

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  const cookie = await viewedCookie(context, profile.id);
  expect(daysLeft(cookie?.expires ?? 0)).toBeGreaterThan(89.9);
});

// A fresh context: the fixed clock below stays with the context, and in the worker's warm context it
// would make every later test's cookies expire at once (a 30-day cookie set in June 2026).
freshContextTest(
  'keys pressed as the date picker opens go into its calendar, not to the button behind it, and each arrow counts',
  async ({ page }) => {
    const visit = await ctaNamed(page, DEFAULT_TENANT, 'Campus visit');
    // Today is fixed (timers still run), so the day after it is known.
    await page.clock.setFixedTime(new Date(2026, 5, 15, 12));
    await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/ctas/${visit.id}?lng=en`));
    const dialog = page.getByRole('dialog', { name: 'Book a campus visit' });
    const dateToggle = dialog.getByRole('button', { name: /Preferred date/ });
    await tabTo(page, dateToggle);
    // No wait between the keys: a quick keyboard user's Enter, ArrowRight, Enter.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeHidden();
    await expect(dateToggle).toHaveText(/June 16, 2026/);
    await expect(dateToggle).toBeFocused();
  },
);

test('a form can be completed with the keyboard alone, date picker included', async ({ page }) => {
  const visit = await ctaNamed(page, DEFAULT_TENANT, 'Campus visit');
  await page.goto(tenantUrl(DEFAULT_TENANT, `/${DEFAULT_TENANT}/ctas/${visit.id}?lng=en`));
  const dialog = page.getByRole('dialog', { name: 'Book a campus visit' });
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog.getByRole('textbox', { name: 'Full name' }));
  await page.keyboard.type('Grace Hopper');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type('grace@example.org');
  const dateToggle = dialog.getByRole('button', { name: /Preferred date/ });
  await tabTo(page, dateToggle);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeHidden();
  await expect(dateToggle).toHaveText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
  await tabTo(page, dialog.getByRole('checkbox', { name: /I agree/ }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Book my visit' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Thank you! Your visit request is booked; check your email.')).toBeVisible();

  const [stored] = storedSubmissions(formReference(visit));
  expect(stored?.data.full_name).toBe('Grace Hopper');
  expect(stored?.data.visit_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(stored?.data.group_size).toBe('2');

  await tabTo(page, dialog.getByRole('button', { name: 'OK' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
});
