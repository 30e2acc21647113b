import { GCProfiler, getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sampleValues, TEMPLATES, type TemplateDefinition } from '@diecut/geometry';
import { makeDieline } from '@diecut/service';
import { percentile } from './template-build-timing';

export type EngineFormat = 'svg' | 'pdf';

export interface EngineTemplateTiming {
  id: string;
  name: string;
  median_ms: number;
  p90_ms: number;
  /**
   * Median CPU time of the process per create (its threads, the collector's helpers with them): steadier
   * than the wall time on a machine busy with other work, which waits for a core are not part of.
   */
  cpu_median_ms: number;
  /** Bytes allocated per create (all of it garbage once the file is handed on). */
  garbage_bytes: number;
}

export interface EngineFormatFigures {
  /** Median over the templates of each one's median create. */
  median_of_medians_ms: number;
  /** Median over the templates of each one's p90. */
  median_of_p90_ms: number;
  /** Median over the templates of each one's median CPU time per create. */
  cpu_median_of_medians_ms: number;
  worst: { id: string; name: string; median_ms: number; p90_ms: number };
  /** Median over the templates of the bytes allocated per create. */
  garbage_median_bytes: number;
  garbage_worst: { id: string; bytes: number };
  templates: EngineTemplateTiming[];
}

export interface EngineFigures {
  /** Which templates: the catalog's Cartons category, single-blank folding-carton board. */
  set: string;
  templates: number;
  runs: number;
  garbage_runs: number;
  svg: EngineFormatFigures;
  pdf: EngineFormatFigures;
}

/** The catalog's folding cartons: the Cartons category, whose every piece is folding-carton board. */
export function foldingCartonTemplates(): TemplateDefinition[] {
  return TEMPLATES.filter(
    (template) =>
      template.group.category === 'Cartons' &&
      template.build(sampleValues(template)).every((part) => part.graph.board.kind === 'folding_carton'),
  );
}

/** `gc` without starting node with --expose-gc: the flag set late, the function read in a fresh context. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** How many different lengths a template's creates cycle through, 0.1 mm apart. */
const LENGTH_STEPS = 400;

/**
 * Exactly what a create runs in its compute worker (`computeDieline` is a thin wrapper round it):
 * check the variables, build, derive, check the manufacturing rules, write the file. Each create is
 * 0.1 mm longer than the one before (over `LENGTH_STEPS`, as a server's creates differ), so that
 * nothing keyed by what a file says (its labels, its header) is found kept as no server would find it.
 */
async function creator(template: TemplateDefinition, format: EngineFormat): Promise<() => Promise<unknown>> {
  const base = sampleValues(template);
  const createdAt = new Date(0);
  const length = base.length;
  const make = (variables: typeof base) =>
    makeDieline({ template, variables, unit: 'mm', format, createdAt });
  if (typeof length !== 'number') return () => make(base);
  // a template whose bounds refuse the longest keeps its sample length
  const step = await make({ ...base, length: length + (LENGTH_STEPS - 1) / 10 }).then(
    () => 0.1,
    () => 0,
  );
  let n = 0;
  return () => {
    n = (n + 1) % LENGTH_STEPS;
    return make({ ...base, length: length + n * step });
  };
}

/**
 * Bytes allocated per create: the heap forced clean on both sides of `runs` creates, plus every byte
 * the collector freed between (each collection's used heap before minus after, from `GCProfiler`).
 */
async function garbagePerRun(create: () => Promise<unknown>, runs: number, gc: () => void): Promise<number> {
  gc();
  const profiler = new GCProfiler();
  profiler.start();
  const before = getHeapStatistics().used_heap_size;
  for (let i = 0; i < runs; i++) {
    await nextTask();
    await create();
  }
  gc();
  const after = getHeapStatistics().used_heap_size;
  const stats = profiler.stop();
  let freed = 0;
  for (const entry of stats?.statistics ?? []) {
    freed += entry.beforeGC.heapStatistics.usedHeapSize - entry.afterGC.heapStatistics.usedHeapSize;
  }
  return Math.round((after - before + freed) / runs);
}

/**
 * Waits for the event loop's next turn. A worker runs each create as a task of its own, after which
 * node runs what a create left for `process.nextTick`; creates awaited back to back never leave the
 * microtasks, so such ticks (pdfkit's stream left one holding its whole document, until the PDF
 * writers stopped reading from it) would pile up until the loop ends and swell the heap the
 * collector walks, which no server sees.
 */
export const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Wall and CPU time of each of `runs` creates, ms, each sorted. */
async function timeRuns(
  create: () => Promise<unknown>,
  runs: number,
): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    await nextTask();
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    await create();
    wall.push(Number(process.hrtime.bigint() - start) / 1e6);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1e3);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

async function measureFormat(
  templates: TemplateDefinition[],
  format: EngineFormat,
  runs: number,
  garbageRuns: number,
  gc: () => void,
): Promise<EngineFormatFigures> {
  const figures: EngineTemplateTiming[] = [];
  for (const template of templates) {
    const create = await creator(template, format);
    // warm-up: the optimising compiler settles before anything is counted
    for (let i = 0; i < Math.min(50, runs); i++) {
      await nextTask();
      await create();
    }
    const samples = await timeRuns(create, runs);
    figures.push({
      id: template.id,
      name: template.name,
      median_ms: percentile(samples.wall, 0.5),
      p90_ms: percentile(samples.wall, 0.9),
      cpu_median_ms: percentile(samples.cpu, 0.5),
      garbage_bytes: await garbagePerRun(create, garbageRuns, gc),
    });
  }
  const worst = figures.reduce((a, b) => (b.median_ms > a.median_ms ? b : a));
  const worstGarbage = figures.reduce((a, b) => (b.garbage_bytes > a.garbage_bytes ? b : a));
  return {
    median_of_medians_ms: median(figures.map((figure) => figure.median_ms)),
    median_of_p90_ms: median(figures.map((figure) => figure.p90_ms)),
    cpu_median_of_medians_ms: median(figures.map((figure) => figure.cpu_median_ms)),
    worst: { id: worst.id, name: worst.name, median_ms: worst.median_ms, p90_ms: worst.p90_ms },
    garbage_median_bytes: Math.round(median(figures.map((figure) => figure.garbage_bytes))),
    garbage_worst: { id: worstGarbage.id, bytes: worstGarbage.garbage_bytes },
    templates: figures,
  };
}

/**
 * The engine's whole create, in this process, per folding-carton template at its sample values:
 * median and p90 wall time over `runs` (after a warm-up) and bytes allocated per create over
 * `garbageRuns`, for SVG and for PDF.
 */
export async function measureEngine(runs: number, garbageRuns: number): Promise<EngineFigures> {
  const gc = collector();
  const templates = foldingCartonTemplates();
  return {
    set: "the catalog's Cartons category (every piece folding-carton board), at sample values, each create's length 0.1 mm on from the last (400 lengths)",
    templates: templates.length,
    runs,
    garbage_runs: garbageRuns,
    svg: await measureFormat(templates, 'svg', runs, garbageRuns, gc),
    pdf: await measureFormat(templates, 'pdf', runs, garbageRuns, gc),
  };
}
