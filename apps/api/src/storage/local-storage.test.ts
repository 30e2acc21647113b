import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../test/test-app';
import { LocalStorage } from './local-storage';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function record(id: string, ownerId = 'acct_a') {
  return { id, kind: 'dieline', ownerId, data: { id, n: 1 }, createdAt: '2026-11-23T10:00:00.000Z' };
}

describe('LocalStorage', () => {
  it('should keep a record and its file across a restart on the same data dir', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = new LocalStorage(dataDir);
    await first.saveResource(record('di_a'), [
      { key: 'di_a/box.pdf', data: new Uint8Array([37, 80, 68, 70]) },
    ]);
    await first.close();

    const second = new LocalStorage(dataDir);
    expect(await second.getRecord('dieline', 'di_a', 'acct_a')).toEqual(record('di_a'));
    const blob = await second.readBlob('di_a/box.pdf');
    expect(blob?.data.toString('latin1')).toBe('%PDF');
    await second.close();
  });

  it('should run SQLite in WAL mode', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    await storage.saveResource(record('di_wal'), []);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['diecut.sqlite', 'diecut.sqlite-wal']));
    await storage.close();
  });

  it('should leave no file behind when the record cannot be committed', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    await storage.saveResource(record('di_c'), [{ key: 'di_c/one.svg', data: 'a' }]);
    await expect(
      storage.saveResource(record('di_c'), [{ key: 'di_c/two.svg', data: 'b' }]),
    ).rejects.toThrow();
    expect(await storage.readBlob('di_c/two.svg')).toBeUndefined();
    expect(readdirSync(path.join(dataDir, 'files', 'di_c'))).toEqual(['one.svg']);
    await storage.close();
  });

  it('should refuse blob keys that could leave the files dir', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    for (const key of [
      '../x.svg',
      'a/../../x.svg',
      '/etc/passwd',
      'a/b/c.svg',
      'a\\..\\x.svg',
      'a/.hidden',
    ]) {
      await expect(storage.saveResource(record(`di_${key.length}`), [{ key, data: 'x' }])).rejects.toThrow(
        /invalid blob key/,
      );
      expect(await storage.readBlob(key)).toBeUndefined();
    }
    await storage.close();
  });

  it('should delete a record and every file under its id, and only for its owner', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    await storage.saveResource(record('abc123defg', 'acct_a'), [
      { key: 'abc123defg/outside.png', data: 'png' },
      { key: 'abc123defg/outside.pdf', data: 'pdf' },
    ]);
    await storage.saveResource(record('keepme0000', 'acct_a'), [
      { key: 'keepme0000/outside.png', data: 'x' },
    ]);
    expect(await storage.deleteResource('dieline', 'abc123defg', 'acct_b')).toBe(false);
    expect(await storage.readBlob('abc123defg/outside.png')).toBeDefined();

    expect(await storage.deleteResource('dieline', 'abc123defg', 'acct_a')).toBe(true);
    expect(await storage.getRecord('dieline', 'abc123defg', 'acct_a')).toBeUndefined();
    expect(await storage.readBlob('abc123defg/outside.png')).toBeUndefined();
    expect(await storage.readBlob('abc123defg/outside.pdf')).toBeUndefined();
    expect(readdirSync(path.join(dataDir, 'files'))).toEqual(['keepme0000']);
    expect(await storage.deleteResource('dieline', 'abc123defg', 'acct_a')).toBe(false);
    await storage.close();
  });
});

describe('LocalStorage.sweep', () => {
  it('should remove temporary files, folders without a record and empty folders, and keep the rest', async () => {
    const dataDir = tempDataDir();
    const first = new LocalStorage(dataDir);
    await first.saveResource(
      { id: 'di_kept', kind: 'dieline', ownerId: 'acct', data: {}, createdAt: '2026-11-23T10:00:00.000Z' },
      [{ key: 'di_kept/box.svg', data: '<svg/>' }],
    );
    await first.close();
    const files = path.join(dataDir, 'files');
    // what a kill -9 leaves: a half-written file, a resource whose record never committed, a bare folder
    writeFileSync(path.join(files, 'di_kept', 'box.svg.abc123.tmp'), 'half');
    mkdirSync(path.join(files, 'di_lost'));
    writeFileSync(path.join(files, 'di_lost', 'box.pdf'), '%PDF');
    mkdirSync(path.join(files, 'ne_empty'));

    const second = new LocalStorage(dataDir);
    expect(await second.sweep()).toEqual({ temporaryFiles: 1, orphanedFolders: 2, emptyFolders: 0 });
    expect(readdirSync(files)).toEqual(['di_kept']);
    expect(readdirSync(path.join(files, 'di_kept'))).toEqual(['box.svg']);
    expect((await second.readBlob('di_kept/box.svg'))?.data.toString()).toBe('<svg/>');
    expect(await second.sweep()).toEqual({ temporaryFiles: 0, orphanedFolders: 0, emptyFolders: 0 });
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
