import crypto from 'node:crypto';
import { brand } from '@meridian/contracts';
import type { FastifyInstance } from 'fastify';
import { requireTenant } from '../../tenancy/require-tenant.ts';
import { documentReader } from '../../documents/document-reader.ts';
import { readTourContext } from '../../forms/form-values.ts';
import { loadForm } from '../../forms/forms.service.ts';
import { notFound } from '../../http/http-error.ts';
import { webFontFaces } from '../../http/web-fonts.ts';
import { isBidiLanguage } from '../../tenancy/tenants.repository.ts';
import { matchLanguage } from '@meridian/contracts/language-match';
import { hostedFormCsp, renderHostedFormPage } from './hosted-form-page.ts';

function firstString(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * `GET /hosted-forms/{formId}/` — the page an iframe form CTA frames (spec
 * sections 3 and 4, iframe form). Language from `?lng=`, else the request's
 * language (Accept-Language); right to left for the tenant's bidi languages.
 */
export default function hostedFormsRoutes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void) {
  app.get('/hosted-forms/:formId/', async (request, reply) => {
    const tenant = requireTenant(request);
    const { formId: rawId } = request.params as { formId: string };
    if (!/^[1-9]\d{0,9}$/.test(rawId)) throw notFound('No such form: the form id must be a positive whole number.');
    const query = request.query as Record<string, unknown>;
    const lng = firstString(query.lng);
    const wanted = (lng !== undefined ? matchLanguage([lng], tenant.languages) : null) ?? request.contentLanguage;
    const { form, language } = await loadForm(app.db, tenant, Number(rawId), wanted);

    const tourContext = readTourContext((name) => firstString(query[name]));
    const nonce = crypto.randomBytes(16).toString('base64');
    const site = (await documentReader(request).list('brand', brand, { limit: 1 })).items[0];
    const html = renderHostedFormPage({
      form,
      formId: Number(rawId),
      language,
      rightToLeft: await isBidiLanguage(app.db, tenant.id, language),
      csrfToken: request.csrfToken(),
      nonce,
      tourContext,
      brandColor: site?.primary_color?.hex_value ?? null,
      fontFaces: webFontFaces(app.config.webDistDir),
    });
    return reply
      .header('content-security-policy', hostedFormCsp(nonce))
      .header('cache-control', 'no-store')
      .header('content-language', language)
      .removeHeader('x-frame-options')
      .type('text/html; charset=utf-8')
      .send(html);
  });
  done();
}
