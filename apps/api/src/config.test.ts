import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultWorkers, loadConfig } from './config';

describe('loadConfig', () => {
  it('should fall back to the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8787,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app', '.diecut'),
      publicUrl: 'http://localhost:8787',
      dielinesApiKeys: [],
      dimensionsApiKeys: [],
      database: undefined,
    });
  });

  it('should read keys as comma-separated lists and trim the public URL', () => {
    const config = loadConfig({
      DIECUT_DIELINES_API_KEYS: ' a ,b,, ',
      DIECUT_DIMENSIONS_API_KEYS: 'c',
      DIECUT_PUBLIC_URL: 'https://dielines.example.com/',
      PORT: '9000',
    });
    expect(config.dielinesApiKeys).toEqual(['a', 'b']);
    expect(config.dimensionsApiKeys).toEqual(['c']);
    expect(config.publicUrl).toBe('https://dielines.example.com');
    expect(config.port).toBe(9000);
  });

  it('should refuse bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DIECUT_PUBLIC_URL: 'not a url' })).toThrow(/DIECUT_PUBLIC_URL/);
    expect(() => loadConfig({ DIECUT_MACHINE_SHEETS: 'corrugated=wide' })).toThrow(/DIECUT_MACHINE_SHEETS/);
    expect(loadConfig({ DIECUT_MACHINE_SHEETS: 'corrugated=2500x1400' }).machineSheets.corrugated).toEqual({
      width: 2500,
      height: 1400,
    });
    expect(() =>
      loadConfig({ DIECUT_DIELINES_API_KEYS: 'same', DIECUT_DIMENSIONS_API_KEYS: 'same' }),
    ).toThrow(/both/);
  });

  it('should read the artwork size limit, 20 MiB by default', () => {
    expect(loadConfig({}).artworkMaxBytes).toBe(20 * 1024 * 1024);
    expect(loadConfig({ DIECUT_ARTWORK_MAX_BYTES: '5000000' }).artworkMaxBytes).toBe(5_000_000);
    expect(() => loadConfig({ DIECUT_ARTWORK_MAX_BYTES: '-1' })).toThrow(/DIECUT_ARTWORK_MAX_BYTES/);
  });

  it('should read the compute workers, their queue limit (1024 tasks) and time limit (30 s) by default', () => {
    expect(loadConfig({}).computeQueueLimit).toBe(1024);
    expect(loadConfig({}).workers).toBe(defaultWorkers());
    expect(loadConfig({ DIECUT_WORKERS: '3', DIECUT_COMPUTE_QUEUE_LIMIT: '50' })).toMatchObject({
      workers: 3,
      computeQueueLimit: 50,
    });
    expect(() => loadConfig({ DIECUT_COMPUTE_QUEUE_LIMIT: '0' })).toThrow(/DIECUT_COMPUTE_QUEUE_LIMIT/);
    expect(loadConfig({}).computeTimeLimitMs).toBe(30_000);
    expect(loadConfig({ DIECUT_COMPUTE_TIME_LIMIT_MS: '1500' }).computeTimeLimitMs).toBe(1500);
    expect(() => loadConfig({ DIECUT_COMPUTE_TIME_LIMIT_MS: '5' })).toThrow(/DIECUT_COMPUTE_TIME_LIMIT_MS/);
  });

  it("should read a key's share of the workers and an artwork drawing's memory, with their defaults", () => {
    expect(loadConfig({})).toMatchObject({ computeKeySharePercent: 50, artworkDrawMemoryMb: 3072 });
    expect(
      loadConfig({ DIECUT_COMPUTE_KEY_SHARE_PERCENT: '100', DIECUT_ARTWORK_DRAW_MEMORY_MB: '512' }),
    ).toMatchObject({ computeKeySharePercent: 100, artworkDrawMemoryMb: 512 });
    expect(() => loadConfig({ DIECUT_COMPUTE_KEY_SHARE_PERCENT: '0' })).toThrow(
      /DIECUT_COMPUTE_KEY_SHARE_PERCENT/,
    );
    expect(() => loadConfig({ DIECUT_ARTWORK_DRAW_MEMORY_MB: '64' })).toThrow(
      /DIECUT_ARTWORK_DRAW_MEMORY_MB/,
    );
  });

  it('should read the request time limit, 60 s by default', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ DIECUT_REQUEST_TIMEOUT_MS: '500' }).requestTimeoutMs).toBe(500);
    expect(() => loadConfig({ DIECUT_REQUEST_TIMEOUT_MS: '0' })).toThrow(/DIECUT_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ DIECUT_REQUEST_TIMEOUT_MS: '1.5' })).toThrow(
      "DIECUT_REQUEST_TIMEOUT_MS must be an integer from 100 to 3600000, got '1.5'",
    );
  });

  it('should leave the main thread a core: one worker fewer than the cores, at least one', () => {
    expect([1, 2, 4, 16].map((cores) => defaultWorkers(cores))).toEqual([1, 1, 3, 15]);
  });

  it('should read the limits: shutdown grace, account storage and retention', () => {
    expect(loadConfig({})).toMatchObject({
      shutdownGraceMs: 10_000,
      accountStorageLimitBytes: 1024 * 1024 * 1024,
      retentionDays: undefined,
      retentionSweepMinutes: 60,
    });
    expect(
      loadConfig({
        DIECUT_SHUTDOWN_GRACE_MS: '2500',
        DIECUT_ACCOUNT_STORAGE_LIMIT_BYTES: '0',
        DIECUT_RETENTION_DAYS: '30',
        DIECUT_RETENTION_SWEEP_MINUTES: '5',
      }),
    ).toMatchObject({
      shutdownGraceMs: 2500,
      accountStorageLimitBytes: 0,
      retentionDays: 30,
      retentionSweepMinutes: 5,
    });
    expect(() => loadConfig({ DIECUT_RETENTION_DAYS: '0' })).toThrow(
      /DIECUT_RETENTION_DAYS must be an integer from 1/,
    );
    expect(() => loadConfig({ DIECUT_ACCOUNT_STORAGE_LIMIT_BYTES: '1e3x' })).toThrow(
      /DIECUT_ACCOUNT_STORAGE_LIMIT_BYTES/,
    );
    expect(() => loadConfig({ DIECUT_SHUTDOWN_GRACE_MS: '-1' })).toThrow(/DIECUT_SHUTDOWN_GRACE_MS/);
    expect(() => loadConfig({ DIECUT_RETENTION_SWEEP_MINUTES: '0' })).toThrow(
      /DIECUT_RETENTION_SWEEP_MINUTES/,
    );
  });

  describe('DIECUT_DATABASE_URL', () => {
    const keys = { DIECUT_DIELINES_API_KEYS: 'dl_k', DIECUT_DIMENSIONS_API_KEYS: 'dm_k' };

    it('should switch storage to PostgreSQL with the documented pool defaults', () => {
      const config = loadConfig({ ...keys, DIECUT_DATABASE_URL: 'postgres://diecut:secret@db:5432/diecut' });
      expect(config.database).toEqual({
        url: 'postgres://diecut:secret@db:5432/diecut',
        poolMax: 10,
        idleTimeoutMs: 30_000,
        connectTimeoutMs: 5000,
        statementTimeoutMs: 60_000,
      });
    });

    it('should read the pool settings', () => {
      const config = loadConfig({
        ...keys,
        DIECUT_DATABASE_URL: 'postgresql://db/diecut?sslmode=require',
        DIECUT_DATABASE_POOL_MAX: '25',
        DIECUT_DATABASE_IDLE_TIMEOUT_MS: '5000',
        DIECUT_DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DIECUT_DATABASE_STATEMENT_TIMEOUT_MS: '0',
      });
      expect(config.database).toMatchObject({
        poolMax: 25,
        idleTimeoutMs: 5000,
        connectTimeoutMs: 2000,
        statementTimeoutMs: 0,
      });
    });

    it('should refuse a URL that is not PostgreSQL without echoing it', () => {
      for (const url of ['mysql://user:hunter2@db/x', 'hunter2', 'http://db']) {
        let message = '';
        try {
          loadConfig({ ...keys, DIECUT_DATABASE_URL: url });
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          message = (error as Error).message;
        }
        expect(message).toMatch(/DIECUT_DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
        expect(message).not.toContain('hunter2');
      }
    });

    it('should refuse pool settings out of range', () => {
      const url = { ...keys, DIECUT_DATABASE_URL: 'postgres://db/diecut' };
      expect(() => loadConfig({ ...url, DIECUT_DATABASE_POOL_MAX: '0' })).toThrow(/DIECUT_DATABASE_POOL_MAX/);
      expect(() => loadConfig({ ...url, DIECUT_DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(
        /DIECUT_DATABASE_CONNECT_TIMEOUT_MS/,
      );
    });

    it('should ask for configured keys, which every instance on the database must share', () => {
      expect(() => loadConfig({ DIECUT_DATABASE_URL: 'postgres://db/diecut' })).toThrow(
        /set DIECUT_DIELINES_API_KEYS and DIECUT_DIMENSIONS_API_KEYS/,
      );
      expect(() =>
        loadConfig({ DIECUT_DATABASE_URL: 'postgres://db/diecut', DIECUT_DIELINES_API_KEYS: 'dl_k' }),
      ).toThrow(ConfigError);
    });
  });
});
