import { createReadStream, mkdirSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { fileOfKey, type PlacedFile, temporaryName } from './place-file';
import {
  AccountStorageLimitError,
  type BlobStream,
  type BlobWrite,
  blobBytes,
  type RecordRow,
  recordFromRow,
  type Storage,
  type StorageOptions,
  type StoredBlob,
  type StoredRecord,
} from './storage';

/** The schema this build writes, in `PRAGMA user_version`. */
const SCHEMA_VERSION = 1;

/** Records deleted by age in one transaction, so a large sweep never holds the database long. */
const EXPIRY_BATCH = 200;

/** A file just renamed into place, not yet committed with its record. */
interface WrittenFile {
  path: string;
  resourceId: string;
  name: string;
  size: number;
}

/**
 * SQLite (WAL) records in `<dataDir>/diecut.sqlite` and files under `<dataDir>/files`; the `files`
 * table lists every committed file with its size, so the folder can be made to match it after a crash
 * and an account's bytes are one query.
 */
export class LocalStorage implements Storage {
  readonly #db: Database.Database;
  readonly #filesDir: string;
  readonly #limitBytes: number;
  readonly #insert: Database.Statement;
  readonly #update: Database.Statement;
  readonly #select: Database.Statement;
  readonly #selectPublic: Database.Statement;
  readonly #delete: Database.Statement;
  readonly #insertFile: Database.Statement;
  readonly #deleteFile: Database.Statement;
  readonly #deleteFiles: Database.Statement;
  readonly #usage: Database.Statement;
  readonly #addBytes: Database.Statement;
  readonly #resourceBytes: Database.Statement;
  readonly #fileSize: Database.Statement;
  readonly #ownerOf: Database.Statement;
  /** Writes in flight: `close` waits for them, so none is cut between its files and its record. */
  readonly #pending = new Set<Promise<unknown>>();
  #closing = false;

  constructor(dataDir: string, options: StorageOptions = {}) {
    mkdirSync(dataDir, { recursive: true });
    this.#filesDir = path.join(dataDir, 'files');
    mkdirSync(this.#filesDir, { recursive: true });
    this.#limitBytes = options.accountStorageLimitBytes ?? 0;
    this.#db = new Database(path.join(dataDir, 'diecut.sqlite'));
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = NORMAL');
    this.#db.pragma('busy_timeout = 5000');
    this.#migrate();
    this.#insert = this.#db.prepare(
      'INSERT INTO records (kind, id, owner_id, data, created_at, parent_id) VALUES (@kind, @id, @owner_id, @data, @created_at, @parent_id)',
    );
    this.#update = this.#db.prepare(
      'UPDATE records SET data = @data WHERE kind = @kind AND id = @id AND owner_id = @owner_id',
    );
    this.#select = this.#db.prepare('SELECT * FROM records WHERE kind = ? AND id = ? AND owner_id = ?');
    this.#selectPublic = this.#db.prepare('SELECT * FROM records WHERE kind = ? AND id = ?');
    this.#delete = this.#db.prepare('DELETE FROM records WHERE kind = ? AND id = ? AND owner_id = ?');
    this.#insertFile = this.#db.prepare(
      'INSERT OR REPLACE INTO files (resource_id, name, size) VALUES (@resourceId, @name, @size)',
    );
    this.#deleteFile = this.#db.prepare('DELETE FROM files WHERE resource_id = ? AND name = ?');
    this.#deleteFiles = this.#db.prepare('DELETE FROM files WHERE resource_id = ?');
    this.#usage = this.#db.prepare('SELECT bytes FROM account_bytes WHERE owner_id = ?').pluck();
    this.#addBytes = this.#db.prepare(
      'INSERT INTO account_bytes (owner_id, bytes) VALUES (?, ?) ON CONFLICT (owner_id) DO UPDATE SET bytes = bytes + excluded.bytes',
    );
    this.#resourceBytes = this.#db
      .prepare('SELECT COALESCE(SUM(size), 0) FROM files WHERE resource_id = ?')
      .pluck();
    this.#fileSize = this.#db.prepare('SELECT size FROM files WHERE resource_id = ? AND name = ?').pluck();
    this.#ownerOf = this.#db.prepare('SELECT owner_id FROM records WHERE id = ? LIMIT 1').pluck();
  }

  /**
   * Version 1 adds `parent_id`, the `files` table and `account_bytes`, the sum of each owner's file
   * sizes kept with every write (summing the files at each create would grow with the account). A data dir from before it gets the parents from
   * the records' JSON and the file list from its folder, once.
   */
  #migrate(): void {
    const version = this.#db.pragma('user_version', { simple: true }) as number;
    if (version >= SCHEMA_VERSION) return;
    this.#db.transaction(() => {
      this.#db.exec(`
        CREATE TABLE IF NOT EXISTS records (
          kind TEXT NOT NULL,
          id TEXT NOT NULL,
          owner_id TEXT NOT NULL,
          data TEXT NOT NULL,
          created_at TEXT NOT NULL,
          parent_id TEXT,
          PRIMARY KEY (kind, id)
        ) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS files (
          resource_id TEXT NOT NULL,
          name TEXT NOT NULL,
          size INTEGER NOT NULL,
          PRIMARY KEY (resource_id, name)
        ) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS account_bytes (
          owner_id TEXT PRIMARY KEY,
          bytes INTEGER NOT NULL
        ) WITHOUT ROWID;
      `);
      const columns = this.#db.prepare("SELECT name FROM pragma_table_info('records')").pluck().all();
      if (!columns.includes('parent_id')) {
        this.#db.exec('ALTER TABLE records ADD COLUMN parent_id TEXT');
        // the only kinds that hung off a dieline before the column existed
        this.#db.exec(`
          UPDATE records SET parent_id = json_extract(data, '$.dieline_id') WHERE kind = 'nesting';
          UPDATE records SET parent_id = json_extract(data, '$.dielineId') WHERE kind = '3d_mockup';
        `);
      }
      this.#db.exec(`
        CREATE INDEX IF NOT EXISTS records_owner ON records (owner_id, kind, created_at);
        CREATE INDEX IF NOT EXISTS records_age ON records (kind, created_at);
        CREATE INDEX IF NOT EXISTS records_parent ON records (parent_id);
        CREATE INDEX IF NOT EXISTS records_id ON records (id);
      `);
      const insert = this.#db.prepare(
        'INSERT OR IGNORE INTO files (resource_id, name, size) VALUES (?, ?, ?)',
      );
      for (const id of this.#db.prepare('SELECT id FROM records').pluck().all() as string[]) {
        const folder = path.join(this.#filesDir, id);
        let names: string[];
        try {
          names = readdirSync(folder);
        } catch {
          continue;
        }
        for (const name of names.filter((file) => !file.endsWith('.tmp'))) {
          const info = statSync(path.join(folder, name));
          if (info.isFile()) insert.run(id, name, info.size);
        }
      }
      this.#recount();
      this.#db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  }

  /** Each owner's bytes from the files themselves. */
  #recount(): void {
    this.#db.exec(`
      DELETE FROM account_bytes;
      INSERT INTO account_bytes (owner_id, bytes)
        SELECT r.owner_id, SUM(f.size) FROM records r JOIN files f ON f.resource_id = r.id GROUP BY r.owner_id;
    `);
  }

  /**
   * Makes the files dir match the records after a crash (`kill -9`, power loss): removes every file
   * no committed record lists (temporary files of a write cut short, files of a record that never
   * committed or was deleted) and the folders left empty. Run at start, before the first request,
   * as one process owns a data dir.
   */
  async sweep(): Promise<{ temporaryFiles: number; orphanedFiles: number; emptyFolders: number }> {
    const counts = { temporaryFiles: 0, orphanedFiles: 0, emptyFolders: 0 };
    // rows of a record removed by deleteRecord alone name files nothing points at
    this.#db.transaction(() => {
      this.#db.exec('DELETE FROM files WHERE resource_id NOT IN (SELECT id FROM records)');
      this.#recount();
    })();
    const listed = this.#db.prepare('SELECT name FROM files WHERE resource_id = ?').pluck();
    for (const entry of await readdir(this.#filesDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = path.join(this.#filesDir, entry.name);
      const keep = new Set(listed.all(entry.name) as string[]);
      const names = await readdir(folder);
      for (const name of names) {
        if (keep.has(name)) continue;
        await rm(path.join(folder, name), { recursive: true, force: true });
        if (name.endsWith('.tmp')) counts.temporaryFiles++;
        else counts.orphanedFiles++;
      }
      if (names.every((name) => !keep.has(name))) {
        await rm(folder, { recursive: true, force: true });
        counts.emptyFolders++;
      }
    }
    return counts;
  }

  get placedFilesDir(): string {
    return this.#filesDir;
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
   */
  #commitWithFiles(
    record: StoredRecord<unknown>,
    files: BlobWrite[],
    apply: () => void,
    placed: PlacedFile[] = [],
  ): Promise<void> {
    let placedFiles: WrittenFile[];
    try {
      placedFiles = placed.map((file) => this.#placedFile(file));
    } catch (error) {
      return Promise.reject(error);
    }
    // files placed by a worker are this write's from here: whatever refuses it removes them
    const refuse = async (error: unknown) => {
      await this.#discard(placedFiles);
      throw error;
    };
    if (this.#closing) return refuse(new Error('storage is closed'));
    return this.#write(async () => {
      const added = blobBytes(files) + placedFiles.reduce((sum, file) => sum + file.size, 0);
      let written = placedFiles;
      try {
        this.#checkRoom(record.ownerId, added);
        written = [...placedFiles, ...(await this.#writeBlobs(files))];
        this.#db.transaction(() => {
          this.#checkRoom(record.ownerId, added);
          apply();
          this.#listFiles(record.ownerId, written);
        })();
      } catch (error) {
        await this.#discard(written);
        throw error;
      }
    });
  }

  /** A placed file as a written one, once its key is known to name a file in the files dir. */
  #placedFile({ key, size }: PlacedFile): WrittenFile {
    const file = this.#blobPath(key);
    if (!file) throw new Error(`invalid blob key '${key}'`);
    return this.#writtenFile(file, key, size);
  }

  #writtenFile(path: string, key: string, size: number): WrittenFile {
    const slash = key.indexOf('/');
    return { path, resourceId: key.slice(0, slash), name: key.slice(slash + 1), size };
  }

  async checkNotFull(ownerId: string): Promise<void> {
    if (this.#limitBytes <= 0) return;
    const used = this.#usedBytes(ownerId);
    if (used >= this.#limitBytes) throw new AccountStorageLimitError(this.#limitBytes, used, 0);
  }

  async storedBytes(ownerId: string): Promise<number> {
    return this.#usedBytes(ownerId);
  }

  #usedBytes(ownerId: string): number {
    return Number(this.#usage.get(ownerId) ?? 0);
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
            this.#addBytes.run(row.owner_id, -Number(this.#resourceBytes.get(row.id)));
            remove.run(row.kind, row.id);
            this.#deleteFiles.run(row.id);
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
      this.#addBytes.run(ownerId, -Number(this.#resourceBytes.get(id)));
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
        this.#addBytes.run(ownerId, -Number(this.#resourceBytes.get(id)));
        this.#deleteFiles.run(id);
        return true;
      })();
      if (deleted) await rm(path.dirname(folder), { recursive: true, force: true });
      return deleted;
    });
  }

  deleteBlobs(keys: string[]): Promise<void> {
    return this.#write(async () => {
      const files = keys.flatMap((key) => {
        const file = this.#blobPath(key);
        return file ? [{ file, key }] : [];
      });
      this.#db.transaction(() => {
        for (const { key } of files) {
          const slash = key.indexOf('/');
          const [resourceId, name] = [key.slice(0, slash), key.slice(slash + 1)];
          const size = this.#fileSize.get(resourceId, name) as number | undefined;
          if (size === undefined) continue;
          const owner = this.#ownerOf.get(resourceId) as string | undefined;
          if (owner !== undefined) this.#addBytes.run(owner, -size);
          this.#deleteFile.run(resourceId, name);
        }
      })();
      await Promise.all(files.map(({ file }) => rm(file, { force: true })));
    });
  }
  async openBlob(key: string): Promise<BlobStream | undefined> {
    const file = this.#blobPath(key);
    if (!file) return undefined;
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

  /** Lists committed files and adds their bytes to the owner's, less any file one replaces. */
  #listFiles(ownerId: string, written: WrittenFile[]): void {
    let added = 0;
    for (const file of written) {
      added += file.size - Number(this.#fileSize.get(file.resourceId, file.name) ?? 0);
      this.#insertFile.run(file);
    }
    if (written.length > 0) this.#addBytes.run(ownerId, added);
  }

  #checkRoom(ownerId: string, added: number): void {
    if (this.#limitBytes <= 0 || added === 0) return;
    const used = this.#usedBytes(ownerId);
    if (used + added > this.#limitBytes) throw new AccountStorageLimitError(this.#limitBytes, used, added);
  }

  /** Removes files a failed write renamed into place, and its folder when that leaves it empty. */
  async #discard(written: WrittenFile[]): Promise<void> {
    await Promise.all(written.map((file) => rm(file.path, { force: true })));
    for (const folder of new Set(written.map((file) => path.dirname(file.path)))) await removeIfEmpty(folder);
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

  /**
   * Each file goes to a temporary name, is flushed to disk, then renamed into place. On failure
   * nothing of it stays: not the temporary file, the files already renamed, nor a folder it made.
   */
  async #writeBlobs(files: BlobWrite[]): Promise<WrittenFile[]> {
    const written: WrittenFile[] = [];
    const folders = new Set<string>();
    let temporary: string | undefined;
    try {
      for (const blob of files) {
        const file = this.#blobPath(blob.key);
        if (!file) throw new Error(`invalid blob key '${blob.key}'`);
        folders.add(path.dirname(file));
        await mkdir(path.dirname(file), { recursive: true });
        temporary = temporaryName(file);
        // one call opens, writes, flushes to disk and closes (cheaper on the HTTP thread than four)
        await writeFile(temporary, blob.data, { flag: 'wx', flush: true });
        await rename(temporary, file);
        temporary = undefined;
        written.push(this.#writtenFile(file, blob.key, blobBytes([blob])));
      }
    } catch (error) {
      if (temporary) await rm(temporary, { force: true });
      await this.#discard(written);
      for (const folder of folders) await removeIfEmpty(folder);
      throw error;
    }
    return written;
  }
}

async function removeIfEmpty(folder: string): Promise<void> {
  try {
    await rmdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'ENOENT' && code !== 'EEXIST') throw error;
  }
}
