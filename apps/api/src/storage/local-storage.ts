import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import {
  type BlobStream,
  type BlobWrite,
  isValidBlobKey,
  type RecordRow,
  recordFromRow,
  type Storage,
  type StoredBlob,
  type StoredRecord,
} from './storage';

/** SQLite (WAL) records in `<dataDir>/diecut.sqlite` and files under `<dataDir>/files`. */
export class LocalStorage implements Storage {
  readonly #db: Database.Database;
  readonly #filesDir: string;
  readonly #insert: Database.Statement;
  readonly #update: Database.Statement;
  readonly #select: Database.Statement;
  readonly #selectPublic: Database.Statement;
  readonly #delete: Database.Statement;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.#filesDir = path.join(dataDir, 'files');
    mkdirSync(this.#filesDir, { recursive: true });
    this.#db = new Database(path.join(dataDir, 'diecut.sqlite'));
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = NORMAL');
    this.#db.pragma('busy_timeout = 5000');
    this.#db.exec(`
      CREATE TABLE IF NOT EXISTS records (
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (kind, id)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS records_owner ON records (owner_id, kind, created_at);
    `);
    this.#insert = this.#db.prepare(
      'INSERT INTO records (kind, id, owner_id, data, created_at) VALUES (@kind, @id, @owner_id, @data, @created_at)',
    );
    this.#update = this.#db.prepare(
      'UPDATE records SET data = @data WHERE kind = @kind AND id = @id AND owner_id = @owner_id',
    );
    this.#select = this.#db.prepare('SELECT * FROM records WHERE kind = ? AND id = ? AND owner_id = ?');
    this.#selectPublic = this.#db.prepare('SELECT * FROM records WHERE kind = ? AND id = ?');
    this.#delete = this.#db.prepare('DELETE FROM records WHERE kind = ? AND id = ? AND owner_id = ?');
  }

  /**
   * Makes the files dir match the records after a crash (`kill -9`, power loss): removes temporary
   * files a write left, the folders of resources whose record never committed (or was deleted), and
   * empty folders. Run at start, before the first request, as one process owns a data dir.
   */
  async sweep(): Promise<{ temporaryFiles: number; orphanedFolders: number; emptyFolders: number }> {
    const counts = { temporaryFiles: 0, orphanedFolders: 0, emptyFolders: 0 };
    const hasRecord = this.#db.prepare('SELECT 1 FROM records WHERE id = ? LIMIT 1');
    for (const entry of await readdir(this.#filesDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = path.join(this.#filesDir, entry.name);
      if (hasRecord.get(entry.name) === undefined) {
        await rm(folder, { recursive: true, force: true });
        counts.orphanedFolders++;
        continue;
      }
      const names = await readdir(folder);
      for (const name of names.filter((file) => file.endsWith('.tmp'))) {
        await rm(path.join(folder, name), { force: true });
        counts.temporaryFiles++;
      }
      if (names.every((file) => file.endsWith('.tmp'))) {
        await rm(folder, { recursive: true, force: true });
        counts.emptyFolders++;
      }
    }
    return counts;
  }

  async saveResource<T>(record: StoredRecord<T>, files: BlobWrite[]): Promise<void> {
    const written = await this.#writeBlobs(files);
    try {
      this.#insert.run(this.#row(record));
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    }
  }

  async updateResource<T>(record: StoredRecord<T>, files: BlobWrite[]): Promise<void> {
    const written = await this.#writeBlobs(files);
    let changes = 0;
    try {
      changes = this.#update.run(this.#row(record)).changes;
    } finally {
      // files of an update that did not happen would be bytes nothing points at
      if (changes !== 1) await Promise.all(written.map((file) => rm(file, { force: true })));
    }
    if (changes !== 1) throw new Error(`no ${record.kind} ${record.id} to update`);
  }

  async getRecord<T>(kind: string, id: string, ownerId: string): Promise<StoredRecord<T> | undefined> {
    return recordFromRow<T>(this.#select.get(kind, id, ownerId) as RecordRow | undefined);
  }

  async getPublicRecord<T>(kind: string, id: string): Promise<StoredRecord<T> | undefined> {
    return recordFromRow<T>(this.#selectPublic.get(kind, id) as RecordRow | undefined);
  }

  async deleteRecord(kind: string, id: string, ownerId: string): Promise<boolean> {
    return this.#delete.run(kind, id, ownerId).changes === 1;
  }

  async deleteResource(kind: string, id: string, ownerId: string): Promise<boolean> {
    // the id must be a blob key's first segment, so that its folder lies inside the files dir
    const folder = this.#blobPath(`${id}/x`);
    if (!folder || !(await this.deleteRecord(kind, id, ownerId))) return false;
    await rm(path.dirname(folder), { recursive: true, force: true });
    return true;
  }

  async deleteBlobs(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => {
        const file = this.#blobPath(key);
        return file ? rm(file, { force: true }) : undefined;
      }),
    );
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
    if (this.#db.open) this.#db.close();
  }

  #row<T>(record: StoredRecord<T>) {
    return {
      kind: record.kind,
      id: record.id,
      owner_id: record.ownerId,
      data: JSON.stringify(record.data),
      created_at: record.createdAt,
    };
  }

  /** The file of a blob key, or undefined for a key that could name anything outside the files dir. */
  #blobPath(key: string): string | undefined {
    if (!isValidBlobKey(key)) return undefined;
    const file = path.resolve(this.#filesDir, key);
    if (!file.startsWith(this.#filesDir + path.sep)) return undefined;
    return file;
  }

  /** Each file goes to a temporary name, is flushed to disk, then renamed into place. */
  async #writeBlobs(files: BlobWrite[]): Promise<string[]> {
    const written: string[] = [];
    try {
      for (const blob of files) {
        const file = this.#blobPath(blob.key);
        if (!file) throw new Error(`invalid blob key '${blob.key}'`);
        await mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(blob.data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
        written.push(file);
      }
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    }
    return written;
  }
}
