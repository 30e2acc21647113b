import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type MachineSheets, parseMachineSheets } from '@diecut/geometry';

export interface ApiConfig {
  port: number;
  host: string;
  /** Records (SQLite) and files live here. */
  dataDir: string;
  /** {base_url} and {web_url}; files are under `${publicUrl}/files`. No trailing slash. */
  publicUrl: string;
  /** Configured keys; empty lists mean "make and keep one key of each kind in the data dir". */
  dielinesApiKeys: string[];
  dimensionsApiKeys: string[];
  /** Largest accepted JSON request body, bytes. */
  jsonBodyLimitBytes: number;
  /** Largest artwork file a 3D mockup takes, bytes. */
  artworkMaxBytes: number;
  /** Dieline files a client may make per minute from the public catalog pages (no key there). */
  publicFormLimitPerMinute: number;
  publicPreviewLimitPerMinute: number;
  /** Requests a minute per API key (`DIECUT_KEY_RATE_LIMIT`). */
  keyLimitPerMinute: number;
  /** After SIGTERM, connections still open this long are cut and the process exits. */
  shutdownGraceMs: number;
  /**
   * A request, headers and body, must arrive whole within this long (`DIECUT_REQUEST_TIMEOUT_MS`),
   * or it is answered 408 and its connection closed; its headers within the shorter of this and 20 s.
   */
  requestTimeoutMs: number;
  /** Bytes of stored files an account may keep; 0 means no limit. */
  accountStorageLimitBytes: number;
  /** Dielines older than this many days go, with their nestings and mockups; undefined keeps all. */
  retentionDays: number | undefined;
  /** How often the retention sweep runs. */
  retentionSweepMinutes: number;
  logLevel: string;
  /**
   * Worker threads for geometry and file writing (`DIECUT_WORKERS`), one fewer than the cores by
   * default; 0 runs the work on the main thread.
   */
  workers: number;
  /** Tasks waiting for a worker beyond which a request is answered 503 rather than queued. */
  computeQueueLimit: number;
  /** A task still queued or running after this long is stopped and its worker replaced. */
  computeTimeLimitMs: number;
  /**
   * The share, percent, of the workers' places and of the queue that one key (or, on the key-less
   * pages, one client address) may hold at once, so one tenant cannot keep the others waiting.
   */
  computeKeySharePercent: number;
  /** Memory, MB, an artwork's drawing process may take (its data segment, a kernel cap on Linux). */
  artworkDrawMemoryMb: number;
  /**
   * The largest sheet each board's machines take (`DIECUT_MACHINE_SHEETS`, e.g.
   * `corrugated=2500x1400`, mm, over the defaults): a dieline with a larger piece carries a warning.
   * The workers read the setting from the environment; checked here so a bad one stops the start.
   */
  machineSheets: MachineSheets;
  /** PostgreSQL for records and files instead of the data dir; several instances may share it. */
  database: DatabaseConfig | undefined;
}

export interface DatabaseConfig {
  /** `postgres://` or `postgresql://`; may carry credentials, so it is never logged or echoed. */
  url: string;
  /** Connections each instance keeps at most. */
  poolMax: number;
  /** An idle connection is closed after this long. */
  idleTimeoutMs: number;
  /** Waiting longer than this for a connection (new or from a full pool) fails the request. */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer than this; 0 never does. */
  statementTimeoutMs: number;
}

export class ConfigError extends Error {}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0);
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function optionalInteger(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name];
  return raw === undefined || raw === '' ? undefined : integer(env, name, min, min, max);
}

/** 1 GiB: some fifty 3D mockups at the largest artwork, or tens of thousands of dieline files. */
export const DEFAULT_ACCOUNT_STORAGE_LIMIT_BYTES = 1024 * 1024 * 1024;

