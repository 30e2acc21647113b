import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleValues } from '@diecut/geometry';
import { templateOf } from '@diecut/service';
import autocannon from 'autocannon';
import { COMPUTE_THREAD_NAME } from '../src/compute/task-clock';
import { computeDieline } from '../src/dielines/dieline-file';
import { probeHealth } from '../test/built-server';
import { nextTask } from './engine-timing';
import { percentile } from './template-build-timing';
import { largestTemplate } from './writer-timing';

/**
 * The built server as its own process (so its RSS is its own, worker threads included), loaded over
 * loopback: /healthz, create svg and create pdf at one connection count, then a burst of the heaviest
 * create while a health checker opens a fresh connection every 50 ms.
 */
export interface PoolFigures {
  /** `DIECUT_WORKERS` of the measured server; 0 is the old way, everything on the main thread. */
  workers: number;
  /** Node flags the server ran with (the start script's, see `serverNodeFlags`). */
  node_flags: string[];
  connections: number;
  duration_s: number;
  healthz: LoadFigures;
  create_svg: LoadFigures & { ratio_to_healthz: number };
  create_pdf: LoadFigures & { ratio_to_healthz: number };
  /** Peak resident set of the server process over the three runs above, MB. */
  peak_rss_mb: number;
  burst: {
    template: string;
    format: 'dxf';
    connections: number;
    creates_per_second: number;
    non_2xx: number;
    errors: number;
    /** Fresh-connection GET /healthz while the burst runs, ms. */
    healthz_probes: number;
    healthz_p50_ms: number;
    healthz_p99_ms: number;
    healthz_max_ms: number;
    peak_rss_mb: number;
  };
  /** The server's CPU per create against the engine's own for the same creates (Linux). */
  service_overhead?: { svg: ServiceOverhead; pdf: ServiceOverhead };
}

/**
 * The server's CPU per create (all its threads, from /proc, at `connections`) over the engine's own
 * CPU for the same creates in this process: `computeDieline`, which the compute worker runs (same
 * template, sizes, format and design-rule check), timed with `process.cpuUsage` over many runs.
 */
export interface ServiceOverhead {
  /** server CPU per create / engine CPU per create. */
  ratio: number;
  server_cpu_ms: number;
  /** The engine's CPU per create in this process, all threads (its own and the collector's helpers). */
  engine_cpu_ms: number;
  /** Of it, the thread that ran it. */
  engine_thread_cpu_ms: number;
  engine_runs: number;
  /** The server's CPU per create beyond the engine's, by where it goes, ms; they add up to server - engine. */
  beyond_engine_ms: {
    /** HTTP, validation, the storage commit, the answer, the hand-off to the worker. */
    main_thread: number;
    /** The compute worker beyond the engine's own thread: the message both ways, placing the file. */
    worker_thread: number;
    /** Helper threads beyond the engine's: more garbage collected, libuv's pool (the file's flush). */
    other_threads: number;
  };
}

interface LoadFigures {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  non_2xx: number;
  /**
   * CPU time of the server's main thread per answered request, ms (Linux; absent elsewhere). With
   * workers on more cores, creates per second cannot pass 1000 over this: the ceiling of the ratio.
   */
  main_thread_cpu_ms?: number;
  /** CPU time of the whole server process (all its threads) per answered request, ms (Linux). */
  process_cpu_ms?: number;
  /** Of it, the compute workers' threads', ms (Linux). */
  worker_threads_cpu_ms?: number;
  /** Of it, the other threads' (garbage collector and compiler helpers, libuv's pool), ms (Linux). */
  other_threads_cpu_ms?: number;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** CPU ms a /proc stat line says its process or thread has used: utime and stime, its 14th and 15th fields. */
function statCpuMs(file: string): number {
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * CPU ms a process has used so far, from /proc: its main thread's, its compute workers' (the threads
 * they name `COMPUTE_THREAD_NAME`) and all of its threads' (those that ended included); undefined off
 * Linux. What is neither main nor a worker is the garbage collector's and compiler's helper threads
 * and libuv's pool (file flushes).
 */
export function cpuTimes(pid: number): { main: number; workers: number; all: number } | undefined {
  try {
    let workers = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() === COMPUTE_THREAD_NAME) {
          workers += statCpuMs(`/proc/${pid}/task/${tid}/stat`);
        }
      } catch {
        // the thread ended meanwhile: its time is in the process's
      }
    }
    return {
      main: statCpuMs(`/proc/${pid}/task/${pid}/stat`),
      workers,
      all: statCpuMs(`/proc/${pid}/stat`),
    };
  } catch {
    return undefined;
  }
}

