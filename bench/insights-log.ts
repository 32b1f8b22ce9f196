// The bench's event log: visits of one tenant spread over 13 months before `end`, in the
// proportions the demo sites show (page views most, then scenes, tours, CTAs, searches).
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database.ts';

export const DAYS = 395;
export const DAY_MS = 86_400_000;
export const end = Date.parse('2026-11-26T00:00:00Z');

function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** One visit's events, in the proportions the demo sites show (page views most, then scenes and tours). */
function* visits(count: number, seed: number) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  let made = 0;
  for (let visit = 0; made < count; visit++) {
    const at = end - Math.floor(next() * DAYS * DAY_MS);
    const session = `v-${seed}-${visit}`;
    const device = next() < 0.6 ? 'phone' : 'desktop';
    const event = (category: string, action: string, label = '', value: number | null = null, path = '/site') => {
      made++;
      return {
        category,
        action,
        label,
        path,
        session_id: session,
        device,
        value,
        created_at: new Date(at + made).toISOString(),
      };
    };
    yield event('language', 'initial', pick(['en', 'fr-ca', 'ar']));
    for (let i = 1 + Math.floor(next() * 5); i > 0; i--)
      yield event('page_view', 'view', 'T', null, pick(['/site/home/a', '/site/home/b/c', '/site/map', '/site/t1']));
    for (let i = Math.floor(next() * 4); i > 0; i--)
      yield event('scene-view', `scene-${Math.floor(next() * 40)}`, '', Math.floor(next() * 90_000));
    if (next() < 0.4) {
      const tour = `tour-${Math.floor(next() * 12)}`;
      yield event('tour', 'tour_start', tour);
      const stops = 1 + Math.floor(next() * 8);
      for (let stop = 1; stop <= stops; stop++)
        yield event('tour-stop', tour, String(stop), Math.floor(next() * 120_000));
      if (stops === 8) yield event('tour', 'tour_complete', tour);
    }
    if (next() < 0.3) {
      yield event('cta-open', `CTA_${Math.floor(next() * 5)}`, 'Title');
      yield event('cta', pick(['close', 'dismiss', 'submit']), `CTA_${Math.floor(next() * 5)}`);
    }
    if (next() < 0.2) yield event('map-search', pick(['result', 'no-result']), `query ${Math.floor(next() * 200)}`);
    if (next() < 0.1) yield event('directions', 'found', `p${Math.floor(next() * 30)} → p${Math.floor(next() * 30)}`);
  }
}

export async function fill(db: Kysely<Database>, tenantId: number, count: number, seed: number) {
  let rows = [];
  for (const event of visits(count, seed)) {
    rows.push({ ...event, tenant_id: tenantId, client_id: null, client_ts: null });
    if (rows.length === 1000) {
      await db.insertInto('analytics_events').values(rows).execute();
      rows = [];
    }
  }
  if (rows.length > 0) await db.insertInto('analytics_events').values(rows).execute();
}

export async function tenant(db: Kysely<Database>, name: string) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('tenants')
    .values({
      schema_name: name,
      name,
      default_language: 'en',
      version_hash: 'v',
      content_hash: 'c',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
