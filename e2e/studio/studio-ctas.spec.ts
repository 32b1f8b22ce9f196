// Meridian Studio's calls to action (issue 37): an author writes a form CTA's title in two languages,
// adds a field to its form (a bad key is refused beside the field with its file:line, then undone),
// saves, and the live preview's real visitor modal shows the new title in each language and the new
// field; the YAML files change only where the edits are.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { emptyPack, expectAxeClean, startStudio, type RunningStudio } from './studio-support.ts';

const CTAS = `# Riverside's calls to action
- key: visit-request
  action: form
  name: Book a visit
  title: { en: Book a campus visit, fr-ca: Réservez une visite }
  timing: null
  form: visit
`;
const FORMS = `- key: visit
  name: Visit request
  title: Book a campus visit
  success_message: Thanks, see you soon!
  error_message: Something went wrong, please try again.
  fields:
    - key: full_name
      label: { en: Full name, fr-ca: Nom complet }
      type: singleline
      required: true
`;

/** The lines of `after` that are not in `before`, and the other way round (the files' own order kept). */
function changed(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) };
}

test.describe('Meridian Studio: calls to action', () => {
  let studio: RunningStudio | undefined;
  test.afterEach(() => {
    studio?.child.kill('SIGTERM');
  });

  test('an author rewrites a CTA in two languages, adds a form field, and the preview’s real modal shows them', async ({
    page,
  }) => {
    const packDir = emptyPack();
    fs.writeFileSync(path.join(packDir, 'ctas.yaml'), CTAS);
    fs.writeFileSync(path.join(packDir, 'forms.yaml'), FORMS);
    const read = (file: string) => fs.readFileSync(path.join(packDir, file), 'utf8');
    studio = await startStudio(packDir);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(studio.url);
    const write = async (label: string, text: string) => {
      await page.getByLabel(label, { exact: true }).fill(text);
      await page.getByLabel(label, { exact: true }).press('Enter');
    };

    await test.step('the title in English and French, undone and redone', async () => {
      await page
        .getByRole('navigation')
        .getByRole('button', { name: /^Book a visit/ })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: /^Book a visit/ })).toBeVisible();
      await write('Title (else the name) (English)', 'Visit us this spring');
      await write('Title (else the name) (Français (Canada))', 'Visitez-nous ce printemps');
      await page.getByRole('button', { name: 'Undo: Edit Title (else the name)' }).click();
      await expect(page.getByLabel('Title (else the name) (Français (Canada))')).toHaveValue('Réservez une visite');
      await page.getByRole('button', { name: 'Redo: Edit Title (else the name)' }).click();
      await expect(page.getByLabel('Title (else the name) (Français (Canada))')).toHaveValue(
        'Visitez-nous ce printemps',
      );
    });

    await test.step('a new field: a bad key is shown beside it with its file:line, and undone', async () => {
      await page.getByRole('button', { name: 'Add a field' }).click();
      await page.getByLabel('Label of the new field').fill('Phone number');
      await page.getByLabel('Label of the new field').press('Enter');
      await expect(page.getByRole('heading', { name: 'Field 2 of 2: Phone number' })).toBeFocused();
      await page.getByLabel('Type', { exact: true }).selectOption('phone');
      const fields = page.getByRole('list', { name: 'Fields, in order' }).getByRole('listitem');
      await expect(fields).toHaveText([/Full name\s*One line, required/, /Phone number\s*Phone/]);
      await write('Name in the answers', 'Phone number');
      const details = page.getByRole('group', { name: 'Field 2 of 2: Phone number' });
      await expect(details.getByText(/must be lower-case letters.*forms\.yaml:\d+/)).toBeVisible();
      await expect(fields.last()).toContainText('problem');
      await page.getByRole('button', { name: 'Undo: Change Name in the answers' }).click();
      await expect(page.getByRole('textbox', { name: 'Name in the answers' })).toHaveValue('phone_number');
      await expect(page.getByText('The pack is valid')).toBeVisible();
    });

    await test.step('saved: the preview’s visitor modal shows the new title in each language, and the field', async () => {
      // In view: a frame out of view gets no animation frames, and its modal waits for them.
      await page.getByRole('heading', { level: 3, name: 'Preview' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Save', exact: true }).focus();
      await page.keyboard.press('Enter');
      const modal = page.frameLocator('iframe[title="The call to action as visitors get it"]').getByRole('dialog');
      await expect(modal.getByRole('heading', { name: 'Visit us this spring' })).toBeVisible({ timeout: 60_000 });
      // The modal takes the focus in its frame as it opens (as visitors need); the Studio keeps the
      // author's: Save, disabled once saved, hands it to the preview's heading.
      // The modal focuses itself in the frame after it shows: two of the frame's animation frames
      // later it has, and two of the Studio's later the Studio has answered.
      const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const modalSettled = async () => {
        await modal.evaluate(twoFrames);
        await page.evaluate(twoFrames);
      };
      await modalSettled();
      await expect(page.getByRole('heading', { level: 3, name: 'Preview' })).toBeFocused();
      await expect(modal.getByLabel(/Phone number/)).toHaveAttribute('type', 'tel');
      // Another language by keyboard: the frame reloads, and the focus stays on the choice.
      const language = page.getByLabel('Language of the preview');
      await language.focus();
      await page.keyboard.press('ArrowDown');
      await expect(modal.getByRole('heading', { name: 'Visitez-nous ce printemps' })).toBeVisible();
      await modalSettled();
      await expect(language).toBeFocused();
      // The whole section, its field details open and the preview's page in its frame.
      await expectAxeClean(page);
    });

    await test.step('each file changed only where it was edited', () => {
      expect(changed(CTAS, read('ctas.yaml'))).toEqual({
        removed: ['  title: { en: Book a campus visit, fr-ca: Réservez une visite }'],
        added: ['  title: { en: Visit us this spring, fr-ca: Visitez-nous ce printemps }'],
      });
      const forms = read('forms.yaml');
      expect(forms.startsWith(FORMS)).toBe(true);
      expect(forms.slice(FORMS.length)).toBe('    - key: phone_number\n      label: Phone number\n      type: phone\n');
    });
  });
});
