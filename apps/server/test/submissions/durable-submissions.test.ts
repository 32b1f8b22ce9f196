import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 10, defect 8: with synchronous=NORMAL in WAL mode a submission answered 200 could be
// lost to a power cut. FULL makes every commit reach the disk before the answer is sent.
describe('acknowledged submissions are durable (SQLite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('commits in WAL mode with synchronous=FULL', async () => {
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(t.app.db);
    const synchronous = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(t.app.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    // 2 = FULL (0 OFF, 1 NORMAL, 3 EXTRA).
    expect(synchronous.rows[0]?.synchronous).toBe(2);
  });
});
