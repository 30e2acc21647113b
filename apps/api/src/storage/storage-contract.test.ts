import { pino } from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  localBackend,
  pgliteBackend,
  postgresServerBackend,
  type StorageBackend,
  type StoreUnderTest,
} from '../../test/storage-backends';
import { scheduleRetention } from './schedule-retention';
import { AccountStorageLimitError } from './storage';

// Every backend keeps the same promises; the routes rely on nothing else.
const backends: StorageBackend[] = [localBackend(), await pgliteBackend(), await postgresServerBackend()];

function record(id: string, ownerId = 'acct_a', data: unknown = { id, n: 1 }) {
  return { id, kind: 'dieline', ownerId, data, createdAt: '2026-11-23T10:00:00.000Z' };
}

function bytes(size: number): Uint8Array {
  return new Uint8Array(size).fill(7);
}

afterAll(async () => {
  for (const backend of backends) await backend.close();
});

for (const backend of backends) {
  describe.skipIf(backend.skipped !== undefined)(`Storage on ${backend.name}`, () => {
    let store: StoreUnderTest;
    beforeEach(async () => {
      store = await backend.createStore();
    });
    afterEach(async () => {
      await store.dispose();
    });

    it('should let another instance on the same store read a record and its file', async () => {
      const first = await store.open();
      await first.saveResource(record('di_a'), [
        { key: 'di_a/box.pdf', data: new Uint8Array([37, 80, 68, 70]) },
      ]);
      await first.close();

      const second = await store.open();
      expect(await second.getRecord('dieline', 'di_a', 'acct_a')).toEqual(record('di_a'));
      expect((await second.readBlob('di_a/box.pdf'))?.data.toString('latin1')).toBe('%PDF');
    });

    it('should serve each of two open instances what the other created', async () => {
      const [one, two] = [await store.open(), await store.open()];
      await one.saveResource(record('di_one'), [{ key: 'di_one/a.svg', data: '<svg/>' }]);
      await two.saveResource(record('di_two', 'acct_b'), [{ key: 'di_two/b.svg', data: '<svg>b</svg>' }]);
      expect((await two.getRecord('dieline', 'di_one', 'acct_a'))?.id).toBe('di_one');
      expect((await one.getRecord('dieline', 'di_two', 'acct_b'))?.id).toBe('di_two');
      expect((await two.readBlob('di_one/a.svg'))?.data.toString()).toBe('<svg/>');
      expect(await one.getRecord('dieline', 'di_two', 'acct_a')).toBeUndefined();
    });

    it('should stream a large file in slices, whole and in order, and nothing for an unknown key', async () => {
      const storage = await store.open();
      // over two of the PostgreSQL backend's 256 KB slices, and many of a file stream's chunks
      const large = new Uint8Array(600 * 1024).map((_, index) => (index * 7919) % 251);
      await storage.saveResource(record('di_large'), [{ key: 'di_large/art.png', data: large }]);
      const opened = await storage.openBlob('di_large/art.png');
      expect(opened?.size).toBe(large.byteLength);
      const chunks: Uint8Array[] = [];
      const reader = (opened?.stream ?? expect.fail('no stream')).getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
      expect(chunks.length).toBeGreaterThan(1);
      expect(Buffer.concat(chunks).equals(Buffer.from(large))).toBe(true);
      expect(await storage.openBlob('di_large/missing.png')).toBeUndefined();
      expect(await storage.openBlob('../etc/passwd')).toBeUndefined();
    });

    it('should keep bytes and text exactly, with their size', async () => {
      const storage = await store.open();
      const everyByte = new Uint8Array(256).map((_, index) => index);
      await storage.saveResource(record('di_bytes'), [
        { key: 'di_bytes/all.png', data: everyByte },
        { key: 'di_bytes/text.svg', data: 'ünïcødé ✓' },
      ]);
      const bytes = await storage.readBlob('di_bytes/all.png');
      expect(bytes?.size).toBe(256);
      expect([...(bytes?.data ?? [])]).toEqual([...everyByte]);
      const text = await storage.readBlob('di_bytes/text.svg');
      expect(text?.data.toString('utf8')).toBe('ünïcødé ✓');
      expect(text?.size).toBe(Buffer.byteLength('ünïcødé ✓'));
    });

    it('should give back the data as it was stored, key order included', async () => {
      const storage = await store.open();
      const data = { zeta: 1, alpha: { b: [1, 2.5, null], a: 'x' }, 'with space': true };
      await storage.saveResource(record('di_order', 'acct_a', data), []);
      const stored = await storage.getRecord('dieline', 'di_order', 'acct_a');
      expect(JSON.stringify(stored?.data)).toBe(JSON.stringify(data));
    });

    it('should hide a record from another owner', async () => {
      const storage = await store.open();
      await storage.saveResource(record('di_b', 'acct_a'), []);
      expect(await storage.getRecord('dieline', 'di_b', 'acct_other')).toBeUndefined();
      expect(await storage.deleteRecord('dieline', 'di_b', 'acct_other')).toBe(false);
      expect(await storage.getRecord('dieline', 'di_b', 'acct_a')).toBeDefined();
      expect(await storage.deleteRecord('dieline', 'di_b', 'acct_a')).toBe(true);
      expect(await storage.getRecord('dieline', 'di_b', 'acct_a')).toBeUndefined();
    });

    it('should leave no file behind when the record cannot be committed', async () => {
      const storage = await store.open();
      await storage.saveResource(record('di_c'), [{ key: 'di_c/one.svg', data: 'a' }]);
      await expect(
        storage.saveResource(record('di_c'), [{ key: 'di_c/two.svg', data: 'b' }]),
      ).rejects.toThrow();
      expect(await storage.readBlob('di_c/two.svg')).toBeUndefined();
      expect((await storage.readBlob('di_c/one.svg'))?.data.toString()).toBe('a');
    });

    it('should refuse blob keys that could name anything outside its files, and store nothing', async () => {
      const storage = await store.open();
      for (const key of [
        '../x.svg',
        'a/../../x.svg',
        '/etc/passwd',
        'a/b/c.svg',
        'a\\..\\x.svg',
        'a/.hidden',
      ]) {
        const id = `di_${key.length}`;
        await expect(
          storage.saveResource(record(id), [
            { key: `${id}/fine.svg`, data: 'ok' },
            { key, data: 'x' },
          ]),
        ).rejects.toThrow(/invalid blob key/);
        expect(await storage.readBlob(key)).toBeUndefined();
        expect(await storage.readBlob(`${id}/fine.svg`)).toBeUndefined();
        expect(await storage.getRecord('dieline', id, 'acct_a')).toBeUndefined();
      }
    });

    it('should replace a record’s data and add files, for its owner only', async () => {
      const storage = await store.open();
      await storage.saveResource(record('mk_update'), [{ key: 'mk_update/old.png', data: 'old' }]);
      await storage.updateResource(record('mk_update', 'acct_a', { n: 2 }), [
        { key: 'mk_update/new.png', data: 'new' },
      ]);
      expect((await storage.getRecord('dieline', 'mk_update', 'acct_a'))?.data).toEqual({ n: 2 });
      expect((await storage.readBlob('mk_update/new.png'))?.data.toString()).toBe('new');
      expect((await storage.readBlob('mk_update/old.png'))?.data.toString()).toBe('old');
      await expect(
        storage.updateResource(record('mk_update', 'acct_b', { n: 3 }), [
          { key: 'mk_update/intruder.png', data: 'x' },
        ]),
      ).rejects.toThrow(/no dieline mk_update to update/);
      expect((await storage.getRecord('dieline', 'mk_update', 'acct_a'))?.data).toEqual({ n: 2 });
      expect(await storage.readBlob('mk_update/intruder.png')).toBeUndefined();
    });

    it('should delete a record and every file under its id, and only for its owner', async () => {
      const storage = await store.open();
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
      expect((await storage.readBlob('keepme0000/outside.png'))?.data.toString()).toBe('x');
      expect(await storage.deleteResource('dieline', 'abc123defg', 'acct_a')).toBe(false);
      expect(await storage.deleteResource('dieline', '../keepme0000', 'acct_a')).toBe(false);
    });

    it('should find a record by id alone for public pages, and remove replaced files', async () => {
      const storage = await store.open();
      await storage.saveResource(record('pub0000001', 'acct_a'), [
        { key: 'pub0000001/old.png', data: 'old' },
        { key: 'pub0000001/new.png', data: 'new' },
      ]);
      expect((await storage.getPublicRecord('dieline', 'pub0000001'))?.ownerId).toBe('acct_a');
      expect(await storage.getPublicRecord('nesting', 'pub0000001')).toBeUndefined();
      await storage.deleteBlobs(['pub0000001/old.png', 'pub0000001/gone.png', '../escape/x.png']);
      await storage.deleteBlobs([]);
      expect(await storage.readBlob('pub0000001/old.png')).toBeUndefined();
      expect((await storage.readBlob('pub0000001/new.png'))?.data.toString()).toBe('new');
    });

    it('should count the bytes of an owner’s files, and refuse a write past the limit keeping none of it', async () => {
      const storage = await store.open({ accountStorageLimitBytes: 1000 });
      await storage.saveResource(record('di_q1'), [{ key: 'di_q1/a.pdf', data: bytes(600) }]);
      await storage.saveResource(record('di_q2', 'acct_b'), [{ key: 'di_q2/a.pdf', data: bytes(900) }]);
      expect(await storage.storedBytes('acct_a')).toBe(600);
      expect(await storage.storedBytes('acct_b')).toBe(900);
      expect(await storage.storedBytes('acct_none')).toBe(0);

      const refused = await storage
        .saveResource(record('di_q3'), [
          { key: 'di_q3/a.svg', data: 'ü'.repeat(150) },
          { key: 'di_q3/b.pdf', data: bytes(101) },
        ])
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AccountStorageLimitError);
      expect(refused).toMatchObject({ limitBytes: 1000, usedBytes: 600, addedBytes: 401 });
      expect(await storage.getRecord('dieline', 'di_q3', 'acct_a')).toBeUndefined();
      expect(await storage.readBlob('di_q3/a.svg')).toBeUndefined();
      expect(await storage.storedBytes('acct_a')).toBe(600);

      // exactly up to the limit fits; an update adding files counts them too
      await storage.saveResource(record('di_q4'), [{ key: 'di_q4/a.pdf', data: bytes(300) }]);
      await expect(
        storage.updateResource(record('di_q4', 'acct_a', { n: 2 }), [
          { key: 'di_q4/b.png', data: bytes(101) },
        ]),
      ).rejects.toBeInstanceOf(AccountStorageLimitError);
      expect((await storage.getRecord('dieline', 'di_q4', 'acct_a'))?.data).toEqual({ id: 'di_q4', n: 1 });
      expect(await storage.readBlob('di_q4/b.png')).toBeUndefined();
      await expect(storage.checkNotFull('acct_a')).resolves.toBeUndefined();
      await storage.updateResource(record('di_q4', 'acct_a', { n: 3 }), [
        { key: 'di_q4/c.png', data: bytes(100) },
      ]);
      expect(await storage.storedBytes('acct_a')).toBe(1000);
      // full: refused before any work, whatever the write would add
      await expect(storage.checkNotFull('acct_a')).rejects.toMatchObject({ usedBytes: 1000, addedBytes: 0 });
      await expect(storage.checkNotFull('acct_b')).resolves.toBeUndefined();

      await storage.deleteBlobs(['di_q4/c.png']);
      expect(await storage.storedBytes('acct_a')).toBe(900);
      await storage.deleteResource('dieline', 'di_q1', 'acct_a');
      expect(await storage.storedBytes('acct_a')).toBe(300);
      // a record removed alone no longer counts its files
      await storage.deleteRecord('dieline', 'di_q4', 'acct_a');
      expect(await storage.storedBytes('acct_a')).toBe(0);
      expect(await storage.storedBytes('acct_b')).toBe(900);
    });

    it('should let no two racing writes pass the limit together near it, across instances', async () => {
      const [one, two] = [
        await store.open({ accountStorageLimitBytes: 10_000 }),
        await store.open({ accountStorageLimitBytes: 10_000 }),
      ];
      await one.saveResource(record('di_full'), [{ key: 'di_full/a.pdf', data: bytes(9000) }]);
      const writes = Array.from({ length: 12 }, (_, index) =>
        (index % 2 ? one : two).saveResource(record(`di_race${index}`), [
          { key: `di_race${index}/a.pdf`, data: bytes(400) },
        ]),
      );
      const results = await Promise.allSettled(writes);
      const stored = results.filter((result) => result.status === 'fulfilled').length;
      expect(stored).toBe(2);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(AccountStorageLimitError);
      }
      expect(await one.storedBytes('acct_a')).toBe(9800);
      expect(await two.storedBytes('acct_a')).toBe(9800);
    });

    it('should delete records created before a time with what hangs off them, and nothing else', async () => {
      const storage = await store.open();
      const at = (id: string, kind: string, createdAt: string, parentId?: string) => ({
        id,
        kind,
        ownerId: id.endsWith('b') ? 'acct_b' : 'acct_a',
        data: { id },
        createdAt,
        ...(parentId ? { parentId } : {}),
      });
      await storage.saveResource(at('di_old1', 'dieline', '2026-10-01T00:00:00.000Z'), [
        { key: 'di_old1/box.pdf', data: bytes(10) },
      ]);
      await storage.saveResource(at('di_old2b', 'dieline', '2026-10-20T23:59:59.999Z'), [
        { key: 'di_old2b/box.svg', data: '<svg/>' },
      ]);
      await storage.saveResource(at('di_new1', 'dieline', '2026-10-21T00:00:00.000Z'), [
        { key: 'di_new1/box.pdf', data: bytes(10) },
      ]);
      // a nesting and a mockup made recently, of an old dieline: they go with it
      await storage.saveResource(at('ne_child1', 'nesting', '2026-11-20T00:00:00.000Z', 'di_old1'), [
        { key: 'ne_child1/sheet.pdf', data: bytes(10) },
      ]);
      await storage.saveResource(at('mkchild001', '3d_mockup', '2026-11-22T00:00:00.000Z', 'di_old2b'), [
        { key: 'mkchild001/outside.png', data: bytes(10) },
      ]);
      await storage.saveResource(at('ne_keep1', 'nesting', '2026-10-02T00:00:00.000Z', 'di_new1'), [
        { key: 'ne_keep1/sheet.pdf', data: bytes(10) },
      ]);
      expect((await storage.getRecord('nesting', 'ne_child1', 'acct_a'))?.parentId).toBe('di_old1');

      const deleted = await storage.deleteCreatedBefore('dieline', '2026-10-21T00:00:00.000Z');
      expect(deleted).toEqual({ dieline: 2, nesting: 1, '3d_mockup': 1 });
      for (const [kind, id, owner] of [
        ['dieline', 'di_old1', 'acct_a'],
        ['dieline', 'di_old2b', 'acct_b'],
        ['nesting', 'ne_child1', 'acct_a'],
        ['3d_mockup', 'mkchild001', 'acct_a'],
      ] as const) {
        expect(await storage.getRecord(kind, id, owner), id).toBeUndefined();
      }
      for (const key of [
        'di_old1/box.pdf',
        'di_old2b/box.svg',
        'ne_child1/sheet.pdf',
        'mkchild001/outside.png',
      ]) {
        expect(await storage.readBlob(key), key).toBeUndefined();
      }
      expect(await storage.getRecord('dieline', 'di_new1', 'acct_a')).toBeDefined();
      expect(await storage.getRecord('nesting', 'ne_keep1', 'acct_a')).toBeDefined();
      expect(await storage.readBlob('ne_keep1/sheet.pdf')).toBeDefined();
      expect(await storage.storedBytes('acct_a')).toBe(20);
      expect(await storage.storedBytes('acct_b')).toBe(0);
      expect(await storage.deleteCreatedBefore('dieline', '2026-10-21T00:00:00.000Z')).toEqual({});
    });

    it('should delete a record whose parent is gone, as one saved while its parent expired would be', async () => {
      const storage = await store.open();
      const recent = '2026-11-22T00:00:00.000Z';
      await storage.saveResource({ ...record('di_alive'), createdAt: recent }, []);
      await storage.saveResource(
        {
          id: 'ne_orphan',
          kind: 'nesting',
          ownerId: 'acct_a',
          data: {},
          createdAt: recent,
          parentId: 'di_gone',
        },
        [{ key: 'ne_orphan/sheet.pdf', data: bytes(10) }],
      );
      await storage.saveResource(
        {
          id: 'ne_kept',
          kind: 'nesting',
          ownerId: 'acct_a',
          data: {},
          createdAt: recent,
          parentId: 'di_alive',
        },
        [{ key: 'ne_kept/sheet.pdf', data: bytes(10) }],
      );
      expect(await storage.deleteCreatedBefore('dieline', '2026-01-01T00:00:00.000Z')).toEqual({
        nesting: 1,
      });
      expect(await storage.getRecord('nesting', 'ne_orphan', 'acct_a')).toBeUndefined();
      expect(await storage.readBlob('ne_orphan/sheet.pdf')).toBeUndefined();
      expect(await storage.getRecord('nesting', 'ne_kept', 'acct_a')).toBeDefined();
      expect(await storage.storedBytes('acct_a')).toBe(10);
    });

    it('should delete by age in batches until none is left', async () => {
      const storage = await store.open();
      for (let index = 0; index < 230; index++) {
        const id = `di_many${index}`;
        await storage.saveResource(
          { ...record(id), createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString() },
          [{ key: `${id}/a.svg`, data: '<svg/>' }],
        );
      }
      expect(await storage.deleteCreatedBefore('dieline', '2026-02-01T00:00:00.000Z')).toEqual({
        dieline: 230,
      });
      expect(await storage.storedBytes('acct_a')).toBe(0);
    });

    it('should finish a write in flight before it closes, and refuse writes after', async () => {
      const storage = await store.open();
      const writing = storage.saveResource(record('di_closing'), [
        { key: 'di_closing/a.pdf', data: bytes(50_000) },
      ]);
      await storage.close();
      await expect(writing).resolves.toBeUndefined();
      await expect(
        storage.saveResource(record('di_late'), [{ key: 'di_late/a.pdf', data: bytes(10) }]),
      ).rejects.toThrow(/closed/);
      const reopened = await store.open();
      expect(await reopened.getRecord('dieline', 'di_closing', 'acct_a')).toBeDefined();
      expect((await reopened.readBlob('di_closing/a.pdf'))?.size).toBe(50_000);
      expect(await reopened.getRecord('dieline', 'di_late', 'acct_a')).toBeUndefined();
    });

    it('should list an owner’s records newest first, paging with a cursor across equal times and later inserts', async () => {
      const storage = await store.open();
      const save = (id: string, createdAt: string, ownerId = 'acct_a') =>
        storage.saveResource({ ...record(id, ownerId), createdAt }, []);
      const same = '2026-11-23T10:00:00.000Z';
      await save('di_old', '2026-11-22T09:00:00.000Z');
      for (const id of ['di_t2', 'di_t4', 'di_t1', 'di_t3']) await save(id, same);
      await save('di_new', '2026-11-23T11:00:00.000Z');
      await save('di_other', '2026-11-23T12:00:00.000Z', 'acct_b');
      await storage.saveResource({ ...record('ne_x'), kind: 'nesting', createdAt: same }, []);

      const ids = (records: { id: string }[]) => records.map((found) => found.id);
      const all = await storage.listRecords({ kind: 'dieline', ownerId: 'acct_a', limit: 100 });
      expect(ids(all)).toEqual(['di_new', 'di_t4', 'di_t3', 'di_t2', 'di_t1', 'di_old']);
      expect(all[0]).toEqual({ ...record('di_new'), createdAt: '2026-11-23T11:00:00.000Z' });

      const first = await storage.listRecords({ kind: 'dieline', ownerId: 'acct_a', limit: 2 });
      expect(ids(first)).toEqual(['di_new', 'di_t4']);
      // made between two pages: newer than the cursor, so neither repeats nor skips a record
      await save('di_t0', same);
      await save('di_newer', '2026-11-23T13:00:00.000Z');
      const last = first.at(-1) ?? expect.fail('no page');
      const second = await storage.listRecords({
        kind: 'dieline',
        ownerId: 'acct_a',
        limit: 2,
        after: { createdAt: last.createdAt, id: last.id },
      });
      expect(ids(second)).toEqual(['di_t3', 'di_t2']);
      const rest = await storage.listRecords({
        kind: 'dieline',
        ownerId: 'acct_a',
        limit: 10,
        after: { createdAt: same, id: 'di_t2' },
      });
      expect(ids(rest)).toEqual(['di_t1', 'di_t0', 'di_old']);
      expect(ids(await storage.listRecords({ kind: 'dieline', ownerId: 'acct_b', limit: 10 }))).toEqual([
        'di_other',
      ]);
      expect(await storage.listRecords({ kind: 'dieline', ownerId: 'acct_none', limit: 10 })).toEqual([]);
    });

    it('should list only the records hanging off a parent, or whose data has a field’s value', async () => {
      const storage = await store.open();
      const save = (id: string, kind: string, createdAt: string, parentId?: string, ownerId = 'acct_a') =>
        storage.saveResource(
          {
            id,
            kind,
            ownerId,
            data: { id, dieline_template_id: id.endsWith('b') ? 'becf-2' : 'becf-1' },
            createdAt,
            ...(parentId ? { parentId } : {}),
          },
          [],
        );
      await save('di_p1', 'dieline', '2026-11-20T00:00:00.000Z');
      await save('di_p2b', 'dieline', '2026-11-21T00:00:00.000Z');
      await save('ne_a1', 'nesting', '2026-11-22T00:00:00.000Z', 'di_p1');
      await save('ne_a2', 'nesting', '2026-11-23T00:00:00.000Z', 'di_p1');
      await save('ne_b1', 'nesting', '2026-11-23T00:00:00.000Z', 'di_p2b');
      await save('mk00000001', '3d_mockup', '2026-11-23T00:00:00.000Z', 'di_p1');
      // another account's record naming the same parent is still not the caller's
      await save('ne_intruder', 'nesting', '2026-11-24T00:00:00.000Z', 'di_p1', 'acct_b');

      const list = (query: {
        kind: string;
        parentId?: string;
        dataEquals?: { field: string; value: string };
      }) =>
        storage
          .listRecords({ ownerId: 'acct_a', limit: 10, ...query })
          .then((records) => records.map((found) => found.id));
      expect(await list({ kind: 'nesting', parentId: 'di_p1' })).toEqual(['ne_a2', 'ne_a1']);
      expect(await list({ kind: 'nesting', parentId: 'di_p2b' })).toEqual(['ne_b1']);
      expect(await list({ kind: '3d_mockup', parentId: 'di_p1' })).toEqual(['mk00000001']);
      expect(await list({ kind: '3d_mockup', parentId: 'di_p2b' })).toEqual([]);
      const byTemplate = (value: string) =>
        list({ kind: 'dieline', dataEquals: { field: 'dieline_template_id', value } });
      expect(await byTemplate('becf-1')).toEqual(['di_p1']);
      expect(await byTemplate('becf-2')).toEqual(['di_p2b']);
      expect(await byTemplate('becf-3')).toEqual([]);
      await expect(
        list({ kind: 'dieline', dataEquals: { field: "a') OR 1=1 --", value: 'x' } }),
      ).rejects.toThrow(/invalid data field/);
    });

    it('should delete a record with every record hanging off it and their files, answering the bytes freed', async () => {
      const storage = await store.open();
      const save = (id: string, kind: string, size: number, parentId?: string, ownerId = 'acct_a') =>
        storage.saveResource(
          {
            id,
            kind,
            ownerId,
            data: { id },
            createdAt: '2026-11-23T10:00:00.000Z',
            ...(parentId ? { parentId } : {}),
          },
          size > 0
            ? [
                { key: `${id}/file.pdf`, data: bytes(size) },
                { key: `${id}/file.svg`, data: 'ü' },
              ]
            : [],
        );
      await save('di_tree', 'dieline', 100);
      await save('ne_tree1', 'nesting', 20, 'di_tree');
      await save('ne_tree2', 'nesting', 0, 'di_tree');
      await save('mktree0001', '3d_mockup', 7, 'di_tree');
      await save('di_keep', 'dieline', 50);
      await save('ne_keep', 'nesting', 5, 'di_keep');
      await save('di_theirs', 'dieline', 30, undefined, 'acct_b');
      const before = await storage.storedBytes('acct_a');
      expect(before).toBe(100 + 20 + 7 + 50 + 5 + 5 * 2);

      // another account's key deletes nothing, not even by naming its own dieline's id as a parent
      expect(await storage.deleteResourceTree('dieline', 'di_tree', 'acct_b')).toBeUndefined();
      expect(await storage.deleteResourceTree('nesting', 'di_tree', 'acct_a')).toBeUndefined();
      expect(await storage.deleteResourceTree('dieline', '../di_keep', 'acct_a')).toBeUndefined();
      expect(await storage.storedBytes('acct_a')).toBe(before);

      const deleted = await storage.deleteResourceTree('dieline', 'di_tree', 'acct_a');
      expect(deleted).toEqual({
        deleted: { dieline: 1, nesting: 2, '3d_mockup': 1 },
        bytesFreed: 100 + 20 + 7 + 3 * 2,
      });
      expect(await storage.storedBytes('acct_a')).toBe(before - (deleted?.bytesFreed ?? 0));
      for (const [kind, id] of [
        ['dieline', 'di_tree'],
        ['nesting', 'ne_tree1'],
        ['nesting', 'ne_tree2'],
        ['3d_mockup', 'mktree0001'],
      ] as const) {
        expect(await storage.getRecord(kind, id, 'acct_a'), id).toBeUndefined();
      }
      for (const key of ['di_tree/file.pdf', 'ne_tree1/file.svg', 'mktree0001/file.pdf']) {
        expect(await storage.readBlob(key), key).toBeUndefined();
      }
      expect(await storage.getRecord('nesting', 'ne_keep', 'acct_a')).toBeDefined();
      expect((await storage.readBlob('di_keep/file.pdf'))?.size).toBe(50);
      expect(await storage.storedBytes('acct_b')).toBe(32);
      expect(await storage.deleteResourceTree('dieline', 'di_tree', 'acct_a')).toBeUndefined();

      // a dieline with nothing hanging off it and no files frees nothing
      await save('di_bare', 'dieline', 0);
      expect(await storage.deleteResourceTree('dieline', 'di_bare', 'acct_a')).toEqual({
        deleted: { dieline: 1 },
        bytesFreed: 0,
      });
    });

    it('should expire dielines past retention on a schedule, with their nestings and mockups', async () => {
      const storage = await store.open();
      const now = new Date('2026-11-23T12:00:00.000Z');
      const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
      const save = (id: string, kind: string, createdAt: string, parentId?: string) =>
        storage.saveResource(
          { id, kind, ownerId: 'acct_a', data: { id }, createdAt, ...(parentId ? { parentId } : {}) },
          [{ key: `${id}/file.pdf`, data: bytes(5) }],
        );
      await save('di_31days', 'dieline', daysAgo(31));
      await save('ne_of31days', 'nesting', daysAgo(1), 'di_31days');
      await save('mkof31days', '3d_mockup', daysAgo(0), 'di_31days');
      await save('di_29days', 'dieline', daysAgo(29));
      await save('mkof29days', '3d_mockup', daysAgo(29), 'di_29days');

      const schedule = scheduleRetention({
        storage,
        logger: pino({ level: 'silent' }),
        days: 30,
        intervalMinutes: 60,
        now: () => now,
      });
      await schedule.stop();
      expect(await storage.getRecord('dieline', 'di_31days', 'acct_a')).toBeUndefined();
      expect(await storage.getRecord('3d_mockup', 'mkof31days', 'acct_a')).toBeUndefined();
      expect(await storage.readBlob('ne_of31days/file.pdf')).toBeUndefined();
      expect(await storage.getRecord('dieline', 'di_29days', 'acct_a')).toBeDefined();
      expect((await storage.readBlob('mkof29days/file.pdf'))?.size).toBe(5);
      expect(await schedule.runOnce()).toEqual({});
    });
  });
}
