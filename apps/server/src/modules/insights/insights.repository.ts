// The dashboard's form submissions: counted per form, and one form's rows for the CSV export.
// (The event aggregates are in insights-daily.repository.ts.)
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface Period {
  tenantId: number;
  /** First instant counted (ISO). */
  start: string;
  /** First instant no longer counted (ISO). */
  end: string;
}

/** `count` is a bigint on PostgreSQL (a string through pg) and a number on SQLite. */
const toInt = (value: string | number | bigint | null): number => Number(value ?? 0);

/** Stored submissions per form in the period. */
export async function submissionsPerForm(db: Kysely<Database>, period: Period) {
  const rows = await db
    .selectFrom('form_submissions')
    .where('tenant_id', '=', period.tenantId)
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .select((eb) => ['form_id', eb.fn.max('form_reference').as('reference'), eb.fn.countAll<number>().as('count')])
    .groupBy('form_id')
    .orderBy('count', 'desc')
    .orderBy('form_id')
    .execute();
  return rows.map((row) => ({ form_id: row.form_id, reference: row.reference, count: toInt(row.count) }));
}

/** One form's submissions of the period, oldest first: what the CSV export writes. */
export function formSubmissions(db: Kysely<Database>, period: Period, formId: number) {
  return db
    .selectFrom('form_submissions')
    .where('tenant_id', '=', period.tenantId)
    .where('form_id', '=', formId)
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .select(['id', 'language', 'data', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
