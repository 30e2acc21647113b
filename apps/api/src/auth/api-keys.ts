import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiKeyKind } from '@diecut/schema';
import { newApiKey } from '../ids';

export interface Account {
  /** Stable owner id of the resources made with one key; derived from the key, never the key itself. */
  id: string;
  keyKind: ApiKeyKind;
}

interface KeyEntry {
  digest: Buffer;
  account: Account;
}

const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Matches presented keys against the configured ones in time independent of where they differ. */
export class ApiKeyRing {
  readonly #entries: KeyEntry[];

  constructor(keys: { dielines: string[]; dimensions: string[] }) {
    const entry = (key: string, keyKind: ApiKeyKind): KeyEntry => ({
      digest: sha256(key),
      account: { id: `acct_${sha256(`diecut-account:${key}`).toString('hex').slice(0, 24)}`, keyKind },
    });
    this.#entries = [
      ...keys.dielines.map((key) => entry(key, 'dielines')),
      ...keys.dimensions.map((key) => entry(key, 'dimensions')),
    ];
  }

  /** The account of a presented key, or undefined. Compares every configured key, so timing reveals nothing. */
  identify(presentedKey: string): Account | undefined {
    const digest = sha256(presentedKey);
    let found: Account | undefined;
    for (const entry of this.#entries) {
      if (timingSafeEqual(entry.digest, digest) && !found) found = entry.account;
    }
    return found;
  }
}

export interface ProvisionedKeys {
  dielines: string[];
  dimensions: string[];
  /** True when the keys were made (or read back) from the data dir because none were configured. */
  generated: boolean;
  file?: string;
}

/**
 * The configured keys, or, with none configured, one key of each kind made on first start and kept
 * in the data dir so they survive restarts.
 */
export function provisionApiKeys(
  configured: { dielines: string[]; dimensions: string[] },
  dataDir: string,
): ProvisionedKeys {
  if (configured.dielines.length > 0 || configured.dimensions.length > 0) {
    return { ...configured, generated: false };
  }
  const file = path.join(dataDir, 'api-keys.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { dielines: string[]; dimensions: string[] };
    if (Array.isArray(stored.dielines) && Array.isArray(stored.dimensions)) {
      return { dielines: stored.dielines, dimensions: stored.dimensions, generated: true, file };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = { dielines: [newApiKey('dielines')], dimensions: [newApiKey('dimensions')] };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return { ...keys, generated: true, file };
}
