import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../test/test-app';
import { storedKeys, storedKeysOnDisk } from './__testing__/stored-files';
import { LocalStorage } from './local-storage';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function record(id: string, ownerId = 'acct_a') {
  return { id, kind: 'dieline', ownerId, data: { id, n: 1 }, createdAt: '2026-11-23T10:00:00.000Z' };
}

/** A file too large to keep inline: it goes to the files dir. */
const LARGE = 'l'.repeat(70_000);

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
    // one kept inline, one large enough for the files dir: neither stays
    await expect(
      storage.saveResource(record('di_c'), [
        { key: 'di_c/two.svg', data: 'b' },
        { key: 'di_c/three.svg', data: LARGE },
      ]),
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
  it("should remove a deleted resource's files and folder from the data dir and leave the others", async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    await storage.saveResource(record('abc123defg', 'acct_a'), [
      { key: 'abc123defg/outside.png', data: LARGE },
      { key: 'abc123defg/outside.pdf', data: 'pdf' },
    ]);
    await storage.saveResource(record('keepme0000', 'acct_a'), [
      { key: 'keepme0000/outside.png', data: LARGE },
      { key: 'keepme0000/outside.pdf', data: 'x' },
    ]);
    expect(await storage.deleteResource('dieline', 'abc123defg', 'acct_a')).toBe(true);
    expect(readdirSync(path.join(dataDir, 'files'))).toEqual(['keepme0000']);
    expect(storedKeys(dataDir)).toEqual(['keepme0000/outside.pdf', 'keepme0000/outside.png']);
    await storage.close();
  });
});

describe('LocalStorage.sweep', () => {
  it('should remove every file no record lists and the folders left empty, and keep the rest', async () => {
    const dataDir = tempDataDir();
    const first = new LocalStorage(dataDir);
    await first.saveResource(
      { id: 'di_kept', kind: 'dieline', ownerId: 'acct', data: {}, createdAt: '2026-11-23T10:00:00.000Z' },
      [
        { key: 'di_kept/box.svg', data: LARGE },
        { key: 'di_kept/small.svg', data: '<svg/>' },
      ],
    );
    await first.close();
    const files = path.join(dataDir, 'files');
    // what a kill -9 leaves: a half-written file, a resource whose record never committed, a bare
    // folder, an old copy on disk of a file now kept inline, inline bytes of a file no longer listed
    writeFileSync(path.join(files, 'di_kept', 'box.svg.abc123.tmp'), 'half');
    writeFileSync(path.join(files, 'di_kept', 'outside-1a2b3c4d.png'), 'an update that never committed');
    writeFileSync(path.join(files, 'di_kept', 'small.svg'), 'an old copy');
    mkdirSync(path.join(files, 'di_lost'));
    writeFileSync(path.join(files, 'di_lost', 'box.pdf'), '%PDF');
    mkdirSync(path.join(files, 'ne_empty'));
    const db = new Database(path.join(dataDir, 'diecut.sqlite'));
    db.prepare("INSERT INTO file_bytes VALUES ('di_gone', 'box.svg', x'00')").run();
    db.close();

    const second = new LocalStorage(dataDir);
    expect(await second.sweep()).toEqual({ temporaryFiles: 1, orphanedFiles: 3, emptyFolders: 2 });
    expect(readdirSync(files)).toEqual(['di_kept']);
    expect(readdirSync(path.join(files, 'di_kept'))).toEqual(['box.svg']);
    expect(storedKeys(dataDir)).toEqual(['di_kept/box.svg', 'di_kept/small.svg']);
    expect((await second.readBlob('di_kept/box.svg'))?.data.toString()).toBe(LARGE);
    expect((await second.readBlob('di_kept/small.svg'))?.data.toString()).toBe('<svg/>');
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
    expect(await storage.sweep()).toEqual({ temporaryFiles: 1, orphanedFiles: 0, emptyFolders: 0 });
    await storage.close();
    // a file that turns up later is not adopted: the listing was made once
    writeFileSync(path.join(files, 'di_old', 'stray.svg'), '<svg/>');
    const reopened = new LocalStorage(dataDir);
    expect(await reopened.storedBytes('acct_a')).toBe(123);
    expect(await reopened.sweep()).toEqual({ temporaryFiles: 0, orphanedFiles: 1, emptyFolders: 0 });
    expect(await reopened.deleteCreatedBefore('dieline', '2026-06-01T00:00:00.000Z')).toEqual({
      dieline: 1,
      nesting: 1,
      '3d_mockup': 1,
    });
    expect(readdirSync(files)).toEqual([]);
    await reopened.close();
  });
});

