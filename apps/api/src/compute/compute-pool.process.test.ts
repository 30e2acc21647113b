import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DielineResponseSchema } from '@diecut/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { onePagePdf, slowSvg } from '../../test/artwork-files';
import { type BuiltServer, builtServerMissing, probeHealth, startBuiltServer } from '../../test/built-server';
import { createTestApp, DIMENSIONS_KEY, PUBLIC_URL } from '../../test/test-app';

/**
 * The worker pool as an operator meets it: the built server (`dist/main.js`) with two workers takes a
 * burst of the heaviest creates while a health checker keeps opening fresh connections to /healthz.
 * The main thread only does HTTP and storage, so the checker is answered throughout.
 */
const KEY = 'dl_pool_test';
const skipReason = builtServerMissing();
// the rigid lid-and-base box draws the most lines of the catalog: the heaviest create
const HEAVY = { template: 'becf-31001', width: 150, height: 60 };
const BURST = 200;

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts the built server with `workers` compute threads and a fresh data dir. */
function startInstance(workers: number, env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-pool-'));
  dirs.push(dataDir);
  return startBuiltServer(
    {
      DIECUT_DATA_DIR: dataDir,
      DIECUT_DIELINES_API_KEYS: KEY,
      DIECUT_DIMENSIONS_API_KEYS: 'dm_pool_test',
      // the in-process app's public URL, so that both answer with the same links
      DIECUT_PUBLIC_URL: PUBLIC_URL,
      DIECUT_WORKERS: String(workers),
      DIECUT_LOG_LEVEL: 'info',
      ...env,
    },
    children,
  );
}

function create(origin: string, body: unknown): Promise<Response> {
  return fetch(`${origin}/dieline-templates/${HEAVY.template}/dielines`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A carton's dieline on the server, for mockups to be made of. */
async function createdDielineId(origin: string): Promise<string> {
  const response = await create(origin, {
    format: 'svg',
    variables: { unit: 'mm', length: 150, width: HEAVY.width, height: HEAVY.height },
  });
  expect(response.status).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline.id;
}

/** The artwork drawing processes running now (Linux's /proc; elsewhere none are seen). */
function drawingProcesses(): string[] {
  if (!existsSync('/proc/self/cmdline')) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('artwork-raster-process');
      } catch {
        return false;
      }
    });
}

async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Waits until no artwork drawing process runs. */
async function expectNoDrawingProcessWithin(ms: number): Promise<void> {
  await until(() => drawingProcesses().length === 0, ms);
  expect(drawingProcesses()).toEqual([]);
}

