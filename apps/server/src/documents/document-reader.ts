import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, DocumentKind } from '../db/database.ts';
import { requireTenant } from '../tenancy/require-tenant.ts';
import type { PreviewGrant } from '../tenancy/preview-token.ts';
import type { ResolvedTenant } from '../tenancy/tenant.types.ts';
import {
  findDocumentById,
  findDocumentBySlug,
  findDocumentIgnoringLive,
  listDocuments,
  listVisibleIds,
  type DocumentRow,
  type DocumentScope,
  type ListOptions,
} from './documents.repository.ts';

const tourSceneIds = z.object({ sceneIds: z.array(z.number().int()) });

/**
 * A stored body that does not match its contract is a server fault (a 500), never bad input.
 * Contracts are zod/mini schemas (no parse methods of their own): parsed with zod's parse function.
 */
export function parseDocument<T extends z.core.$ZodType>(schema: T, kind: DocumentKind, row: DocumentRow): z.infer<T> {
  const result = z.safeParse(schema, JSON.parse(row.body));
  if (result.success) return result.data;
  throw new Error(`Stored ${kind} document ${row.id} does not match its contract: ${result.error.message}`);
}

/**
 * Reads one tenant's documents in the request's language, applying the
 * request's preview grant. Every read of content goes through here, so no
 * query can leave the request's tenant.
 */
export class DocumentReader {
  private readonly visible = new Map<DocumentKind, Promise<ReadonlySet<number>>>();

  constructor(
    private readonly db: Kysely<Database>,
    readonly tenant: ResolvedTenant,
    readonly language: string,
    private readonly preview: PreviewGrant | null,
  ) {}

  async list<T extends z.core.$ZodType>(
    kind: DocumentKind,
    schema: T,
    options: ListOptions = {},
  ): Promise<{ items: z.infer<T>[]; total: number }> {
    const { rows, total } = await listDocuments(this.db, await this.scope(kind), options);
    return { items: rows.map((row) => parseDocument(schema, kind, row)), total };
  }

  async byId<T extends z.core.$ZodType>(kind: DocumentKind, schema: T, id: number): Promise<z.infer<T> | undefined> {
    const row = await findDocumentById(this.db, await this.scope(kind), id);
    return row ? parseDocument(schema, kind, row) : undefined;
  }

  async bySlug<T extends z.core.$ZodType>(
    kind: DocumentKind,
    schema: T,
    slug: string,
  ): Promise<z.infer<T> | undefined> {
    const row = await findDocumentBySlug(this.db, await this.scope(kind), slug);
    return row ? parseDocument(schema, kind, row) : undefined;
  }

  /**
   * Ids of the documents of one kind this request may see: what a live answer may reference
   * (see visible-references.ts). Read once per request and kind.
   */
  visibleIds(kind: DocumentKind): Promise<ReadonlySet<number>> {
    let ids = this.visible.get(kind);
    if (!ids) {
      ids = this.scope(kind).then((scope) => listVisibleIds(this.db, scope));
      this.visible.set(kind, ids);
    }
    return ids;
  }

  /** The ids a preview token reveals for this kind: its own document, and a tour's scenes. */
  private async scope(kind: DocumentKind): Promise<DocumentScope> {
    const base = { tenantId: this.tenant.id, kind, language: this.language };
    const grant = this.preview;
    if (!grant) return { ...base, previewIds: [] };
    if (grant.kind === kind) return { ...base, previewIds: [grant.id] };
    if (grant.kind === 'tour' && kind === 'scene') {
      const tourRow = await findDocumentIgnoringLive(this.db, this.tenant.id, 'tour', this.language, grant.id);
      const ids = tourRow ? tourSceneIds.safeParse(JSON.parse(tourRow.body)) : undefined;
      return { ...base, previewIds: ids?.success ? ids.data.sceneIds : [] };
    }
    return { ...base, previewIds: [] };
  }
}

export function documentReader(request: FastifyRequest): DocumentReader {
  const tenant = requireTenant(request);
  return new DocumentReader(request.server.db, tenant, request.contentLanguage, request.preview);
}