const KEY = 'dl_bench_pool_key';
const MAIN = path.resolve(import.meta.dirname, 'main.js');

/** A port nobody listens on now, for the server to take (it logs to /dev/null, so it cannot say). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The node flags the server runs with: those of the API's start script, so the bench measures the
 * server `pnpm start` runs, unless DIECUT_BENCH_SERVER_NODE_OPTIONS says otherwise ('' for none).
 */
export function serverNodeFlags(): string[] {
  const asked = process.env.DIECUT_BENCH_SERVER_NODE_OPTIONS;
  if (asked !== undefined) return asked.split(' ').filter(Boolean);
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

/** Starts `dist/main.js` (next to this bench) with a fresh data dir; its request log goes to /dev/null. */
export async function startServerProcess(
  workers: number,
  nodeFlags: string[],
  env: Record<string, string> = {},
): Promise<{ pid: number; origin: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-bench-pool-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIECUT_DATA_DIR: dataDir,
      DIECUT_DIELINES_API_KEYS: KEY,
      DIECUT_DIMENSIONS_API_KEYS: 'dm_bench_pool_key',
      DIECUT_KEY_RATE_LIMIT: '10000000',
      DIECUT_WORKERS: String(workers),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if ((await probeHealth(origin).catch(() => undefined))?.status === 200) break;
    if (Date.now() - started > 30_000) {
      await stop();
      throw new Error('the server did not start within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { pid: child.pid as number, origin, stop };
}

/** Samples a process's resident set (Linux /proc) until stopped; answers the peak in MB. */
export function watchRss(pid: number): () => number {
  let peak = 0;
  const sample = () => {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      peak = Math.max(peak, Number(kb ?? 0) / 1024);
    } catch {
      // the process is gone
    }
  };
  sample();
  const timer = setInterval(sample, 50);
  return () => {
    clearInterval(timer);
    sample();
    return Math.round(peak);
  };
}

const CARTON = { templateId: 'becf-11001', sizes: { length: 100, width: 50, height: 150 } };

/** The variables of the n-th create: its length changes with every one, the rest as `base`. */
const varyingVariables = (base: Record<string, number>, n: number) => ({
  unit: 'mm' as const,
  ...base,
  length: (base.length ?? 100) + (n % 200) * 0.5,
});

/**
 * The engine's CPU per create in this process (the function a compute worker runs for a create, its
 * file not placed), over the same sequence of sizes as the load's creates, after as many runs to warm
 * it up: all this process's threads (`process.cpuUsage`) and the calling thread's alone (/proc, Linux).
 */
export async function measureEngineCpu(
  format: 'svg' | 'pdf',
  runs: number,
): Promise<{ runs: number; cpu_ms: number; thread_cpu_ms: number }> {
  const template = templateOf(CARTON.templateId);
  const create = (n: number) =>
    computeDieline(template, { format, variables: varyingVariables(CARTON.sizes, n) }, new Date());
  // as many unmeasured runs first, for the same reason the server is warmed up before its load
  for (let n = 1; n <= runs; n++) {
    await nextTask();
    await create(n);
  }
  const threadBefore = statCpuMs('/proc/thread-self/stat');
  const before = process.cpuUsage();
  // each a task of its own, as in a worker (see `nextTask`)
  for (let n = 1; n <= runs; n++) {
    await nextTask();
    await create(n);
  }
  const used = process.cpuUsage(before);
  const thread = statCpuMs('/proc/thread-self/stat') - threadBefore;
  const perRun = (ms: number) => Math.round((ms / runs) * 1000) / 1000;
  return { runs, cpu_ms: perRun((used.user + used.system) / 1000), thread_cpu_ms: perRun(thread) };
}

/** The ratio and its parts, from a load's CPU figures and the engine's. */
export function serviceOverhead(
  server: LoadFigures,
  engine: { runs: number; cpu_ms: number; thread_cpu_ms: number },
): ServiceOverhead | undefined {
  const { process_cpu_ms: all, main_thread_cpu_ms: main, worker_threads_cpu_ms: workers } = server;
  if (all === undefined || main === undefined || workers === undefined || engine.cpu_ms <= 0)
    return undefined;
  const ms = (value: number) => Math.round(value * 1000) / 1000;
  const engineHelpers = engine.cpu_ms - engine.thread_cpu_ms;
  return {
    ratio: Math.round((all / engine.cpu_ms) * 100) / 100,
    server_cpu_ms: all,
    engine_cpu_ms: engine.cpu_ms,
    engine_thread_cpu_ms: engine.thread_cpu_ms,
    engine_runs: engine.runs,
    beyond_engine_ms: {
      main_thread: main,
      // with no workers the engine runs on the main thread, and this goes negative
      worker_thread: ms(workers - engine.thread_cpu_ms),
      other_threads: ms(all - main - workers - engineHelpers),
    },
  };
}

/** A create body whose sizes change with every request, so nothing along the way can answer from a cache. */
function varyingCreate(templateId: string, format: string, base: Record<string, number>): autocannon.Request {
  let n = 0;
  return {
    method: 'POST',
    path: `/dieline-templates/${templateId}/dielines`,
    setupRequest: (req) => {
      n++;
      return { ...req, body: JSON.stringify({ format, variables: varyingVariables(base, n) }) };
    },
  };
}

/** Loads the server; with its `pid`, also how much CPU it spent per answered request. */
async function load(
  origin: string,
  connections: number,
  duration: number,
  requests?: autocannon.Request[],
  pid?: number,
): Promise<LoadFigures & { errors: number }> {
  const before = pid === undefined ? undefined : cpuTimes(pid);
  const result = await autocannon({
    url: requests ? origin : `${origin}/healthz`,
    connections,
    duration,
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    ...(requests ? { requests } : {}),
  });
  const after = pid === undefined ? undefined : cpuTimes(pid);
  const answered = result.requests.total;
  const perRequest = (ms: number) => Math.round((ms / answered) * 1000) / 1000;
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    ...(before && after && answered > 0
      ? {
          main_thread_cpu_ms: perRequest(after.main - before.main),
          process_cpu_ms: perRequest(after.all - before.all),
          worker_threads_cpu_ms: perRequest(after.workers - before.workers),
          other_threads_cpu_ms: perRequest(
            after.all - before.all - (after.main - before.main) - (after.workers - before.workers),
          ),
        }
      : {}),
    errors: result.errors + result.timeouts,
  };
}

const dimensions = (values: Record<string, unknown>) =>
  Object.fromEntries(['length', 'width', 'height'].map((name) => [name, Number(values[name])])) as Record<
    string,
    number
  >;

export async function measurePool(options: {
  workers: number;
  connections: number;
  durationS: number;
  burstConnections: number;
  /** In-process engine runs per format for the service overhead (0: not measured), after as many unmeasured. */
  engineRuns: number;
  /** Seconds of creates of each format before the figures are taken. */
  warmupS: number;
}): Promise<PoolFigures> {
  const { workers, connections, durationS } = options;
  const nodeFlags = serverNodeFlags();
  const server = await startServerProcess(workers, nodeFlags);
  try {
    const carton = CARTON.sizes;
    // warm the server before anything is timed: the first thousand or so creates of a format run
    // code V8 has not optimised yet, and compiling it takes the helper threads more CPU than the
    // collector does, so a short warm-up measures the compiler, not the steady state
    for (const format of ['svg', 'pdf']) {
      await load(server.origin, connections, options.warmupS, [
        varyingCreate(CARTON.templateId, format, carton),
      ]);
    }
    const rss = watchRss(server.pid);
    // the server's own CPU is read around each load, so each figure carries its cost per request
    const measure = (requests?: autocannon.Request[]) =>
      load(server.origin, connections, durationS, requests, server.pid);
    const { errors: _h, ...healthz } = await measure();
    const { errors: _s, ...svg } = await measure([varyingCreate(CARTON.templateId, 'svg', carton)]);
    const { errors: _p, ...pdf } = await measure([varyingCreate(CARTON.templateId, 'pdf', carton)]);
    const peakRss = rss();
    // while the server idles, so the two do not share the cores
    const overhead =
      options.engineRuns > 0 && process.platform === 'linux'
        ? {
            svg: serviceOverhead(svg, await measureEngineCpu('svg', options.engineRuns)),
            pdf: serviceOverhead(pdf, await measureEngineCpu('pdf', options.engineRuns)),
          }
        : undefined;
    const ratio = (figures: LoadFigures) =>
      Math.round((figures.requests_per_second / healthz.requests_per_second) * 10000) / 10000;

    const heavy = largestTemplate();
    const burstRss = watchRss(server.pid);
    let running = true;
    const burst = load(server.origin, options.burstConnections, durationS, [
      varyingCreate(heavy.id, 'dxf', dimensions(sampleValues(heavy))),
    ]).finally(() => {
      running = false;
    });
    const probes: number[] = [];
    // the first probe waits until autocannon has opened its connections
    await new Promise((resolve) => setTimeout(resolve, 300));
    while (running) {
      const probe = await probeHealth(server.origin);
      if (probe.status === 200) probes.push(probe.ms);
      else probes.push(Number.POSITIVE_INFINITY);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const burstFigures = await burst;
    probes.sort((a, b) => a - b);
    return {
      workers,
      node_flags: nodeFlags,
      connections,
      duration_s: durationS,
      healthz,
      create_svg: { ...svg, ratio_to_healthz: ratio(svg) },
      create_pdf: { ...pdf, ratio_to_healthz: ratio(pdf) },
      peak_rss_mb: peakRss,
      burst: {
        template: `${heavy.id} ${heavy.name}`,
        format: 'dxf',
        connections: options.burstConnections,
        creates_per_second: burstFigures.requests_per_second,
        non_2xx: burstFigures.non_2xx,
        errors: burstFigures.errors,
        healthz_probes: probes.length,
        healthz_p50_ms: round(percentile(probes, 0.5)),
        healthz_p99_ms: round(percentile(probes, 0.99)),
        healthz_max_ms: round(probes.at(-1) ?? 0),
        peak_rss_mb: burstRss(),
      },
      ...(overhead?.svg && overhead.pdf
        ? { service_overhead: { svg: overhead.svg, pdf: overhead.pdf } }
        : {}),
    };
  } finally {
    await server.stop();
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Creates per second of the heaviest template with a given number of compute workers. */
export interface ScalingFigures {
  workers: number;
  creates_per_second: number;
  latency_p99_ms: number;
  non_2xx: number;
  /** CPU of the whole server process per create, ms (Linux). */
  process_cpu_ms?: number;
  /** Of it, the main thread's, ms (Linux). */
  main_thread_cpu_ms?: number;
}

/**
 * The worker counts worth comparing on this machine: none (everything on the main thread), one, and
 * doubling up to the cores, so a large machine is not measured for an hour.
 */
export function scalingWorkerCounts(cores: number): number[] {
  const counts = [0, 1];
  for (let workers = 2; workers < cores; workers *= 2) counts.push(workers);
  if (cores > 1) counts.push(cores);
  return counts;
}

/**
 * How creates scale with the compute workers: a server per worker count, each loaded with the
 * heaviest template's DXF creates (varying sizes) at the same connection count, after a warm-up.
 */
export async function measureScaling(options: {
  workerCounts: number[];
  connections: number;
  durationS: number;
}): Promise<ScalingFigures[]> {
  const heavy = largestTemplate();
  const create = () => [varyingCreate(heavy.id, 'dxf', dimensions(sampleValues(heavy)))];
  const nodeFlags = serverNodeFlags();
  const figures: ScalingFigures[] = [];
  for (const workers of options.workerCounts) {
    const server = await startServerProcess(workers, nodeFlags);
    try {
      await load(server.origin, 4, 1, create());
      const measured = await load(
        server.origin,
        options.connections,
        options.durationS,
        create(),
        server.pid,
      );
      figures.push({
        workers,
        creates_per_second: measured.requests_per_second,
        latency_p99_ms: measured.latency_p99_ms,
        non_2xx: measured.non_2xx + measured.errors,
        ...(measured.process_cpu_ms === undefined
          ? {}
          : { process_cpu_ms: measured.process_cpu_ms, main_thread_cpu_ms: measured.main_thread_cpu_ms }),
      });
    } finally {
      await server.stop();
    }
  }
  return figures;
}
