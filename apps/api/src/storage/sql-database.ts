import type { Pool } from 'pg';

export interface SqlResult<R> {
  rows: R[];
  /** Rows an INSERT, UPDATE or DELETE touched. */
  rowCount: number;
}

/** One parameterised statement at a time (`$1`, `$2`, ...): what both `pg` and PGlite offer. */
export interface SqlQueryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<R>>;
}

/**
 * The little of a PostgreSQL connection the storage needs, so that a `pg` pool (production) and
 * PGlite (embedded PostgreSQL, tests and bench) drive the same code.
 */
export interface SqlDatabase extends SqlQueryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (transaction: SqlQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function pgPoolDatabase(pool: Pool): SqlDatabase {
  let closed: Promise<void> | undefined;
  return {
    async query<R>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
    async transaction<T>(work: (transaction: SqlQueryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            const answer = await client.query(sql, params);
            return { rows: answer.rows as R[], rowCount: answer.rowCount ?? 0 };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // a connection that cannot even roll back must not go back to the pool
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}

/** The part of `@electric-sql/pglite`'s `PGlite` used here; typed structurally so production code needs no PGlite. */
export interface PGliteLike {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  transaction<T>(
    work: (transaction: {
      query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
    }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export function pgliteDatabase(pglite: PGliteLike): SqlDatabase {
  return {
    async query<R>(sql: string, params: unknown[] = []) {
      const result = await pglite.query<R>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    transaction<T>(work: (transaction: SqlQueryable) => Promise<T>): Promise<T> {
      return pglite.transaction((transaction) =>
        work({
          async query<R>(sql: string, params: unknown[] = []) {
            const result = await transaction.query<R>(sql, params);
            return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
          },
        }),
      );
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
