import type { ColumnType, Generated } from 'kysely';

/**
 * The database schema. Content is stored as read models: one JSON document per
 * entity per tenant language, written by the importer with translations already
 * resolved (fallback to the tenant's default language), so a read is one indexed
 * lookup. Integers stand in for booleans so SQLite and PostgreSQL share one schema.
 */
export interface Database {
  tenants: TenantsTable;
  tenant_hosts: TenantHostsTable;
  tenant_languages: TenantLanguagesTable;
  content_ids: ContentIdsTable;
  documents: DocumentsTable;
  form_submissions: FormSubmissionsTable;
  analytics_events: AnalyticsEventsTable;
  insights_daily_counts: InsightsDailyCountsTable;
  insights_daily_sessions: InsightsDailySessionsTable;
  insights_daily_values: InsightsDailyValuesTable;
  insights_rollup_state: InsightsRollupStateTable;
  insights_session_numbers: InsightsSessionNumbersTable;
}

export interface TenantsTable {
  id: Generated<number>;
  schema_name: string;
  name: string;
  default_language: string;
  /** Changes on every import that changes content; clients send it back as `v`. */
  version_hash: string;
  /** Hash of the imported pack (content and media inputs): equal hash, nothing to import. */
  content_hash: string;
  /** JSON array of the sites allowed to frame the tenant's pages (pack `embedders`); null: the default policy. */
  embedders: string | null;
  /** JSON array of the origins the tenant's own map style is served from (CSP connect-src, img-src); null: none. */
  map_origins: string | null;
  /** JSON array of the outside video players the content embeds (CSP, per tenant); null: none. */
  video_providers: string | null;
  created_at: string;
  updated_at: string;
}

export interface TenantHostsTable {
  host_name: string;
  tenant_id: number;
}

export interface TenantLanguagesTable {
  tenant_id: number;
  code: string;
  name: string;
  name_local: string;
  bidi: number;
  position: number;
}

/** Stable integer ids for pack entities: a re-import of the same key keeps its id. */
export interface ContentIdsTable {
  id: Generated<number>;
  tenant_id: number;
  kind: DocumentKind;
  key: string;
}

export type DocumentKind =
  | 'brand'
  | 'label'
  | 'walkthrough'
  | 'scene'
  | 'tour'
  | 'tour_group'
  | 'cta'
  | 'form'
  | 'tour_stop'
  | 'place_page'
  | 'category'
  | 'campus_outline'
  | 'building'
  | 'place_point'
  | 'osm_building'
  | 'path';

export interface DocumentsTable {
  tenant_id: number;
  kind: DocumentKind;
  id: number;
  language: string;
  slug: string | null;
  parent_id: number | null;
  position: number;
  /** 1 when published; 0 is visible only with a valid preview token. */
  live: number;
  /** JSON text: the entity in its `packages/contracts` shape for this language. */
  body: string;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  tenant_id: number;
  form_id: number;
  form_reference: string;
  language: string;
  /** JSON text: `{ [clean_name]: string | string[] }` */
  data: string;
  created_at: ColumnType<string, string, never>;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  tenant_id: number;
  category: string;
  action: string;
  label: string;
  path: string;
  client_id: string | null;
  session_id: string | null;
  client_ts: number | null;
  /** A measure the event carries: a scene's or tour stop's dwell time in ms. */
  value: number | null;
  /** `phone` or `desktop`, from the page's width. */
  device: string | null;
  created_at: ColumnType<string, string, never>;
}

/** The insights rollups (migration 2026-11-27-001): one row per tenant, whole UTC day or month, and key. */
export type RollupSpan = 'day' | 'month';

export interface InsightsDailyCountsTable {
  tenant_id: number;
  span: RollupSpan;
  /** The day, or the month's first day. */
  day: string;
  category: string;
  action: string;
  label: string;
  path: string;
  events: number;
}

export interface InsightsDailySessionsTable {
  tenant_id: number;
  span: RollupSpan;
  day: string;
  category: string;
  action: string;
  label: string;
  /** How many sessions `sessions` holds. */
  size: number;
  /** The distinct sessions' numbers (insights_session_numbers): 32-bit little-endian integers, ascending. */
  sessions: Buffer;
}

export interface InsightsDailyValuesTable {
  tenant_id: number;
  span: RollupSpan;
  day: string;
  category: string;
  action: string;
  label: string;
  size: number;
  /** The events' `value`s: 32-bit little-endian integers, ascending. */
  value_list: Buffer;
}

export interface InsightsRollupStateTable {
  tenant_id: number;
  /** The first day (`YYYY-MM-DD`) not yet rolled up. */
  rolled_until: string;
  /** The number the next session seen gets. */
  next_number: number;
}

export interface InsightsSessionNumbersTable {
  tenant_id: number;
  session_id: string;
  number: number;
  /** The last day rolled up that had the session: the retention deletes the number with that day. */
  last_day: string;
}
