import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

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
