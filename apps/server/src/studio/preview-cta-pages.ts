// Where the Studio shows a CTA as visitors get it: the live preview's own CTA page
// (`/{site}/ctas/{id}`, spec section 2), framed beside the CTA editor. The pack names CTAs by key and
// the page by the id the import gave it, so the ids are read back from the preview's scratch database.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { createPreviewToken } from '../tenancy/preview-token.ts';

/** A preview token outlives any session of the Studio (it is made again at each save anyway). */
const TOKEN_DAYS = 30;

/**
 * Each CTA's page in the preview, by key: with a preview token (a draft, `live: false`, shows too, as
 * `meridian preview-link` gives it) and the import's time (`tmstmp`, spec section 2), so the address
 * changes at each save and a frame showing it loads the new import.
 */
export async function ctaPreviewPages(
  db: Kysely<Database>,
  secret: string,
  schemaName: string,
  address: string,
  now = new Date(),
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('documents')
    .innerJoin('tenants', 'tenants.id', 'documents.tenant_id')
    .select(['documents.id', 'documents.slug'])
    .distinct()
    .where('tenants.schema_name', '=', schemaName)
    .where('documents.kind', '=', 'cta')
    .execute();
  const expiresAt = new Date(now.getTime() + TOKEN_DAYS * 86_400_000);
  const pages: Record<string, string> = {};
  for (const { id, slug } of rows) {
    if (slug === null) continue;
    const url = new URL(`${schemaName}/ctas/${String(id)}`, address);
    url.searchParams.set('content_type', 'ctas.cta');
    url.searchParams.set(
      'token',
      createPreviewToken(secret, { tenant: schemaName, contentType: 'ctas.cta', id }, expiresAt),
    );
    url.searchParams.set('tmstmp', String(now.getTime()));
    pages[slug] = url.toString();
  }
  return pages;
}

/** The loopback origins the Studio's page is served from (`127.0.0.1` or `localhost`, any port). */
const STUDIO_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * The preview's pages may be framed by the Studio even when the pack lists its own `embedders`
 * (which replace the default policy, loopback included): the preview listens on 127.0.0.1 only and
 * holds a scratch copy, so the author's own Studio is the one page that frames it.
 */
export function allowStudioFraming(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', withStudioFraming(csp));
    done(null, payload);
  });
}

export function withStudioFraming(csp: string): string {
  return csp
    .split(';')
    .map((part) => {
      const sources = part.trim().split(/\s+/);
      if (sources[0]?.toLowerCase() !== 'frame-ancestors' || sources.includes("'none'")) return part.trim();
      return [...sources, ...STUDIO_ORIGINS.filter((origin) => !sources.includes(origin))].join(' ');
    })
    .join(';');
}
