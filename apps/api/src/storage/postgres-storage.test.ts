import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, MigrationError, migrate } from './postgres-migrations';
import { PostgresStorage } from './postgres-storage';
import { pgliteDatabase, type SqlDatabase } from './sql-database';

let pglite: PGlite;
let db: SqlDatabase;
// every storage here shares the one PGlite, whose closing is this file's
let shared: SqlDatabase;

beforeAll(async () => {
  pglite = await PGlite.create();
  db = pgliteDatabase(pglite);
  shared = { ...db, close: async () => {} };
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.query(
    'DROP TABLE IF EXISTS diecut_records, diecut_files, diecut_request_counts, diecut_account_bytes, diecut_schema_migrations',
  );
});

function record(id: string) {
  return { id, kind: 'mockup', ownerId: 'acct_a', data: { id }, createdAt: '2026-11-23T10:00:00.000Z' };
}

/** The shared database, except that the statement `failOn` picks throws, as a lost connection would. */
function failingDatabase(failOn: (sql: string, params: unknown[]) => boolean): SqlDatabase {
  return {
    ...shared,
    transaction: (work) =>
      shared.transaction((sql) =>
        work({
          query(text, params = []) {
            if (failOn(text, params)) return Promise.reject(new Error('connection lost'));
            return sql.query(text, params);
          },
        }),
      ),
  };
}

