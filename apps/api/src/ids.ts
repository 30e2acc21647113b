import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LOWER_ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';

function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Characters of a resource id's time part: base62 milliseconds, enough until the year 8900. */
const TIME_CHARACTERS = 8;

/** `ms` (since 1970) in base62, `TIME_CHARACTERS` wide: sorts as the times do, as BASE62 is in ASCII order. */
export function base62Time(ms: number): string {
  let out = '';
  for (let rest = Math.floor(ms), i = 0; i < TIME_CHARACTERS; i++, rest = Math.floor(rest / 62)) {
    out = BASE62[rest % 62] + out;
  }
  return out;
}

/**
 * A resource id: prefix, the time in base62 milliseconds (8 characters), then 22 base62 characters
 * from a CSPRNG (about 131 bits, what makes a public file's address unguessable). The time first
 * makes ids of one moment neighbours in every index keyed by id: a create adds to the same few
 * index pages as the one before instead of a random page per index: on a database of 20,000
 * dielines the commit's CPU (on the request's thread) fell from about 0.23 to 0.13 ms.
 */
export function newId(prefix: 'di_' | 'ne_' | 'ntl_', now = Date.now()): string {
  return prefix + base62Time(now) + randomString(BASE62, 22);
}

/** A 3D mockup id: 10 lowercase alphanumerics, as the interface shows them. */
export function newMockupId(): string {
  return randomString(LOWER_ALPHANUMERIC, 10);
}

/** An API key: a kind prefix plus 40 base62 characters (about 238 bits). */
export function newApiKey(kind: 'dielines' | 'dimensions'): string {
  return (kind === 'dielines' ? 'dl_' : 'dm_') + randomString(BASE62, 40);
}
