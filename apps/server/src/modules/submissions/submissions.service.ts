import type { SubmissionResponse } from '@meridian/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { readTourContext } from '../../forms/form-values.ts';
import { loadForm } from '../../forms/forms.service.ts';
import { matchLanguage } from '@meridian/contracts/language-match';
import type { ResolvedTenant } from '../../tenancy/tenant.types.ts';
import { validateSubmission } from './field-validation.ts';
import { insertSubmission } from './submissions.repository.ts';
import { formatValidationMessage } from './validation-messages.ts';

/** The web app sends the visitor's language under either name (spec section 4, CTA form). */
export const LANGUAGE_FIELDS = ['circuit_language', 'circuit-language'] as const;

/** The submission's language field when it names one of the tenant's languages, else the request's language. */
export function submissionLanguage(
  values: ReadonlyMap<string, readonly string[]>,
  tenant: ResolvedTenant,
  requestLanguage: string,
): string {
  for (const name of LANGUAGE_FIELDS) {
    const sent = values.get(name)?.[0];
    if (sent === undefined || sent.trim() === '') continue;
    const matched = matchLanguage([sent.trim()], tenant.languages);
    if (matched !== null) return matched;
  }
  return requestLanguage;
}

export interface SubmissionOutcome {
  statusCode: 200 | 400;
  body: SubmissionResponse;
}

/**
 * Validates a submission against the form and stores it. Either the whole
 * submission is stored (one row, one statement) and the form's success message
 * returned, or nothing is stored and every field error is returned, in the
 * submission's language.
 */
export async function submitForm(
  db: Kysely<Database>,
  tenant: ResolvedTenant,
  formId: number,
  values: ReadonlyMap<string, readonly string[]>,
  requestLanguage: string,
): Promise<SubmissionOutcome> {
  const wanted = submissionLanguage(values, tenant, requestLanguage);
  const { form } = await loadForm(db, tenant, formId, wanted);
  const result = validateSubmission(form.fields, values, wanted);
  if (!result.ok) {
    const message = form.error_message.trim() || formatValidationMessage(wanted, 'formInvalid');
    return { statusCode: 400, body: { message, errors: result.errors } };
  }
  await insertSubmission(db, {
    tenantId: tenant.id,
    formId,
    formReference: form.form_reference,
    language: wanted,
    data: JSON.stringify({ ...readTourContext((name) => values.get(name)?.[0]), ...result.data }),
  });
  return { statusCode: 200, body: { message: form.success_message } };
}
