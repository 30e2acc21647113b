/**
 * `pnpm bench`: loopback load figures for the API, printed and written to bench-results.json.
 * Never asserted anywhere: read the numbers, compare them run to run. `DIECUT_BENCH_NESTING_ONLY=1`
 * runs the nesting figures alone (yield over the folding-carton set, and the nesting limits);
 * `DIECUT_BENCH_ENGINE_ONLY=1` the engine's own create, in process, over the folding cartons;
 * `DIECUT_BENCH_OVERHEAD_ONLY=1` the server process's load and service overhead alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Logger, pino } from 'pino';
import { defaultWorkers, loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/server';
import { measureDescriptions } from './description-timing';
import { measureEngine } from './engine-timing';
import { measureNestingLimits } from './nesting-limit-timing';
import { measureNesting } from './nesting-timing';
import {
  measurePool,
  measureScaling,
  type PoolFigures,
  type ScalingFigures,
  scalingWorkerCounts,
} from './pool-timing';
import { measureStorageLimit } from './storage-limit-timing';
import { startPostgresBenchServer } from './storage-timing';
import { measureTemplateBuilds } from './template-build-timing';
import { measureTenants, type TenantFigures } from './tenant-timing';
import { measureViewer } from './viewer-timing';
import { largestTemplate, measureWriters } from './writer-timing';

const DURATION_S = Number(process.env.DIECUT_BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.DIECUT_BENCH_CONNECTIONS ?? 10);
const KEY = 'dl_bench_key';
const BUILD_ITERATIONS = Number(process.env.DIECUT_BENCH_BUILD_ITERATIONS ?? 200);
const WRITER_ITERATIONS = Number(process.env.DIECUT_BENCH_WRITER_ITERATIONS ?? 50);
const POOL_CONNECTIONS = Number(process.env.DIECUT_BENCH_POOL_CONNECTIONS ?? 64);
const POOL_WORKERS = Number(process.env.DIECUT_BENCH_WORKERS ?? defaultWorkers());
const BURST_CONNECTIONS = 200;
const NESTING_LIMIT_RUNS = Number(process.env.DIECUT_BENCH_NESTING_LIMIT_RUNS ?? 5);
const OVERHEAD_ENGINE_RUNS = Number(process.env.DIECUT_BENCH_OVERHEAD_RUNS ?? 400);
const POOL_WARMUP_S = Number(process.env.DIECUT_BENCH_POOL_WARMUP_S ?? 10);
const ENGINE_TIMING_RUNS = Number(process.env.DIECUT_BENCH_ENGINE_TIMING_RUNS ?? 200);
const ENGINE_GARBAGE_RUNS = Number(process.env.DIECUT_BENCH_ENGINE_GARBAGE_RUNS ?? 200);

interface LoadFigures {
  requests_per_second: number;
  latency_p99_ms: number;
  latency_p50_ms: number;
  non_2xx: number;
}

async function load(url: string, post?: unknown): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    ...(post ? { method: 'POST' as const, body: JSON.stringify(post) } : {}),
  });
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p99_ms: result.latency.p99,
    latency_p50_ms: result.latency.p50,
    non_2xx: result.non2xx,
  };
}

/** The built server in its own process, its work in `DIECUT_BENCH_WORKERS` threads (by default as many as the server's default). */
async function benchPool(): Promise<PoolFigures> {
  const load = loadavg()
    .map((figure) => figure.toFixed(2))
    .join(' ');
  const pool = await measurePool({
    workers: POOL_WORKERS,
    connections: POOL_CONNECTIONS,
    durationS: DURATION_S,
    burstConnections: BURST_CONNECTIONS,
    engineRuns: OVERHEAD_ENGINE_RUNS,
    warmupS: POOL_WARMUP_S,
  });
  console.log(
    `\nServer process with ${pool.workers} compute workers (0 = all on the main thread)${pool.node_flags.length > 0 ? ` and node ${pool.node_flags.join(' ')}` : ''}, ${POOL_CONNECTIONS} connections, ${DURATION_S} s each; ${availableParallelism()} cores, load average before ${load}`,
  );
  console.table({
    'GET /healthz': pool.healthz,
    'POST create dieline (svg)': pool.create_svg,
    'POST create dieline (pdf)': pool.create_pdf,
  });
  console.log(
    `create dieline / healthz: svg ${pool.create_svg.ratio_to_healthz}, pdf ${pool.create_pdf.ratio_to_healthz}; peak server RSS ${pool.peak_rss_mb} MB`,
  );
  const mainMs = (figures: { main_thread_cpu_ms?: number }) => figures.main_thread_cpu_ms;
  const [healthzMs, svgMs, pdfMs] = [mainMs(pool.healthz), mainMs(pool.create_svg), mainMs(pool.create_pdf)];
  if (healthzMs && svgMs && pdfMs) {
    // the main thread answers every request itself: however many cores the workers get, a create
    // cannot cost it less than this, so these ratios are the most more cores could give
    const ceiling = (ms: number) => Math.round((healthzMs / ms) * 1000) / 1000;
    console.log(
      `main thread CPU per request: /healthz ${healthzMs} ms, svg ${svgMs} ms, pdf ${pdfMs} ms; with a core for every worker, the ratios could reach svg ${ceiling(svgMs)}, pdf ${ceiling(pdfMs)}`,
    );
  }
  printServiceOverhead(pool);
  console.log(
    `\nBurst: ${BURST_CONNECTIONS} connections of ${pool.burst.format} creates of ${pool.burst.template}, with a fresh-connection /healthz every 50 ms`,
  );
  console.table({ burst: pool.burst });
  return pool;
}

