import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LOWER_ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';

function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A resource id: prefix plus 22 base62 characters from a CSPRNG (about 131 bits). */
export function newId(prefix: 'di_' | 'ne_' | 'ntl_'): string {
  return prefix + randomString(BASE62, 22);
}

/** A 3D mockup id: 10 lowercase alphanumerics, as the interface shows them. */
export function newMockupId(): string {
  return randomString(LOWER_ALPHANUMERIC, 10);
}

/** An API key: a kind prefix plus 40 base62 characters (about 238 bits). */
export function newApiKey(kind: 'dielines' | 'dimensions'): string {
  return (kind === 'dielines' ? 'dl_' : 'dm_') + randomString(BASE62, 40);
}
