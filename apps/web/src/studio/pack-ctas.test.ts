import { describe, expect, it } from 'vitest';
import { studioStateOf } from '../testing/studio-fixtures.ts';
import { ctaFilesUnsaved, previewPageIn } from './cta-preview.tsx';
import {
  actionOperations,
  ctasShowing,
  fieldKey,
  newCta,
  newForm,
  readCtas,
  readForms,
  timingChoice,
  timingOf,
} from './pack-ctas.ts';
import { readPack } from './pack-model.ts';

const files = [
  { file: 'pack.yaml', value: { schema_name: 's', name: 'S', languages: [{ language: 'en', default: true }] } },
  {
    file: 'ctas.yaml',
    value: [
      {
        key: 'welcome',
        action: 'notice',
        name: { en: 'Welcome', 'fr-ca': 'Bienvenue' },
        timing: -1,
        image: { image: 'media/a.jpg' },
        blocks: [
          { type: 'paragraph', value: '<p>Hi</p>' },
          { type: 'video', video: { provider: 'youtube', title: 'Intro' } },
        ],
        fixed_button: { text: 'Apply', url: 'https://example.org' },
      },
      { key: 'visit', action: 'form', name: 'Visit', timing: 3, form: 'visit', live: false },
    ],
  },
  {
    file: 'forms.yaml',
    value: [
      {
        key: 'visit',
        name: 'Visit',
        title: 'Book a visit',
        fields: [
          { key: 'full_name', label: 'Full name', type: 'singleline', required: true },
          { key: 'days', label: 'Days', type: 'checkboxes', choices: ['Mon', { en: 'Tue' }], default: ['Mon'] },
        ],
      },
    ],
  },
];

describe('the Studio’s reading of calls to action and forms', () => {
  it('reads each CTA with where it lives, its kind’s content and the keys the pack writes', () => {
    const [welcome, visit] = readCtas(studioStateOf(files));
    expect(welcome).toMatchObject({ file: 'ctas.yaml', index: 0, key: 'welcome', live: true, timing: -1 });
    expect(welcome?.blocks.map((b) => [b.type, b.title])).toEqual([
      ['paragraph', null],
      ['video', 'Intro'],
    ]);
    expect(welcome?.fixedButton).toEqual({ text: 'Apply', url: 'https://example.org' });
    expect(welcome?.keys).toContain('fixed_button');
    expect(visit).toMatchObject({ index: 1, action: 'form', form: 'visit', live: false, timing: 3 });
  });

  it('reads a form’s fields in order, with their choices and a list default', () => {
    const [form] = readForms(studioStateOf(files));
    expect(form?.fields.map((f) => [f.index, f.key, f.type, f.required])).toEqual([
      [0, 'full_name', 'singleline', true],
      [1, 'days', 'checkboxes', false],
    ]);
    expect(form?.fields[1]?.choices).toEqual(['Mon', { en: 'Tue' }]);
    expect(form?.fields[1]?.default).toEqual(['Mon']);
  });

  it('gives the pack model its CTAs, forms and the files new ones go to', () => {
    const pack = readPack(studioStateOf(files));
    expect(pack.ctas).toHaveLength(2);
    expect([pack.ctaFile, pack.formFile]).toEqual(['ctas.yaml', 'forms.yaml']);
    expect(ctasShowing(pack.ctas, 'visit').map((c) => c.key)).toEqual(['visit']);
    const empty = readPack(studioStateOf([files[0] ?? { file: 'pack.yaml', value: {} }]));
    expect([empty.ctaFile, empty.formFile]).toEqual(['ctas.yaml', 'forms.yaml']);
  });
});

describe('edits of calls to action', () => {
  it('reads and writes the timing the spec gives: entry -1, after the splash 0, after n scenes, a button null', () => {
    expect([-1, 0, 4, null].map(timingChoice)).toEqual(['entry', 'splash', 'scenes', 'button']);
    expect(timingOf('scenes', 4)).toBe(4);
    expect(timingOf('scenes', -1)).toBe(1);
    expect(timingOf('button', 4)).toBeNull();
    expect(timingOf('entry', null)).toBe(-1);
  });

  it('turns a notice into a link: removes only the notice keys it has, writes a text and an empty address', () => {
    const [welcome] = readCtas(studioStateOf(files));
    if (!welcome) throw new Error('no CTA');
    expect(actionOperations(welcome, 'external_link', null)).toEqual([
      { op: 'set', file: 'ctas.yaml', path: [0, 'action'], value: 'external_link' },
      { op: 'delete', file: 'ctas.yaml', path: [0, 'image'] },
      { op: 'delete', file: 'ctas.yaml', path: [0, 'blocks'] },
      { op: 'delete', file: 'ctas.yaml', path: [0, 'fixed_button'] },
      { op: 'set', file: 'ctas.yaml', path: [0, 'text'], value: { en: 'Welcome', 'fr-ca': 'Bienvenue' } },
      { op: 'set', file: 'ctas.yaml', path: [0, 'url'], value: '' },
    ]);
  });

  it('turns a form CTA into a notice without its form key, and a notice into a form naming one', () => {
    const [welcome, visit] = readCtas(studioStateOf(files));
    if (!welcome || !visit) throw new Error('no CTA');
    expect(actionOperations(visit, 'notice', null)).toEqual([
      { op: 'set', file: 'ctas.yaml', path: [1, 'action'], value: 'notice' },
      { op: 'delete', file: 'ctas.yaml', path: [1, 'form'] },
    ]);
    expect(actionOperations(welcome, 'form', 'visit').at(-1)).toEqual({
      op: 'set',
      file: 'ctas.yaml',
      path: [0, 'form'],
      value: 'visit',
    });
  });

  it('makes a new CTA a draft button notice, and a new form valid with one email field', () => {
    expect(newCta('open-day', 'Open day', 'en')).toEqual({
      key: 'open-day',
      action: 'notice',
      live: false,
      name: { en: 'Open day' },
      timing: null,
    });
    const form = newForm('visit', 'Visit', 'fr', { success: 'Merci', error: 'Oups', email: 'Courriel' });
    expect(form).toMatchObject({ title: { fr: 'Visit' }, success_message: { fr: 'Merci' } });
    expect(form.fields).toEqual([{ key: 'email', label: 'Courriel', type: 'email', required: true }]);
  });

  it('makes a field’s key a clean_name from its label, unique in the form', () => {
    expect(fieldKey('Date de naissance', [])).toBe('date_de_naissance');
    expect(fieldKey('Année d’études', [])).toBe('annee_d_etudes');
    expect(fieldKey('2 Phone', ['phone'])).toBe('phone_2');
    expect(fieldKey('???', [])).toBe('field');
  });
});

describe('the preview of a CTA', () => {
  it('asks the preview’s page in the chosen language, keeping its token', () => {
    const page = 'http://localhost:4000/s/ctas/7?content_type=ctas.cta&token=abc&tmstmp=1';
    expect(previewPageIn(page, 'fr-ca')).toBe(`${page}&lng=fr-ca`);
  });

  it('says when CTA or form edits are not saved yet (and not for other files)', () => {
    expect(ctaFilesUnsaved(['scenes.yaml'])).toBe(false);
    expect(ctaFilesUnsaved(['forms.yaml'])).toBe(true);
    expect(ctaFilesUnsaved(['ctas/open-day.yaml'])).toBe(true);
  });
});
