import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './postgres-migrations';
import { PostgresRequestCounter } from './request-counter';
import { pgliteDatabase, type SqlDatabase } from './sql-database';

let db: SqlDatabase;
beforeAll(async () => {
  db = pgliteDatabase(await PGlite.create());
  await migrate(db);
});
afterAll(() => db.close());

const MINUTE = 60_000;

describe('PostgresRequestCounter', () => {
  it('should count a bucket up within its window and keep buckets apart', async () => {
    const counter = new PostgresRequestCounter(db);
    const before = Date.now();
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push((await counter.increment('key:acct_a', MINUTE)).hits);
    expect(hits).toEqual([1, 2, 3]);
    expect((await counter.increment('key:acct_b', MINUTE)).hits).toBe(1);
    const { resetTime } = await counter.increment('key:acct_a', MINUTE);
    // the window is a whole minute of the database's clock, ending after now
    expect(resetTime.getTime() % MINUTE).toBe(0);
    expect(resetTime.getTime()).toBeGreaterThan(before - 1000);
    expect(resetTime.getTime()).toBeLessThanOrEqual(Date.now() + MINUTE + 1000);
  });

  it('should start again at one once the window has passed, and after a reset', async () => {
    const counter = new PostgresRequestCounter(db);
    await counter.increment('key:acct_c', MINUTE);
    await counter.increment('key:acct_c', MINUTE);
    // as if the last request had come a window ago
    await db.query(
      'UPDATE diecut_request_counts SET window_start = window_start - $1::bigint WHERE bucket = $2',
      [MINUTE, 'key:acct_c'],
    );
    expect((await counter.increment('key:acct_c', MINUTE)).hits).toBe(1);
    await counter.increment('key:acct_c', MINUTE);
    await counter.reset('key:acct_c');
    expect((await counter.increment('key:acct_c', MINUTE)).hits).toBe(1);
  });

  it('should give back a request with decrement, never below zero', async () => {
    const counter = new PostgresRequestCounter(db);
    await counter.increment('key:acct_d', MINUTE);
    await counter.decrement('key:acct_d', MINUTE);
    await counter.decrement('key:acct_d', MINUTE);
    expect((await counter.increment('key:acct_d', MINUTE)).hits).toBe(1);
  });

  it('should hand racing increments each their own count', async () => {
    const counter = new PostgresRequestCounter(db);
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => counter.increment('key:acct_e', MINUTE)),
    );
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
