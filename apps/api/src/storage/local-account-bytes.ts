import type Database from 'better-sqlite3';
import { splitKey } from './blob-key';
import type { WrittenFile } from './local-files';
import { AccountStorageLimitError } from './storage';

/** A file small enough to keep in the database (`file_bytes`), not in the files dir. */
export interface InlineFile {
  resourceId: string;
  name: string;
  size: number;
  data: Uint8Array;
}

/**
 * The `files` table, the bytes of the files kept inline (`file_bytes`) and `account_bytes` kept in
 * step, inside the caller's transactions: an owner's bytes are the sum of the sizes of the files their records list, kept as a running total so that
 * the limit check is one query however large the account grows.
 */
export class AccountBytes {
  readonly #limitBytes: number;
  readonly #usage: Database.Statement;
  readonly #addBytes: Database.Statement;
  readonly #resourceBytes: Database.Statement;
  readonly #fileSize: Database.Statement;
  readonly #ownerOf: Database.Statement;
  readonly #insertFile: Database.Statement;
  readonly #deleteFile: Database.Statement;
  readonly #deleteFiles: Database.Statement;
  readonly #insertBytes: Database.Statement;
  readonly #selectBytes: Database.Statement;
  readonly #deleteBytes: Database.Statement;
  readonly #deleteResourceBytes: Database.Statement;

  constructor(db: Database.Database, limitBytes: number) {
    this.#limitBytes = limitBytes;
    this.#insertFile = db.prepare(
      'INSERT OR REPLACE INTO files (resource_id, name, size) VALUES (@resourceId, @name, @size)',
    );
    this.#deleteFile = db.prepare('DELETE FROM files WHERE resource_id = ? AND name = ?');
    this.#deleteFiles = db.prepare('DELETE FROM files WHERE resource_id = ?');
    this.#insertBytes = db.prepare(
      'INSERT OR REPLACE INTO file_bytes (resource_id, name, data) VALUES (@resourceId, @name, @data)',
    );
    this.#selectBytes = db.prepare('SELECT data FROM file_bytes WHERE resource_id = ? AND name = ?').pluck();
    this.#deleteBytes = db.prepare('DELETE FROM file_bytes WHERE resource_id = ? AND name = ?');
    this.#deleteResourceBytes = db.prepare('DELETE FROM file_bytes WHERE resource_id = ?');
    this.#usage = db.prepare('SELECT bytes FROM account_bytes WHERE owner_id = ?').pluck();
    this.#addBytes = db.prepare(
      'INSERT INTO account_bytes (owner_id, bytes) VALUES (?, ?) ON CONFLICT (owner_id) DO UPDATE SET bytes = bytes + excluded.bytes',
    );
    this.#resourceBytes = db
      .prepare('SELECT COALESCE(SUM(size), 0) FROM files WHERE resource_id = ?')
      .pluck();
    this.#fileSize = db.prepare('SELECT size FROM files WHERE resource_id = ? AND name = ?').pluck();
    this.#ownerOf = db.prepare('SELECT owner_id FROM records WHERE id = ? LIMIT 1').pluck();
  }

  used(ownerId: string): number {
    return Number(this.#usage.get(ownerId) ?? 0);
  }

  checkNotFull(ownerId: string): void {
    if (this.#limitBytes <= 0) return;
    const used = this.used(ownerId);
    if (used >= this.#limitBytes) throw new AccountStorageLimitError(this.#limitBytes, used, 0);
  }

  checkRoom(ownerId: string, added: number): void {
    if (this.#limitBytes <= 0 || added === 0) return;
    const used = this.used(ownerId);
    if (used + added > this.#limitBytes) throw new AccountStorageLimitError(this.#limitBytes, used, added);
  }

  /**
   * Lists committed files (and keeps the bytes of the inline ones) and adds their bytes to the
   * owner's, less any file one replaces. Answers the keys of the inline files that replaced one:
   * their old bytes may be a file on disk, for the caller to remove once this commits.
   */
  list(ownerId: string, written: WrittenFile[], inline: InlineFile[] = []): string[] {
    let added = 0;
    const replaced: string[] = [];
    for (const file of written) {
      const before = this.#fileSize.get(file.resourceId, file.name) as number | undefined;
      if (before !== undefined) this.#deleteBytes.run(file.resourceId, file.name);
      added += file.size - Number(before ?? 0);
      this.#insertFile.run(file);
    }
    for (const file of inline) {
      const before = this.#fileSize.get(file.resourceId, file.name) as number | undefined;
      if (before !== undefined) replaced.push(`${file.resourceId}/${file.name}`);
      added += file.size - Number(before ?? 0);
      this.#insertFile.run(file);
      this.#insertBytes.run(file);
    }
    if (written.length + inline.length > 0) this.#addBytes.run(ownerId, added);
    return replaced;
  }

  /** The bytes of a file kept inline, or undefined for one on disk (or none). */
  inlineBytes(key: string): Buffer | undefined {
    const { resourceId, name } = splitKey(key);
    return this.#selectBytes.get(resourceId, name) as Buffer | undefined;
  }

  /**
   * Takes a resource's files off its owner's bytes, and answers how many; its file rows stay until
   * `unlistResource`.
   */
  uncountResource(ownerId: string, resourceId: string): number {
    const bytes = Number(this.#resourceBytes.get(resourceId));
    this.#addBytes.run(ownerId, -bytes);
    return bytes;
  }

  unlistResource(resourceId: string): void {
    this.#deleteFiles.run(resourceId);
    this.#deleteResourceBytes.run(resourceId);
  }

  /** Unlists one file and takes it off its owner's bytes; a file never listed is no error. */
  unlistFile(key: string): void {
    const { resourceId, name } = splitKey(key);
    const size = this.#fileSize.get(resourceId, name) as number | undefined;
    if (size === undefined) return;
    const owner = this.#ownerOf.get(resourceId) as string | undefined;
    if (owner !== undefined) this.#addBytes.run(owner, -size);
    this.#deleteFile.run(resourceId, name);
    this.#deleteBytes.run(resourceId, name);
  }
}

/** Each owner's bytes from the files themselves. */
export function recountAccountBytes(db: Database.Database): void {
  db.exec(`
    DELETE FROM account_bytes;
    INSERT INTO account_bytes (owner_id, bytes)
      SELECT r.owner_id, SUM(f.size) FROM records r JOIN files f ON f.resource_id = r.id GROUP BY r.owner_id;
  `);
}
