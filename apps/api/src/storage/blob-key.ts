import path from 'node:path';

// One path segment of safe characters for the resource id and one for the file name; nothing that
// a file system could read as a parent, a separator or a drive.
const BLOB_KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}$/;

export function isValidBlobKey(key: string): boolean {
  return BLOB_KEY.test(key) && !key.includes('..');
}

/** A blob key's two segments: the resource id and the file name. */
export function splitKey(key: string): { resourceId: string; name: string } {
  const slash = key.indexOf('/');
  return { resourceId: key.slice(0, slash), name: key.slice(slash + 1) };
}

/** The file of a blob key under `filesDir`, or undefined for a key that could name anything outside it. */
export function fileOfKey(filesDir: string, key: string): string | undefined {
  if (!isValidBlobKey(key)) return undefined;
  const root = path.resolve(filesDir);
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : undefined;
}
