// Issue 15: a tenant's own map style on another site is reachable (CSP connect-src and img-src name
// its origins) for that tenant only; by default no page allows any outside origin to be fetched.
import { beforeAll, describe, expect, it } from 'vitest';
import { cspDirective } from '../helpers/csp-directive.ts';
import { validatePack } from '../../src/packs/validate-pack.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { helmetOptions, securityHeaders, withMapOrigins } from '../../src/http/security-headers.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot, onlyError } from '../packs/pack-test-helpers.ts';
import { dropCampusVimeoVideo, useImportedCampus } from '../packs/imported-campus.ts';

const styleLines =
  'maps_settings:\n  style: https://maps.campus-tiles.example/styles/light.json\n' +
  '  style_origins: [https://tiles.campus-tiles.example, https://*.fonts-cdn.example]\n';

const directive = cspDirective;

describe.each(testDatabaseKinds())("a tenant's map style origins in its CSP (%s)", (kind) => {
  const campus = useImportedCampus(kind);
  // The map's own sources alone: the campus's Vimeo video adds its own (video-providers-policy.test.ts).
  beforeAll(() => dropCampusVimeoVideo(campus.packDir));
  const { importCampus } = campus;
  const mapPageCsp = (host: string) => campus.csp('/testcampus/map', host);

  it('lets the map page of a tenant with a style on another site fetch from that site, and no other tenant', async () => {
    await editPackFile(campus.packDir, 'pack.yaml', 'maps_settings:\n', styleLines);
    await importCampus();
    const csp = await mapPageCsp('testcampus.localhost');
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://maps.campus-tiles.example',
      'https://tiles.campus-tiles.example',
      'https://*.fonts-cdn.example',
    ]);
    expect(directive(csp, 'img-src')).toContain('https://maps.campus-tiles.example');
    // The rest of the policy is the default one.
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).not.toContain('https://maps.campus-tiles.example');
    // The other tenant (seeded, no style) keeps connect-src 'self' alone.
    expect(directive(await mapPageCsp('northfield.localhost'), 'connect-src')).toEqual(["'self'"]);
    // API answers of the tenant carry it too (the brand is what the map reads first).
    const api = await campus.t.app.inject({ url: '/api/v2/brand/', headers: { host: 'testcampus.localhost' } });
    expect(directive(api.headers['content-security-policy'], 'connect-src')).toContain(
      'https://tiles.campus-tiles.example',
    );
  });

  it('drops the origins when the style is removed from the pack', async () => {
    await editPackFile(campus.packDir, 'pack.yaml', styleLines, 'maps_settings:\n');
    await importCampus();
    expect(directive(await mapPageCsp('testcampus.localhost'), 'connect-src')).toEqual(["'self'"]);
  });

  it('adds nothing for a style on the tenant’s own site', async () => {
    await editPackFile(
      campus.packDir,
      'pack.yaml',
      'maps_settings:\n',
      'maps_settings:\n  style: /basemap/style.json\n',
    );
    await importCampus();
    expect(directive(await mapPageCsp('testcampus.localhost'), 'connect-src')).toEqual(["'self'"]);
    await editPackFile(campus.packDir, 'pack.yaml', '  style: /basemap/style.json\n', '');
  });
});

describe('the default policy', () => {
  it('lets no page fetch from, or open a socket to, any outside origin', () => {
    const csp = securityHeaders(helmetOptions)['content-security-policy'];
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
  });

  it('withMapOrigins leaves a policy alone without origins and adds each origin once', () => {
    const csp = "default-src 'self';connect-src 'self' https://a.example;img-src 'self' data:";
    expect(withMapOrigins(csp, [])).toBe(csp);
    expect(withMapOrigins(csp, ['https://a.example', 'https://b.example'])).toBe(
      "default-src 'self';connect-src 'self' https://a.example https://b.example;img-src 'self' data: https://a.example https://b.example",
    );
  });
});

describe('maps_settings.style and style_origins in pack.yaml', () => {
  let mediaRoot: string;
  beforeAll(async () => {
    mediaRoot = await fixtureMediaRoot();
  });

  it.each([
    ['style', 'a URL without a scheme', '  style: //maps.example/style.json\n', 'maps_settings.style'],
    ['style', 'a non-http URL', '  style: "javascript:alert(1)"\n', 'maps_settings.style'],
    ['style', 'a relative path', '  style: basemap/style.json\n', 'maps_settings.style'],
    [
      'style_origins',
      'a second directive',
      "  style_origins: ['https://a.example; script-src *']\n",
      'maps_settings.style_origins[0]',
    ],
    ['style_origins', 'a path', '  style_origins: [https://a.example/tiles]\n', 'maps_settings.style_origins[0]'],
  ])('refuses a %s with %s, naming the field', async (_field, _case, line, at) => {
    const dir = await copyCampusPack();
    await editPackFile(dir, 'pack.yaml', 'maps_settings:\n', `maps_settings:\n${line}`);
    const { pack, errors } = await validatePack(dir, { mediaRoots: [mediaRoot] });
    expect(pack).toBeNull();
    expect(onlyError(errors)).toMatchObject({ file: 'pack.yaml', path: at });
  });
});
