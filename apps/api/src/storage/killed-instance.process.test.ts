import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DielineResponseSchema } from '@diecut/schema';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServerMissing, startBuiltServer } from '../../test/built-server';
import { postgresServerBackend } from '../../test/storage-backends';

/**
 * Durability across instances, as an operator meets it: two built API processes (`dist/main.js`) on
 * one PostgreSQL take creates, one is killed with SIGKILL mid-stream, and every dieline either process
 * acknowledged is read, with its file, through the survivor. Needs a server (DIECUT_TEST_DATABASE_URL)
 * and the built API; skips cleanly without either.
 */
const KEY = 'dl_killed_instance_test';
const server = await postgresServerBackend();
const skipReason = server.skipped ?? builtServerMissing();

const children: ChildProcess[] = [];
const dirs: string[] = [];
const url = process.env.DIECUT_TEST_DATABASE_URL ?? '';
const schema = `diecut_killed_${randomBytes(6).toString('hex')}`;

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await server.close();
  if (!skipReason) {
    const admin = new pg.Pool({ connectionString: url });
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
});

/** Starts the built server on the database, with a data dir of its own for nothing but its keys. */
function startInstance(databaseUrl: string): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-killed-'));
  dirs.push(dataDir);
  return startBuiltServer(
    {
      DIECUT_DATA_DIR: dataDir,
      DIECUT_DATABASE_URL: databaseUrl,
      DIECUT_DIELINES_API_KEYS: KEY,
      DIECUT_DIMENSIONS_API_KEYS: 'dm_killed_instance_test',
    },
    children,
  );
}

describe(`two API processes on one PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  it.skipIf(!!skipReason)(
    'should keep every acknowledged dieline readable with its file after one process is killed',
    async () => {
      const admin = new pg.Pool({ connectionString: url });
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const withSchema = new URL(url);
      withSchema.searchParams.set('options', `-c search_path=${schema}`);
      const [victim, survivor] = await Promise.all([
        startInstance(withSchema.toString()),
        startInstance(withSchema.toString()),
      ]);
      const acknowledged: string[] = [];
      const acknowledgedBy = new Map<string, number>();
      let failed = 0;
      const create = async (origin: string) => {
        try {
          const response = await fetch(`${origin}/dieline-templates/becf-11001/dielines`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              format: 'pdf',
              variables: { unit: 'mm', length: 100, width: 50, height: 150 },
            }),
          });
          if (response.status !== 200) {
            failed++;
            return;
          }
          acknowledged.push(DielineResponseSchema.parse(await response.json()).dieline.id);
          acknowledgedBy.set(origin, (acknowledgedBy.get(origin) ?? 0) + 1);
        } catch {
          // a connection cut by the kill: never acknowledged
          failed++;
        }
      };
      // a stream of creates to both, eight in flight on each, until the victim has been dead a while
      let killedAt = 0;
      const stream = async (origin: string) => {
        while (killedAt === 0 || Date.now() - killedAt < 300) await create(origin);
      };
      const streams = [
        ...Array.from({ length: 8 }, () => stream(victim.origin)),
        ...Array.from({ length: 8 }, () => stream(survivor.origin)),
      ];
      // killed once both have acknowledged a few, however slow a loaded machine makes the start
      const started = Date.now();
      while (
        ((acknowledgedBy.get(victim.origin) ?? 0) < 8 || (acknowledgedBy.get(survivor.origin) ?? 0) < 8) &&
        Date.now() - started < 60_000
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      victim.child.kill('SIGKILL');
      killedAt = Date.now();
      await Promise.all(streams);

      console.info(
        `killed-instance test: ${acknowledged.length} creates acknowledged, ${failed} cut or refused`,
      );
      expect(acknowledged.length).toBeGreaterThan(10);
      expect(failed).toBeGreaterThan(0);
      for (const id of acknowledged) {
        const read = await fetch(`${survivor.origin}/dielines/${id}`, {
          headers: { Authorization: `Bearer ${KEY}` },
        });
        expect(read.status, id).toBe(200);
        const { dieline } = DielineResponseSchema.parse(await read.json());
        const file = await fetch(`${survivor.origin}${new URL(dieline.url).pathname}`);
        expect(file.status, dieline.url).toBe(200);
        const bytes = new Uint8Array(await file.arrayBuffer());
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
        expect(new TextDecoder().decode(bytes.slice(-7))).toContain('%%EOF');
      }
    },
    120_000,
  );
});
