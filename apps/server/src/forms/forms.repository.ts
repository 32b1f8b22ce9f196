import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

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
