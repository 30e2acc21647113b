import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { recountAccountBytes } from './local-account-bytes';

/** The schema this build writes, in `PRAGMA user_version`. */
const SCHEMA_VERSION = 2;

/** Brings a data dir up to this build's schema, a version at a time. */
export function migrateLocalSchema(db: Database.Database, filesDir: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version >= SCHEMA_VERSION) return;
  if (version < 1) migrateToFilesTable(db, filesDir);
  db.transaction(() => {
    createFileBytesTable(db);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
}

/**
 * Version 2 keeps small files' bytes in the database (`file_bytes`), beside their row in `files`:
 * an insert in the commit that lists them costs far less than a file of its own (a new inode, a
 * flush to disk, a rename), and a dieline's file is small. Rows of `files` without bytes there are
 * files in the files dir, as before.
 */
function createFileBytesTable(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS file_bytes (
      resource_id TEXT NOT NULL,
      name TEXT NOT NULL,
      data BLOB NOT NULL,
      PRIMARY KEY (resource_id, name)
    );
  `);
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
