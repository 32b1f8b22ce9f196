import { sql, type Kysely } from 'kysely';
import type { Database, DocumentKind } from '../db/database.ts';

export interface DocumentRow {
  id: number;
  slug: string | null;
  parent_id: number | null;
  position: number;
  live: number;
  body: string;
}

/** Which documents of one kind a read may see: always its own tenant and language, live ones plus previewed ids. */
export interface DocumentScope {
  tenantId: number;
  kind: DocumentKind;
  language: string;
  /** Non-live documents revealed by a valid preview token. */
  previewIds: readonly number[];
}

export interface ListOptions {
  parentId?: number;
  limit?: number;
  offset?: number;
}

const columns = ['id', 'slug', 'parent_id', 'position', 'live', 'body'] as const;

function scoped(db: Kysely<Database>, scope: DocumentScope) {
  return db
    .selectFrom('documents')
    .where('tenant_id', '=', scope.tenantId)
    .where('kind', '=', scope.kind)
    .where('language', '=', scope.language)
    .where((eb) =>
      scope.previewIds.length > 0 ? eb.or([eb('live', '=', 1), eb('id', 'in', scope.previewIds)]) : eb('live', '=', 1),
    );
}

export async function listDocuments(
  db: Kysely<Database>,
  scope: DocumentScope,
  options: ListOptions = {},
): Promise<{ rows: DocumentRow[]; total: number }> {
  let query = scoped(db, scope);
  if (options.parentId !== undefined) query = query.where('parent_id', '=', options.parentId);
  const rows = await query
    .select(columns)
    .select(sql<number | string>`count(*) over ()`.as('total'))
    .orderBy('position')
    .orderBy('id')
    .limit(options.limit ?? 100_000)
    .offset(options.offset ?? 0)
    .execute();
  const total = rows[0] ? Number(rows[0].total) : await countDocuments(db, scope, options.parentId);
  return { rows, total };
}

async function countDocuments(db: Kysely<Database>, scope: DocumentScope, parentId?: number): Promise<number> {
  let query = scoped(db, scope);
  if (parentId !== undefined) query = query.where('parent_id', '=', parentId);
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Ids of every document of the scope's kind the read may see (live, plus previewed). */
export async function listVisibleIds(db: Kysely<Database>, scope: DocumentScope): Promise<Set<number>> {
  const rows = await scoped(db, scope).select('id').execute();
  return new Set(rows.map((row) => row.id));
}

export function findDocumentById(
  db: Kysely<Database>,
  scope: DocumentScope,
  id: number,
): Promise<DocumentRow | undefined> {
  return scoped(db, scope).select(columns).where('id', '=', id).executeTakeFirst();
}

export function findDocumentBySlug(
  db: Kysely<Database>,
  scope: DocumentScope,
  slug: string,
): Promise<DocumentRow | undefined> {
  return scoped(db, scope).select(columns).where('slug', '=', slug).orderBy('id').executeTakeFirst();
}

/** A document whatever its live flag: used only to expand a verified preview grant (a tour's scenes). */
export function findDocumentIgnoringLive(
  db: Kysely<Database>,
  tenantId: number,
  kind: DocumentKind,
  language: string,
  id: number,
): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('documents')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .where('language', '=', language)
    .where('id', '=', id)
    .executeTakeFirst();
}
