import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The body (a `FormCtaValue` JSON) of one form document in one language. Forms
 * are looked up by tenant and id only: a form id of another tenant finds nothing,
 * exactly like a missing one. The live flag is not consulted: a form answers
 * submissions as long as it exists, so a previewed CTA can be tried end to end.
 */
export async function findFormBody(
  db: Kysely<Database>,
  tenantId: number,
  formId: number,
  language: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('documents')
    .select('body')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'form')
    .where('id', '=', formId)
    .where('language', '=', language)
    .executeTakeFirst();
  return row?.body;
}

export interface NewSubmission {
  tenantId: number;
  formId: number;
  formReference: string;
  language: string;
  /** JSON text of the validated values. */
  data: string;
}

/** One INSERT: the submission is stored whole or not at all. */
export async function insertSubmission(db: Kysely<Database>, submission: NewSubmission): Promise<void> {
  await db
    .insertInto('form_submissions')
    .values({
      tenant_id: submission.tenantId,
      form_id: submission.formId,
      form_reference: submission.formReference,
      language: submission.language,
      data: submission.data,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Whether the tenant writes this language right to left. */
export async function isBidiLanguage(db: Kysely<Database>, tenantId: number, language: string): Promise<boolean> {
  const row = await db
    .selectFrom('tenant_languages')
    .select('bidi')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', language)
    .executeTakeFirst();
  return row?.bidi === 1;
}
