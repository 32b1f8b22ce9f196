import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentLanguage } from './document-language.ts';

/** The attribute writes on <html> while `write` runs. */
async function writesDuring(write: () => void): Promise<string[]> {
  const records: string[] = [];
  const observer = new MutationObserver((list) => records.push(...list.map((record) => record.attributeName ?? '')));
  observer.observe(document.documentElement, { attributes: true });
  write();
  await Promise.resolve();
  observer.disconnect();
  return records;
}

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('the page’s language on <html>', () => {
  it('is not written again when the server’s HTML already has it (a whole-page restyle for nothing)', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    expect(await writesDuring(() => setDocumentLanguage({ lang: 'ar', dir: 'rtl' }))).toEqual([]);
  });

  it('changes what differs, and leaves the direction when none is given', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    expect(await writesDuring(() => setDocumentLanguage({ lang: 'ar', dir: 'rtl' }))).toEqual(['lang', 'dir']);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await writesDuring(() => setDocumentLanguage({ lang: 'fr-CA' }))).toEqual(['lang']);
    expect(document.documentElement.dir).toBe('rtl');
  });
});