describe('LocalStorage inline files', () => {
  it('should keep a small file in the database and a large one in the files dir, and read both', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    const small = new Uint8Array(storage.inlineFileBytes - 1).fill(7);
    const large = new Uint8Array(storage.inlineFileBytes).fill(9);
    await storage.saveResource(record('di_both'), [
      { key: 'di_both/small.pdf', data: small },
      { key: 'di_both/large.pdf', data: large },
    ]);
    expect(storedKeysOnDisk(dataDir)).toEqual(['di_both/large.pdf']);
    expect(storedKeys(dataDir)).toEqual(['di_both/large.pdf', 'di_both/small.pdf']);
    expect(new Uint8Array((await storage.readBlob('di_both/small.pdf'))?.data ?? [])).toEqual(small);
    const opened = await storage.openBlob('di_both/small.pdf');
    expect(opened?.size).toBe(small.byteLength);
    expect(new Uint8Array(await new Response(opened?.stream).arrayBuffer())).toEqual(small);
    expect(new Uint8Array((await storage.readBlob('di_both/large.pdf'))?.data ?? [])).toEqual(large);
    expect(await storage.storedBytes('acct_a')).toBe(small.byteLength + large.byteLength);
    await storage.close();
  });

  it('should replace a file on disk with a small one of the same name and remove the old file', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    await storage.saveResource(record('di_swap'), [{ key: 'di_swap/box.svg', data: LARGE }]);
    await storage.updateResource(record('di_swap'), [{ key: 'di_swap/box.svg', data: '<svg/>' }]);
    expect(storedKeysOnDisk(dataDir)).toEqual([]);
    expect((await storage.readBlob('di_swap/box.svg'))?.data.toString()).toBe('<svg/>');
    expect(await storage.storedBytes('acct_a')).toBe(6);
    // and back: the large file replaces the inline bytes
    await storage.updateResource(record('di_swap'), [{ key: 'di_swap/box.svg', data: LARGE }]);
    expect(storedKeysOnDisk(dataDir)).toEqual(['di_swap/box.svg']);
    expect((await storage.readBlob('di_swap/box.svg'))?.data.toString()).toBe(LARGE);
    expect(storedKeys(dataDir)).toEqual(['di_swap/box.svg']);
    await storage.close();
  });

  it('should remove inline files with their record, by delete, by tree and by age', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const storage = new LocalStorage(dataDir);
    const child = (id: string, parentId: string) => ({ ...record(id), kind: 'nesting', parentId });
    await storage.saveResource(record('di_one'), [{ key: 'di_one/box.svg', data: 'one' }]);
    await storage.saveResource(record('di_two'), [{ key: 'di_two/box.svg', data: 'two' }]);
    await storage.saveResource(child('ne_two', 'di_two'), [{ key: 'ne_two/sheet.pdf', data: 'sheet' }]);
    await storage.saveResource(record('di_old'), [{ key: 'di_old/box.svg', data: 'old' }]);
    await storage.deleteBlobs(['di_one/box.svg']);
    expect(await storage.readBlob('di_one/box.svg')).toBeUndefined();
    expect(await storage.deleteResourceTree('dieline', 'di_two', 'acct_a')).toMatchObject({ bytesFreed: 8 });
    expect(storedKeys(dataDir)).toEqual(['di_old/box.svg']);
    expect(await storage.deleteCreatedBefore('dieline', '2027-01-01T00:00:00.000Z')).toEqual({ dieline: 2 });
    expect(storedKeys(dataDir)).toEqual([]);
    expect(await storage.storedBytes('acct_a')).toBe(0);
    await storage.close();
  });

  it('should open a data dir of schema version 1 and keep its files where they are', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = new LocalStorage(dataDir);
    await first.saveResource(record('di_v1'), [{ key: 'di_v1/box.svg', data: LARGE }]);
    await first.close();
    const db = new Database(path.join(dataDir, 'diecut.sqlite'));
    db.exec('DROP TABLE file_bytes');
    db.pragma('user_version = 1');
    db.close();

    const second = new LocalStorage(dataDir);
    expect((await second.readBlob('di_v1/box.svg'))?.data.toString()).toBe(LARGE);
    await second.saveResource(record('di_v2'), [{ key: 'di_v2/box.svg', data: '<svg/>' }]);
    expect(storedKeysOnDisk(dataDir)).toEqual(['di_v1/box.svg']);
    expect(storedKeys(dataDir)).toEqual(['di_v1/box.svg', 'di_v2/box.svg']);
    expect(await second.sweep()).toEqual({ temporaryFiles: 0, orphanedFiles: 0, emptyFolders: 0 });
    await second.close();
  });
});