describe('PostgresStorage', () => {
  it('should commit a record and its files together, or neither', async () => {
    await PostgresStorage.open(shared);
    const storage = await PostgresStorage.open(
      failingDatabase((sql, params) => sql.includes('diecut_files') && params[1] === 'second.png'),
    );
    await expect(
      storage.saveResource(record('mk_atomic0'), [
        { key: 'mk_atomic0/first.png', data: 'one' },
        { key: 'mk_atomic0/second.png', data: 'two' },
      ]),
    ).rejects.toThrow(/connection lost/);
    expect(await storage.getRecord('mockup', 'mk_atomic0', 'acct_a')).toBeUndefined();
    expect(await storage.readBlob('mk_atomic0/first.png')).toBeUndefined();
  });

  it('should keep the old data and files when an update fails half-way', async () => {
    const storage = await PostgresStorage.open(shared);
    await storage.saveResource(record('mk_update0'), [{ key: 'mk_update0/art.png', data: 'old' }]);
    const failing = await PostgresStorage.open(failingDatabase((sql) => sql.includes('diecut_files')));
    await expect(
      failing.updateResource({ ...record('mk_update0'), data: { changed: true } }, [
        { key: 'mk_update0/art.png', data: 'new' },
      ]),
    ).rejects.toThrow(/connection lost/);
    expect((await storage.getRecord('mockup', 'mk_update0', 'acct_a'))?.data).toEqual({ id: 'mk_update0' });
    expect((await storage.readBlob('mk_update0/art.png'))?.data.toString()).toBe('old');
  });

  it('should store each file with its content type and size', async () => {
    const storage = await PostgresStorage.open(shared);
    await storage.saveResource(record('mk_types00'), [
      { key: 'mk_types00/box.svg', data: '<svg/>' },
      { key: 'mk_types00/box.pdf', data: new Uint8Array([37, 80, 68, 70, 45]) },
      { key: 'mk_types00/notes', data: 'x' },
    ]);
    const { rows } = await db.query<{ name: string; content_type: string; size: number }>(
      'SELECT name, content_type, size FROM diecut_files ORDER BY name',
    );
    expect(rows).toEqual([
      { name: 'box.pdf', content_type: 'application/pdf', size: 5 },
      { name: 'box.svg', content_type: 'image/svg+xml', size: 6 },
      { name: 'notes', content_type: 'application/octet-stream', size: 1 },
    ]);
  });

  it("should keep each account's running total equal to the sizes of its records' files", async () => {
    const storage = await PostgresStorage.open(shared, { accountStorageLimitBytes: 1_000_000 });
    /** What the limit check summed before the running total: every file of the owner's records. */
    const recount = async (ownerId: string) => {
      const { rows } = await db.query<{ bytes: string | number }>(
        `SELECT COALESCE(SUM(f.size), 0) AS bytes FROM diecut_records r
         JOIN diecut_files f ON f.resource_id = r.id WHERE r.owner_id = $1`,
        [ownerId],
      );
      return Number(rows[0]?.bytes);
    };
    const owned = (
      id: string,
      ownerId: string,
      createdAt = '2026-11-23T10:00:00.000Z',
      parentId?: string,
    ) => ({
      ...record(id),
      ownerId,
      createdAt,
      ...(parentId ? { parentId } : {}),
    });
    const steps: Array<[string, () => Promise<unknown>]> = [
      [
        'save',
        () =>
          storage.saveResource(owned('mk_total001', 'acct_a'), [
            { key: 'mk_total001/a.svg', data: 'x'.repeat(300) },
          ]),
      ],
      [
        'save two files',
        () =>
          storage.saveResource(owned('mk_total002', 'acct_a'), [
            { key: 'mk_total002/a.svg', data: 'x'.repeat(120) },
            { key: 'mk_total002/b.pdf', data: 'x'.repeat(80) },
          ]),
      ],
      [
        'save a child',
        () =>
          storage.saveResource(owned('mk_total003', 'acct_a', '2026-11-23T10:00:00.000Z', 'mk_total002'), [
            { key: 'mk_total003/c.png', data: 'x'.repeat(50) },
          ]),
      ],
      [
        'save another owner’s',
        () =>
          storage.saveResource(owned('mk_total004', 'acct_b', '2026-01-01T00:00:00.000Z'), [
            { key: 'mk_total004/a.svg', data: 'x'.repeat(700) },
          ]),
      ],
      [
        'update: one file replaced by a smaller one, one added',
        () =>
          storage.updateResource(owned('mk_total001', 'acct_a'), [
            { key: 'mk_total001/a.svg', data: 'x'.repeat(100) },
            { key: 'mk_total001/d.png', data: 'x'.repeat(25) },
          ]),
      ],
      ['delete a file', () => storage.deleteBlobs(['mk_total001/d.png', 'mk_nothing1/x.png'])],
      ['delete a record, its files left', () => storage.deleteRecord('mockup', 'mk_total001', 'acct_a')],
      [
        'a new record over files left under its id',
        () =>
          storage.saveResource(owned('mk_total001', 'acct_a'), [
            { key: 'mk_total001/e.svg', data: 'x'.repeat(10) },
          ]),
      ],
      ['delete a tree', () => storage.deleteResourceTree('mockup', 'mk_total002', 'acct_a')],
      ['expire by age', () => storage.deleteCreatedBefore('mockup', '2026-06-01T00:00:00.000Z')],
      ['delete a resource', () => storage.deleteResource('mockup', 'mk_total001', 'acct_a')],
    ];
    const totals: number[] = [];
    for (const [step, run] of steps) {
      await run();
      for (const ownerId of ['acct_a', 'acct_b']) {
        expect({ step, ownerId, bytes: await storage.storedBytes(ownerId) }).toEqual({
          step,
          ownerId,
          bytes: await recount(ownerId),
        });
      }
      totals.push(await storage.storedBytes('acct_a'));
    }
    // the mix moved the total every way it can, so the checks above compared something
    expect(totals).toEqual([300, 500, 550, 550, 375, 350, 250, 360, 110, 110, 0]);
  });
});

/** The first version this build does not know. */
const NEXT = Math.max(...MIGRATIONS.map((migration) => migration.version)) + 1;

