import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../test/test-app';
import { storedFile, storedKeys } from './__testing__/stored-files';
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
    expect(storedKeys(dataDir)).toEqual(['di_c/one.svg']);
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

  // the rest of deleting (owner only, every file, idempotent) is the contract suite's, on every backend
  it("should remove a deleted resource's files from the data dir and leave the others", async () => {
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
    expect(await storage.deleteResource('dieline', 'abc123defg', 'acct_a')).toBe(true);
    expect(storedKeys(dataDir)).toEqual(['keepme0000/outside.png']);
    await storage.close();
  });
});

describe('LocalStorage.sweep', () => {
  it('should remove every file no record lists and the folders left empty, and keep the rest', async () => {
    const dataDir = tempDataDir();
    const first = new LocalStorage(dataDir);
    await first.saveResource(
      { id: 'di_kept', kind: 'dieline', ownerId: 'acct', data: {}, createdAt: '2026-11-23T10:00:00.000Z' },
      [{ key: 'di_kept/box.svg', data: '<svg/>' }],
    );
    await first.close();
    const files = path.join(dataDir, 'files');
    // what a kill -9 leaves: a half-written file, a resource whose record never committed, a bare
    // folder, a file where no key maps
    writeFileSync(`${storedFile(dataDir, 'di_kept/box.svg')}.abc123.tmp`, 'half');
    writeFileSync(storedFile(dataDir, 'di_kept/outside-1a2b3c4d.png'), 'an update that never committed');
    mkdirSync(path.dirname(storedFile(dataDir, 'di_lost/box.pdf')));
    writeFileSync(storedFile(dataDir, 'di_lost/box.pdf'), '%PDF');
    mkdirSync(path.join(files, 'ty'));
    writeFileSync(
      path.join(files, path.basename(path.dirname(storedFile(dataDir, 'di_kept/box.svg'))), 'di_zz.box.svg'),
      'misplaced',
    );

    const second = new LocalStorage(dataDir);
    expect(await second.sweep()).toEqual({ temporaryFiles: 1, orphanedFiles: 3, emptyFolders: 2 });
    expect(storedKeys(dataDir)).toEqual(['di_kept/box.svg']);
    expect((await second.readBlob('di_kept/box.svg'))?.data.toString()).toBe('<svg/>');
    expect(await second.sweep()).toEqual({ temporaryFiles: 0, orphanedFiles: 0, emptyFolders: 0 });
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('LocalStorage on a data dir from before the files table', () => {
  it('should list the files already stored and give nestings and mockups their dieline, once', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const files = path.join(dataDir, 'files');
    const old = new Database(path.join(dataDir, 'diecut.sqlite'));
    old.exec(`
      CREATE TABLE records (kind TEXT NOT NULL, id TEXT NOT NULL, owner_id TEXT NOT NULL, data TEXT NOT NULL,
        created_at TEXT NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID;
      INSERT INTO records VALUES ('dieline', 'di_old', 'acct_a', '{"id":"di_old"}', '2026-01-01T00:00:00.000Z');
      INSERT INTO records VALUES ('nesting', 'ne_old', 'acct_a', '{"dieline_id":"di_old"}', '2026-01-02T00:00:00.000Z');
      INSERT INTO records VALUES ('3d_mockup', 'mkold00001', 'acct_a', '{"dielineId":"di_old"}', '2026-01-03T00:00:00.000Z');
    `);
    old.close();
    for (const [folder, name, size] of [
      ['di_old', 'box.pdf', 100],
      ['ne_old', 'sheet.pdf', 20],
      ['mkold00001', 'outside-00aa11bb.png', 3],
    ] as const) {
      mkdirSync(path.join(files, folder), { recursive: true });
      writeFileSync(path.join(files, folder, name), 'x'.repeat(size));
    }
    writeFileSync(path.join(files, 'di_old', 'box.pdf.0a0b0c.tmp'), 'half');

    const storage = new LocalStorage(dataDir);
    expect(await storage.storedBytes('acct_a')).toBe(123);
    expect((await storage.getRecord('nesting', 'ne_old', 'acct_a'))?.parentId).toBe('di_old');
    // the files moved into the shared folders, the half-written one left behind
    expect(storedKeys(dataDir)).toEqual([
      'di_old/box.pdf',
      'mkold00001/outside-00aa11bb.png',
      'ne_old/sheet.pdf',
    ]);
    expect((await storage.readBlob('ne_old/sheet.pdf'))?.data.toString()).toBe('x'.repeat(20));
    expect(await storage.sweep()).toEqual({ temporaryFiles: 0, orphanedFiles: 0, emptyFolders: 0 });
    await storage.close();
    // a file that turns up later is not adopted: the listing was made once
    writeFileSync(storedFile(dataDir, 'di_old/stray.svg'), '<svg/>');
    const reopened = new LocalStorage(dataDir);
    expect(await reopened.storedBytes('acct_a')).toBe(123);
    expect(await reopened.sweep()).toEqual({ temporaryFiles: 0, orphanedFiles: 1, emptyFolders: 0 });
    expect(await reopened.deleteCreatedBefore('dieline', '2026-06-01T00:00:00.000Z')).toEqual({
      dieline: 1,
      nesting: 1,
      '3d_mockup': 1,
    });
    expect(storedKeys(dataDir)).toEqual([]);
    await reopened.close();
  });
});

describe('LocalStorage files dir', () => {
  it('should keep the files of many resources in a few shared folders, not a folder each', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    const ids = Array.from({ length: 60 }, (_, i) => `di_${String(i % 3).repeat(2)}${i}x`);
    for (const id of ids) await storage.saveResource(record(id), [{ key: `${id}/box.svg`, data: id }]);
    // ids ending alike share a folder: here the last two characters are one of '0x'..'9x'
    expect(readdirSync(path.join(dataDir, 'files')).length).toBe(10);
    for (const id of ids) expect((await storage.readBlob(`${id}/box.svg`))?.data.toString()).toBe(id);
    await storage.close();
  });

  it('should move the files of a data dir with a folder per resource into the shared folders, once', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = new LocalStorage(dataDir);
    await first.saveResource(record('di_v1'), [{ key: 'di_v1/box.svg', data: '<svg/>' }]);
    await first.close();
    // the same data dir as version 1 left it
    const files = path.join(dataDir, 'files');
    rmSync(files, { recursive: true });
    mkdirSync(path.join(files, 'di_v1'), { recursive: true });
    writeFileSync(path.join(files, 'di_v1', 'box.svg'), '<svg/>');
    const db = new Database(path.join(dataDir, 'diecut.sqlite'));
    db.pragma('user_version = 1');
    db.close();

    const second = new LocalStorage(dataDir);
    expect(storedKeys(dataDir)).toEqual(['di_v1/box.svg']);
    expect(existsSync(`${files}.v1`)).toBe(false);
    expect((await second.readBlob('di_v1/box.svg'))?.data.toString()).toBe('<svg/>');
    expect(await second.sweep()).toEqual({ temporaryFiles: 0, orphanedFiles: 0, emptyFolders: 0 });
    await second.close();
  });

  it('should carry on a move cut short from the folder it set aside', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = new LocalStorage(dataDir);
    await first.saveResource(record('di_moved'), [{ key: 'di_moved/box.svg', data: 'moved' }]);
    await first.saveResource(record('di_left'), [{ key: 'di_left/box.svg', data: 'left' }]);
    await first.close();
    // cut short after the files dir was set aside and one file moved: the other is still aside
    const files = path.join(dataDir, 'files');
    mkdirSync(path.join(`${files}.v1`, 'di_left'), { recursive: true });
    renameSync(storedFile(dataDir, 'di_left/box.svg'), path.join(`${files}.v1`, 'di_left', 'box.svg'));
    const db = new Database(path.join(dataDir, 'diecut.sqlite'));
    db.pragma('user_version = 1');
    db.close();

    const second = new LocalStorage(dataDir);
    expect(storedKeys(dataDir)).toEqual(['di_left/box.svg', 'di_moved/box.svg']);
    expect((await second.readBlob('di_left/box.svg'))?.data.toString()).toBe('left');
    expect((await second.readBlob('di_moved/box.svg'))?.data.toString()).toBe('moved');
    await second.close();
  });
});
