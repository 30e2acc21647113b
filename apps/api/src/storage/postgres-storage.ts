import { FILE_CONTENT_TYPES } from '../routes/files';
import { isValidBlobKey, splitKey } from './blob-key';
import type { PlacedFile } from './place-file';
import { migrate } from './postgres-migrations';
import { PostgresRequestCounter, type RequestCounter } from './request-counter';
import type { SqlDatabase, SqlQueryable } from './sql-database';
import {
  AccountStorageLimitError,
  type BlobStream,
  type BlobWrite,
  blobBytes,
  checkDataField,
  type DeletedTree,
  type RecordListQuery,
  type RecordRow,
  recordFromRow,
  type Storage,
  type StorageOptions,
  type StoredBlob,
  type StoredRecord,
} from './storage';

/** The first key of the per-account advisory lock a write under a storage limit takes. */
const ACCOUNT_LOCK = 7_311_642;

/** Past this share of the limit, an account's writes take turns (see `#checkRoom`). */
const NEAR_LIMIT = 0.9;

/** Records deleted by age in one transaction, so a large sweep never holds locks long. */
const EXPIRY_BATCH = 200;

/**
 * Rows each account's byte total is spread over (`diecut_account_bytes`): a write adds its bytes to
 * one picked at random, so two writes of one account wait on each other's commit only when they
 * pick the same row, and the total is a sum of at most this many rows.
 */
const STRIPES = 16;

/** A download reads a file in slices of this many bytes, one query each. */
export const BLOB_CHUNK_BYTES = 256 * 1024;

interface FileRow {
  data: Uint8Array;
  size: number;
}

/**
 * Records and their files in PostgreSQL (files as bytea), so any number of API instances can share
 * one database: whatever one instance acknowledged, every other one reads. A resource's record and
 * files are committed in one transaction, so neither exists without the other.
 */
export class PostgresStorage implements Storage {
  readonly #db: SqlDatabase;

  readonly #chunkBytes: number;

  readonly #limitBytes: number;

  /** Writes in flight: `close` waits for them before ending the pool. */
  readonly #pending = new Set<Promise<unknown>>();

  #closing = false;

  readonly requestCounter: RequestCounter;

  private constructor(db: SqlDatabase, chunkBytes: number, limitBytes: number) {
    this.#db = db;
    this.requestCounter = new PostgresRequestCounter(db);
    this.#chunkBytes = chunkBytes;
    this.#limitBytes = limitBytes;
  }

  /** Migrates the database to the current schema, then serves it; the storage closes `db` on close. */
  static async open(
    db: SqlDatabase,
    options: StorageOptions & { chunkBytes?: number } = {},
  ): Promise<PostgresStorage> {
    await migrate(db);
    return new PostgresStorage(
      db,
      options.chunkBytes ?? BLOB_CHUNK_BYTES,
      options.accountStorageLimitBytes ?? 0,
    );
  }

