import { beforeAll, describe, expect, it } from 'vitest';
import { validatePack } from '../../src/packs/validate-pack.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { withFrameAncestors } from '../../src/http/security-headers.ts';
import { copyCampusPack, editPackFile, fixtureMediaRoot, onlyError } from '../packs/pack-test-helpers.ts';
import { useImportedCampus } from '../packs/imported-campus.ts';

const embeddersLine = 'embedders: [https://www.testcampus.example, https://*.partner.example, http://localhost:8080]\n';

function frameAncestors(csp: unknown): string | undefined {
  return String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors'));
}

describe.each(testDatabaseKinds())('per-tenant framing policy (%s)', (kind) => {
  const campus = useImportedCampus(kind);
  const { importCampus } = campus;
  const pageCsp = (host: string) => campus.csp('/testcampus/scene/lobby?banner=true', host);

  it("lets only the sites a tenant lists frame that tenant's pages, and keeps the rest of the policy", async () => {
    await editPackFile(campus.packDir, 'pack.yaml', 'languages:\n', `${embeddersLine}languages:\n`);
    await importCampus();
    const csp = await pageCsp('testcampus.localhost');
    expect(frameAncestors(csp)).toBe(
      "frame-ancestors 'self' https://www.testcampus.example https://*.partner.example http://localhost:8080",
    );
    expect(String(csp)).toContain("default-src 'self'");
    expect(String(csp)).toContain("object-src 'none'");
    // The tenant's other host names get the same policy.
    expect(frameAncestors(await pageCsp('tours.testcampus.example'))).toContain('https://*.partner.example');
    // API answers too, the second one served from the response cache's immutable fast path.
    const host = 'testcampus.localhost';
    const switchboard = (await campus.t.app.inject({ url: `/api/switchboard/${host}/`, headers: { host } })).json<{
      version_hash: string;
    }>();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const api = await campus.t.app.inject({ url: `/api/v2/brand/?v=${switchboard.version_hash}`, headers: { host } });
      expect(api.headers['cache-control']).toContain('immutable');
      expect(frameAncestors(api.headers['content-security-policy'])).toContain('https://*.partner.example');
    }
  });

  it('keeps the permissive default (any https site) for a tenant that lists no embedders', async () => {
    expect(frameAncestors(await pageCsp('localhost'))).toBe(
      "frame-ancestors 'self' https: http://localhost:* http://*.localhost:* http://127.0.0.1:*",
    );
  });

  it('goes back to the default when the setting is removed from the pack', async () => {
    await editPackFile(campus.packDir, 'pack.yaml', embeddersLine, '');
    await importCampus();
    expect(frameAncestors(await pageCsp('testcampus.localhost'))).toContain("'self' https: ");
  });

  it('an empty list lets no other site frame the tenant', async () => {
    await editPackFile(campus.packDir, 'pack.yaml', 'languages:\n', 'embedders: []\nlanguages:\n');
    await importCampus();
    expect(frameAncestors(await pageCsp('testcampus.localhost'))).toBe("frame-ancestors 'self'");
    await editPackFile(campus.packDir, 'pack.yaml', 'embedders: []\n', '');
  });
});

describe('embedders in pack.yaml', () => {
  let mediaRoot: string;
  beforeAll(async () => {
    mediaRoot = await fixtureMediaRoot();
  });

  it.each([
    ['a path', 'https://www.example.org/tours'],
    ['a second directive', "'https://a.example; script-src *'"],
    ['no scheme', 'www.example.org'],
    ['a keyword', '"\'unsafe-inline\'"'],
  ])('refuses an entry with %s, naming the field', async (_case, entry) => {
    const dir = await copyCampusPack();
    await editPackFile(dir, 'pack.yaml', 'languages:\n', `embedders: [${entry}]\nlanguages:\n`);
    const { pack, errors } = await validatePack(dir, { mediaRoots: [mediaRoot] });
    expect(pack).toBeNull();
    expect(onlyError(errors)).toMatchObject({ file: 'pack.yaml', path: 'embedders[0]' });
  });
});

describe('withFrameAncestors', () => {
  it('replaces only the frame-ancestors directive', () => {
    expect(withFrameAncestors("default-src 'self';frame-ancestors 'self' https:;form-action 'self'", [])).toBe(
      "default-src 'self';form-action 'self';frame-ancestors 'self'",
    );
  });
});
