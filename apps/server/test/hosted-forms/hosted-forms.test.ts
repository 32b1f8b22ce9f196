import fs from 'node:fs';
import path from 'node:path';
import { submissionResponse } from '@meridian/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeBrand } from '../helpers/fixtures.ts';
import { makeForm, multipartBody, nextClientAddress, setCookieHeaders } from '../submissions/form-fixtures.ts';

const FORM_ID = 21;

/** The name/value pairs the page's form would send: its hidden inputs plus what a visitor fills in. */
function hiddenInputs(html: string): [string, string][] {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
    match[1] ?? '',
    (match[2] ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'"),
  ]);
}

describe.each(testDatabaseKinds())('hosted form pages (%s)', (kind) => {
  let t: TestApp;
  let harbour: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedTenant(t.app.db, { schema_name: 'northfield' });
    harbour = await seedTenant(t.app.db, {
      schema_name: 'harbour',
      languages: [
        { code: 'en', name: 'English', name_local: 'English' },
        { code: 'ar', name: 'Arabic', name_local: 'العربية', bidi: true },
        { code: 'zh-hant', name: 'Traditional Chinese', name_local: '繁體中文' },
      ],
    });
    for (const language of ['en', 'ar', 'zh-hant']) {
      await writeDocument(t.app.db, harbour, {
        kind: 'form',
        id: FORM_ID,
        language,
        body: makeForm(FORM_ID, language, { image: { url: '/media/harbour/visit.jpg', title: 'Our visitor centre' } }),
      });
    }
    await writeDocument(t.app.db, harbour, {
      kind: 'brand',
      id: 2,
      body: makeBrand({ id: 2, name: 'Harbour', primary_color: { hex_value: '#00467F' } }),
    });
    const repeating = makeForm(24, 'en', {});
    await writeDocument(t.app.db, harbour, {
      kind: 'form',
      id: 24,
      language: 'en',
      body: { ...repeating, paragraph: `<p>${repeating.title}</p>` },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/hosted-forms/${FORM_ID}/${query}`, headers: { host: 'harbour.localhost:3000', ...headers } });

  it('serves the form in the ?lng= language, right to left for Arabic', async () => {
    const response = await page('?lng=ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('Plan your visit (ar)');
    expect(response.body).toContain('Send (ar)');
    expect(response.body).toContain('خطأ في الحقل');
  });

  it('follows Accept-Language when there is no ?lng=, left to right for Chinese', async () => {
    const response = await page('', { 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(response.body).toContain('<html lang="zh-hant" dir="ltr">');
    expect(response.body).toContain('Plan your visit (zh-hant)');
  });

  it('renders every field type with its label, choices and required marker', async () => {
    const html = (await page()).body;
    expect(html).toContain('<input type="email"');
    expect(html).toContain('<input type="tel"');
    expect(html).toContain('<input type="date"');
    expect(html).toContain('<textarea');
    expect(html).toMatch(/<input type="text" inputmode="decimal"/);
    expect(html).toContain('<option value="North">North</option>');
    expect(html).toMatch(/<input type="radio" [^>]*value="Graduate"/);
    expect(html).toMatch(/<input type="checkbox" [^>]*name="interests" value="Arts"/);
    expect(html).toMatch(/<input type="checkbox" [^>]*name="consent"[^>]* required/);
    expect(html).toContain('<input type="hidden" name="source" value="virtual-tour">');
    expect(html).toContain('<span class="required" aria-hidden="true">*</span>');
    expect(html).toContain(
      '<a href="https://example.org/help" target="_blank" rel="noopener noreferrer">https://example.org/help',
    );
  });

  it('shows the form image of this site with its title as alt fallback, and never one from elsewhere', async () => {
    const html = (await page()).body;
    expect(html).toContain('<img class="side-image" src="/media/harbour/visit.jpg" alt="Our visitor centre">');
    const elsewhere = makeForm(23, 'en', { image: { url: 'https://cdn.example/visit.jpg', title: 'Remote' } });
    await writeDocument(t.app.db, harbour, { kind: 'form', id: 23, body: elsewhere });
    const remote = (await t.app.inject({ url: '/hosted-forms/23/', headers: { host: 'harbour.localhost' } })).body;
    expect(remote).not.toContain('<img');
  });

  it('tells screen readers which choice groups are required', async () => {
    const form = makeForm(22);
    for (const field of form.fields) if (['interests', 'level'].includes(field.clean_name)) field.required = true;
    await writeDocument(t.app.db, harbour, { kind: 'form', id: 22, body: form });
    const html = (await t.app.inject({ url: '/hosted-forms/22/', headers: { host: 'harbour.localhost' } })).body;
    expect(html).toMatch(/<fieldset class="field" data-name="level" role="radiogroup" aria-required="true"/);
    expect(html).toMatch(/<fieldset class="field" data-name="interests" aria-describedby/);
    expect(html).toMatch(
      /<legend>interests <span[^>]*>\*<\/span><span class="visually-hidden"> \(required\)<\/span><\/legend>/,
    );
  });

  it('brands its submit button in the site colour with the foreground that reads on it (issue 34)', async () => {
    const html = (await page()).body;
    expect(html).toContain(':root{--brand:#00467f;--on-brand:#ffffff}');
    expect(html).toMatch(/button\{[^}]*background:var\(--brand\)/);
  });

  it('names the form once: its title for screen readers only inside the CTA modal, no paragraph repeating it (issue 34)', async () => {
    const html = (await page()).body;
    expect(html).toContain("if(window.top!==window.self)document.documentElement.classList.add('framed')");
    expect(html).toMatch(/\.framed h1\{position:absolute;width:1px/);
    const repeating = (await t.app.inject({ url: '/hosted-forms/24/', headers: { host: 'harbour.localhost' } })).body;
    expect(repeating).not.toContain('class="intro"');
  });

  it('is self-contained: inline style and script allowed only by the nonce of its CSP, no external request', async () => {
    const response = await page();
    const csp = String(response.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(response.body).toContain(`<script nonce="${nonce ?? ''}">`);
    expect(response.body).toContain(`<style nonce="${nonce ?? ''}">`);
    const sources = [...response.body.matchAll(/<(?:script|link|img|iframe)[^>]+(?:src|href)="([^"]*)"/g)];
    expect(sources.map((match) => match[1])).toEqual(['/media/harbour/visit.jpg']);
  });

  it("draws its text in the app's bundled fonts, the web build's own files, allowed by font-src 'self' only", async () => {
    const assets = path.join(t.app.config.webDistDir, 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(assets, 'mulish-latin-wght-normal-WL5YNY-W.woff2'), '');
    const response = await page('?lng=ar');
    expect(String(response.headers['content-security-policy'])).toContain("font-src 'self'");
    expect(response.body).toContain(
      "html{font-family:'Mulish Variable','Noto Sans Arabic Variable',system-ui,sans-serif;",
    );
    expect([...response.body.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1])).toEqual([
      '/assets/mulish-latin-wght-normal-WL5YNY-W.woff2',
    ]);
  });

  it('tells its parent window "success" with the page origin as target once the server accepts the form', async () => {
    const html = (await page()).body;
    expect(html).toContain("window.parent.postMessage('success', window.location.origin)");
    expect(html).toContain("'X-CSRFToken': form.getAttribute('data-csrf')");
  });

  it('carries tourTitle and tourSlug as hidden values, escaped', async () => {
    const html = (await page('?tourTitle=Harbour%20%22at%20night%22&tourSlug=night')).body;
    expect(html).toContain('<input type="hidden" name="tourTitle" value="Harbour &quot;at night&quot;">');
    expect(html).toContain('<input type="hidden" name="tourSlug" value="night">');
  });

  it('sets the csrftoken cookie it embeds, and a submission built from the page is stored with the tour values', async () => {
    const response = await page('?lng=ar&tourTitle=Night%20tour&tourSlug=night');
    const cookie = setCookieHeaders(response).find((value) => value.startsWith('csrftoken='));
    const token = /^csrftoken=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
    expect(response.body).toContain(`data-csrf="${token}"`);

    const body = await multipartBody([
      ...hiddenInputs(response.body),
      ['first_name', 'Lina'],
      ['email', 'lina@example.org'],
      ['consent', 'true'],
    ]);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/v2/forms/${FORM_ID}/submissions/`,
      remoteAddress: nextClientAddress(),
      headers: {
        host: 'harbour.localhost:3000',
        'content-type': body.contentType,
        cookie: `csrftoken=${token}`,
        'x-csrftoken': token,
      },
      payload: body.payload,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submissionResponse.parse(submitted.json()).message).toBe('Thank you (ar)');
    const row = await t.app.db
      .selectFrom('form_submissions')
      .selectAll()
      .where('tenant_id', '=', harbour)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('ar');
    expect(JSON.parse(row.data)).toMatchObject({ tourTitle: 'Night tour', tourSlug: 'night', first_name: 'Lina' });
  });

  it("answers 404 for a form of another tenant's site", async () => {
    const response = await t.app.inject({ url: `/hosted-forms/${FORM_ID}/`, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
  });
});