  async saveResource<T>(
    record: StoredRecord<T>,
    files: BlobWrite[],
    placed: PlacedFile[] = [],
  ): Promise<void> {
    // files live in the database here, so there is no folder to place one in (no `placedFilesDir`)
    if (placed.length > 0) throw new Error('PostgreSQL storage takes no placed files');
    const rows = files.map(fileRow);
    return this.#write(() =>
      this.#db.transaction(async (sql) => {
        await this.#checkRoom(sql, record.ownerId, blobBytes(files));
        if (record.parentId) {
          // orders this write with a deleteResourceTree of the parent, which locks it first: either the
          // delete sees this record, or this write waits for it and the parent is seen gone afterwards
          await sql.query('SELECT 1 FROM diecut_records WHERE id = $1 FOR KEY SHARE', [record.parentId]);
        }
        await sql.query(
          'INSERT INTO diecut_records (kind, id, owner_id, data, created_at, parent_id) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            record.kind,
            record.id,
            record.ownerId,
            JSON.stringify(record.data),
            record.createdAt,
            record.parentId ?? null,
          ],
        );
        await writeFiles(sql, rows);
        // the new record's files, any left under its id by an earlier record included: what the
        // owner's bytes now count
        await addAccountBytes(sql, record.ownerId, await resourceBytes(sql, record.id));
      }),
    );
  }

  async updateResource<T>(record: StoredRecord<T>, files: BlobWrite[]): Promise<void> {
    const rows = files.map(fileRow);
    return this.#write(() =>
      this.#db.transaction(async (sql) => {
        await this.#checkRoom(sql, record.ownerId, blobBytes(files));
        const updated = await sql.query(
          'UPDATE diecut_records SET data = $1 WHERE kind = $2 AND id = $3 AND owner_id = $4',
          [JSON.stringify(record.data), record.kind, record.id, record.ownerId],
        );
        if (updated.rowCount !== 1) throw new Error(`no ${record.kind} ${record.id} to update`);
        // read with the record's row locked by the update, so a racing update of it waits for this one
        const before = await resourceBytes(sql, record.id);
        await writeFiles(sql, rows);
        await addAccountBytes(sql, record.ownerId, (await resourceBytes(sql, record.id)) - before);
      }),
    );
  }

  async checkNotFull(ownerId: string): Promise<void> {
    if (this.#limitBytes <= 0) return;
    const used = await storedBytes(this.#db, ownerId);
    if (used >= this.#limitBytes) throw new AccountStorageLimitError(this.#limitBytes, used, 0);
  }

  async storedBytes(ownerId: string): Promise<number> {
    return storedBytes(this.#db, ownerId);
  }

  deleteCreatedBefore(kind: string, before: string): Promise<Record<string, number>> {
    return this.#write(async () => {
      const counts: Record<string, number> = {};
      for (;;) {
        const batch = await this.#db.transaction(async (sql) => {
          const { rows } = await sql.query<{ kind: string; id: string; owner_id: string }>(
            // besides the old ones, any record whose parent is gone: one saved while a sweep deleted its parent
            `WITH RECURSIVE doomed (kind, id) AS (
              SELECT kind, id FROM (
                (SELECT kind, id FROM diecut_records WHERE kind = $1 AND created_at < $2 ORDER BY created_at LIMIT $3)
                UNION
                SELECT c.kind, c.id FROM diecut_records c
                WHERE c.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM diecut_records p WHERE p.id = c.parent_id)
              ) AS seeds
              UNION
              SELECT r.kind, r.id FROM diecut_records r JOIN doomed d ON r.parent_id = d.id
            )
            DELETE FROM diecut_records r USING doomed d WHERE r.kind = d.kind AND r.id = d.id
            RETURNING r.kind, r.id, r.owner_id`,
            [kind, before, EXPIRY_BATCH],
          );
          if (rows.length > 0) {
            const gone = await sql.query<{ resource_id: string; size: number }>(
              'DELETE FROM diecut_files WHERE resource_id = ANY($1::text[]) RETURNING resource_id, size',
              [rows.map((row) => row.id)],
            );
            const freed = new Map<string, number>();
            const ownerOf = new Map(rows.map((row) => [row.id, row.owner_id]));
            for (const file of gone.rows) {
              const owner = ownerOf.get(file.resource_id) as string;
              freed.set(owner, (freed.get(owner) ?? 0) + Number(file.size));
            }
            for (const [owner, bytes] of freed) await addAccountBytes(sql, owner, -bytes);
          }
          return rows;
        });
        if (batch.length === 0) return counts;
        for (const row of batch) counts[row.kind] = (counts[row.kind] ?? 0) + 1;
      }
    });
  }

  async getRecord<T>(kind: string, id: string, ownerId: string): Promise<StoredRecord<T> | undefined> {
    const { rows } = await this.#db.query<RecordRow>(
      'SELECT * FROM diecut_records WHERE kind = $1 AND id = $2 AND owner_id = $3',
      [kind, id, ownerId],
    );
    return recordFromRow<T>(rows[0]);
  }

  async getPublicRecord<T>(kind: string, id: string): Promise<StoredRecord<T> | undefined> {
    const { rows } = await this.#db.query<RecordRow>(
      'SELECT * FROM diecut_records WHERE kind = $1 AND id = $2',
      [kind, id],
    );
    return recordFromRow<T>(rows[0]);
  }

  async deleteRecord(kind: string, id: string, ownerId: string): Promise<boolean> {
    return this.#db.transaction(async (sql) => {
      const deleted = await sql.query(
        'DELETE FROM diecut_records WHERE kind = $1 AND id = $2 AND owner_id = $3',
        [kind, id, ownerId],
      );
      if (deleted.rowCount !== 1) return false;
      // its files stay, but no record of the owner lists them any more
      await addAccountBytes(sql, ownerId, -(await resourceBytes(sql, id)));
      return true;
    });
  }

  async deleteResource(kind: string, id: string, ownerId: string): Promise<boolean> {
    // the same rule as the folder backend: an id that could not head a blob key owns no files
    if (!isValidBlobKey(`${id}/x`)) return false;
    return this.#db.transaction(async (sql) => {
      const deleted = await sql.query(
        'DELETE FROM diecut_records WHERE kind = $1 AND id = $2 AND owner_id = $3',
        [kind, id, ownerId],
      );
      if (deleted.rowCount !== 1) return false;
      const gone = await sql.query<{ bytes: string | number }>(
        `WITH gone AS (DELETE FROM diecut_files WHERE resource_id = $1 RETURNING size)
         SELECT COALESCE(SUM(size), 0) AS bytes FROM gone`,
        [id],
      );
      await addAccountBytes(sql, ownerId, -Number(gone.rows[0]?.bytes ?? 0));
      return true;
    });
  }

  deleteResourceTree(kind: string, id: string, ownerId: string): Promise<DeletedTree | undefined> {
    if (!isValidBlobKey(`${id}/x`)) return Promise.resolve(undefined);
    return this.#write(() =>
      this.#db.transaction(async (sql) => {
        // the root first, in a statement of its own: a child being saved holds it (saveResource), so
        // this waits for that commit, and the tree below, read by the next statement, includes the child
        const root = await sql.query(
          'SELECT 1 FROM diecut_records WHERE kind = $1 AND id = $2 AND owner_id = $3 FOR UPDATE',
          [kind, id, ownerId],
        );
        if (root.rows.length === 0) return undefined;
        const { rows } = await sql.query<{ kind: string; id: string }>(
          `WITH RECURSIVE tree (kind, id) AS (
            SELECT kind, id FROM diecut_records WHERE kind = $1 AND id = $2 AND owner_id = $3
            UNION
            SELECT r.kind, r.id FROM diecut_records r JOIN tree t ON r.parent_id = t.id WHERE r.owner_id = $3
          )
          DELETE FROM diecut_records r USING tree t WHERE r.kind = t.kind AND r.id = t.id
          RETURNING r.kind, r.id`,
          [kind, id, ownerId],
        );
        if (rows.length === 0) return undefined;
        // the owner's bytes are the files of their records: these ids' files are what they drop by
        const freed = await sql.query<{ bytes: string | number }>(
          `WITH gone AS (DELETE FROM diecut_files WHERE resource_id = ANY($1::text[]) RETURNING size)
           SELECT COALESCE(SUM(size), 0) AS bytes FROM gone`,
          [rows.map((row) => row.id)],
        );
        const bytesFreed = Number(freed.rows[0]?.bytes ?? 0);
        await addAccountBytes(sql, ownerId, -bytesFreed);
        const deleted: Record<string, number> = {};
        for (const row of rows) deleted[row.kind] = (deleted[row.kind] ?? 0) + 1;
        return { deleted, bytesFreed };
      }),
    );
  }

  async listRecords<T>(query: RecordListQuery): Promise<StoredRecord<T>[]> {
    const params: unknown[] = [query.ownerId, query.kind];
    const where = ['owner_id = $1', 'kind = $2'];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.parentId !== undefined) where.push(`parent_id = ${param(query.parentId)}`);
    if (query.dataEquals) {
      checkDataField(query.dataEquals.field);
      where.push(
        `(data::json ->> ${param(query.dataEquals.field)}::text) = ${param(query.dataEquals.value)}::text`,
      );
    }
    if (query.after) {
      // the keyset: strictly after the last record of the page before, in (created_at, id) descending;
      // the row comparison uses the collation ORDER BY uses, so the two always agree
      where.push(`(created_at, id) < (${param(query.after.createdAt)}, ${param(query.after.id)})`);
    }
    const { rows } = await this.#db.query<RecordRow>(
      `SELECT * FROM diecut_records WHERE ${where.join(' AND ')}
       ORDER BY created_at DESC, id DESC LIMIT ${param(query.limit)}::integer`,
      params,
    );
    return rows.map((row) => recordFromRow<T>(row) as StoredRecord<T>);
  }

  async deleteBlobs(keys: string[]): Promise<void> {
    const valid = keys.filter(isValidBlobKey).map(splitKey);
    if (valid.length === 0) return;
    await this.#db.transaction(async (sql) => {
      // the files a record lists drop off its owner's bytes; others were never counted
      const { rows } = await sql.query<{ owner_id: string; bytes: string | number }>(
        `WITH gone AS (
           DELETE FROM diecut_files WHERE (resource_id, name) IN (SELECT * FROM unnest($1::text[], $2::text[]))
           RETURNING resource_id, size
         )
         SELECT r.owner_id, SUM(g.size) AS bytes FROM gone g JOIN diecut_records r ON r.id = g.resource_id
         GROUP BY r.owner_id`,
        [valid.map((key) => key.resourceId), valid.map((key) => key.name)],
      );
      for (const row of rows) await addAccountBytes(sql, row.owner_id, -Number(row.bytes));
    });
  }

  async openBlob(key: string): Promise<BlobStream | undefined> {
    if (!isValidBlobKey(key)) return undefined;
    const { resourceId, name } = splitKey(key);
    const { rows } = await this.#db.query<{ size: number }>(
      'SELECT size FROM diecut_files WHERE resource_id = $1 AND name = $2',
      [resourceId, name],
    );
    const found = rows[0];
    if (!found) return undefined;
    const size = Number(found.size);
    const db = this.#db;
    const chunk = this.#chunkBytes;
    let offset = 0;
    // one slice per pull, so only a slice of the file is in memory at a time; files never change, so
    // the slices of one download always belong together
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (offset >= size) {
          controller.close();
          return;
        }
        const slice = await db.query<{ part: Uint8Array }>(
          'SELECT substring(data FROM $3 FOR $4) AS part FROM diecut_files WHERE resource_id = $1 AND name = $2',
          [resourceId, name, offset + 1, chunk],
        );
        const part = slice.rows[0]?.part;
        if (!part || part.byteLength === 0) {
          controller.error(new Error(`${key} went away while it was read`));
          return;
        }
        offset += part.byteLength;
        controller.enqueue(new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
      },
    });
    return { size, stream };
  }

  async readBlob(key: string): Promise<StoredBlob | undefined> {
    if (!isValidBlobKey(key)) return undefined;
    const { resourceId, name } = splitKey(key);
    const { rows } = await this.#db.query<FileRow>(
      'SELECT data, size FROM diecut_files WHERE resource_id = $1 AND name = $2',
      [resourceId, name],
    );
    const row = rows[0];
    if (!row) return undefined;
    // pg answers a Buffer, PGlite a Uint8Array: the route wants a Buffer either way, without a copy
    const data = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
    return { data, size: data.byteLength };
  }

  async close(): Promise<void> {
    this.#closing = true;
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
    await this.#db.close();
  }

  /** Runs a write unless closing has begun, and lets `close` wait for it. */
  #write<T>(work: () => Promise<T>): Promise<T> {
    if (this.#closing) return Promise.reject(new Error('storage is closed'));
    const running = work();
    this.#pending.add(running);
    const settled = () => this.#pending.delete(running);
    running.then(settled, settled);
    return running;
  }

  /**
   * Counts the account's committed bytes and goes on only if the new ones fit. Within the last tenth
   * of the limit the account's writes also take turns, across every instance (an advisory lock held
   * to the end of the transaction), so racing writes cannot pass it together; further from it they
   * run side by side, as one lock per write would make an account's creates wait on each other's
   * commits (five to ten times slower for sixteen at once, in a trial).
   */
  async #checkRoom(sql: SqlQueryable, ownerId: string, added: number): Promise<void> {
    if (this.#limitBytes <= 0 || added === 0) return;
    let used = await storedBytes(sql, ownerId);
    if (used + added > this.#limitBytes * NEAR_LIMIT) {
      await sql.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ACCOUNT_LOCK, ownerId]);
      used = await storedBytes(sql, ownerId);
    }
    if (used + added > this.#limitBytes) throw new AccountStorageLimitError(this.#limitBytes, used, added);
  }
}

