import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ctaListResponse, submissionResponse, type FormCtaValue } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../src/packs/import-pack.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { CAMPUS_PACK, writeFixtureMedia } from '../fixtures/packs/fixture-media.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { csrfHeaders, multipartBody, nextClientAddress } from './form-fixtures.ts';

const HOST = 'tours.testcampus.example';

/** Forms as the importer writes them and the CTA API serves them, submitted the way the web app does. */
describe.each(testDatabaseKinds())('forms imported from a content pack (%s)', (kind) => {
  let t: TestApp;
  let mediaRoot: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    mediaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-forms-media-'));
    await writeFixtureMedia(mediaRoot);
    await importPack(t.app.db, CAMPUS_PACK, { mediaDir: t.config.mediaDir, mediaRoots: [mediaRoot] });
    t.app.invalidateTenantCache();
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(mediaRoot, { recursive: true, force: true });
  });

  async function formsIn(language: string): Promise<FormCtaValue[]> {
    const response = await t.app.inject({ url: '/api/v2/ctas/', headers: { host: HOST, 'accept-language': language } });
    const ctas = ctaListResponse.parse(response.json()).items;
    return ctas.flatMap((cta) => (cta.action === 'form' ? [cta.content[0].value] : []));
  }

  it('accepts a French submission to the form_action of a served CTA, translated choices included', async () => {
    const register = (await formsIn('fr-CA')).find((form) => form.form_reference === 'register');
    if (!register) throw new Error('the fixture pack has a register form');
    const body = await multipartBody([
      ['form_id', String(register.form_id)],
      ['form_reference', register.form_reference],
      ['csrf', register.csrf],
      ['circuit_language', 'fr-ca'],
      ['full_name', 'Ada Lovelace'],
      ['email', 'ada@example.org'],
      ['interests', 'Sport'],
      ['consent', 'on'],
      ['faculty', 'Medicine'],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${register.form_action}/submissions/`,
      remoteAddress: nextClientAddress(),
      headers: { host: HOST, 'content-type': body.contentType, ...csrfHeaders(t.config.secret, HOST) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(submissionResponse.parse(response.json()).message).toBe('Merci!');
    const row = await t.app.db.selectFrom('form_submissions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ form_id: register.form_id, form_reference: 'register', language: 'fr-ca' });
    expect(JSON.parse(row.data)).toMatchObject({ full_name: 'Ada Lovelace', interests: ['Sport'], source: 'tour' });
  });

  it('serves the iframe_url of a hosted form CTA right to left in Arabic', async () => {
    const survey = (await formsIn('ar')).find((form) => form.iframe_url !== null);
    if (!survey?.iframe_url) throw new Error('the fixture pack has a hosted form');
    const response = await t.app.inject({ url: `${survey.iframe_url}?lng=ar`, headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain(`action="${survey.form_action}/submissions/"`);
  });
});
