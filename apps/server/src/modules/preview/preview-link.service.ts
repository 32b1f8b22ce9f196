import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { findTenantBySchemaName } from '../../tenancy/tenants.repository.ts';
import { createPreviewToken, previewContentTypes } from '../../tenancy/preview-token.ts';
import { findDocumentBySlugOrId } from './preview.repository.ts';

export class PreviewLinkError extends Error {}

export interface PreviewLinkRequest {
  tenant: string;
  contentType: string;
  /** The page's slug (a CTA's id). */
  slug: string;
  expiresAt: Date;
}

/** The web route that shows each previewable kind (spec section 2). */
function frontendPath(site: string, kind: string, slug: string, id: number): string {
  if (kind === 'scene') return `/${site}/scene/${slug}`;
  if (kind === 'tour_group') return `/${site}/home/${slug}`;
  if (kind === 'place_page') return `/${site}/map`;
  if (kind === 'cta') return `/${site}/ctas/${id}`;
  return `/${site}/${slug}`;
}

/**
 * `<scheme>://<host>[:<port>]/<site>/<slug>?content_type=…&token=…&tmstmp=…` for an existing page of
 * the tenant: the scheme and port visitors use (PUBLIC_ORIGIN, behind a proxy), else http and the
 * port the server listens on (PORT); a scheme's default port is left out.
 */
export async function buildPreviewLink(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'secret' | 'appHost' | 'defaultTenant' | 'port' | 'publicOrigin'>,
  request: PreviewLinkRequest,
): Promise<string> {
  const contentType = request.contentType.toLowerCase();
  const kind = previewContentTypes.get(contentType);
  if (!kind) {
    throw new PreviewLinkError(
      `Unknown content type "${request.contentType}"; use one of ${[...previewContentTypes.keys()].join(', ')}.`,
    );
  }
  const tenant = await findTenantBySchemaName(db, request.tenant);
  if (!tenant) throw new PreviewLinkError(`No tenant "${request.tenant}".`);
  const document = await findDocumentBySlugOrId(db, tenant.id, kind, request.slug);
  if (!document) throw new PreviewLinkError(`Tenant "${tenant.schema_name}" has no ${kind} "${request.slug}".`);

  const token = createPreviewToken(
    config.secret,
    { tenant: tenant.schema_name, contentType, id: document.id },
    request.expiresAt,
  );
  const host = tenant.schema_name === config.defaultTenant ? config.appHost : `${tenant.schema_name}.${config.appHost}`;
  const scheme = config.publicOrigin?.scheme ?? 'http';
  const port = config.publicOrigin ? config.publicOrigin.port : config.port;
  const url = new URL(
    frontendPath(tenant.schema_name, kind, document.slug ?? request.slug, document.id),
    `${scheme}://${host}${port === null ? '' : `:${String(port)}`}`,
  );
  url.searchParams.set('content_type', contentType);
  url.searchParams.set('token', token);
  url.searchParams.set('tmstmp', String(Date.now()));
  return url.toString();
}
