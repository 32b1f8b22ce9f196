import { submissionResponse } from '@meridian/contracts';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { seedTenant, writeDocument } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { csrfHeaders, makeForm, multipartBody, nextClientAddress, validEntries } from './form-fixtures.ts';

const FORM_ID = 7;
const HARBOUR_FORM_ID = 8;
const url = (formId: number | string) => `/api/v2/forms/${formId}/submissions/`;

describe.each(testDatabaseKinds())('form submissions (%s)', (kind) => {
  let t: TestApp;
  let northfield: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    northfield = await seedTenant(t.app.db, {
      schema_name: 'northfield',
      languages: [
        { code: 'en', name: 'English', name_local: 'English' },
        { code: 'fr-ca', name: 'French', name_local: 'Français' },
      ],
    });
    const harbour = await seedTenant(t.app.db, { schema_name: 'harbour' });
    for (const language of ['en', 'fr-ca']) {
      await writeDocument(t.app.db, northfield, {
        kind: 'form',
        id: FORM_ID,
        language,
        body: makeForm(FORM_ID, language),
      });
    }
    await writeDocument(t.app.db, harbour, { kind: 'form', id: HARBOUR_FORM_ID, body: makeForm(HARBOUR_FORM_ID) });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('form_submissions').execute();
  });

  async function post(
    entries: [string, string | Blob][],
    options: { formId?: number | string; host?: string; headers?: Record<string, string>; address?: string } = {},
  ) {
    const host = options.host ?? 'localhost';
    const body = await multipartBody(entries);
    return t.app.inject({
      method: 'POST',
      url: url(options.formId ?? FORM_ID),
      remoteAddress: options.address ?? nextClientAddress(),
      headers: {
        host,
        'content-type': body.contentType,
        'x-requested-with': 'XMLHttpRequest',
        ...csrfHeaders(t.config.secret, host),
        ...options.headers,
      },
      payload: body.payload,
    });
  }

  const storedRows = () => t.app.db.selectFrom('form_submissions').selectAll().execute();

  it('stores a valid submission with its language and answers the success message', async () => {
    const response = await post(validEntries('fr-ca'));
    expect(response.statusCode).toBe(200);
    expect(submissionResponse.parse(response.json())).toEqual({ message: 'Thank you (fr-ca)' });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenant_id: northfield,
      form_id: FORM_ID,
      form_reference: 'visit-request-7',
      language: 'fr-ca',
    });
    expect(JSON.parse(rows[0]?.data ?? '{}')).toEqual({
      first_name: 'Ada',
      email: 'ada@example.org',
      questions: 'Is the library open?',
      group_size: '3',
      phone: '+1 416 555 0199',
      visit_date: '2026-05-14',
      level: 'Graduate',
      campus: 'South',
      interests: ['Housing', 'Arts'],
      consent: 'true',
      source: 'virtual-tour',
    });
  });

  it('answers 400 with the form error message and every field error, and stores nothing', async () => {
    const response = await post([['circuit_language', 'en']]);
    expect(response.statusCode).toBe(400);
    const body = submissionResponse.parse(response.json());
    expect(body.message).toBe('Please fix the form (en)');
    expect(body.errors).toEqual({
      first_name: ['This field is required.'],
      email: ['This field is required.'],
      consent: ['This field is required.'],
    });
    expect(await storedRows()).toHaveLength(0);
  });

  it('answers errors in the language sent as circuit-language', async () => {
    const response = await post([
      ['circuit-language', 'fr-CA'],
      ['first_name', 'Ada'],
      ['email', 'nope'],
      ['consent', 'on'],
    ]);
    expect(response.statusCode).toBe(400);
    expect(submissionResponse.parse(response.json())).toEqual({
      message: 'Please fix the form (fr-ca)',
      errors: { email: ['Saisissez une adresse courriel valide.'] },
    });
  });

  it('falls back to the Accept-Language language when no language field is sent', async () => {
    const entries = validEntries().filter(([name]) => name !== 'circuit_language');
    const response = await post(entries, { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(submissionResponse.parse(response.json()).message).toBe('Thank you (fr-ca)');
    expect((await storedRows())[0]?.language).toBe('fr-ca');
  });

  it('stores the tour title and slug sent with the submission', async () => {
    const response = await post([...validEntries(), ['tourTitle', 'Campus highlights'], ['tourSlug', 'highlights']]);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse((await storedRows())[0]?.data ?? '{}')).toMatchObject({
      tourTitle: 'Campus highlights',
      tourSlug: 'highlights',
    });
  });

  it('refuses a submission without the X-CSRFToken header with 403 and stores nothing', async () => {
    const token = csrfHeaders(t.config.secret)['x-csrftoken'] ?? '';
    const response = await post(validEntries(), { headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': '' } });
    expect(response.statusCode).toBe(403);
    expect(submissionResponse.parse(response.json()).message).toContain('CSRF');
    expect(await storedRows()).toHaveLength(0);
  });

  it('refuses a submission whose X-CSRFToken does not match the cookie', async () => {
    const other = csrfHeaders(t.config.secret)['x-csrftoken'] ?? '';
    const response = await post(validEntries(), { headers: { 'x-csrftoken': other } });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the partitioned cookie of an embedded viewer sent beside an older unpartitioned one', async () => {
    const older = csrfHeaders(t.config.secret)['x-csrftoken'] ?? '';
    const partitioned = csrfHeaders(t.config.secret)['x-csrftoken'] ?? '';
    const response = await post(validEntries(), {
      headers: { cookie: `csrftoken=${older}; csrftoken=${partitioned}`, 'x-csrftoken': partitioned },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedRows()).toHaveLength(1);
  });

  it('refuses a cookie and header pair the server did not issue', async () => {
    const response = await post(validEntries(), { headers: { cookie: 'csrftoken=forged', 'x-csrftoken': 'forged' } });
    expect(response.statusCode).toBe(403);
  });

  it('answers a form of another tenant exactly like a missing form (404) and stores nothing', async () => {
    const otherTenant = await post(validEntries(), { formId: HARBOUR_FORM_ID });
    const missing = await post(validEntries(), { formId: 999 });
    expect(otherTenant.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(otherTenant.json<{ error: string }>().error).toBe(missing.json<{ error: string }>().error);
    expect(await storedRows()).toHaveLength(0);
    const ownHost = await post(
      [...validEntries().filter(([name]) => name !== 'form_id'), ['form_id', String(HARBOUR_FORM_ID)]],
      { formId: HARBOUR_FORM_ID, host: 'harbour.localhost' },
    );
    expect(ownHost.statusCode).toBe(200);
  });

  it('answers 404 for a malformed form id', async () => {
    const response = await post(validEntries(), { formId: 'abc' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 on a host that serves no tenant', async () => {
    const response = await post(validEntries(), { host: 'nowhere.example' });
    expect(response.statusCode).toBe(400);
  });

  it('answers a broken multipart body with 400 JSON, never 500', async () => {
    const body = await multipartBody(validEntries());
    const halfway = body.payload.subarray(0, Math.floor(body.payload.length / 2));
    // Every field is complete; only the closing boundary is missing.
    const unterminated = body.payload.subarray(0, body.payload.length - 10);
    for (const payload of [halfway, unterminated, Buffer.from('this is not multipart at all')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: url(FORM_ID),
        remoteAddress: nextClientAddress(),
        headers: { 'content-type': body.contentType, ...csrfHeaders(t.config.secret) },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/multipart/);
    }
    expect(await storedRows()).toHaveLength(0);
  });

  it('answers a body that is not multipart with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: url(FORM_ID),
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': 'application/json', ...csrfHeaders(t.config.secret) },
      payload: JSON.stringify({ first_name: 'Ada' }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toContain('multipart/form-data');
  });

  it('answers an oversized body or field value with 413 and stores nothing', async () => {
    const huge = await post([...validEntries(), ['padding', 'x'.repeat(600 * 1024)]]);
    expect(huge.statusCode).toBe(413);
    const longValue = await post([
      ...validEntries().filter(([n]) => n !== 'questions'),
      ['questions', 'y'.repeat(40_000)],
    ]);
    expect(longValue.statusCode).toBe(413);
    expect(await storedRows()).toHaveLength(0);
  });

  it('answers 413 for an oversized body streamed without Content-Length', async () => {
    const padding = Array.from({ length: 20 }, (_, index): [string, string] => [`pad${index}`, 'z'.repeat(30_000)]);
    const body = await multipartBody([...validEntries(), ...padding]);
    const response = await t.app.inject({
      method: 'POST',
      url: url(FORM_ID),
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': body.contentType, ...csrfHeaders(t.config.secret) },
      payload: Readable.from([body.payload]),
    });
    expect(response.statusCode).toBe(413);
    expect(await storedRows()).toHaveLength(0);
  });

  it('refuses a field named like an Object prototype property with 400', async () => {
    const response = await post([...validEntries(), ['__proto__', 'polluted']]);
    expect(response.statusCode).toBe(400);
    expect(await storedRows()).toHaveLength(0);
  });

  it('refuses file uploads with 400', async () => {
    const response = await post([...validEntries(), ['attachment', new Blob(['%PDF'], { type: 'application/pdf' })]]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('File uploads');
  });

  it('leaves no row at all when the database fails while storing a submission', async () => {
    // The database refuses this one submission mid-write, as a crash or full disk would.
    if (kind === 'sqlite') {
      await sql`create trigger fail_crash_submissions before insert on form_submissions
        when new.data like '%"first_name":"Crash"%' begin select raise(abort, 'simulated crash'); end`.execute(
        t.app.db,
      );
    } else {
      await sql`create function fail_crash_submissions() returns trigger language plpgsql as $$
        begin if new.data like '%"first_name":"Crash"%' then raise exception 'simulated crash'; end if; return new; end $$`.execute(
        t.app.db,
      );
      await sql`create trigger fail_crash_submissions before insert on form_submissions
        for each row execute function fail_crash_submissions()`.execute(t.app.db);
    }
    try {
      const entries = validEntries().map(([name, value]): [string, string] => [
        name,
        name === 'first_name' ? 'Crash' : value,
      ]);
      const failed = await post(entries);
      expect(failed.statusCode).toBe(500);
      expect(failed.json<{ message: string }>().message).toBe('Something went wrong on our side.');
      expect(await storedRows()).toHaveLength(0);
      expect((await post(validEntries())).statusCode).toBe(200);
      expect(await storedRows()).toHaveLength(1);
    } finally {
      await sql`drop trigger fail_crash_submissions${kind === 'sqlite' ? sql`` : sql` on form_submissions`}`.execute(
        t.app.db,
      );
    }
  });

  it('limits each client to 10 submissions a minute with 429 and Retry-After', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post(validEntries(), { address })).statusCode).toBe(200);
    }
    const limited = await post(validEntries(), { address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ message: string }>().message).toMatch(/rate limit/i);
    expect((await post(validEntries())).statusCode).toBe(200);
    expect(await storedRows()).toHaveLength(11);
  });
});
