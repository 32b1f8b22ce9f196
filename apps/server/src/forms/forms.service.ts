import { formCtaValue, type FormCtaValue } from '@meridian/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import type { ResolvedTenant } from '../tenancy/tenant.types.ts';
import { findFormBody } from './forms.repository.ts';

export interface LoadedForm {
  form: FormCtaValue;
  /** The language the form's texts are in: the wanted one, or the tenant default when it has none. */
  language: string;
}

/** A tenant's form in `language`, falling back to the tenant's default language; 404 when the tenant has no such form. */
export async function loadForm(
  db: Kysely<Database>,
  tenant: ResolvedTenant,
  formId: number,
  language: string,
): Promise<LoadedForm> {
  for (const candidate of [language, tenant.default_language]) {
    const body = await findFormBody(db, tenant.id, formId, candidate);
    if (body !== undefined) return { form: formCtaValue.parse(JSON.parse(body)), language: candidate };
  }
  throw notFound(`No form ${formId} on this site.`);
}
