import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createApp } from '../src/app';
import { LocalStorage } from '../src/storage/local-storage';
import type { Storage } from '../src/storage/storage';

export const DIELINES_KEY = 'dl_test_key_alpha_0123456789';
export const OTHER_DIELINES_KEY = 'dl_test_key_beta_0123456789';
export const DIMENSIONS_KEY = 'dm_test_key_gamma_0123456789';
export const PUBLIC_URL = 'http://diecut.test';

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'diecut-test-'));
}

/** An app over a fresh data dir, with the log lines it writes collected for inspection. */
export function createTestApp(
  options: {
    dataDir?: string;
    jsonBodyLimitBytes?: number;
    publicFormLimitPerMinute?: number;
    publicPreviewLimitPerMinute?: number;
    keyLimitPerMinute?: number;
    artworkMaxBytes?: number;
    viewerBundleFile?: string;
    /** Another backend instead of SQLite in the data dir; closed by `cleanup` like the default. */
    storage?: Storage;
  } = {},
) {
  const dataDir = options.dataDir ?? tempDataDir();
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  const logger = pino({ level: 'info', base: undefined }, sink);
  const storage = options.storage ?? new LocalStorage(dataDir);
  const app = createApp({
    publicUrl: PUBLIC_URL,
    storage,
    logger,
    keys: { dielines: [DIELINES_KEY, OTHER_DIELINES_KEY], dimensions: [DIMENSIONS_KEY] },
    jsonBodyLimitBytes: options.jsonBodyLimitBytes ?? 1024 * 1024,
    publicFormLimitPerMinute: options.publicFormLimitPerMinute ?? 1000,
    publicPreviewLimitPerMinute: options.publicPreviewLimitPerMinute ?? 1000,
    ...(options.keyLimitPerMinute ? { keyLimitPerMinute: options.keyLimitPerMinute } : {}),
    ...(options.artworkMaxBytes ? { artworkMaxBytes: options.artworkMaxBytes } : {}),
    ...(options.viewerBundleFile ? { viewerBundleFile: options.viewerBundleFile } : {}),
  });
  return {
    app,
    storage,
    dataDir,
    logLines,
    /** Request with a key and any extra headers. */
    request(pathname: string, init: RequestInit & { key?: string | null } = {}) {
      const headers = new Headers(init.headers);
      const key = init.key === undefined ? DIELINES_KEY : init.key;
      if (key !== null) headers.set('Authorization', `Bearer ${key}`);
      return app.request(pathname, { ...init, headers });
    },
    async cleanup() {
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A response body as loosely typed JSON, for tests that walk documents. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON documents
export async function readJson(response: Response): Promise<any> {
  return response.json();
}
