import type {
  Brand,
  Category,
  Cta,
  FormCtaValue,
  Label,
  PlacePage,
  Scene,
  Tour,
  TourGroupPage,
  TourStop,
} from '@meridian/contracts';
import type { WalkthroughRoom } from '@meridian/contracts/walkthrough';
import type { Kysely } from 'kysely';
import type { Database, DocumentKind } from '../../src/db/database.ts';

export interface TenantSeed {
  schema_name: string;
  name?: string;
  default_language?: string;
  version_hash?: string;
  hosts?: string[];
  languages?: { code: string; name: string; name_local: string; bidi?: boolean }[];
}

/** Writes a tenant the way the importer does: row, host names, languages. */
export async function seedTenant(db: Kysely<Database>, seed: TenantSeed): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('tenants')
    .values({
      schema_name: seed.schema_name,
      name: seed.name ?? seed.schema_name,
      default_language: seed.default_language ?? 'en',
      version_hash: seed.version_hash ?? `${seed.schema_name}-v1`,
      content_hash: `${seed.schema_name}-content`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const host of seed.hosts ?? [])
    await db.insertInto('tenant_hosts').values({ host_name: host, tenant_id: row.id }).execute();
  const languages = seed.languages ?? [{ code: seed.default_language ?? 'en', name: 'English', name_local: 'English' }];
  for (const [position, language] of languages.entries()) {
    await db
      .insertInto('tenant_languages')
      .values({
        tenant_id: row.id,
        code: language.code,
        name: language.name,
        name_local: language.name_local,
        bidi: language.bidi ? 1 : 0,
        position,
      })
      .execute();
  }
  return row.id;
}

/** The contract shape stored for each document kind. */
export interface DocumentBodies {
  brand: Brand;
  label: Label;
  walkthrough: WalkthroughRoom;
  scene: Scene;
  tour: Tour;
  tour_group: TourGroupPage;
  cta: Cta;
  form: FormCtaValue;
  tour_stop: TourStop;
  place_page: PlacePage;
  category: Category;
  campus_outline: unknown;
  building: unknown;
  place_point: unknown;
  osm_building: unknown;
  path: unknown;
}

export interface DocumentSeed<K extends DocumentKind> {
  kind: K;
  id: number;
  body: DocumentBodies[K];
  language?: string;
  slug?: string | null;
  parent_id?: number | null;
  position?: number;
  live?: boolean;
}

export async function writeDocument<K extends DocumentKind>(
  db: Kysely<Database>,
  tenantId: number,
  seed: DocumentSeed<K>,
): Promise<void> {
  await db
    .insertInto('documents')
    .values({
      tenant_id: tenantId,
      kind: seed.kind,
      id: seed.id,
      language: seed.language ?? 'en',
      slug: seed.slug ?? null,
      parent_id: seed.parent_id ?? null,
      position: seed.position ?? seed.id,
      live: seed.live === false ? 0 : 1,
      body: JSON.stringify(seed.body),
    })
    .execute();
}
