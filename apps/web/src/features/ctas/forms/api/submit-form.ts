// POST {form_action}/submissions/ (spec section 7): multipart, with credentials, the CSRF header
// from the csrftoken cookie and X-Requested-With. Unlike the read client, a 400 is an answer here
// (its field errors are shown), so this call reads the body of every response.
import { submissionResponse, type FormCtaValue } from '@meridian/contracts';
import { buildUrl, csrfToken } from '../../../../lib/api-client.ts';

export type SubmissionOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'invalid'; message: string; errors: Record<string, string[]> }
  | { kind: 'failed'; status: number | null };

export function submissionPath(form: Pick<FormCtaValue, 'form_action'>): string {
  return `${form.form_action.replace(/\/+$/, '')}/submissions/`;
}

export async function submitForm(options: {
  form: FormCtaValue;
  body: FormData;
  origin: string;
  language: string;
  fetchImpl?: typeof fetch | undefined;
}): Promise<SubmissionOutcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': options.language,
    'X-Requested-With': 'XMLHttpRequest',
  };
  const csrf = csrfToken();
  if (csrf) headers['X-CSRFToken'] = csrf;
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(buildUrl(options.origin, submissionPath(options.form)), {
      method: 'POST',
      headers,
      credentials: 'include',
      body: options.body,
    });
  } catch {
    return { kind: 'failed', status: null };
  }
  const parsed = submissionResponse.safeParse(await response.json().catch(() => null));
  if (response.ok) return { kind: 'success', message: parsed.success ? parsed.data.message : '' };
  if (response.status === 400 && parsed.success) {
    return { kind: 'invalid', message: parsed.data.message, errors: parsed.data.errors ?? {} };
  }
  return { kind: 'failed', status: response.status };
}