/** The sizes of the files of the owner's records, from their running total. */
async function storedBytes(sql: SqlQueryable, ownerId: string): Promise<number> {
  const { rows } = await sql.query<{ bytes: string | number }>(
    'SELECT COALESCE(SUM(bytes), 0) AS bytes FROM diecut_account_bytes WHERE owner_id = $1',
    [ownerId],
  );
  return Number(rows[0]?.bytes ?? 0);
}

/** The sizes of the files under one resource id. */
async function resourceBytes(sql: SqlQueryable, resourceId: string): Promise<number> {
  const { rows } = await sql.query<{ bytes: string | number }>(
    'SELECT COALESCE(SUM(size), 0) AS bytes FROM diecut_files WHERE resource_id = $1',
    [resourceId],
  );
  return Number(rows[0]?.bytes ?? 0);
}

/**
 * Adds `bytes` (negative: takes them off) to the owner's running total, in the caller's transaction;
 * the stripe's row stays locked until that commits.
 */
async function addAccountBytes(sql: SqlQueryable, ownerId: string, bytes: number): Promise<void> {
  if (bytes === 0) return;
  await sql.query(
    `INSERT INTO diecut_account_bytes (owner_id, stripe, bytes) VALUES ($1, $2, $3)
     ON CONFLICT (owner_id, stripe) DO UPDATE SET bytes = diecut_account_bytes.bytes + EXCLUDED.bytes`,
    [ownerId, Math.floor(Math.random() * STRIPES), bytes],
  );
}

