import type { SqlDatabase } from './sql-database';

export interface Migration {
  version: number;
  description: string;
  /** One statement each: PGlite's parameterised protocol takes a single statement per call. */
  statements: string[];
}

/** Append only: a released migration never changes, a new schema is a new version. */
export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    description: 'records and files',
    statements: [
      // data is the API's JSON body as text so it comes back byte for byte, key order included
      `CREATE TABLE diecut_records (
        kind text NOT NULL,
        id text NOT NULL,
        owner_id text NOT NULL,
        data text NOT NULL,
        created_at text NOT NULL,
        PRIMARY KEY (kind, id)
      )`,
      'CREATE INDEX diecut_records_owner ON diecut_records (owner_id, kind, created_at)',
      `CREATE TABLE diecut_files (
        resource_id text NOT NULL,
        name text NOT NULL,
        content_type text NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        data bytea NOT NULL,
        PRIMARY KEY (resource_id, name)
      )`,
    ],
  },
  {
    version: 2,
    description: 'parent records and expiry by age',
    statements: [
      'ALTER TABLE diecut_records ADD COLUMN parent_id text',
      // the only kinds that hung off a dieline before the column existed
      "UPDATE diecut_records SET parent_id = data::json->>'dieline_id' WHERE kind = 'nesting'",
      "UPDATE diecut_records SET parent_id = data::json->>'dielineId' WHERE kind = '3d_mockup'",
      'CREATE INDEX diecut_records_age ON diecut_records (kind, created_at)',
      'CREATE INDEX diecut_records_parent ON diecut_records (parent_id)',
      // a parent is looked up by id alone, which the (kind, id) key does not serve
      'CREATE INDEX diecut_records_id ON diecut_records (id)',
    ],
  },
  {
    version: 3,
    description: 'request counts shared by every instance',
    statements: [
      // one row per rate-limited bucket (a key's account): the count of its current window
      `CREATE TABLE diecut_request_counts (
        bucket text PRIMARY KEY,
        window_start bigint NOT NULL,
        hits integer NOT NULL
      )`,
    ],
  },
  {
    version: 4,
    description: "a running total of each account's bytes",
    statements: [
      // an account's bytes in a few rows of its own (stripes), kept with every write that adds or drops
      // files, so the storage-limit check reads at most STRIPES rows instead of summing the account's
      // files; writes of one account add to a stripe picked at random, so they seldom wait on one row
      `CREATE TABLE diecut_account_bytes (
        owner_id text NOT NULL,
        stripe smallint NOT NULL,
        bytes bigint NOT NULL,
        PRIMARY KEY (owner_id, stripe)
      )`,
      // what the check summed until now: the sizes of the files of each owner's records
      `INSERT INTO diecut_account_bytes (owner_id, stripe, bytes)
       SELECT r.owner_id, 0, SUM(f.size) FROM diecut_records r
       JOIN diecut_files f ON f.resource_id = r.id GROUP BY r.owner_id`,
    ],
  },
];

// Any constant shared by every instance; the advisory lock serialises migrations of instances
// starting together, so each version is applied exactly once.
const MIGRATION_LOCK = 7_311_642_019;

export class MigrationError extends Error {}

/**
 * Brings the database to the newest schema this build knows, in one transaction per call: creates
 * the tables when missing, applies versions not yet recorded, and refuses a database a newer build
 * already migrated (its tables may mean something this build does not understand).
 * Returns the versions applied now.
 */
export async function migrate(db: SqlDatabase, migrations: Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await sql.query(`CREATE TABLE IF NOT EXISTS diecut_schema_migrations (
      version integer PRIMARY KEY,
      description text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await sql.query<{ version: number }>('SELECT version FROM diecut_schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    const newest = Math.max(0, ...migrations.map((migration) => migration.version));
    const unknown = [...applied].filter((version) => version > newest);
    if (unknown.length > 0) {
      throw new MigrationError(
        `the database schema is at version ${Math.max(...unknown)}, newer than this build knows (${newest}); run a newer Diecut against it`,
      );
    }
    const done: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await sql.query(statement);
      await sql.query('INSERT INTO diecut_schema_migrations (version, description) VALUES ($1, $2)', [
        migration.version,
        migration.description,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
