import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/server';
import { PostgresStorage } from '../src/storage/postgres-storage';
import { pgliteDatabase } from '../src/storage/sql-database';

export const BENCH_DATABASE_URL_VARIABLE = 'DIECUT_BENCH_DATABASE_URL';

export interface PostgresBenchServer {
  running: RunningServer;
  /** What stood for PostgreSQL, for the printed table. */
  backend: string;
  /** Shuts the server down and removes what the bench stored. */
  stop(): Promise<void>;
}

/**
 * An API server on PostgreSQL: the server at DIECUT_BENCH_DATABASE_URL (in a schema of its own,
 * dropped afterwards) when set, otherwise PGlite in memory, which stands in for a server but runs
 * in the API's own process on one connection: its figures are not a server's.
 */
export async function startPostgresBenchServer(
  keys: { dielines: string; dimensions: string },
  logger: Logger,
) {
  const base = {
    PORT: '0',
    HOST: '127.0.0.1',
    DIECUT_DIELINES_API_KEYS: keys.dielines,
    DIECUT_DIMENSIONS_API_KEYS: keys.dimensions,
    DIECUT_KEY_RATE_LIMIT: '10000000',
  };
  const url = process.env[BENCH_DATABASE_URL_VARIABLE];
  if (!url) {
    const pglite = await PGlite.create();
    const storage = await PostgresStorage.open(pgliteDatabase(pglite));
    const running = await startServer(loadConfig(base), { logger, storage });
    return {
      running,
      backend: 'PGlite (embedded, in-process; stands in for a server)',
      stop: () => running.shutdown(),
    } satisfies PostgresBenchServer;
  }
  const schema = `diecut_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  const running = await startServer(loadConfig({ ...base, DIECUT_DATABASE_URL: withSchema.toString() }), {
    logger,
  });
  return {
    running,
    backend: `PostgreSQL server (${new URL(url).host})`,
    async stop() {
      await running.shutdown();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  } satisfies PostgresBenchServer;
}