/** The server's CPU per create over the engine's own, and where the difference goes. */
function printServiceOverhead({ service_overhead: overhead }: PoolFigures): void {
  if (!overhead) return;
  console.log(
    `\nService overhead: server CPU per create (all threads, /proc) / the engine's CPU for the same creates in this process (process.cpuUsage, ${overhead.svg.engine_runs} runs), and the server's CPU beyond the engine's by thread, ms`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(overhead).map(([format, figures]) => [
        format,
        {
          ratio: figures.ratio,
          server: figures.server_cpu_ms,
          engine: figures.engine_cpu_ms,
          'main thread': figures.beyond_engine_ms.main_thread,
          'worker beyond engine': figures.beyond_engine_ms.worker_thread,
          'GC/other threads': figures.beyond_engine_ms.other_threads,
        },
      ]),
    ),
  );
}

/** Heavy creates with no workers, one, and up to the cores, unless DIECUT_BENCH_SCALING=0. */
async function benchScaling(): Promise<ScalingFigures[] | undefined> {
  if (process.env.DIECUT_BENCH_SCALING === '0') return undefined;
  const scaling = await measureScaling({
    workerCounts: scalingWorkerCounts(availableParallelism()),
    connections: POOL_CONNECTIONS,
    durationS: DURATION_S,
  });
  console.log(
    `\nScaling: dxf creates of ${largestTemplate().id} at ${POOL_CONNECTIONS} connections by compute workers (0 = all on the main thread), ${availableParallelism()} cores`,
  );
  console.table(
    Object.fromEntries(scaling.map(({ workers, ...figures }) => [`${workers} workers`, figures])),
  );
  return scaling;
}

/** One key's hostile mix against another key's small creates, unless DIECUT_BENCH_TENANTS=0. */
async function benchTenants(): Promise<TenantFigures | undefined> {
  if (process.env.DIECUT_BENCH_TENANTS === '0') return undefined;
  const tenants = await measureTenants({
    workers: POOL_WORKERS,
    durationS: Math.max(10, DURATION_S),
    hostileConnections: 8,
  });
  console.log(
    `\nTenants: one key's hostile mix on ${tenants.hostile_connections} connections (slow and huge artwork, deep SVG, heavy creates, large nestings) while another key makes small SVG dielines one after another, ${tenants.duration_s} s, ${tenants.workers} workers`,
  );
  console.table({ 'other key, small creates': tenants.victim });
  console.log('hostile answers by kind and status:', tenants.hostile);
  console.log(`peak server RSS ${tenants.peak_server_rss_mb} MB (drawing processes not counted)`);
  return tenants;
}

