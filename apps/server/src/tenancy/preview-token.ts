import crypto from 'node:crypto';
import type { DocumentKind } from '../db/database.ts';

/**
 * Preview content types (as sent in `content_type`, lowercased) and the document
 * kind each one unlocks. A token is valid only with the content type it was made for.
 */
export const previewContentTypes: ReadonlyMap<string, DocumentKind> = new Map([
  ['tour.tourpage', 'tour'],
  ['tour.tourgrouppage', 'tour_group'],
  ['place.locationpage', 'scene'],
  ['place.gallerypage', 'scene'],
  ['place.matterportembedpage', 'scene'],
  ['place.placepage', 'place_page'],
  ['ctas.cta', 'cta'],
]);

export interface PreviewGrant {
  contentType: string;
  kind: DocumentKind;
  /** The document the token was made for. */
  id: number;
  expiresAt: Date;
}

export interface PreviewScope {
  /** Tokens are bound to the tenant's schema name: another tenant's host rejects them. */
  tenant: string;
  contentType: string;
  id: number;
}

/** `<id hex>-<expiry seconds hex>-<hmac-sha256 hex>`: only lowercase characters, so lowercasing keeps it valid. */
export function createPreviewToken(secret: string, scope: PreviewScope, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return `${scope.id.toString(16)}-${expiry.toString(16)}-${sign(secret, scope, expiry)}`;
}

/** The grant for a token, or null when it is malformed, forged, expired, or for another tenant or type. */
export function verifyPreviewToken(
  secret: string,
  tenant: string,
  rawContentType: string | undefined,
  rawToken: string | undefined,
  now: Date = new Date(),
): PreviewGrant | null {
  if (!rawToken || !rawContentType) return null;
  const contentType = rawContentType.toLowerCase();
  const kind = previewContentTypes.get(contentType);
  const match = /^([0-9a-f]{1,8})-([0-9a-f]{1,12})-([0-9a-f]{64})$/.exec(rawToken.toLowerCase());
  if (!kind || !match) return null;
  const [, idHex = '', expiryHex = '', signature = ''] = match;
  const id = Number.parseInt(idHex, 16);
  const expiry = Number.parseInt(expiryHex, 16);
  const expected = sign(secret, { tenant, contentType, id }, expiry);
  if (!crypto.timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(expected, 'hex'))) return null;
  if (expiry * 1000 <= now.getTime()) return null;
  return { contentType, kind, id, expiresAt: new Date(expiry * 1000) };
}

function sign(secret: string, scope: PreviewScope, expiry: number): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`meridian-preview\n${scope.tenant}\n${scope.contentType.toLowerCase()}\n${scope.id}\n${expiry}`)
    .digest('hex');
}

/** The scope an insights token is signed for: no preview content type, so neither token opens the other's pages. */
const INSIGHTS_SCOPE = 'meridian.insights';

/** A token for a tenant's insights dashboard (`meridian insights-link`): the preview signing, its own scope. */
export function createInsightsToken(secret: string, tenant: string, expiresAt: Date): string {
  return createPreviewToken(secret, { tenant, contentType: INSIGHTS_SCOPE, id: 0 }, expiresAt);
}

/** When the token opens this tenant's insights, its expiry; null when it is malformed, forged, expired or another's. */
export function verifyInsightsToken(
  secret: string,
  tenant: string,
  rawToken: string | undefined,
  now: Date = new Date(),
): Date | null {
  const match = /^0-([0-9a-f]{1,12})-([0-9a-f]{64})$/.exec(rawToken?.toLowerCase() ?? '');
  if (!match) return null;
  const [, expiryHex = '', signature = ''] = match;
  const expiry = Number.parseInt(expiryHex, 16);
  const expected = sign(secret, { tenant, contentType: INSIGHTS_SCOPE, id: 0 }, expiry);
  if (!crypto.timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(expected, 'hex'))) return null;
  if (expiry * 1000 <= now.getTime()) return null;
  return new Date(expiry * 1000);
}
