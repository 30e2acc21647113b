import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { fileOfKey, isValidBlobKey } from './blob-key';
import { recountAccountBytes } from './local-account-bytes';

/** The schema this build writes, in `PRAGMA user_version`. */
const SCHEMA_VERSION = 2;

/**
 * Brings a data dir up to this build's schema, a version at a time: version 1 is the `files` table
 * and `account_bytes`, version 2 the shared shard folders of the files dir (see `fileOfKey`).
 */
export function migrateLocalSchema(db: Database.Database, filesDir: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version >= SCHEMA_VERSION) return;
  if (version < 1) migrateToFilesTable(db, filesDir);
  moveFilesIntoShards(filesDir);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}

/**
 * Version 1 adds `parent_id`, the `files` table and `account_bytes`, the sum of each owner's file
 * sizes kept with every write (summing the files at each create would grow with the account). A data dir from before it gets the parents from
 * the records' JSON and the file list from its folder, once.
 */
function migrateToFilesTable(db: Database.Database, filesDir: string): void {
  db.transaction(() => {
    createTables(db);
    addParentColumn(db);
    db.exec(`
      CREATE INDEX IF NOT EXISTS records_owner ON records (owner_id, kind, created_at);
      CREATE INDEX IF NOT EXISTS records_age ON records (kind, created_at);
      CREATE INDEX IF NOT EXISTS records_parent ON records (parent_id);
      CREATE INDEX IF NOT EXISTS records_id ON records (id);
    `);
    listFilesFromFolders(db, filesDir);
    recountAccountBytes(db);
    db.pragma('user_version = 1');
  })();
}

function createTables(db: Database.Database): void {
  db.exec(`
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
}

function addParentColumn(db: Database.Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('records')").pluck().all();
  if (columns.includes('parent_id')) return;
  db.exec('ALTER TABLE records ADD COLUMN parent_id TEXT');
  // the only kinds that hung off a dieline before the column existed
  db.exec(`
    UPDATE records SET parent_id = json_extract(data, '$.dieline_id') WHERE kind = 'nesting';
    UPDATE records SET parent_id = json_extract(data, '$.dielineId') WHERE kind = '3d_mockup';
  `);
}

/**
 * Up to version 1 each resource had a folder of its own (`<id>/<name>`). The files dir is first
 * renamed aside whole, so that no old folder can be mistaken for a shard, then each file is renamed
 * to its place; a run cut short carries on from the folder set aside at the next start.
 */
function moveFilesIntoShards(filesDir: string): void {
  const previous = `${filesDir}.v1`;
  if (!existsSync(previous)) {
    if (!existsSync(filesDir)) return;
    renameSync(filesDir, previous);
  }
  mkdirSync(filesDir, { recursive: true });
  for (const id of readdirSync(previous)) {
    const folder = path.join(previous, id);
    if (!statSync(folder).isDirectory()) continue;
    for (const name of readdirSync(folder)) {
      const file = fileOfKey(filesDir, `${id}/${name}`);
      // a temporary file, or a name no key has: nothing lists it, so the sweep would remove it
      if (!file || name.endsWith('.tmp') || !isValidBlobKey(`${id}/${name}`)) continue;
      mkdirSync(path.dirname(file), { recursive: true });
      renameSync(path.join(folder, name), file);
    }
  }
  rmSync(previous, { recursive: true, force: true });
}

/** A data dir from before the `files` table: its records' folders are what they have. */
function listFilesFromFolders(db: Database.Database, filesDir: string): void {
  const insert = db.prepare('INSERT OR IGNORE INTO files (resource_id, name, size) VALUES (?, ?, ?)');
  for (const id of db.prepare('SELECT id FROM records').pluck().all() as string[]) {
    const folder = path.join(filesDir, id);
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
}
