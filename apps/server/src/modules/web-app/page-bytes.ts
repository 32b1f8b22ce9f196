import crypto from 'node:crypto';
import type { PageHead } from '../../plugins/page-head.ts';
import { compressText } from '../../plugins/response-cache.ts';

type RenderedHead = Awaited<ReturnType<PageHead['render']>>;
type Encoding = 'br' | 'gzip';

export interface PageBytes {
  page: string;
  /** Weak: the same page goes identity, gzip or brotli under one validator. */
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * A page's HTML, validator and compressed forms, made once per cached head (issue 36: a server-
 * rendered page is tens of KB, and hashing and compressing it on every request cost more than the
 * render cache saved). The page-head cache hands back the same head object for the same page, so
 * this follows its rules (tenant version, language, address); an uncached head (a preview) is made
 * afresh each time and forgotten with it.
 */
const byHead = new WeakMap<RenderedHead, Map<string, PageBytes>>();

export function pageBytes(template: string, head: RenderedHead, assemble: () => string): PageBytes {
  const forHead = byHead.get(head) ?? new Map<string, PageBytes>();
  byHead.set(head, forHead);
  const known = forHead.get(template);
  if (known) return known;
  const page = assemble();
  const etag = `W/"${crypto.createHash('sha256').update(page).digest('base64url').slice(0, 32)}"`;
  const bytes: PageBytes = { page, etag, encoded: {} };
  forHead.set(template, bytes);
  return bytes;
}

/** The page in `encoding`, compressed the first time it is asked for. */
export function encodedPage(bytes: PageBytes, encoding: Encoding): Buffer {
  const known = bytes.encoded[encoding];
  if (known) return known;
  const encoded = compressText(bytes.page, encoding, 9);
  bytes.encoded[encoding] = encoded;
  return encoded;
}
