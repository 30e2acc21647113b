import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../test/test-app';
import { storedKeys } from './__testing__/stored-files';
import { LocalStorage } from './local-storage';
import { placeFile } from './place-file';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function record(id: string, ownerId = 'acct_a') {
  return { id, kind: 'dieline', ownerId, data: { id }, createdAt: '2026-11-25T10:00:00.000Z' };
}

function storageIn(options: { accountStorageLimitBytes?: number } = {}) {
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  return { dataDir, storage: new LocalStorage(dataDir, options) };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('placeFile', () => {
  it('should write the file under its key with no temporary file left', async () => {
    const { dataDir, storage } = storageIn();
    const placed = await placeFile(
      { filesDir: storage.placedFilesDir, key: 'di_p/box.svg' },
      bytes('<svg/>'),
    );
    expect(placed).toEqual({ key: 'di_p/box.svg', size: 6 });
    expect(storedKeys(dataDir)).toEqual(['di_p/box.svg']);
  });

  it('should refuse a key that could leave the files dir, writing nothing', async () => {
    const { dataDir, storage } = storageIn();
    for (const key of ['../x.svg', 'a/../../x.svg', 'a/b/c.svg']) {
      await expect(placeFile({ filesDir: storage.placedFilesDir, key }, bytes('x'))).rejects.toThrow(
        /invalid blob key/,
      );
    }
    expect(readdirSync(path.join(dataDir, 'files'))).toEqual([]);
  });

  it('should leave nothing, folder included, when writing fails once the folder is made', async () => {
    const { dataDir, storage } = storageIn();
    // not bytes: the write fails after the folder and the temporary file exist
    const notBytes = { byteLength: 3 } as unknown as Uint8Array;
    await expect(
      placeFile({ filesDir: storage.placedFilesDir, key: 'di_r/box.svg' }, notBytes),
    ).rejects.toThrow();
    expect(readdirSync(path.join(dataDir, 'files'))).toEqual([]);
  });
});

describe('LocalStorage with placed files', () => {
  it('should commit a placed file with its record and count its bytes', async () => {
    const { storage } = storageIn();
    const placed = await placeFile(
      { filesDir: storage.placedFilesDir, key: 'di_a/box.svg' },
      bytes('<svg/>'),
    );
    await storage.saveResource(record('di_a'), [], [placed]);
    expect((await storage.readBlob('di_a/box.svg'))?.data.toString()).toBe('<svg/>');
    expect(await storage.storedBytes('acct_a')).toBe(6);
    await storage.close();
  });

  it('should remove a placed file and its folder when the account has no room for it', async () => {
    const { dataDir, storage } = storageIn({ accountStorageLimitBytes: 10 });
    await storage.saveResource(record('di_a'), [{ key: 'di_a/box.svg', data: '12345678' }]);
    const placed = await placeFile(
      { filesDir: storage.placedFilesDir, key: 'di_b/box.svg' },
      bytes('<svg/>'),
    );
    await expect(storage.saveResource(record('di_b'), [], [placed])).rejects.toThrow(/bytes/);
    expect(storedKeys(dataDir)).toEqual(['di_a/box.svg']);
    expect(await storage.storedBytes('acct_a')).toBe(8);
    await storage.close();
  });

  it('should remove a placed file whose record cannot be committed', async () => {
    const { dataDir, storage } = storageIn();
    await storage.saveResource(record('di_c'), [{ key: 'di_c/one.svg', data: 'a' }]);
    const placed = await placeFile({ filesDir: storage.placedFilesDir, key: 'di_c/two.svg' }, bytes('b'));
    await expect(storage.saveResource(record('di_c'), [], [placed])).rejects.toThrow();
    expect(storedKeys(dataDir)).toEqual(['di_c/one.svg']);
    await storage.close();
  });

  it('should remove a placed file handed over once the storage is closing', async () => {
    const { dataDir, storage } = storageIn();
    const placed = await placeFile(
      { filesDir: storage.placedFilesDir, key: 'di_d/box.svg' },
      bytes('<svg/>'),
    );
    await storage.close();
    await expect(storage.saveResource(record('di_d'), [], [placed])).rejects.toThrow(/closed/);
    expect(readdirSync(path.join(dataDir, 'files'))).toEqual([]);
  });
});
