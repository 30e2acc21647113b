import path from 'node:path';

// One path segment of safe characters for the resource id and one for the file name; nothing that
// a file system could read as a parent, a separator or a drive.
const BLOB_KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}$/;

export function isValidBlobKey(key: string): boolean {
  return BLOB_KEY.test(key) && !key.includes('..');
}

/**
 * The folder of the files dir a resource's files lie in: the last two characters of its id, lower
 * case (so a case-blind file system files them alike). A few hundred shared folders rather than one
 * per resource: making a folder costs the kernel more than the file written into it.
 */
export function shardOfResource(resourceId: string): string {
  return resourceId.slice(-2).toLowerCase();
}

/**
 * The file of a blob key under `filesDir` (`<shard>/<resource id>.<name>`; an id has no dot, so the
 * first one parts them), or undefined for a key that could name anything outside it.
 */
export function fileOfKey(filesDir: string, key: string): string | undefined {
  if (!isValidBlobKey(key)) return undefined;
  const slash = key.indexOf('/');
  const resourceId = key.slice(0, slash);
  const root = path.resolve(filesDir);
  const file = path.join(root, shardOfResource(resourceId), `${resourceId}.${key.slice(slash + 1)}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** The blob key of a file name in a shard folder, or undefined for a name no key maps to. */
export function keyOfStoredName(storedName: string): string | undefined {
  const dot = storedName.indexOf('.');
  if (dot <= 0) return undefined;
  const key = `${storedName.slice(0, dot)}/${storedName.slice(dot + 1)}`;
  return isValidBlobKey(key) ? key : undefined;
}
