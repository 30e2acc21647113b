import { randomBytes } from 'node:crypto';
import { DielineResponseSchema, MockupResponseSchema, NestingResponseSchema } from '@diecut/schema';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { twoColourPng } from '../../test/artwork-files';
import { postgresServerBackend } from '../../test/storage-backends';
import { createTestApp, DIELINES_KEY, OTHER_DIELINES_KEY, PUBLIC_URL } from '../../test/test-app';
import { loadConfig } from '../config';
import { type RunningServer, startServer } from '../server';
import { PostgresStorage } from './postgres-storage';
import { pgliteDatabase, type SqlDatabase } from './sql-database';

const BOX = { unit: 'mm', length: 100, width: 50, height: 150 };
const SHEET = {
  unit: 'mm',
  sheet_width: 1020,
  sheet_height: 720,
  sheet_margin_top: 10,
  sheet_margin_side: 10,
};

/** One API instance as the tests call it: a path, a method, a key, a body. */
type Send = (pathname: string, init?: RequestInit & { key?: string }) => Promise<Response>;

async function createDieline(send: Send): Promise<string> {
  const response = await send('/dieline-templates/becf-11001/dielines', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: BOX }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline.id;
}

async function bytes(response: Response): Promise<number[]> {
  expect(response.status, response.url).toBe(200);
  return [...new Uint8Array(await response.arrayBuffer())];
}

const local = (url: string) => url.replace(PUBLIC_URL, '').replace(/^https?:\/\/[^/]+/, '');

/** Creates a dieline, a nesting and a mockup on `maker`, then reads and downloads each from `reader`. */
async function expectEachServesTheOther(maker: Send, reader: Send): Promise<void> {
  const dielineId = await createDieline(maker);
  const made = DielineResponseSchema.parse(await (await maker(`/dielines/${dielineId}`)).json()).dieline;
  const read = await reader(`/dielines/${dielineId}`);
  expect(read.status).toBe(200);
  expect(DielineResponseSchema.parse(await read.json()).dieline).toEqual(made);
  expect(await bytes(await reader(local(made.url)))).toEqual(await bytes(await maker(local(made.url))));
  expect((await reader(`/dielines/${dielineId}`, { key: OTHER_DIELINES_KEY })).status).toBe(404);

  const nested = await maker(`/dielines/${dielineId}/nestings/lt_straight_grid`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: SHEET }),
  });
  expect(nested.status, await nested.clone().text()).toBe(200);
  const nesting = NestingResponseSchema.parse(await nested.json()).nesting;
  expect(new TextDecoder().decode(new Uint8Array(await bytes(await reader(local(nesting.url)))))).toContain(
    'id="SHEET"',
  );

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(twoColourPng())], { type: 'image/png' }), 'art.png');
  const created = await maker(`/dielines/${dielineId}/3d-mockups`, { method: 'POST', body: form });
  expect(created.status, await created.clone().text()).toBe(200);
  const mockup = MockupResponseSchema.parse(await created.json())['3d_mockup'];
  expect((await reader(`/dielines/${dielineId}/3d-mockups/${mockup.id}`)).status).toBe(200);
  expect(
    (await reader(`/dielines/${dielineId}/3d-mockups/${mockup.id}`, { key: OTHER_DIELINES_KEY })).status,
  ).toBe(404);
  const description = await reader(`/3d/${mockup.id}/description.json`);
  expect(description.status).toBe(200);
  // the viewer loads its textures by path, from whichever instance the balancer picks
  const textures = [...(await description.text()).matchAll(/"(\/files\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(textures.length).toBeGreaterThan(0);
  for (const texture of textures) expect((await bytes(await reader(texture))).length).toBeGreaterThan(0);

  const deleted = await reader(`/dielines/${dielineId}/3d-mockups/${mockup.id}`, { method: 'DELETE' });
  expect(deleted.status).toBe(200);
  expect((await maker(`/dielines/${dielineId}/3d-mockups/${mockup.id}`)).status).toBe(404);
}

/**
 * Waits, when needed, until the database's clock starts a new minute with at least 30 s of it left,
 * so that one test's requests fall in one rate-limit window (windows are the database's minutes).
 */
async function withinOneMinute(now: () => Promise<number>): Promise<void> {
  let at = await now();
  if (at % 60_000 < 30_000) return;
  const next = at - (at % 60_000) + 60_000;
  while (at < next) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, next - at)));
    at = await now();
  }
}

const clockOf = (sql: { query: SqlDatabase['query'] }) => async () => {
  const { rows } = await sql.query<{ ms: string }>(
    'SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms',
  );
  return Number(rows[0]?.ms);
};

// a real server when DIECUT_TEST_DATABASE_URL answers; PGlite cannot be shared between processes
const server = await postgresServerBackend();

