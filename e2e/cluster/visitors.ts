// What a visitor's browser sends to the cluster: the CSRF cookie it was given and multipart submissions
// of the fixture pack's `visit` form (one required email field), each from its own address
// (X-Forwarded-For, honoured because the instances run with TRUST_PROXY=127.0.0.1 like behind a proxy).
import { ctaListResponse, submissionResponse } from '@meridian/contracts';
import { request, type Answer } from './cluster-kit.ts';

/** The fixture pack's tenant (apps/server/test/fixtures/packs/campus) is served on this host. */
export const HOST = 'tours.testcampus.example';

export interface VisitForm {
  formId: number;
  action: string;
  csrfToken: string;
}

/** Reads the visit form from the CTA API and the CSRF cookie that answer sets, as the web app does. */
export async function discoverVisitForm(port: number): Promise<VisitForm> {
  const answer = await request(port, { path: '/api/v2/ctas/', headers: { host: HOST } });
  const form = ctaListResponse
    .parse(JSON.parse(answer.body))
    .items.flatMap((cta) => (cta.action === 'form' ? [cta.content[0].value] : []))
    .find((value) => value.form_reference === 'visit');
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('csrftoken='));
  const csrfToken = cookie?.slice('csrftoken='.length).split(';')[0];
  if (!form || !csrfToken) throw new Error(`no visit form or CSRF cookie in ${answer.body}`);
  return { formId: form.form_id, action: `${form.form_action}/submissions/`, csrfToken };
}

async function multipart(entries: [string, string][]): Promise<{ body: Buffer; contentType: string }> {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  const encoded = new Request('http://localhost/', { method: 'POST', body: data });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

/** The request a visitor at `address` sends to submit `email`. */
export async function submissionRequest(form: VisitForm, address: string, email: string) {
  const { body, contentType } = await multipart([
    ['form_id', String(form.formId)],
    ['form_reference', 'visit'],
    ['email', email],
  ]);
  return {
    method: 'POST',
    path: form.action,
    body,
    headers: {
      host: HOST,
      'content-type': contentType,
      'content-length': String(body.length),
      cookie: `csrftoken=${form.csrfToken}`,
      'x-csrftoken': form.csrfToken,
      'x-forwarded-for': address,
    },
  };
}

export async function submit(port: number, form: VisitForm, address: string, email: string): Promise<Answer> {
  return request(port, await submissionRequest(form, address, email));
}

/** True when the answer is the form's success message: the submission was stored. */
export function acknowledged(answer: Answer): boolean {
  return answer.status === 200 && submissionResponse.safeParse(JSON.parse(answer.body)).success;
}

/** A distinct client address per visitor number (10.x.y.z). */
export function visitorAddress(visitor: number): string {
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}
