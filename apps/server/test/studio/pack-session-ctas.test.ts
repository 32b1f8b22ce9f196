import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PackSession } from '../../src/studio/pack-session.ts';
import { emptyPack } from './studio-test-helpers.ts';

// The values the Studio's CTA section writes (apps/web/src/studio/pack-ctas.ts), as the validator of
// `meridian validate` reads them.
const NEW_CTA = { key: 'open-day', action: 'notice', live: false, name: { en: 'Open day' }, timing: null };
const NEW_FORM = {
  key: 'open-day',
  name: { en: 'Open day' },
  title: { en: 'Open day' },
  success_message: { en: 'Thank you! We have received your answer.' },
  error_message: { en: 'Something went wrong. Please check the form and try again.' },
  fields: [{ key: 'email', label: 'Email', type: 'email', required: true }],
};

describe('a Studio session over calls to action and forms', { timeout: 60_000 }, () => {
  it('a new CTA is a valid draft; a link without its address is an error at its line; a form makes it valid', async () => {
    const dir = await emptyPack();
    const session = await PackSession.open(dir);
    await session.apply({
      label: 'Create a call to action',
      operations: [{ op: 'append', file: 'ctas.yaml', path: [], value: NEW_CTA }],
    });
    expect(session.errors).toEqual([]);

    await session.apply({
      label: 'Change the kind',
      operations: [
        { op: 'set', file: 'ctas.yaml', path: [0, 'action'], value: 'external_link' },
        { op: 'set', file: 'ctas.yaml', path: [0, 'text'], value: { en: 'Open day' } },
        { op: 'set', file: 'ctas.yaml', path: [0, 'url'], value: '' },
      ],
    });
    expect(session.errors).toEqual([
      { file: 'ctas.yaml', line: 9, path: '[0].url', message: expect.stringContaining('is not a link') as string },
    ]);

    await session.apply({
      label: 'Change the kind',
      operations: [
        { op: 'append', file: 'forms.yaml', path: [], value: NEW_FORM },
        { op: 'set', file: 'ctas.yaml', path: [0, 'action'], value: 'form' },
        { op: 'delete', file: 'ctas.yaml', path: [0, 'text'] },
        { op: 'delete', file: 'ctas.yaml', path: [0, 'url'] },
        { op: 'set', file: 'ctas.yaml', path: [0, 'form'], value: 'open-day' },
      ],
    });
    expect(session.errors).toEqual([]);
    await session.save();
    expect(await fs.readFile(path.join(dir, 'ctas.yaml'), 'utf8')).toBe(
      '- key: open-day\n  action: form\n  live: false\n  name:\n    en: Open day\n  timing: null\n  form: open-day\n',
    );
  });
});
