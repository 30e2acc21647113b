import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileOfKey, splitKey } from './blob-key';
import { temporaryName } from './place-file';
import { type BlobWrite, blobBytes } from './storage';

/** A file just renamed into place, not yet committed with its record. */
export interface WrittenFile {
  path: string;
  resourceId: string;
  name: string;
  size: number;
}

export function writtenFile(path: string, key: string, size: number): WrittenFile {
  return { path, ...splitKey(key), size };
}

/**
 * Each file goes to a temporary name, is flushed to disk, then renamed into place. On failure
 * nothing of it stays: not the temporary file, the files already renamed, nor a folder it made.
 */
export async function writeBlobs(filesDir: string, files: BlobWrite[]): Promise<WrittenFile[]> {
  const written: WrittenFile[] = [];
  const folders = new Set<string>();
  let temporary: string | undefined;
  try {
    for (const blob of files) {
      const file = fileOfKey(filesDir, blob.key);
      if (!file) throw new Error(`invalid blob key '${blob.key}'`);
      folders.add(path.dirname(file));
      await mkdir(path.dirname(file), { recursive: true });
      temporary = temporaryName(file);
      // one call opens, writes, flushes to disk and closes (cheaper on the HTTP thread than four)
      await writeFile(temporary, blob.data, { flag: 'wx', flush: true });
      await rename(temporary, file);
      temporary = undefined;
      written.push(writtenFile(file, blob.key, blobBytes([blob])));
    }
  } catch (error) {
    if (temporary) await rm(temporary, { force: true });
    await discardWritten(written);
    for (const folder of folders) await removeIfEmpty(folder);
    throw error;
  }
  return written;
}

/** Removes files a failed write renamed into place, and its folder when that leaves it empty. */
export async function discardWritten(written: WrittenFile[]): Promise<void> {
  await Promise.all(written.map((file) => rm(file.path, { force: true })));
  for (const folder of new Set(written.map((file) => path.dirname(file.path)))) await removeIfEmpty(folder);
}

async function removeIfEmpty(folder: string): Promise<void> {
  try {
    await rmdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'ENOENT' && code !== 'EEXIST') throw error;
  }
}
