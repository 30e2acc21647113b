import path from 'node:path';

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
  logLevel: string;
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

/** Reads the configuration table of the README from environment variables. */
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
    logLevel: env.DIECUT_LOG_LEVEL || 'info',
  };
}
