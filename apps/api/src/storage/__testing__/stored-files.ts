import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fileOfKey } from '../blob-key';

interface InlineRow {
  key: string;
  version: number;
  data: Buffer;
}

/** The files a data dir keeps in its database (`file_bytes`), read as another process would. */
function inlineRows(dataDir: string): InlineRow[] {
  const file = path.join(dataDir, 'diecut.sqlite');
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'file_bytes'")
      .get();
    if (!table) return [];
    return db
      .prepare("SELECT resource_id || '/' || name AS key, rowid AS version, data FROM file_bytes")
      .all() as InlineRow[];
  } finally {
    db.close();
  }
}

/** The blob keys of the files in a data dir's files folder (temporary files too). */
function keysOnDisk(dataDir: string): string[] {
  const files = path.join(dataDir, 'files');
  if (!existsSync(files)) return [];
  return readdirSync(files).flatMap((id) => readdirSync(path.join(files, id)).map((name) => `${id}/${name}`));
}

/** Every file a data dir holds, in its database or its files folder, as blob keys, sorted. */
export function storedKeys(dataDir: string): string[] {
  return [...inlineRows(dataDir).map((row) => row.key), ...keysOnDisk(dataDir)].sort();
}

/** The files in a data dir's files folder alone, as blob keys, sorted. */
export function storedKeysOnDisk(dataDir: string): string[] {
  return keysOnDisk(dataDir).sort();
}

/** The resource ids that have a file in a data dir, sorted. */
export function storedResourceIds(dataDir: string): string[] {
  return [...new Set(storedKeys(dataDir).map((key) => key.slice(0, key.indexOf('/'))))];
}

/** A stored file's bytes, wherever the data dir keeps them. */
export function storedBytes(dataDir: string, key: string): Buffer {
  const inline = inlineRows(dataDir).find((row) => row.key === key);
  if (inline) return inline.data;
  const file = fileOfKey(path.join(dataDir, 'files'), key);
  if (!file) throw new Error(`invalid blob key '${key}'`);
  return readFileSync(file);
}

/**
 * Each stored file under a resource id, by name, with a mark that changes when it is written again
 * (a file's modification time, an inline row's rowid).
 */
export function storedVersions(dataDir: string, resourceId: string): Record<string, string> {
  const prefix = `${resourceId}/`;
  const versions: Record<string, string> = {};
  for (const row of inlineRows(dataDir))
    if (row.key.startsWith(prefix)) versions[row.key.slice(prefix.length)] = `row ${row.version}`;
  for (const key of keysOnDisk(dataDir)) {
    if (!key.startsWith(prefix)) continue;
    const file = fileOfKey(path.join(dataDir, 'files'), key) as string;
    versions[key.slice(prefix.length)] = `file ${statSync(file).mtimeMs}`;
  }
  return versions;
}
