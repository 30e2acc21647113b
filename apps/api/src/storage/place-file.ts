import { randomBytes } from 'node:crypto';
import { closeSync, fsync, mkdirSync, openSync, renameSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileOfKey } from './blob-key';

/**
 * A file written in place under a data dir's files folder, flushed to disk, but not yet listed with
 * a record: `saveResource(record, [], [placed])` commits it, or removes it when the commit fails.
 */
export interface PlacedFile {
  /** `<resource id>/<file name>`, see `isValidBlobKey`. */
  key: string;
  size: number;
}

/** Where a compute worker writes a resource's file itself, before its record commits. */
export interface FilePlacement {
  filesDir: string;
  key: string;
  /** A file of fewer bytes is answered as bytes instead: the storage keeps it in its database. */
  inlineBelowBytes?: number | undefined;
}

/**
 * The name a file is written under before it is renamed into place: beside it, unique, and ending in
 * `.tmp`, which the start-up sweep removes after a crash.
 */
export function temporaryName(file: string): string {
  return `${file}.${randomBytes(6).toString('hex')}.tmp`;
}

/**
 * Writes the file as the data dir's own writes do (a temporary name, flushed to disk, renamed into
 * place), on a worker thread: the open and the write are blocking calls, cheaper there than the
 * thread-pool round trips and promises of the same calls; the flush waits for the disk, so it runs on
 * the thread pool while the worker takes its next task. On failure nothing of it stays.
 */
export async function placeFile({ filesDir, key }: FilePlacement, data: Uint8Array): Promise<PlacedFile> {
  const file = fileOfKey(filesDir, key);
  if (!file) throw new Error(`invalid blob key '${key}'`);
  const folder = path.dirname(file);
  const madeFolder = mkdirSync(folder, { recursive: true }) !== undefined;
  const temporary = temporaryName(file);
  try {
    const fd = openSync(temporary, 'wx');
    try {
      for (let offset = 0; offset < data.byteLength; ) {
        offset += writeSync(fd, data, offset, data.byteLength - offset);
      }
      await flush(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    if (madeFolder) removeFolder(folder);
    throw error;
  }
  return { key, size: data.byteLength };
}

const flush = promisify(fsync);

function removeFolder(folder: string): void {
  try {
    rmdirSync(folder);
  } catch {
    // something else was written there meanwhile: the folder is theirs now
  }
}
