// The cost of durable submissions (issue 10): the same submission insert through Kysely on a
// fresh SQLite file in WAL mode with synchronous=NORMAL (may lose the last commits to a power
// cut) and with synchronous=FULL (the server's setting: every acknowledged commit is on disk).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { insertSubmission } from '../apps/server/src/modules/submissions/submissions.repository.ts';
import { seedTenant } from '../apps/server/test/helpers/seed.ts';

export interface DurableWriteCost {
  synchronous: 'NORMAL' | 'FULL';
  inserts: number;
  microsPerInsert: number;
}

async function measureInserts(synchronous: 'NORMAL' | 'FULL', inserts: number): Promise<DurableWriteCost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-durable-'));
  const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'meridian.sqlite') });
  try {
    await migrateToLatest(db);
    await sql.raw(`PRAGMA synchronous = ${synchronous}`).execute(db);
    const tenantId = await seedTenant(db, { schema_name: 'bench' });
    const submission = { tenantId, formId: 1, formReference: 'bench', language: 'en', data: '{"name":"Ada"}' };
    const started = process.hrtime.bigint();
    for (let index = 0; index < inserts; index += 1) await insertSubmission(db, submission);
    const elapsedMicros = Number(process.hrtime.bigint() - started) / 1000;
    return { synchronous, inserts, microsPerInsert: elapsedMicros / inserts };
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureDurableWrites(inserts = 500): Promise<DurableWriteCost[]> {
  return [await measureInserts('NORMAL', inserts), await measureInserts('FULL', inserts)];
}

export function describeDurableWrites(costs: readonly DurableWriteCost[]): string {
  const [normal, full] = costs;
  const lines = costs.map(
    (cost) =>
      `submission insert, synchronous=${cost.synchronous.padEnd(6)} ${Math.round(cost.microsPerInsert)
        .toString()
        .padStart(6)} µs/insert (${cost.inserts} sequential inserts, one commit each)`,
  );
  if (normal && full) {
    lines.push(
      `durability cost (FULL, the server's setting): +${Math.round(full.microsPerInsert - normal.microsPerInsert)} µs ` +
        `per acknowledged submission (${(full.microsPerInsert / normal.microsPerInsert).toFixed(1)}×)`,
    );
  }
  return lines.join('\n');
}
