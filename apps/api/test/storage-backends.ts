import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { LocalStorage } from '../src/storage/local-storage';
import { PostgresStorage } from '../src/storage/postgres-storage';
import { pgliteDatabase, pgPoolDatabase, type SqlDatabase } from '../src/storage/sql-database';
import type { Storage, StorageOptions } from '../src/storage/storage';
import { tempDataDir } from './test-app';

/** One empty store; every `open()` is another API instance on it (a restart, or a second server). */
export interface StoreUnderTest {
  open(options?: StorageOptions): Promise<Storage>;
  /** Closes what `open` made and removes the store. */
  dispose(): Promise<void>;
}

export interface StorageBackend {
  name: string;
  /** Unset when the backend can run here; otherwise why the suite is skipped. */
  skipped?: string;
  createStore(): Promise<StoreUnderTest>;
  /** Releases what the backend holds across stores (a database connection). */
  close(): Promise<void>;
}

export const TEST_DATABASE_URL_VARIABLE = 'DIECUT_TEST_DATABASE_URL';

export function localBackend(): StorageBackend {
  return {
    name: 'SQLite and folder (LocalStorage)',
    async createStore() {
      const dataDir = tempDataDir();
      const opened: Storage[] = [];
      return {
        async open(options) {
          const storage = new LocalStorage(dataDir, options);
          opened.push(storage);
          return storage;
        },
        async dispose() {
          for (const storage of opened) await storage.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
    async close() {},
  };
}

/** Each store is a fresh schema; the instances share the database, whose closing is the backend's. */
function schemaBackend(name: string, db: SqlDatabase, schema: string): StorageBackend {
  const shared: SqlDatabase = { ...db, close: async () => {} };
  return {
    name,
    async createStore() {
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.query(`CREATE SCHEMA ${schema}`);
      return {
        open: (options) => PostgresStorage.open(shared, options),
        async dispose() {
          await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        },
      };
    },
    close: () => db.close(),
  };
}

/** PostgreSQL embedded in WASM, in memory: always available, one connection. */
export async function pgliteBackend(): Promise<StorageBackend> {
  const pglite = await PGlite.create();
  // PGlite is a single session, so the search path set here holds for every later statement
  await pglite.query('CREATE SCHEMA IF NOT EXISTS diecut_test');
  await pglite.query('SET search_path TO diecut_test');
  return schemaBackend('PostgreSQL (PGlite)', pgliteDatabase(pglite), 'diecut_test');
}

/**
 * A real server from DIECUT_TEST_DATABASE_URL, in a schema of its own so the tests never touch
 * other tables; skipped (with the reason) when the variable is unset or the server does not answer.
 */
export async function postgresServerBackend(
  url = process.env[TEST_DATABASE_URL_VARIABLE],
): Promise<StorageBackend> {
  const name = 'PostgreSQL server';
  const unavailable = (skipped: string): StorageBackend => ({
    name,
    skipped,
    createStore: () => Promise.reject(new Error(skipped)),
    close: async () => {},
  });
  if (!url) return unavailable(`${TEST_DATABASE_URL_VARIABLE} is not set`);
  const schema = `diecut_test_${randomBytes(6).toString('hex')}`;
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 3000,
    options: `-c search_path=${schema}`,
  });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    return unavailable(`no PostgreSQL answers at ${TEST_DATABASE_URL_VARIABLE}: ${(error as Error).message}`);
  }
  return schemaBackend(name, pgPoolDatabase(pool), schema);
}