interface FileInsert {
  resourceId: string;
  name: string;
  contentType: string;
  data: Buffer;
}

/** Checked before any statement runs, so a bad key fails the whole resource and writes nothing. */
function fileRow(blob: BlobWrite): FileInsert {
  if (!isValidBlobKey(blob.key)) throw new Error(`invalid blob key '${blob.key}'`);
  const { resourceId, name } = splitKey(blob.key);
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const data =
    typeof blob.data === 'string'
      ? Buffer.from(blob.data, 'utf8')
      : Buffer.from(blob.data.buffer, blob.data.byteOffset, blob.data.byteLength);
  return {
    resourceId,
    name,
    contentType: FILE_CONTENT_TYPES[extension]?.type ?? 'application/octet-stream',
    data,
  };
}

/** A file written again under the same key replaces the old bytes, as a rename over it does on disk. */
async function writeFiles(sql: SqlQueryable, rows: FileInsert[]): Promise<void> {
  for (const row of rows) {
    await sql.query(
      `INSERT INTO diecut_files (resource_id, name, content_type, size, data) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (resource_id, name) DO UPDATE
       SET content_type = EXCLUDED.content_type, size = EXCLUDED.size, data = EXCLUDED.data`,
      [row.resourceId, row.name, row.contentType, row.data.byteLength, row.data],
    );
  }
}
