import { formCtaValue, type FormCtaValue, type SubmissionResponse } from '@meridian/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { matchLanguage } from '@meridian/contracts/language-match';
import type { ResolvedTenant } from '../../tenancy/tenant.types.ts';
import { truncateCharacters, validateSubmission, type SubmittedData } from './field-validation.ts';
import { findFormBody, insertSubmission } from './submissions.repository.ts';
import { formatValidationMessage } from './validation-messages.ts';

/** The web app sends the visitor's language under either name (spec section 4, CTA form). */
export const LANGUAGE_FIELDS = ['circuit_language', 'circuit-language'] as const;
/** Context a hosted form adds when it is shown inside a tour (spec section 2); stored, not validated as fields. */
export const TOUR_CONTEXT_FIELDS = ['tourTitle', 'tourSlug'] as const;
export const TOUR_CONTEXT_MAX_LENGTH = 255;

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

function tourContext(values: ReadonlyMap<string, readonly string[]>): SubmittedData {
  const context: SubmittedData = {};
  for (const name of TOUR_CONTEXT_FIELDS) {
    const sent = values.get(name)?.[0]?.trim();
    if (sent) context[name] = truncateCharacters(sent, TOUR_CONTEXT_MAX_LENGTH);
  }
  return context;
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
    data: JSON.stringify({ ...tourContext(values), ...result.data }),
  });
  return { statusCode: 200, body: { message: form.success_message } };
}
