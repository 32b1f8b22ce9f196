import type { Kysely } from 'kysely';
import type { Database } from '../../../apps/server/src/db/database.ts';

/** Every string under the given property names anywhere in a JSON value. */
export function stringsOf(value: unknown, names: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, names));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) =>
    typeof inner === 'string' ? (names.includes(name) ? [inner] : []) : stringsOf(inner, names),
  );
}

interface Feature {
  geometry: { coordinates: unknown };
  properties: { modes?: string[]; entrances?: { coordinates: [number, number] }[] };
}

const pointKey = (point: readonly number[]): string => point.join(',');

/** An undirected graph over path vertices (shared coordinates join paths). */
class PathGraph {
  private readonly edges = new Map<string, Set<string>>();

  add(a: string, b: string): void {
    if (!this.edges.has(a)) this.edges.set(a, new Set());
    if (!this.edges.has(b)) this.edges.set(b, new Set());
    this.edges.get(a)?.add(b);
    this.edges.get(b)?.add(a);
  }

  reachableFrom(start: string): Set<string> {
    const seen = new Set([start]);
    const queue = [start];
    for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
      for (const next of this.edges.get(node) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen;
  }
}

/** The tenant's walking graph, building entrances and the number of paths per mode, read from the documents table. */
export async function pathDocuments(db: Kysely<Database>, schemaName: string) {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'default_language'])
    .where('schema_name', '=', schemaName)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('documents')
    .select(['kind', 'body'])
    .where('tenant_id', '=', tenant.id)
    .where('language', '=', tenant.default_language)
    .where('kind', 'in', ['path', 'building'])
    .execute();
  const graph = new PathGraph();
  const modes = { walking: 0, cycling: 0, driving: 0 };
  const entrances: string[] = [];
  for (const row of rows) {
    const feature = JSON.parse(row.body) as Feature;
    if (row.kind === 'building') {
      for (const entrance of feature.properties.entrances ?? []) entrances.push(pointKey(entrance.coordinates));
      continue;
    }
    for (const mode of feature.properties.modes ?? []) {
      if (mode === 'walking' || mode === 'cycling' || mode === 'driving') modes[mode]++;
    }
    if (!(feature.properties.modes ?? []).includes('walking')) continue;
    const line = feature.geometry.coordinates as number[][];
    line.slice(1).forEach((point, index) => graph.add(pointKey(line[index] ?? []), pointKey(point)));
  }
  return { graph, entrances, modes };
}
