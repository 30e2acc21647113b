import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { LocalStorage } from '../src/storage/local-storage';
import { PostgresStorage } from '../src/storage/postgres-storage';
import { pgliteDatabase, pgPoolDatabase } from '../src/storage/sql-database';
import type { Storage, StorageOptions } from '../src/storage/storage';
import { BENCH_DATABASE_URL_VARIABLE } from './storage-timing';

const WRITERS = 16;
const WRITES_EACH = 40;
const FILE_BYTES = 30_000;

export interface StorageLimitFigures {
  backend: string;
  writes: number;
  /** Saves a second, all by one account from `WRITERS` writers at once. */
  no_limit_per_second: number;
  with_limit_per_second: number;
}

/** One account's saves, `WRITERS` at a time; the saves a second. */
async function saves(storage: Storage): Promise<number> {
  const data = new Uint8Array(FILE_BYTES).fill(7);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let index = 0; index < WRITES_EACH; index++) {
        const id = `di_bench${writer}x${index}`;
        await storage.saveResource(
          { id, kind: 'dieline', ownerId: 'acct_bench', data: { id }, createdAt: new Date().toISOString() },
          [{ key: `${id}/box.pdf`, data }],
        );
      }
    }),
  );
  return Math.round((WRITERS * WRITES_EACH) / ((performance.now() - start) / 1000));
}

/** `open` makes an empty store each time; the limit is 1 GiB, far above what is written. */
async function compare(
  backend: string,
  open: (options: StorageOptions) => Promise<Storage & { dispose?: () => Promise<void> }>,
) {
  const figures: number[] = [];
  for (const limit of [0, 1024 * 1024 * 1024]) {
    const storage = await open({ accountStorageLimitBytes: limit });
    try {
      figures.push(await saves(storage));
    } finally {
      await storage.close();
      await storage.dispose?.();
    }
  }
  return {
    backend,
    writes: WRITERS * WRITES_EACH,
    no_limit_per_second: figures[0] ?? 0,
    with_limit_per_second: figures[1] ?? 0,
  } satisfies StorageLimitFigures;
}

/**
 * What the account storage limit costs one account's parallel creates: the check on SQLite reads a
 * counter; on PostgreSQL it sums the account's files and, near the limit only, takes a lock.
 */
export async function measureStorageLimit(): Promise<StorageLimitFigures[]> {
  const sqlite = await compare('SQLite + data dir', async (options) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-bench-limit-'));
    return Object.assign(new LocalStorage(dataDir, options), {
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    });
  });
  const url = process.env[BENCH_DATABASE_URL_VARIABLE];
  if (!url) {
    const postgres = await compare('PGlite (in-process, one connection)', async (options) => {
      const pglite = await PGlite.create();
      return PostgresStorage.open(pgliteDatabase(pglite), options);
    });
    return [sqlite, postgres];
  }
  const postgres = await compare(`PostgreSQL server (${new URL(url).host})`, async (options) => {
    const schema = `diecut_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
    return Object.assign(await PostgresStorage.open(pgPoolDatabase(pool), options), {
      async dispose() {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      },
    });
  });
  return [sqlite, postgres];
}
