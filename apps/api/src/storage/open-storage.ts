import pg from 'pg';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import { LocalStorage } from './local-storage';
import { PostgresStorage } from './postgres-storage';
import { pgPoolDatabase } from './sql-database';
import type { Storage } from './storage';

/**
 * The storage the configuration asks for: PostgreSQL (migrated before the first request) when
 * DIECUT_DATABASE_URL is set, otherwise SQLite and files in the data dir.
 */
export async function openStorage(config: ApiConfig, logger: Logger): Promise<Storage> {
  const database = config.database;
  const limits = { accountStorageLimitBytes: config.accountStorageLimitBytes };
  if (!database) {
    const local = new LocalStorage(config.dataDir, limits);
    const swept = await local.sweep();
    if (swept.temporaryFiles + swept.orphanedFiles + swept.emptyFolders > 0)
      logger.info({ event: 'storage_swept', ...swept }, 'removed what an interrupted run left behind');
    return local;
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: database.poolMax,
    idleTimeoutMillis: database.idleTimeoutMs,
    connectionTimeoutMillis: database.connectTimeoutMs,
    statement_timeout: database.statementTimeoutMs,
    application_name: 'diecut-api',
  });
  // an idle connection the server drops (restart, failover) is only replaced; unhandled, the
  // pool's error event would end the process
  pool.on('error', (error) => logger.warn({ event: 'database_connection_lost', err: error.message }));
  try {
    return await PostgresStorage.open(pgPoolDatabase(pool), limits);
  } catch (error) {
    await pool.end();
    throw error;
  }
}
