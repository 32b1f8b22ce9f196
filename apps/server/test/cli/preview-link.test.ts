import { scene, tour } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPreviewLink, PreviewLinkError } from '../../src/modules/preview/preview-link.service.ts';
import { campus, seedCampus } from '../helpers/campus.ts';
import { getter } from '../helpers/request.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

describe('meridian preview-link', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { port: 3000 });
    await seedCampus(t.app.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const link = (tenant: string, contentType: string, slug: string) =>
    buildPreviewLink(t.app.db, t.config, {
      tenant,
      contentType,
      slug,
      expiresAt: new Date(Date.now() + 3_600_000),
    });

  it('prints a tour URL on the tenant host whose token opens the unpublished tour', async () => {
    const url = new URL(await link('northfield', 'tour.TourPage', 'draft-tour'));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/northfield/draft-tour');
    expect(url.searchParams.get('content_type')).toBe('tour.tourpage');
    expect(url.searchParams.get('tmstmp')).toMatch(/^\d+$/);
    const response = await getter(t.app, url.host)(`/api/v2/tours/draft-tour/${url.search}`);
    expect(response.statusCode).toBe(200);
    expect(tour.parse(response.json()).id).toBe(campus.northfield.tours.draft);
  });

  it('prints a scene URL under /scene/ whose token opens the unpublished scene', async () => {
    const url = new URL(await link('northfield', 'place.locationpage', 'hidden-lab'));
    expect(url.pathname).toBe('/northfield/scene/hidden-lab');
    const response = await getter(t.app, url.host)(`/api/v2/scene/hidden-lab/${url.search}`);
    expect(scene.parse(response.json()).meta.slug).toBe('hidden-lab');
  });

  it("uses the tenant's subdomain for a tenant that is not the default", async () => {
    const url = new URL(await link('harbour', 'tour.tourpage', 'boats'));
    expect(url.host).toBe('harbour.localhost:3000');
  });

  // Issue 34: the link printed 3000 whatever PORT was, and ignored the origin behind a proxy.
  it('uses the port the server listens on (PORT), and PUBLIC_ORIGIN’s scheme and port when set', async () => {
    const request = {
      tenant: 'harbour',
      contentType: 'tour.tourpage',
      slug: 'boats',
      expiresAt: new Date(Date.now() + 3_600_000),
    };
    const on = (config: Partial<typeof t.config>) => buildPreviewLink(t.app.db, { ...t.config, ...config }, request);
    expect(new URL(await on({ port: 4123 })).origin).toBe('http://harbour.localhost:4123');
    expect(new URL(await on({ port: 4123, publicOrigin: { scheme: 'https', port: null } })).origin).toBe(
      'https://harbour.localhost',
    );
    expect(new URL(await on({ port: 4123, publicOrigin: { scheme: 'https', port: 8443 } })).origin).toBe(
      'https://harbour.localhost:8443',
    );
  });

  it('explains an unknown tenant, content type or slug', async () => {
    await expect(link('nowhere', 'tour.tourpage', 'boats')).rejects.toThrow(PreviewLinkError);
    await expect(link('northfield', 'auth.user', 'boats')).rejects.toThrow(/Unknown content type/);
    await expect(link('northfield', 'tour.tourpage', 'boats')).rejects.toThrow(/no tour "boats"/);
  });
});
