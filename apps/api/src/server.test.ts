import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../test/test-app';
import { loadConfig } from './config';
import { startServer } from './server';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function config(extra: Record<string, string> = {}) {
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  return loadConfig({ PORT: '0', HOST: '127.0.0.1', DIECUT_DATA_DIR: dataDir, ...extra });
}

/** A server with `/slow`, which answers only once released: `inFlight` settles when a request waits. */
async function startWithSlowRoute(extra: Record<string, string> = {}) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => {
    started = resolve;
  });
  const running = await startServer(config({ DIECUT_DIELINES_API_KEYS: 'k1', ...extra }), {
    logger: pino({ level: 'silent' }),
    extendApp: (app) =>
      app.get('/slow', async (c) => {
        started();
        await gate;
        return c.json({ finished: true });
      }),
  });
  return { running, inFlight, release };
}

describe('startServer', () => {
  it('should make one key of each kind when none is configured and keep them across restarts', async () => {
    const settings = config();
    const first = await startServer(settings, { logger: pino({ level: 'silent' }) });
    const keys = first.keys;
    expect(keys.dielines[0]).toMatch(/^dl_[0-9A-Za-z]{40}$/);
    expect(keys.dimensions[0]).toMatch(/^dm_[0-9A-Za-z]{40}$/);
    const response = await fetch(`${first.url}/dieline-template-groups`, {
      headers: { Authorization: `Bearer ${keys.dielines[0]}` },
    });
    expect(response.status).toBe(200);
    await first.shutdown();

    const file = path.join(settings.dataDir, 'api-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      dielines: keys.dielines,
      dimensions: keys.dimensions,
    });
    const second = await startServer(settings, { logger: pino({ level: 'silent' }) });
    expect(second.keys.dielines).toEqual(keys.dielines);
    await second.shutdown();
  });

  it('should use configured keys and not make any', async () => {
    const settings = config({ DIECUT_DIELINES_API_KEYS: 'k1, k2', DIECUT_DIMENSIONS_API_KEYS: 'k3' });
    const running = await startServer(settings, { logger: pino({ level: 'silent' }) });
    expect(running.keys).toMatchObject({ dielines: ['k1', 'k2'], dimensions: ['k3'] });
    const response = await fetch(`${running.url}/dimensions/becf-11001`, {
      headers: { Authorization: 'Bearer k3' },
    });
    expect(response.status).toBe(200);
    await running.shutdown();
    expect(() => statSync(path.join(settings.dataDir, 'api-keys.json'))).toThrow();
  });

  it('should let in-flight requests finish on shutdown and refuse new ones', async () => {
    const { running, inFlight, release } = await startWithSlowRoute();
    const slow = fetch(`${running.url}/slow`);
    await inFlight;
    const stopped = running.shutdown();
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await stopped;
  });

  it('should answer a keep-alive connection in flight at shutdown with Connection: close, then stop', async () => {
    const { running, inFlight, release } = await startWithSlowRoute();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (pathname: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const request = httpGet(`${running.url}${pathname}`, { agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        });
        request.on('error', reject);
      });
    // before shutdown the connection stays open for more
    expect((await get('/healthz')).connection).toBe('keep-alive');
    const slow = get('/slow');
    await inFlight;
    const stopped = running.shutdown();
    release();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(answered.connection).toBe('close');
    await stopped;
    agent.destroy();
  });

  it('should cut a request still running after DIECUT_SHUTDOWN_GRACE_MS and finish stopping', async () => {
    const { running, inFlight, release } = await startWithSlowRoute({ DIECUT_SHUTDOWN_GRACE_MS: '300' });
    // the outcome is caught at once: the cut happens during shutdown(), before anything awaits it
    const slow = fetch(`${running.url}/slow`).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await inFlight;
    const startedAt = performance.now();
    await running.shutdown();
    const tookMs = performance.now() - startedAt;
    expect(await slow).toBeInstanceOf(Error);
    expect(tookMs).toBeGreaterThanOrEqual(290);
    release();
  });

  it('should read a create body off the socket and refuse one over DIECUT_JSON_BODY_LIMIT, over HTTP', async () => {
    const running = await startServer(
      config({ DIECUT_DIELINES_API_KEYS: 'k1', DIECUT_JSON_BODY_LIMIT: '2048' }),
      {
        logger: pino({ level: 'silent' }),
      },
    );
    const create = (body: object, chunked = false) => {
      const text = JSON.stringify(body);
      return fetch(`${running.url}/dieline-templates/becf-11001/dielines`, {
        method: 'POST',
        headers: { Authorization: 'Bearer k1', 'Content-Type': 'application/json' },
        // a stream has no declared length: fetch sends it chunked
        body: chunked ? new Blob([text]).stream() : text,
        ...(chunked ? { duplex: 'half' } : {}),
      } as RequestInit);
    };
    const variables = { unit: 'mm', length: 80, width: 40, height: 120 };
    const made = await create({ format: 'svg', variables });
    expect(made.status).toBe(200);
    expect(
      ((await made.json()) as { dieline: { variables: { length: number } } }).dieline.variables.length,
    ).toBe(80);
    expect((await create({ format: 'svg', variables, pad: 'x'.repeat(3000) })).status).toBe(413);
    expect((await create({ format: 'svg', variables }, true)).status).toBe(200);
    expect((await create({ format: 'svg', variables, pad: 'x'.repeat(3000) }, true)).status).toBe(413);
    await running.shutdown();
  });

  it('should refuse to start when the database does not answer, leaving the data dir untouched', async () => {
    // port 1 on loopback: nothing listens there, so the connection is refused at once
    const settings = config({
      DIECUT_DATABASE_URL: 'postgres://diecut:secret@127.0.0.1:1/diecut',
      DIECUT_DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DIECUT_DIELINES_API_KEYS: 'k1',
      DIECUT_DIMENSIONS_API_KEYS: 'k2',
    });
    await expect(startServer(settings, { logger: pino({ level: 'silent' }) })).rejects.toThrow(
      /ECONNREFUSED|connect/,
    );
    expect(readdirSync(settings.dataDir)).toEqual([]);
  });
});
