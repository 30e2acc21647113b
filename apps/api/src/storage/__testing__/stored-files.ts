import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileOfKey, keyOfStoredName } from '../blob-key';

/** Where a data dir keeps the file of a blob key. */
export function storedFile(dataDir: string, key: string): string {
  const file = fileOfKey(path.join(dataDir, 'files'), key);
  if (!file) throw new Error(`invalid blob key '${key}'`);
  return file;
}

/** The blob keys of every file in a data dir's files dir (temporary files too), sorted. */
export function storedKeys(dataDir: string): string[] {
  const files = path.join(dataDir, 'files');
  if (!existsSync(files)) return [];
  const keys: string[] = [];
  for (const shard of readdirSync(files)) {
    for (const name of readdirSync(path.join(files, shard))) keys.push(keyOfStoredName(name) ?? `?/${name}`);
  }
  return keys.sort();
}

/** The resource ids that have a file in a data dir, sorted. */
export function storedResourceIds(dataDir: string): string[] {
  return [...new Set(storedKeys(dataDir).map((key) => key.slice(0, key.indexOf('/'))))];
}
