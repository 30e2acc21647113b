import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(() =>
      loadConfig({ DIECUT_DIELINES_API_KEYS: 'same', DIECUT_DIMENSIONS_API_KEYS: 'same' }),
    ).toThrow(/both/);
  });

  it('should read the artwork size limit, 20 MiB by default', () => {
    expect(loadConfig({}).artworkMaxBytes).toBe(20 * 1024 * 1024);
    expect(loadConfig({ DIECUT_ARTWORK_MAX_BYTES: '5000000' }).artworkMaxBytes).toBe(5_000_000);
    expect(() => loadConfig({ DIECUT_ARTWORK_MAX_BYTES: '-1' })).toThrow(/DIECUT_ARTWORK_MAX_BYTES/);
  });
});
