import { createReadStream, mkdirSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { fileOfKey, splitKey } from './blob-key';
import { AccountBytes, type InlineFile } from './local-account-bytes';
import { discardWritten, type WrittenFile, writeBlobs, writtenFile } from './local-files';
import { migrateLocalSchema } from './local-schema';
import { type SweepCounts, sweepFilesDir } from './local-sweep';
import type { PlacedFile } from './place-file';
import {
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

/**
 * Below this size a file's bytes go into the database: every dieline file of the catalog (SVG, PDF,
 * DXF, CF2) is under half of it; artwork and large nesting sheets stay files of their own.
 */
const INLINE_FILE_BYTES = 64 * 1024;

/** Records deleted by age in one transaction, so a large sweep never holds the database long. */
const EXPIRY_BATCH = 200;

/**
 * SQLite (WAL) records in `<dataDir>/diecut.sqlite` and files under `<dataDir>/files`; the `files`
 * table lists every committed file with its size, so the folder can be made to match it after a crash
 * and an account's bytes are one query. The schema is in `local-schema.ts`, the start-up sweep in
 * `local-sweep.ts`, the files table and account bytes in `local-account-bytes.ts`, the file writes of
 * a commit in `local-files.ts`.
 */
export class LocalStorage implements Storage {
  readonly #db: Database.Database;
  readonly #filesDir: string;
  readonly #insert: Database.Statement;
  readonly #update: Database.Statement;
  readonly #select: Database.Statement;
  readonly #selectPublic: Database.Statement;
  readonly #delete: Database.Statement;
  readonly #bytes: AccountBytes;
  /** Writes in flight: `close` waits for them, so none is cut between its files and its record. */
  readonly #pending = new Set<Promise<unknown>>();
  #closing = false;

  constructor(dataDir: string, options: StorageOptions = {}) {
    mkdirSync(dataDir, { recursive: true });
    this.#filesDir = path.join(dataDir, 'files');
    mkdirSync(this.#filesDir, { recursive: true });
    this.#db = new Database(path.join(dataDir, 'diecut.sqlite'));
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = NORMAL');
    this.#db.pragma('busy_timeout = 5000');
    migrateLocalSchema(this.#db, this.#filesDir);
    this.#insert = this.#db.prepare(
      'INSERT INTO records (kind, id, owner_id, data, created_at, parent_id) VALUES (@kind, @id, @owner_id, @data, @created_at, @parent_id)',
    );
    this.#update = this.#db.prepare(
      'UPDATE records SET data = @data WHERE kind = @kind AND id = @id AND owner_id = @owner_id',
    );
    this.#select = this.#db.prepare('SELECT * FROM records WHERE kind = ? AND id = ? AND owner_id = ?');
    this.#selectPublic = this.#db.prepare('SELECT * FROM records WHERE kind = ? AND id = ?');
    this.#delete = this.#db.prepare('DELETE FROM records WHERE kind = ? AND id = ? AND owner_id = ?');
    this.#bytes = new AccountBytes(this.#db, options.accountStorageLimitBytes ?? 0);
  }

  /** See `sweepFilesDir`: run at start, before the first request. */
  sweep(): Promise<SweepCounts> {
    return sweepFilesDir(this.#db, this.#filesDir);
  }

  get placedFilesDir(): string {
    return this.#filesDir;
  }

  /** Files smaller than this are kept in the database with their record, see `file_bytes`. */
  get inlineFileBytes(): number {
    return INLINE_FILE_BYTES;
  }

  saveResource<T>(record: StoredRecord<T>, files: BlobWrite[], placed: PlacedFile[] = []): Promise<void> {
    return this.#commitWithFiles(record, files, () => this.#insert.run(this.#row(record)), placed);
  }

  updateResource<T>(record: StoredRecord<T>, files: BlobWrite[]): Promise<void> {
    return this.#commitWithFiles(record, files, () => {
      if (this.#update.run(this.#row(record)).changes !== 1) {
        throw new Error(`no ${record.kind} ${record.id} to update`);
      }
    });
  }

  /**
   * Writes the files, then runs `apply` (the record's insert or update) and lists the files in one
   * transaction. The room is checked before a byte is written, and again at commit, where no other
   * write can interleave; files of a commit that did not happen are removed, as bytes nothing points at.
   * A file of fewer than `inlineFileBytes` goes into the database in that same transaction instead.
   */
  #commitWithFiles(
    record: StoredRecord<unknown>,
    files: BlobWrite[],
    apply: () => void,
    placed: PlacedFile[] = [],
  ): Promise<void> {
    let placedFiles: WrittenFile[];
    const inline: InlineFile[] = [];
    const onDisk: BlobWrite[] = [];
    try {
      placedFiles = placed.map((file) => this.#placedFile(file));
      for (const file of files) {
        const kept = this.#inlineFile(file);
        if (kept) inline.push(kept);
        else onDisk.push(file);
      }
    } catch (error) {
      return Promise.reject(error);
    }
    // files placed by a worker are this write's from here: whatever refuses it removes them
    const refuse = async (error: unknown) => {
      await discardWritten(placedFiles);
      throw error;
    };
    if (this.#closing) return refuse(new Error('storage is closed'));
    return this.#write(async () => {
      const added = blobBytes(files) + placedFiles.reduce((sum, file) => sum + file.size, 0);
      let written = placedFiles;
      let replaced: string[] = [];
      try {
        // with every file placed by a worker or kept inline, nothing is written before the commit,
        // whose own check is the one that counts: a query (and the awaits) fewer on the HTTP thread
        if (onDisk.length > 0) {
          this.#bytes.checkRoom(record.ownerId, added);
          written = [...placedFiles, ...(await writeBlobs(this.#filesDir, onDisk))];
        }
        replaced = this.#db.transaction(() => {
          this.#bytes.checkRoom(record.ownerId, added);
          apply();
          return this.#bytes.list(record.ownerId, written, inline);
        })();
      } catch (error) {
        await discardWritten(written);
        throw error;
      }
      // a file now kept inline that was on disk before (an update's file of the same name)
      await this.#removeFiles(replaced);
    });
  }

  /** A file small enough to keep in the database, with its bytes; undefined for one kept on disk. */
  #inlineFile({ key, data }: BlobWrite): InlineFile | undefined {
    if (!this.#blobPath(key)) throw new Error(`invalid blob key '${key}'`);
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    if (size >= this.inlineFileBytes) return undefined;
    const bytes =
      typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, size);
    return { ...splitKey(key), size, data: bytes };
  }

  async #removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      const file = this.#blobPath(key);
      if (file) await rm(file, { force: true });
    }
  }

  /** A placed file as a written one, once its key is known to name a file in the files dir. */
  #placedFile({ key, size }: PlacedFile): WrittenFile {
    const file = this.#blobPath(key);
    if (!file) throw new Error(`invalid blob key '${key}'`);
    return writtenFile(file, key, size);
  }

  async checkNotFull(ownerId: string): Promise<void> {
    this.#bytes.checkNotFull(ownerId);
  }

  async storedBytes(ownerId: string): Promise<number> {
    return this.#bytes.used(ownerId);
  }

  deleteCreatedBefore(kind: string, before: string): Promise<Record<string, number>> {
    return this.#write(async () => {
      const counts: Record<string, number> = {};
      // besides the old ones, any record whose parent is gone: one saved while a sweep deleted its parent
      const doomed = this.#db.prepare(`
        WITH RECURSIVE doomed (kind, id) AS (
          SELECT kind, id FROM (SELECT kind, id FROM records WHERE kind = ? AND created_at < ? ORDER BY created_at LIMIT ?)
          UNION
          SELECT c.kind, c.id FROM records c
            WHERE c.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM records p WHERE p.id = c.parent_id)
          UNION
          SELECT r.kind, r.id FROM records r JOIN doomed d ON r.parent_id = d.id
        )
        SELECT r.kind, r.id, r.owner_id FROM doomed d JOIN records r ON r.kind = d.kind AND r.id = d.id
      `);
      const remove = this.#db.prepare('DELETE FROM records WHERE kind = ? AND id = ?');
      for (;;) {
        // records and file rows go in one transaction; the folders after it, as in deleteResource
        const batch = this.#db.transaction(() => {
          const rows = doomed.all(kind, before, EXPIRY_BATCH) as {
            kind: string;
            id: string;
            owner_id: string;
          }[];
          for (const row of rows) {
            this.#bytes.uncountResource(row.owner_id, row.id);
            remove.run(row.kind, row.id);
            this.#bytes.unlistResource(row.id);
          }
          return rows;
        })();
        if (batch.length === 0) return counts;
        for (const row of batch) {
          counts[row.kind] = (counts[row.kind] ?? 0) + 1;
          const folder = this.#blobPath(`${row.id}/x`);
          if (folder) await rm(path.dirname(folder), { recursive: true, force: true });
        }
      }
    });
  }

  async getRecord<T>(kind: string, id: string, ownerId: string): Promise<StoredRecord<T> | undefined> {
    return recordFromRow<T>(this.#select.get(kind, id, ownerId) as RecordRow | undefined);
  }

  async getPublicRecord<T>(kind: string, id: string): Promise<StoredRecord<T> | undefined> {
    return recordFromRow<T>(this.#selectPublic.get(kind, id) as RecordRow | undefined);
  }

  async deleteRecord(kind: string, id: string, ownerId: string): Promise<boolean> {
    return this.#db.transaction(() => {
      if (this.#delete.run(kind, id, ownerId).changes !== 1) return false;
      // its files no longer count; the start-up sweep removes them
      this.#bytes.uncountResource(ownerId, id);
      return true;
    })();
  }

  deleteResource(kind: string, id: string, ownerId: string): Promise<boolean> {
    return this.#write(async () => {
      // the id must be a blob key's first segment, so that its folder lies inside the files dir
      const folder = this.#blobPath(`${id}/x`);
      if (!folder) return false;
      const deleted = this.#db.transaction(() => {
        if (this.#delete.run(kind, id, ownerId).changes !== 1) return false;
        this.#bytes.uncountResource(ownerId, id);
        this.#bytes.unlistResource(id);
        return true;
      })();
      if (deleted) await rm(path.dirname(folder), { recursive: true, force: true });
      return deleted;
    });
  }

  deleteResourceTree(kind: string, id: string, ownerId: string): Promise<DeletedTree | undefined> {
    return this.#write(async () => {
      if (!this.#blobPath(`${id}/x`)) return undefined;
      const tree = this.#db.prepare(`
        WITH RECURSIVE tree (kind, id) AS (
          SELECT kind, id FROM records WHERE kind = ? AND id = ? AND owner_id = ?
          UNION
          SELECT r.kind, r.id FROM records r JOIN tree t ON r.parent_id = t.id WHERE r.owner_id = ?
        )
        SELECT kind, id FROM tree
      `);
      const remove = this.#db.prepare('DELETE FROM records WHERE kind = ? AND id = ?');
      // records, file rows and bytes in one transaction; the folders after it, as in deleteResource
      const removed = this.#db.transaction(() => {
        const rows = tree.all(kind, id, ownerId, ownerId) as { kind: string; id: string }[];
        let bytesFreed = 0;
        for (const row of rows) {
          bytesFreed += this.#bytes.uncountResource(ownerId, row.id);
          remove.run(row.kind, row.id);
          this.#bytes.unlistResource(row.id);
        }
        return { rows, bytesFreed };
      })();
      if (removed.rows.length === 0) return undefined;
      const deleted: Record<string, number> = {};
      for (const row of removed.rows) {
        deleted[row.kind] = (deleted[row.kind] ?? 0) + 1;
        const folder = this.#blobPath(`${row.id}/x`);
        if (folder) await rm(path.dirname(folder), { recursive: true, force: true });
      }
      return { deleted, bytesFreed: removed.bytesFreed };
    });
  }

  async listRecords<T>(query: RecordListQuery): Promise<StoredRecord<T>[]> {
    const where = ['owner_id = ?', 'kind = ?'];
    const params: unknown[] = [query.ownerId, query.kind];
    if (query.parentId !== undefined) {
      where.push('parent_id = ?');
      params.push(query.parentId);
    }
    if (query.dataEquals) {
      checkDataField(query.dataEquals.field);
      where.push('json_extract(data, ?) = ?');
      params.push(`$.${query.dataEquals.field}`, query.dataEquals.value);
    }
    if (query.after) {
      // the keyset: strictly after the last record of the page before, in (created_at, id) descending
      where.push('(created_at, id) < (?, ?)');
      params.push(query.after.createdAt, query.after.id);
    }
    const rows = this.#db
      .prepare(`SELECT * FROM records WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`)
      .all(...params, query.limit) as RecordRow[];
    return rows.map((row) => recordFromRow<T>(row) as StoredRecord<T>);
  }

  deleteBlobs(keys: string[]): Promise<void> {
    return this.#write(async () => {
      const files = keys.flatMap((key) => {
        const file = this.#blobPath(key);
        return file ? [{ file, key }] : [];
      });
      this.#db.transaction(() => {
        for (const { key } of files) this.#bytes.unlistFile(key);
      })();
      await Promise.all(files.map(({ file }) => rm(file, { force: true })));
    });
  }
  async openBlob(key: string): Promise<BlobStream | undefined> {
    const file = this.#blobPath(key);
    if (!file) return undefined;
    const inline = this.#bytes.inlineBytes(key);
    if (inline) return { size: inline.byteLength, stream: streamOf(inline) };
    try {
      const { size, isFile } = await stat(file).then((info) => ({ size: info.size, isFile: info.isFile() }));
      if (!isFile) return undefined;
      return { size, stream: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array> };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      throw error;
    }
  }

  async readBlob(key: string): Promise<StoredBlob | undefined> {
    const file = this.#blobPath(key);
    if (!file) return undefined;
    const inline = this.#bytes.inlineBytes(key);
    if (inline) return { data: inline, size: inline.byteLength };
    try {
      const data = await readFile(file);
      return { data, size: data.byteLength };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
      throw error;
    }
  }

  async close(): Promise<void> {
    this.#closing = true;
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
    if (this.#db.open) this.#db.close();
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

  #row<T>(record: StoredRecord<T>) {
    return {
      kind: record.kind,
      id: record.id,
      owner_id: record.ownerId,
      data: JSON.stringify(record.data),
      created_at: record.createdAt,
      parent_id: record.parentId ?? null,
    };
  }

  /** The file of a blob key, or undefined for a key that could name anything outside the files dir. */
  #blobPath(key: string): string | undefined {
    return fileOfKey(this.#filesDir, key);
  }
}

/** A stream of bytes already in memory, for a file kept inline. */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
