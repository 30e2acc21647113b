import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { fileOfKey, keyOfStoredName } from './blob-key';
import { recountAccountBytes } from './local-account-bytes';

export interface SweepCounts {
  temporaryFiles: number;
  orphanedFiles: number;
  emptyFolders: number;
}

/**
 * Makes the files dir match the records after a crash (`kill -9`, power loss): removes every file
 * no committed record lists (temporary files of a write cut short, files of a record that never
 * committed or was deleted, whatever is not where its key maps) and the folders left empty. Run at start, before the first request,
 * as one process owns a data dir.
 */
export async function sweepFilesDir(db: Database.Database, filesDir: string): Promise<SweepCounts> {
  const counts = { temporaryFiles: 0, orphanedFiles: 0, emptyFolders: 0 };
  // rows of a record removed by deleteRecord alone name files nothing points at
  db.transaction(() => {
    db.exec('DELETE FROM files WHERE resource_id NOT IN (SELECT id FROM records)');
    recountAccountBytes(db);
  })();
  const listed = db.prepare('SELECT 1 FROM files WHERE resource_id = ? AND name = ?').pluck();
  for (const entry of await readdir(filesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(filesDir, entry.name);
    const names = await readdir(folder);
    let kept = 0;
    for (const name of names) {
      const temporary = name.endsWith('.tmp');
      const key = temporary ? undefined : keyOfStoredName(name);
      if (key && fileOfKey(filesDir, key) === path.join(folder, name)) {
        const slash = key.indexOf('/');
        if (listed.get(key.slice(0, slash), key.slice(slash + 1)) !== undefined) {
          kept++;
          continue;
        }
      }
      await rm(path.join(folder, name), { recursive: true, force: true });
      if (temporary) counts.temporaryFiles++;
      else counts.orphanedFiles++;
    }
    if (kept === 0) {
      await rm(folder, { recursive: true, force: true });
      counts.emptyFolders++;
    }
  }
  return counts;
}