function uploadArtwork(origin: string, dielineId: string, svg: string): Promise<Response> {
  const body = new FormData();
  body.append('name', 'Slow artwork');
  body.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'slow.svg');
  return fetch(`${origin}/dielines/${dielineId}/3d-mockups`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}` },
    body,
  });
}

function stopped(instance: BuiltServer): Promise<void> {
  return new Promise((resolve) => {
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

describe(`the compute pool in the built server${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  it.skipIf(!!skipReason)(
    'should answer fresh /healthz connections during a burst of heavy creates, which all succeed in the workers',
    async () => {
      const instance = await startInstance(2);
      const started = performance.now();
      let burstDone = false;
      // lengths differ so that no two creates draw the same box
      const burst = Promise.all(
        Array.from({ length: BURST }, async (_, i) => {
          const response = await create(instance.origin, {
            format: 'dxf',
            variables: { unit: 'mm', length: 150 + i, width: HEAVY.width, height: HEAVY.height },
          });
          return { status: response.status, body: await response.json() };
        }),
      ).finally(() => {
        burstDone = true;
      });
      const probes: Array<{ status: number; ms: number }> = [];
      while (!burstDone) {
        probes.push(await probeHealth(instance.origin));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const creates = await burst;
      const burstMs = performance.now() - started;
      await stopped(instance);

      const slowest = Math.max(...probes.map((probe) => probe.ms));
      console.info(
        `pool test: ${BURST} creates in ${Math.round(burstMs)} ms, ${probes.length} health probes, slowest ${Math.round(slowest)} ms`,
      );
      expect(creates.filter((made) => made.status !== 200)).toEqual([]);
      for (const made of creates) DielineResponseSchema.parse(made.body);
      // several probes met the burst, and a checker with a 5 s timeout would have passed every one
      expect(probes.length).toBeGreaterThan(3);
      for (const probe of probes) expect(probe.status).toBe(200);
      expect(slowest).toBeLessThan(5000);
      // with the creates on the main thread a probe waits behind most of the burst; here it waits for a
      // small part of it at most, however fast or loaded the machine
      expect(slowest).toBeLessThan(Math.max(500, burstMs / 3));
      // the work ran in the two workers, not on the thread answering the probes
      const shutdown = instance.logs.find((entry) => entry.event === 'shutdown');
      expect(shutdown?.compute).toEqual({ workers: 2, completed: BURST, queued: 0 });
    },
    180_000,
  );

  it.skipIf(!!skipReason)(
    'should stop an artwork that draws past the time limit with a 400, its worker making dielines meanwhile and after',
    async () => {
      // long enough for the worker to sanitise the SVG on a loaded machine, so that the drawing process
      // (not the sanitising) is what runs past it, and the worker answers before the pool stops it
      const instance = await startInstance(1, { DIECUT_COMPUTE_TIME_LIMIT_MS: '5000' });
      const dielineId = await createdDielineId(instance.origin);
      const started = performance.now();
      let settled = false;
      const uploading = uploadArtwork(instance.origin, dielineId, slowSvg()).finally(() => {
        settled = true;
      });
      // while a process draws the artwork (once the worker has sanitised it), the worker goes on with
      // other work, and keeps it
      await until(() => settled || drawingProcesses().length > 0, 20_000);
      if (!settled && drawingProcesses().length > 0) {
        const meanwhile = await create(instance.origin, {
          format: 'svg',
          variables: { unit: 'mm', length: 180, width: HEAVY.width, height: HEAVY.height },
        });
        expect(meanwhile.status, await meanwhile.clone().text()).toBe(200);
      }
      const refused = await uploading;
      const ms = performance.now() - started;
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { message: string; errors: Array<{ message: string }> };
      expect(body.message).toBe('The artwork is too complex to draw.');
      expect(body.errors[0]?.message).toMatch(/longer than 5 s to draw/);
      // drawn to the end, this artwork holds a worker for minutes
      expect(ms).toBeLessThan(20_000);
      const after = await create(instance.origin, {
        format: 'svg',
        variables: { unit: 'mm', length: 200, width: HEAVY.width, height: HEAVY.height },
      });
      expect(after.status).toBe(200);
      // the process drawing it was killed, not left to draw on
      await expectNoDrawingProcessWithin(2000);
      await stopped(instance);
    },
    120_000,
  );

  it.skipIf(!!skipReason)(
    'should exit within the shutdown grace while a task runs on past it, stopping its worker',
    async () => {
      const instance = await startInstance(1, { DIECUT_SHUTDOWN_GRACE_MS: '1000' });
      const dielineId = await createdDielineId(instance.origin);
      const upload = uploadArtwork(instance.origin, dielineId, slowSvg()).then(
        (response) => response.status,
        () => 'cut',
      );
      // the worker has taken the artwork once the upload's request is logged as begun... it is not
      // logged until it ends, so give the upload a moment to reach the worker
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signalled = performance.now();
      instance.child.kill('SIGTERM');
      const code = await instance.exited;
      const ms = performance.now() - signalled;
      expect(code).toBe(0);
      // the grace, and the workers' ending after it
      expect(ms).toBeLessThan(6000);
      expect(instance.logs.some((entry) => entry.event === 'shutdown')).toBe(true);
      expect(await upload).toBe('cut');
      // the process drawing it went with the server
      await expectNoDrawingProcessWithin(2000);
    },
    60_000,
  );

  it.skipIf(!!skipReason)(
    "should start another key's create as soon as a place frees while one key's burst waits",
    async () => {
      // one worker: two places, of which one key may hold one (the default share, half)
      const other = 'dl_pool_other';
      const instance = await startInstance(1, { DIECUT_DIELINES_API_KEYS: `${KEY},${other}` });
      const answered: string[] = [];
      let firstAnswered = () => {};
      const first = new Promise<void>((resolve) => {
        firstAnswered = resolve;
      });
      const burst = Array.from({ length: 12 }, async (_, i) => {
        const response = await create(instance.origin, {
          format: 'dxf',
          variables: { unit: 'mm', length: 150 + i, width: HEAVY.width, height: HEAVY.height },
        });
        expect(response.status).toBe(200);
        answered.push('heavy');
        firstAnswered();
      });
      // once the burst is in (its first answer is out), the other key sends one small create
      await first;
      const heavyBefore = answered.length;
      const response = await fetch(`${instance.origin}/dieline-templates/becf-11001/dielines`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${other}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', length: 60, width: 30, height: 90 } }),
      });
      expect(response.status).toBe(200);
      const heavyMeanwhile = answered.length - heavyBefore;
      await Promise.all(burst);
      console.info(`fair share: ${heavyMeanwhile} of the burst answered while the other key's create waited`);
      // first in, first out it would have waited for the whole rest of the burst (ten or eleven)
      expect(heavyMeanwhile).toBeLessThanOrEqual(2);
      await stopped(instance);
    },
    120_000,
  );

  it.skipIf(!!skipReason)(
    'should answer 503 with Retry-After once the queue is full, and serve again when it drains',
    async () => {
      // one key may hold the whole queue here: the fair share of it is another test's
      const instance = await startInstance(1, {
        DIECUT_COMPUTE_QUEUE_LIMIT: '2',
        DIECUT_COMPUTE_KEY_SHARE_PERCENT: '100',
      });
      const answers = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const response = await create(instance.origin, {
            format: 'dxf',
            variables: { unit: 'mm', length: 150 + i, width: HEAVY.width, height: HEAVY.height },
          });
          return {
            status: response.status,
            retryAfter: response.headers.get('Retry-After'),
            body: (await response.json()) as { message?: string },
          };
        }),
      );
      const refused = answers.filter((answer) => answer.status === 503);
      const made = answers.filter((answer) => answer.status === 200);
      console.info(`queue test: ${made.length} made, ${refused.length} refused`);
      // one running and two waiting at most: most of a burst of 30 is shed, none is lost or failed
      expect(refused.length).toBeGreaterThan(0);
      expect(made.length).toBeGreaterThanOrEqual(3);
      expect(made.length + refused.length).toBe(30);
      for (const answer of refused) {
        expect(answer.retryAfter).toBe('2');
        expect(answer.body.message).toMatch(/busy/);
      }
      const after = await create(instance.origin, {
        format: 'svg',
        variables: { unit: 'mm', length: 200, width: HEAVY.width, height: HEAVY.height },
      });
      expect(after.status).toBe(200);
      await stopped(instance);
    },
    120_000,
  );

  it.skipIf(!!skipReason)(
    'should answer dielines, nestings, parts and mockup artwork made in a worker, refusals included, as the in-process server does',
    async () => {
      const instance = await startInstance(1);
      const inProcess = createTestApp();
      const send = async (path: string, body: unknown) => {
        const init = { method: 'POST', body: JSON.stringify(body) };
        const pooled = await fetch(`${instance.origin}${path}`, {
          ...init,
          headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
        });
        const inline = await inProcess.request(path, {
          ...init,
          headers: { 'Content-Type': 'application/json' },
        });
        return {
          pooled: { status: pooled.status, text: await pooled.text() },
          inline: { status: inline.status, text: await inline.text() },
        };
      };
      const createPath = `/dieline-templates/${HEAVY.template}/dielines`;
      // refused in the worker: under the engine's minimum (with a suggestion), and a size that is too small
      for (const body of [
        {
          format: 'svg',
          variables: { unit: 'mm', length: 200, width: 150, height: 60, board_thickness: 0.01 },
        },
        { format: 'pdf', variables: { unit: 'in', length: 1, width: 1, height: 0.1 } },
      ]) {
        const { pooled, inline } = await send(createPath, body);
        expect(pooled.status).toBe(400);
        expect(pooled).toEqual(inline);
      }
      const made = await send(createPath, {
        format: 'svg',
        variables: { unit: 'mm', length: 200, width: 150, height: 60 },
      });
      const ids = [made.pooled, made.inline].map(
        (answer) => DielineResponseSchema.parse(JSON.parse(answer.text)).dieline.id,
      );
      // the same answer but for the dieline's id
      const same = (answer: { status: number; text: string }, id: string) => ({
        status: answer.status,
        text: answer.text.replaceAll(id, '<id>'),
      });
      const sheet = { unit: 'mm', sheet_width: 1020, sheet_height: 720, sheet_margin_top: 10 };
      for (const [path, body] of [
        ['nesting-template-efficiencies', { variables: sheet }],
        ['nesting-template-efficiencies', { variables: { ...sheet, sheet_width: 0 } }],
        ['nestings/lt_nothing', { format: 'svg', variables: sheet }],
      ] as const) {
        const pooled = await fetch(`${instance.origin}/dielines/${ids[0]}/${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        const inline = await inProcess.request(`/dielines/${ids[1]}/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(same({ status: pooled.status, text: await pooled.text() }, ids[0] as string)).toEqual(
          same({ status: inline.status, text: await inline.text() }, ids[1] as string),
        );
      }
      const nesting = await fetch(`${instance.origin}/dielines/${ids[0]}/nestings/lt_straight_grid`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ format: 'pdf', variables: sheet }),
      });
      expect(nesting.status).toBe(200);
      const { nesting: made_ } = (await nesting.json()) as { nesting: { url: string } };
      const file = new Uint8Array(
        await (await fetch(made_.url.replace(PUBLIC_URL, instance.origin))).arrayBuffer(),
      );
      expect(new TextDecoder().decode(file.slice(0, 5))).toBe('%PDF-');
      // the parts operation (dimensions key), measured and refused in the worker
      for (const variables of [
        { unit: 'in', length: 8, width: 6, height: 2.5 },
        { unit: 'mm', length: 200, width: 150, height: 60, board_thickness: 0.01 },
      ]) {
        const path = `/dimensions/${HEAVY.template}/parts`;
        const init = { method: 'POST', body: JSON.stringify({ variables }) };
        const pooled = await fetch(`${instance.origin}${path}`, {
          ...init,
          headers: { Authorization: 'Bearer dm_pool_test', 'Content-Type': 'application/json' },
        });
        const inline = await inProcess.request(path, {
          ...init,
          key: DIMENSIONS_KEY,
          headers: { 'Content-Type': 'application/json' },
        });
        expect({ status: pooled.status, text: await pooled.text() }).toEqual({
          status: inline.status,
          text: await inline.text(),
        });
      }
      // artwork is sanitised in the worker and drawn in a process of its own: a PDF
      // page and an SVG drawn; a broken SVG, one with no size and a damaged PDF refused
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c33"/></svg>';
      const artworks = [
        { bytes: await onePagePdf(), name: 'art.pdf', status: 200 },
        { bytes: new TextEncoder().encode(svg), name: 'art.svg', status: 200 },
        { bytes: new TextEncoder().encode('<svg><unclosed'), name: 'broken.svg', status: 400 },
        {
          bytes: new TextEncoder().encode(
            '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="2"/></svg>',
          ),
          name: 'sizeless.svg',
          status: 400,
        },
        { bytes: new TextEncoder().encode('%PDF-1.7\nnot a document'), name: 'damaged.pdf', status: 400 },
      ];
      for (const artwork of artworks) {
        const form = () => {
          const body = new FormData();
          body.set('file', new Blob([new Uint8Array(artwork.bytes)]), artwork.name);
          return body;
        };
        const pooled = await fetch(`${instance.origin}/dielines/${ids[0]}/3d-mockups`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${KEY}` },
          body: form(),
        });
        const inline = await inProcess.request(`/dielines/${ids[1]}/3d-mockups`, {
          method: 'POST',
          body: form(),
        });
        expect(pooled.status, artwork.name).toBe(artwork.status);
        expect(inline.status, artwork.name).toBe(artwork.status);
        if (artwork.status !== 200) {
          expect(await pooled.text()).toBe(await inline.text());
          continue;
        }
        const { '3d_mockup': mockup } = (await pooled.json()) as { '3d_mockup': { url: string } };
        const page = new URL(mockup.url).pathname;
        const description = await fetch(`${instance.origin}${page}/description.json`);
        expect(description.status).toBe(200);
        // the texture the viewer loads on the printed piece: the PNG drawn from the page or the SVG
        const { artwork: drawn, scene } = (await description.json()) as {
          artwork: Record<string, Record<string, string>>;
          scene: unknown;
        };
        // the folding scene, drawn in the worker for the key-less page, is the in-process one
        const { '3d_mockup': inlineMockup } = (await inline.json()) as { '3d_mockup': { url: string } };
        const inlineDescription = await inProcess.request(
          `${new URL(inlineMockup.url).pathname}/description.json`,
        );
        expect(scene).toEqual(((await inlineDescription.json()) as { scene: unknown }).scene);
        const [texture] = Object.values(drawn).flatMap((sides) => Object.values(sides));
        const png = await fetch(`${instance.origin}${texture}`);
        expect(png.headers.get('Content-Type')).toBe('image/png');
        expect(new Uint8Array(await png.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
      }
      await Promise.all([stopped(instance), inProcess.cleanup()]);
      const shutdown = instance.logs.find((entry) => entry.event === 'shutdown');
      // all fifteen went through the worker, refusals too: two creates refused, one made, three nesting
      // calls (one refused, one 404), the nesting file, two parts calls (one refused), five artworks
      // (three refused) and the first mockup page's folding scene (the second mockup, of the same
      // dieline, finds it kept)
      expect(shutdown?.compute).toEqual({ workers: 1, completed: 15, queued: 0 });
    },
    60_000,
  );
});