describe('Several API instances on one PostgreSQL database', () => {
  describe('in-process, on one PGlite', () => {
    let pglite: PGlite | undefined;
    const harnesses: ReturnType<typeof createTestApp>[] = [];
    afterEach(async () => {
      for (const harness of harnesses.splice(0)) await harness.cleanup();
      await pglite?.close();
    });

    it('should read and download on each instance what the other created, keeping accounts apart', async () => {
      pglite = await PGlite.create();
      const db = pgliteDatabase(pglite);
      // each instance closes its storage; the database outlives both
      const shared: SqlDatabase = { ...db, close: async () => {} };
      const [one, two] = [
        createTestApp({ storage: await PostgresStorage.open(shared) }),
        createTestApp({ storage: await PostgresStorage.open(shared) }),
      ];
      harnesses.push(one, two);
      const send =
        (harness: typeof one): Send =>
        async (pathname, init = {}) =>
          harness.request(pathname, init);
      await expectEachServesTheOther(send(one), send(two));
      await expectEachServesTheOther(send(two), send(one));
    });

    it("should count one key's rate limit for the account across instances", async () => {
      pglite = await PGlite.create();
      const shared: SqlDatabase = { ...pgliteDatabase(pglite), close: async () => {} };
      const [one, two] = [
        createTestApp({ storage: await PostgresStorage.open(shared), keyLimitPerMinute: 3 }),
        createTestApp({ storage: await PostgresStorage.open(shared), keyLimitPerMinute: 3 }),
      ];
      harnesses.push(one, two);
      await withinOneMinute(clockOf(shared));
      // two requests on one instance and one on the other use the key's three
      for (const instance of [one, two, one])
        expect((await instance.request('/dieline-template-groups')).status).toBe(200);
      for (const instance of [two, one]) {
        const refused = await instance.request('/dieline-template-groups');
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
      // another key of the same kind has its own minute on either instance
      expect((await two.request('/dieline-template-groups', { key: OTHER_DIELINES_KEY })).status).toBe(200);
    });
  });

  describe.skipIf(server.skipped !== undefined)('as servers, on DIECUT_TEST_DATABASE_URL', () => {
    const schema = `diecut_servers_${randomBytes(6).toString('hex')}`;
    const running: RunningServer[] = [];
    const url = process.env.DIECUT_TEST_DATABASE_URL ?? '';
    afterAll(async () => {
      for (const instance of running) await instance.shutdown();
      await server.close();
      const admin = new pg.Pool({ connectionString: url });
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.query(`DROP SCHEMA IF EXISTS ${schema}_limit CASCADE`);
      await admin.end();
    });

    /** Two servers on a fresh schema of the database, started together (so both race to migrate it). */
    async function twoServers(
      inSchema: string,
      env: Record<string, string> = {},
    ): Promise<[RunningServer, RunningServer]> {
      const admin = new pg.Pool({ connectionString: url });
      await admin.query(`CREATE SCHEMA ${inSchema}`);
      await admin.end();
      const withSchema = new URL(url);
      withSchema.searchParams.set('options', `-c search_path=${inSchema}`);
      const settings = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DIECUT_PUBLIC_URL: PUBLIC_URL,
        DIECUT_DATABASE_URL: withSchema.toString(),
        DIECUT_DIELINES_API_KEYS: `${DIELINES_KEY},${OTHER_DIELINES_KEY}`,
        DIECUT_DIMENSIONS_API_KEYS: 'dm_servers_test',
        ...env,
      });
      const pair = await Promise.all([
        startServer(settings, { logger: pino({ level: 'silent' }) }),
        startServer(settings, { logger: pino({ level: 'silent' }) }),
      ]);
      running.push(...pair);
      return pair;
    }

    it('should serve from either server what the other created, both started at once', async () => {
      const [one, two] = await twoServers(schema);
      const send =
        (instance: RunningServer): Send =>
        (pathname, { key = DIELINES_KEY, ...init } = {}) => {
          const headers = new Headers(init.headers);
          headers.set('Authorization', `Bearer ${key}`);
          return fetch(`${instance.url}${pathname}`, { ...init, headers });
        };
      await expectEachServesTheOther(send(one), send(two));
      await expectEachServesTheOther(send(two), send(one));
    });

    it("should hold one key's rate limit across both servers, requests racing on each", async () => {
      const pair = await twoServers(`${schema}_limit`, { DIECUT_KEY_RATE_LIMIT: '10' });
      const clock = new pg.Pool({ connectionString: url });
      await withinOneMinute(clockOf(clock));
      await clock.end();
      const ask = (instance: RunningServer) =>
        fetch(`${instance.url}/dieline-template-groups`, {
          headers: { Authorization: `Bearer ${DIELINES_KEY}` },
        }).then((response) => response.status);
      // 16 at once on each server: the account's 10 for the minute pass, whichever server took them
      const statuses = await Promise.all(
        pair.flatMap((instance) => Array.from({ length: 16 }, () => ask(instance))),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(22);
    });
  });
});