describe('migrate', () => {
  it('should create the tables on an empty database, then find nothing more to do', async () => {
    expect(await migrate(db)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: number }>('SELECT version FROM diecut_schema_migrations');
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it('should give records stored before version 2 the dieline they hang off', async () => {
    await migrate(db, MIGRATIONS.slice(0, 1));
    const insert =
      'INSERT INTO diecut_records (kind, id, owner_id, data, created_at) VALUES ($1, $2, $3, $4, $5)';
    const at = '2026-11-01T00:00:00.000Z';
    await db.query(insert, ['dieline', 'di_old', 'acct_a', '{"id":"di_old"}', at]);
    await db.query(insert, ['nesting', 'ne_old', 'acct_a', '{"id":"ne_old","dieline_id":"di_old"}', at]);
    await db.query(insert, ['3d_mockup', 'mkold00001', 'acct_a', '{"dielineId":"di_old"}', at]);
    expect(await migrate(db, MIGRATIONS.slice(0, 2))).toEqual([2]);
    const { rows } = await db.query<{ id: string; parent_id: string | null }>(
      'SELECT id, parent_id FROM diecut_records ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 'di_old', parent_id: null },
      { id: 'mkold00001', parent_id: 'di_old' },
      { id: 'ne_old', parent_id: 'di_old' },
    ]);
  });

  it("should start each account's running total from the files its records had before version 4", async () => {
    await migrate(db, MIGRATIONS.slice(0, 3));
    const at = '2026-11-01T00:00:00.000Z';
    const records = [
      ['di_a1', 'acct_a'],
      ['di_a2', 'acct_a'],
      ['di_b1', 'acct_b'],
    ];
    for (const [id, owner] of records) {
      await db.query(
        'INSERT INTO diecut_records (kind, id, owner_id, data, created_at) VALUES ($1, $2, $3, $4, $5)',
        ['dieline', id, owner, '{}', at],
      );
    }
    const files: Array<[string, string, number]> = [
      ['di_a1', 'a.svg', 100],
      ['di_a1', 'a.pdf', 250],
      ['di_a2', 'a.svg', 40],
      ['di_b1', 'b.svg', 7],
      // a file no record lists counts for nobody
      ['di_gone', 'x.svg', 1000],
    ];
    for (const [resourceId, name, size] of files) {
      await db.query(
        "INSERT INTO diecut_files (resource_id, name, content_type, size, data) VALUES ($1, $2, 'image/svg+xml', $3, $4)",
        [resourceId, name, size, new Uint8Array(size)],
      );
    }
    expect(await migrate(db)).toEqual([4]);
    const storage = await PostgresStorage.open(shared);
    expect(await storage.storedBytes('acct_a')).toBe(390);
    expect(await storage.storedBytes('acct_b')).toBe(7);
    expect(await storage.storedBytes('acct_none')).toBe(0);
  });

  it('should apply only the versions a database lacks, in order', async () => {
    await migrate(db);
    const later = [
      ...MIGRATIONS,
      {
        version: NEXT + 1,
        description: 'second next',
        statements: ['ALTER TABLE diecut_files ADD COLUMN c integer'],
      },
      { version: NEXT, description: 'next', statements: ['ALTER TABLE diecut_files ADD COLUMN b integer'] },
    ];
    expect(await migrate(db, later)).toEqual([NEXT, NEXT + 1]);
  });

  it('should leave the schema as it was when a migration fails', async () => {
    await migrate(db);
    const broken = [
      ...MIGRATIONS,
      {
        version: NEXT,
        description: 'broken',
        statements: ['ALTER TABLE diecut_files ADD COLUMN d integer', 'NOT SQL'],
      },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const { rows } = await db.query<{ version: number }>('SELECT version FROM diecut_schema_migrations');
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    const columns = await db.query("SELECT 1 FROM information_schema.columns WHERE column_name = 'd'");
    expect(columns.rows).toEqual([]);
  });

  it('should refuse a database that a newer build migrated', async () => {
    await migrate(db);
    await db.query("INSERT INTO diecut_schema_migrations (version, description) VALUES (99, 'future')");
    await expect(migrate(db)).rejects.toThrow(MigrationError);
    await expect(PostgresStorage.open(shared)).rejects.toThrow(
      /schema is at version 99, newer than this build/,
    );
  });
});
