import type { Kysely } from 'kysely';
import type { Database, DocumentKind } from '../../db/database.ts';

/** A tenant's document of one kind by slug, or (for an all-digit slug) by slug or id; live or not. */
export function findDocumentBySlugOrId(
  db: Kysely<Database>,
  tenantId: number,
  kind: DocumentKind,
  slugOrId: string,
): Promise<{ id: number; slug: string | null } | undefined> {
  const query = db
    .selectFrom('documents')
    .select(['id', 'slug'])
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind);
  return (
    /^[0-9]+$/.test(slugOrId)
      ? query.where((eb) => eb.or([eb('slug', '=', slugOrId), eb('id', '=', Number(slugOrId))]))
      : query.where('slug', '=', slugOrId)
  ).executeTakeFirst();
}