async function main(): Promise<void> {
  if (process.env.DIECUT_BENCH_TENANTS_ONLY === '1') {
    const tenants = await benchTenants();
    writeResults({ tenants });
    return;
  }
  if (process.env.DIECUT_BENCH_NESTING_ONLY === '1') {
    const nesting = benchNesting();
    const nestingLimits = await benchNestingLimits();
    writeResults({ nesting, nesting_limits: nestingLimits });
    return;
  }
  if (process.env.DIECUT_BENCH_ENGINE_ONLY === '1') {
    writeResults({ engine: await benchEngine() });
    return;
  }
  if (process.env.DIECUT_BENCH_OVERHEAD_ONLY === '1') {
    writeResults({ pool: await benchPool() });
    return;
  }
  if (process.env.DIECUT_BENCH_POOL_ONLY === '1') {
    const pool = await benchPool();
    const scaling = await benchScaling();
    const tenants = await benchTenants();
    writeResults({ pool, scaling, tenants });
    return;
  }
  if (process.env.DIECUT_BENCH_VIEWER_ONLY === '1') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-bench-'));
    const logger = pino({ level: 'info', base: undefined }, pino.destination('/dev/null'));
    const running = await startBenchServer(dataDir, logger);
    try {
      writeResults({ viewer: await benchViewer(running.url) });
    } finally {
      await running.shutdown();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }
  const pool = await benchPool();
  const scaling = await benchScaling();
  const tenants = await benchTenants();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-bench-'));
  // Request logs go to /dev/null so their cost is measured without flooding the terminal.
  const logger = pino({ level: 'info', base: undefined }, pino.destination('/dev/null'));
  const running = await startBenchServer(dataDir, logger);
  try {
    const builds = benchTemplateBuilds();
    const engine = await benchEngine();
    const nesting = benchNesting();
    const nestingLimits = await benchNestingLimits();
    const writers = await benchWriters();
    const viewer = await benchViewer(running.url);
    const descriptions = await benchDescriptions();
    const api = await benchLoopback(running.url, logger);
    const storageLimit = await benchStorageLimit();
    writeResults({
      api,
      pool,
      scaling,
      tenants,
      template_builds: builds,
      engine,
      nesting,
      nesting_limits: nestingLimits,
      writers,
      viewer,
      descriptions,
      storage_limit: storageLimit,
    });
  } finally {
    await running.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** To `DIECUT_BENCH_OUT`, by default bench-results.json in the working directory. */
function writeResults(results: Record<string, unknown>): void {
  const out = path.resolve(process.env.DIECUT_BENCH_OUT ?? 'bench-results.json');
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written to ${out}`);
}

/** The API in this process, on a fresh data dir, with the bench's bare route. */
function startBenchServer(dataDir: string, logger: Logger): Promise<RunningServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DIECUT_DATA_DIR: dataDir,
    DIECUT_DIELINES_API_KEYS: KEY,
    DIECUT_DIMENSIONS_API_KEYS: 'dm_bench_key',
    // the load runs one key far past any per-key limit a service would set
    DIECUT_KEY_RATE_LIMIT: '10000000',
  });
  return startServer(config, {
    logger,
    extendApp: (app) => app.get('/__bench/constant', (c) => c.json({ status: 'constant' })),
  });
}

function benchTemplateBuilds() {
  const builds = measureTemplateBuilds(BUILD_ITERATIONS);
  console.log(`\nTemplate build time at sample sizes, ${BUILD_ITERATIONS} runs each (ms)`);
  console.table(
    Object.fromEntries(
      builds.map(({ id, name, iterations: _, ...figures }) => [`${id} ${name}`.slice(0, 60), figures]),
    ),
  );
  return builds;
}

async function benchEngine() {
  const engine = await measureEngine(ENGINE_TIMING_RUNS, ENGINE_GARBAGE_RUNS);
  console.log(
    `\nEngine: a whole create in this process (check variables, build, derive, design rules, write) for the ${engine.templates} templates of ${engine.set}; ${engine.runs} timed runs each after a warm-up (ms), garbage = bytes allocated per create over ${engine.garbage_runs} runs (the heap collected at both ends plus all the collector freed between)`,
  );
  const row = (figures: (typeof engine)['svg']) => ({
    'median of medians': figures.median_of_medians_ms,
    'median of p90s': figures.median_of_p90_ms,
    'CPU median of medians': figures.cpu_median_of_medians_ms,
    'worst median': `${figures.worst.median_ms} (${figures.worst.id})`,
    'garbage KB (median)': Math.round(figures.garbage_median_bytes / 1024),
    'garbage KB (worst)': `${Math.round(figures.garbage_worst.bytes / 1024)} (${figures.garbage_worst.id})`,
  });
  console.table({ svg: row(engine.svg), pdf: row(engine.pdf) });
  return engine;
}

function benchNesting() {
  const nesting = measureNesting();
  console.log(
    `\nNesting: ${nesting.blanks} blanks of the ${nesting.templates} folding cartons frozen at 207c65d x ${nesting.sheets.join(', ')} sheets (${nesting.layouts} sheets nested)`,
  );
  const { baseline } = nesting;
  console.table({
    'best copies / area bound': nesting.ratio_to_bound,
    '  over sheets where a copy fits': nesting.ratio_to_bound_fitting,
    'best copies / count bound (a copy fits)': nesting.count_bound.ratio,
    [`all ${nesting.all_cartons.templates} cartons today (${nesting.all_cartons.layouts} sheets)`]:
      nesting.all_cartons.ratio_to_bound,
  });
  console.table({
    'best copies / area bound': {
      'worst (one copy fits)': nesting.ratio_to_bound_worst_fitting,
      'sheets where none fits': nesting.no_copy_fits,
    },
    'copies (best template)': { mean: nesting.copies_mean },
    'area bound': { mean: nesting.bound_mean },
    'against the recorded counts': {
      below: baseline.below,
      same: baseline.same,
      above: baseline.above,
      'not recorded': baseline.missing,
    },
    'brute-force lattice checks': {
      checks: nesting.brute_force_checks,
      mismatches: nesting.brute_force_mismatches,
    },
    'mixed fill beats best grid': { times: nesting.mixed_beats_best_grid, of: nesting.mixed_applicable },
    'free-form fill beats every lattice': {
      times: nesting.free_form_beats_lattices,
      of: nesting.free_form_applicable,
    },
    'nestingEfficiencies (cached blank), ms': {
      median: nesting.efficiencies_median_ms,
      p99: nesting.efficiencies_p99_ms,
    },
    'first call per blank (no-fit polygons), ms': {
      median: nesting.first_call_median_ms,
      p99: nesting.first_call_p99_ms,
    },
  });
  console.log(
    `area bound far from any packing: ${nesting.count_bound.none_fits} sheets fit no copy, ${nesting.count_bound.two_never_fit} fit no two together; mean if every sheet held its count bound ${nesting.count_bound.ceiling_mean}, at the blank's unbounded-sheet lattice density (mean ${nesting.density_mean}) ${nesting.density_ceiling_mean}; per sheet`,
    nesting.ratio_to_bound_by_sheet,
  );
  console.log(`slowest nestingEfficiencies call: ${nesting.slowest_call_ms} ms (${nesting.slowest_call})`);
  console.log('best template per sheet:', nesting.best_member_counts);
  return nesting;
}

async function benchNestingLimits() {
  const nestingLimits = await measureNestingLimits(NESTING_LIMIT_RUNS);
  console.log(
    `\nNesting limits: sheet sides up to ${nestingLimits.max_sheet_side_mm} mm, at most ${nestingLimits.max_nesting_copies} copies and ${nestingLimits.max_nesting_cost} segments laid out (copies x (segments a copy draws + 2)); the slowest nesting they allow, computeNesting (lay out, knife lengths, file) in this process, ${NESTING_LIMIT_RUNS} runs (ms)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(nestingLimits.slowest).map(([format, figures]) => [
        format,
        {
          dieline: figures.dieline,
          template: figures.nesting_template,
          copies: `${figures.copies} (${figures.num_x} x ${figures.num_y})`,
          cost: figures.cost,
          median: figures.median_ms,
          max: figures.max_ms,
          'CPU (median run)': figures.cpu_median_ms,
        },
      ]),
    ),
  );
  const { efficiencies: largest } = nestingLimits;
  console.log(
    `nestingEfficiencies of every template, ${largest.dieline} on ${largest.sheet} mm (${largest.best_copies} copies, area bound ${largest.area_bound}): first call ${largest.first_ms} ms, median ${largest.median_ms} ms; a 1e308 or 1e7 mm sheet refused in at most ${nestingLimits.refusal_max_ms} ms`,
  );
  return nestingLimits;
}

async function benchWriters() {
  const writers = await measureWriters(WRITER_ITERATIONS);
  console.log(`\nDieline file writing, ${WRITER_ITERATIONS} runs each (ms)`);
  console.table(writers.map(({ iterations: _, ...figures }) => figures));
  return writers;
}

async function benchViewer(url: string) {
  const viewer = await measureViewer(url, KEY);
  console.log('\n3D mockup viewer (one-file bundle with three.js; page to first frame in headless Chromium)');
  console.table({
    bundle: {
      'raw KB': viewer.bundle_raw_bytes === null ? null : Math.round(viewer.bundle_raw_bytes / 1024),
      'gzip KB': viewer.bundle_gzip_bytes === null ? null : Math.round(viewer.bundle_gzip_bytes / 1024),
      'budget gzip KB': 250,
    },
    'first frame, ms': {
      median: viewer.first_frame_median_ms,
      runs: viewer.first_frame_ms?.join(' ') ?? null,
      'description in': viewer.description_median_ms ?? null,
      'artwork in': viewer.artwork_median_ms ?? null,
    },
    'page transfer, KB (target 200)': {
      median: viewer.page_transfer_bytes == null ? null : Math.round(viewer.page_transfer_bytes / 1024),
    },
  });
  if (viewer.skipped) console.log(`viewer timing skipped: ${viewer.skipped}`);
  return viewer;
}

async function benchDescriptions() {
  const descriptions = await measureDescriptions();
  console.log(
    `\nMockup description.json in process: server CPU per load (ms, median of ${descriptions.runs}), the scene built (a dieline's first load) and kept (later loads)`,
  );
  console.table(
    Object.fromEntries(
      descriptions.templates.map(({ id, bytes, built_cpu_ms, kept_cpu_ms }) => [
        id,
        { built: built_cpu_ms, kept: kept_cpu_ms, bytes },
      ]),
    ),
  );
  return descriptions;
}

/** Loopback load on the bare route, the template groups and creates, and creates on PostgreSQL. */
async function benchLoopback(url: string, logger: Logger) {
  const bare = await load(`${url}/__bench/constant`);
  const groups = await load(`${url}/dieline-template-groups`);
  const create = (format: string) =>
    load(`${url}/dieline-templates/becf-11001/dielines`, {
      format,
      variables: { unit: 'mm', length: 100, width: 50, height: 150 },
    });
  const createSvg = await create('svg');
  const createPdf = await create('pdf');
  const postgres = await startPostgresBenchServer({ dielines: KEY, dimensions: 'dm_bench_key' }, logger);
  let createSvgPostgres: LoadFigures;
  try {
    createSvgPostgres = await load(`${postgres.running.url}/dieline-templates/becf-11001/dielines`, {
      format: 'svg',
      variables: { unit: 'mm', length: 100, width: 50, height: 150 },
    });
  } finally {
    await postgres.stop();
  }
  const ratio = (figures: LoadFigures) =>
    Math.round((figures.requests_per_second / bare.requests_per_second) * 1000) / 1000;
  const figures = {
    node: process.version,
    duration_s: DURATION_S,
    connections: CONNECTIONS,
    bare_route: bare,
    dieline_template_groups: groups,
    throughput_ratio: ratio(groups),
    create_dieline_svg: { ...createSvg, ratio_to_bare: ratio(createSvg) },
    create_dieline_pdf: { ...createPdf, ratio_to_bare: ratio(createPdf) },
    create_dieline_svg_by_storage: {
      sqlite: createSvg,
      postgresql: { ...createSvgPostgres, backend: postgres.backend },
    },
  };
  console.log(`\nLoopback, ${CONNECTIONS} connections, ${DURATION_S} s each (node ${process.version})`);
  console.table({
    'bare Hono route': bare,
    'GET /dieline-template-groups': groups,
    'POST create dieline (svg)': createSvg,
    'POST create dieline (pdf)': createPdf,
  });
  console.log(`dieline-template-groups / bare route throughput ratio: ${figures.throughput_ratio}`);
  console.log(`create dieline / bare route: svg ${ratio(createSvg)}, pdf ${ratio(createPdf)}`);
  console.log('\nPOST create dieline (svg) by storage backend');
  console.table({
    'SQLite + data dir': createSvg,
    [`PostgreSQL: ${postgres.backend}`]: createSvgPostgres,
  });
  if (!process.env.DIECUT_BENCH_DATABASE_URL) {
    console.log('set DIECUT_BENCH_DATABASE_URL to measure a PostgreSQL server instead of PGlite');
  }
  return figures;
}

async function benchStorageLimit() {
  const storageLimit = await measureStorageLimit();
  console.log(
    '\nOne account saving 30 KB files, 16 at once: saves per second without and with a storage limit',
  );
  console.table(storageLimit);
  return storageLimit;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