/** Reads the configuration table of docs/configuration.md from environment variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ApiConfig {
  const port = integer(env, 'PORT', 8787, 0, 65535);
  const publicUrl = (env.DIECUT_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`DIECUT_PUBLIC_URL must be an absolute URL, got '${publicUrl}'`);
  }
  const dielinesApiKeys = list(env.DIECUT_DIELINES_API_KEYS);
  const dimensionsApiKeys = list(env.DIECUT_DIMENSIONS_API_KEYS);
  const shared = dielinesApiKeys.filter((key) => dimensionsApiKeys.includes(key));
  if (shared.length > 0) {
    throw new ConfigError('A key cannot be both a dielines key and a dimensions key');
  }
  const database = loadDatabaseConfig(env);
  if (database && (dielinesApiKeys.length === 0 || dimensionsApiKeys.length === 0)) {
    // keys made on first start live in each instance's data dir: instances on one database would
    // each make their own and answer 401 to the others' clients
    throw new ConfigError(
      'With DIECUT_DATABASE_URL, set DIECUT_DIELINES_API_KEYS and DIECUT_DIMENSIONS_API_KEYS: every instance on one database must know the same keys',
    );
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DIECUT_DATA_DIR || '.diecut'),
    publicUrl,
    dielinesApiKeys,
    dimensionsApiKeys,
    jsonBodyLimitBytes: integer(env, 'DIECUT_JSON_BODY_LIMIT', 1024 * 1024, 1024, 64 * 1024 * 1024),
    artworkMaxBytes: integer(env, 'DIECUT_ARTWORK_MAX_BYTES', 20 * 1024 * 1024, 1024, 512 * 1024 * 1024),
    publicFormLimitPerMinute: integer(env, 'DIECUT_PUBLIC_FORM_LIMIT', 30, 1, 100_000),
    publicPreviewLimitPerMinute: integer(env, 'DIECUT_PUBLIC_PREVIEW_LIMIT', 300, 1, 1_000_000),
    keyLimitPerMinute: integer(env, 'DIECUT_KEY_RATE_LIMIT', 6000, 1, 10_000_000),
    shutdownGraceMs: integer(env, 'DIECUT_SHUTDOWN_GRACE_MS', 10_000, 0, 3_600_000),
    requestTimeoutMs: integer(env, 'DIECUT_REQUEST_TIMEOUT_MS', 60_000, 100, 3_600_000),
    accountStorageLimitBytes: integer(
      env,
      'DIECUT_ACCOUNT_STORAGE_LIMIT_BYTES',
      DEFAULT_ACCOUNT_STORAGE_LIMIT_BYTES,
      0,
      Number.MAX_SAFE_INTEGER,
    ),
    retentionDays: optionalInteger(env, 'DIECUT_RETENTION_DAYS', 1, 100_000),
    retentionSweepMinutes: integer(env, 'DIECUT_RETENTION_SWEEP_MINUTES', 60, 1, 7 * 24 * 60),
    logLevel: env.DIECUT_LOG_LEVEL || 'info',
    workers: integer(env, 'DIECUT_WORKERS', defaultWorkers(), 0, 256),
    computeQueueLimit: integer(env, 'DIECUT_COMPUTE_QUEUE_LIMIT', 1024, 1, 1_000_000),
    computeTimeLimitMs: integer(env, 'DIECUT_COMPUTE_TIME_LIMIT_MS', 30_000, 100, 3_600_000),
    computeKeySharePercent: integer(env, 'DIECUT_COMPUTE_KEY_SHARE_PERCENT', 50, 1, 100),
    artworkDrawMemoryMb: integer(env, 'DIECUT_ARTWORK_DRAW_MEMORY_MB', 3072, 256, 1_048_576),
    machineSheets: machineSheets(env.DIECUT_MACHINE_SHEETS),
    database,
  };
}

function loadDatabaseConfig(env: NodeJS.ProcessEnv): DatabaseConfig | undefined {
  const url = env.DIECUT_DATABASE_URL;
  if (url === undefined || url === '') return undefined;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    // the value itself is left out: it may hold a password
    throw new ConfigError('DIECUT_DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return {
    url,
    poolMax: integer(env, 'DIECUT_DATABASE_POOL_MAX', 10, 1, 1000),
    idleTimeoutMs: integer(env, 'DIECUT_DATABASE_IDLE_TIMEOUT_MS', 30_000, 1000, 3_600_000),
    connectTimeoutMs: integer(env, 'DIECUT_DATABASE_CONNECT_TIMEOUT_MS', 5000, 100, 600_000),
    statementTimeoutMs: integer(env, 'DIECUT_DATABASE_STATEMENT_TIMEOUT_MS', 60_000, 0, 3_600_000),
  };
}

/**
 * One thread per core but the one the main thread needs: under a stream of creates the main thread
 * (HTTP, JSON, storage) spends about as much CPU per SVG create as a worker does, so a worker on
 * every core makes the threads take turns (measured on 2 cores with one worker against two: as many
 * SVG creates per second, 17% fewer PDF creates, 50 MB less memory, health checks answered sooner).
 */
export function defaultWorkers(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

function machineSheets(setting: string | undefined): MachineSheets {
  try {
    return parseMachineSheets(setting);
  } catch (error) {
    throw new ConfigError(`DIECUT_MACHINE_SHEETS: ${(error as Error).message}`);
  }
}
