import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStudioFraming } from '../../src/studio/preview-cta-pages.ts';
import { PackSession } from '../../src/studio/pack-session.ts';
import { createStudioPreview } from '../../src/studio/studio-preview.ts';
import { startStudio, type RunningStudio, type StudioPreview } from '../../src/studio/studio-server.ts';
import { EMPTY_PACK, fakeUi } from './studio-test-helpers.ts';
import { temporaryDir } from '../packs/pack-test-helpers.ts';

// A pack that lets no other site frame it, with a live CTA and a draft one.
const PACK = EMPTY_PACK.replace('languages:', 'embedders: []\nlanguages:');
const CTAS = `- { key: welcome, action: notice, name: Welcome, timing: -1 }
- key: open-day
  action: external_link
  live: false
  name: { en: Open day, fr-ca: Portes ouvertes }
  timing: null
  text: Book
  url: https://example.org/open-day
`;

function frameAncestors(csp: string | null): string | undefined {
  return csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors'));
}

describe('the Studio’s preview shows each CTA on its own page, drafts too', { timeout: 60_000 }, () => {
  let packDir: string;
  let preview: StudioPreview;
  let pages: Record<string, string>;

  beforeAll(async () => {
    packDir = await temporaryDir('studio-cta-pack');
    await fs.writeFile(path.join(packDir, 'pack.yaml'), PACK);
    await fs.writeFile(path.join(packDir, 'ctas.yaml'), CTAS);
    preview = createStudioPreview({ packDir, mediaRoots: [], port: 0 });
    await preview.publish();
    pages = await preview.ctaPages();
  });
  afterAll(async () => {
    await preview.close();
  });

  it('names each CTA’s page by key: its id from the import, a preview token and the import’s time', () => {
    expect(Object.keys(pages).sort()).toEqual(['open-day', 'welcome']);
    const page = new URL(pages['open-day'] ?? '');
    expect(page.pathname).toMatch(/^\/studio-test\/ctas\/\d+$/);
    expect(page.searchParams.get('content_type')).toBe('ctas.cta');
    expect(page.searchParams.get('token')).toMatch(/^[0-9a-f]+-[0-9a-f]+-[0-9a-f]{64}$/);
    expect(Number(page.searchParams.get('tmstmp'))).toBeGreaterThan(0);
  });

  it('opens a draft CTA with its page’s token, and not without it', async () => {
    const page = new URL(pages['open-day'] ?? '');
    const id = page.pathname.split('/').at(-1) ?? '';
    const api = new URL(`/api/v2/ctas/${id}/`, page);
    expect((await fetch(api)).status).toBe(404);
    api.search = page.search;
    const answer = await fetch(api);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ name: 'Open day' });
  });

  it('lets the Studio frame its pages although the pack lets no other site frame it', async () => {
    const answer = await fetch(pages.welcome ?? '');
    const policy = frameAncestors(answer.headers.get('content-security-policy')) ?? '';
    expect(policy.split(' ')).toEqual(['frame-ancestors', "'self'", 'http://127.0.0.1:*', 'http://localhost:*']);
  });

  it('a new save gives new addresses, so a frame showing one reloads', async () => {
    await fs.writeFile(path.join(packDir, 'ctas.yaml'), CTAS.replace('Welcome', 'Welcome back'));
    await preview.publish();
    const again = await preview.ctaPages();
    expect(new URL(again.welcome ?? '').pathname).toBe(new URL(pages.welcome ?? '').pathname);
    expect(again.welcome).not.toBe(pages.welcome);
  });
});

describe('framing of the preview', () => {
  it('adds the Studio’s loopback origins to a frame-ancestors list, and leaves a page that is never framed alone', () => {
    expect(withStudioFraming("default-src 'self';frame-ancestors 'self' https://a.example")).toBe(
      "default-src 'self';frame-ancestors 'self' https://a.example http://127.0.0.1:* http://localhost:*",
    );
    expect(withStudioFraming("frame-ancestors 'self' http://127.0.0.1:* http://localhost:*")).toBe(
      "frame-ancestors 'self' http://127.0.0.1:* http://localhost:*",
    );
    expect(withStudioFraming("frame-ancestors 'none'")).toBe("frame-ancestors 'none'");
  });
});

describe('the Studio’s state names the preview’s CTA pages once a save is shown', () => {
  let studio: RunningStudio;
  beforeAll(async () => {
    const packDir = await temporaryDir('studio-cta-state');
    await fs.writeFile(path.join(packDir, 'pack.yaml'), EMPTY_PACK);
    const fake: StudioPreview = {
      publish: () => Promise.resolve('http://localhost:1/'),
      ctaPages: () => Promise.resolve({ welcome: 'http://localhost:1/studio-test/ctas/7?token=t' }),
      close: () => Promise.resolve(),
    };
    studio = await startStudio({ session: await PackSession.open(packDir), uiDir: await fakeUi(), preview: fake });
  });
  afterAll(async () => {
    await studio.app.close();
  });

  it('has none before a save, and the pages after it, behind the token and the Host check', async () => {
    const host = `127.0.0.1:${studio.port}`;
    const headers = { host, cookie: `meridian_studio_${studio.port}=${studio.token}` };
    const origin = `http://${host}`;
    expect((await studio.app.inject({ url: '/api/state', headers })).json()).not.toHaveProperty('previewCtas');
    const saved = await studio.app.inject({ method: 'POST', url: '/api/save', headers: { ...headers, origin } });
    expect(saved.json()).toMatchObject({ previewCtas: { welcome: 'http://localhost:1/studio-test/ctas/7?token=t' } });
    expect((await studio.app.inject({ url: '/api/state', headers: { host } })).statusCode).toBe(401);
    expect(
      (await studio.app.inject({ url: '/api/state', headers: { ...headers, host: 'evil.example' } })).statusCode,
    ).toBe(403);
  });
});
