import { beforeAll, describe, expect, it } from 'vitest';
import { validatePack } from '../../src/packs/validate-pack.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot, lineContaining, onlyError } from './pack-test-helpers.ts';

// Issue 10, defect 3: javascript: and data: URLs were accepted for every link of a pack.
let mediaRoot: string;
beforeAll(async () => {
  mediaRoot = await fixtureMediaRoot();
});

async function onlyErrorAfterEdit(file: string, from: string, to: string) {
  const dir = await copyCampusPack();
  await editPackFile(dir, file, from, to);
  const { pack, errors } = await validatePack(dir, { mediaRoots: [mediaRoot] });
  expect(pack).toBeNull();
  const error = onlyError(errors);
  expect(error.line).toBe(await lineContaining(dir, file, to));
  return error;
}

async function accepts(file: string, from: string, to: string) {
  const dir = await copyCampusPack();
  await editPackFile(dir, file, from, to);
  const { errors } = await validatePack(dir, { mediaRoots: [mediaRoot] });
  expect(errors).toEqual([]);
}

const plainRefusal = 'use an https: or http: URL, a path starting with /, mailto: or tel:';

describe('link URLs in a pack', () => {
  it.each([
    [
      'button',
      'ctas.yaml',
      'url: https://testcampus.example/apply }',
      'url: "javascript:alert(1)" }',
      '[0].blocks[3].url',
    ],
    [
      'external_link block',
      'ctas.yaml',
      'url: https://testcampus.example }',
      'url: "data:text/html,<b>x</b>" }',
      '[0].blocks[4].url',
    ],
    [
      'fixed button',
      'ctas.yaml',
      'url: https://testcampus.example/visit }',
      'url: "JavaScript:alert(1)" }',
      '[0].fixed_button.url',
    ],
    [
      'policy link',
      'pack.yaml',
      'url: https://testcampus.example/privacy }',
      'url: "vbscript:msgbox" }',
      'brand.policy_links[0].url',
    ],
  ])('refuses a script or data URL in a %s, with file, path and line', async (_what, file, from, to, path) => {
    const error = await onlyErrorAfterEdit(file, from, to);
    expect(error).toMatchObject({ file, path });
    expect(error.message).toMatch(/^(javascript|data|vbscript): links are not allowed; /);
    expect(error.message).toContain(plainRefusal);
  });

  it('refuses one language of an external-link CTA', async () => {
    const error = await onlyErrorAfterEdit(
      'ctas.yaml',
      'fr-ca: https://testcampus.example/fr/postuler }',
      'fr-ca: "javascript:alert(1)" }',
    );
    expect(error).toMatchObject({ file: 'ctas.yaml', path: '[6].url.fr-ca' });
  });

  it('refuses a script URL as home_url and post_redirect_page, and mail links as redirects', async () => {
    expect(
      await onlyErrorAfterEdit('pack.yaml', 'home_url: https://testcampus.example', 'home_url: "javascript:alert(1)"'),
    ).toMatchObject({ file: 'pack.yaml', path: 'brand.home_url' });
    const redirect = await onlyErrorAfterEdit(
      'forms.yaml',
      'post_redirect_page: https://testcampus.example/thanks',
      'post_redirect_page: "mailto:office@testcampus.example"',
    );
    expect(redirect.message).toBe('mailto: links are not allowed; use an https: or http: URL, a path starting with /');
  });

  it('refuses links hidden behind control characters, protocol-relative and relative URLs', async () => {
    for (const url of ['"java\\tscript:alert(1)"', '//evil.example/x', 'thanks.html']) {
      const error = await onlyErrorAfterEdit('ctas.yaml', 'url: https://testcampus.example/visit }', `url: ${url} }`);
      expect(error.path).toBe('[0].fixed_button.url');
    }
  });

  it('accepts https, http, same-site paths, and mailto: or tel: for plain links', async () => {
    await accepts('ctas.yaml', 'url: https://testcampus.example/visit }', 'url: "mailto:visit@testcampus.example" }');
    await accepts('ctas.yaml', 'url: https://testcampus.example/apply }', 'url: "tel:+14165550199" }');
    await accepts(
      'forms.yaml',
      'post_redirect_page: https://testcampus.example/thanks',
      'post_redirect_page: /testcampus/map',
    );
    await accepts('pack.yaml', 'home_url: https://testcampus.example', 'home_url: http://testcampus.example');
  });
});
