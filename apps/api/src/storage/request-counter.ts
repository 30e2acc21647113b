import type { SqlQueryable } from './sql-database';

/** A bucket's requests in its current window, and when that window ends. */
export interface RequestCount {
  hits: number;
  resetTime: Date;
}

/**
 * Counts requests per bucket (an account) in fixed windows. Backed by the database that several API
 * instances share, so a key's limit holds for the account however the balancer spreads its requests.
 */
export interface RequestCounter {
  increment(bucket: string, windowMs: number): Promise<RequestCount>;
  decrement(bucket: string, windowMs: number): Promise<void>;
  reset(bucket: string): Promise<void>;
}

/**
 * The window is the database's clock cut into `windowMs` steps, not the instance's, so instances
 * whose clocks drift still agree on it. One upsert per request: the row lock orders racing
 * increments, and a row left from an earlier window starts again at one.
 */
export class PostgresRequestCounter implements RequestCounter {
  readonly #db: SqlQueryable;

  constructor(db: SqlQueryable) {
    this.#db = db;
  }

  async increment(bucket: string, windowMs: number): Promise<RequestCount> {
    const { rows } = await this.#db.query<{ hits: number; window_start: string | number }>(
      `INSERT INTO diecut_request_counts AS counts (bucket, window_start, hits)
       VALUES ($1, floor(extract(epoch FROM clock_timestamp()) * 1000 / $2::bigint)::bigint * $2::bigint, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN counts.window_start = EXCLUDED.window_start THEN counts.hits + 1 ELSE 1 END,
         window_start = EXCLUDED.window_start
       RETURNING hits, window_start`,
      [bucket, windowMs],
    );
    const row = rows[0];
    if (!row) throw new Error(`no request count for ${bucket}`);
    return { hits: Number(row.hits), resetTime: new Date(Number(row.window_start) + windowMs) };
  }

  async decrement(bucket: string, windowMs: number): Promise<void> {
    await this.#db.query(
      `UPDATE diecut_request_counts SET hits = hits - 1
       WHERE bucket = $1 AND hits > 0
         AND window_start = floor(extract(epoch FROM clock_timestamp()) * 1000 / $2::bigint)::bigint * $2::bigint`,
      [bucket, windowMs],
    );
  }

  async reset(bucket: string): Promise<void> {
    await this.#db.query('DELETE FROM diecut_request_counts WHERE bucket = $1', [bucket]);
  }
}
