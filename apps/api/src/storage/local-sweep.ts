import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { recountAccountBytes } from './local-account-bytes';

export interface SweepCounts {
  temporaryFiles: number;
  orphanedFiles: number;
  emptyFolders: number;
}

/**
 * Makes the files dir match the records after a crash (`kill -9`, power loss): removes every file
 * no committed record lists (temporary files of a write cut short, files of a record that never
 * committed or was deleted, old copies of a file now kept inline) and the folders left empty, and
 * the inline bytes of files no longer listed. Run at start, before the first request,
 * as one process owns a data dir.
 */
export async function sweepFilesDir(db: Database.Database, filesDir: string): Promise<SweepCounts> {
  const counts = { temporaryFiles: 0, orphanedFiles: 0, emptyFolders: 0 };
  // rows of a record removed by deleteRecord alone name files nothing points at
  db.transaction(() => {
    db.exec(`
      DELETE FROM files WHERE resource_id NOT IN (SELECT id FROM records);
      DELETE FROM file_bytes WHERE NOT EXISTS
        (SELECT 1 FROM files f WHERE f.resource_id = file_bytes.resource_id AND f.name = file_bytes.name);
    `);
    recountAccountBytes(db);
  })();
  // a file kept inline has its bytes in the database: one of its name on disk is an old copy
  const listed = db
    .prepare(
      'SELECT f.name FROM files f WHERE f.resource_id = ? AND NOT EXISTS (SELECT 1 FROM file_bytes b WHERE b.resource_id = f.resource_id AND b.name = f.name)',
    )
    .pluck();
  for (const entry of await readdir(filesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(filesDir, entry.name);
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
