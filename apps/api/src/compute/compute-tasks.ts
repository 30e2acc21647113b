import type { TemplateValues } from '@diecut/geometry';
import type { CreateDielineRequest, Dieline, DielineFormat, Unit } from '@diecut/schema';
import {
  buildParts,
  dielineMockupScene,
  dielineParts,
  makeArtworkTemplate,
  templateOf,
  writeCheckedDielineFile,
} from '@diecut/service';
import { computeDieline } from '../dielines/dieline-file';
import type { SceneText } from '../mockups/mockup-scene-cache';
import { prepareArtwork } from '../mockups/prepare-artwork';
import {
  calculateEfficiencies,
  computeNesting,
  listTemplatesFor,
  type NestingRequestBody,
  nestingDieline,
} from '../nestings/nesting-service';
import { templatePreview } from '../pages/template-preview';
import { presentParts } from '../presenters/dieline-part';
import { type FilePlacement, placeFile } from '../storage/place-file';
import { Urls } from '../urls';

/**
 * What a task may take: the pool's time limit, counted from when the worker started the task; a task
 * that runs a process of its own ends it a little before, so that it answers before the pool stops
 * the worker (and any other task on it).
 */
export interface TaskLimits {
  timeLimitMs?: number;
  /** Memory, MB, of an artwork's drawing process. */
  artworkMemoryMb?: number;
  /** When the worker started the task, epoch ms. */
  startedAt?: number;
}

/**
 * The work a compute worker runs, by name: the service's use cases with what the API adds around them
 * (a file placed in the data dir, answers presented with ids and URLs). Each takes plain data only,
 * since it crosses threads by structured clone: a template travels as its catalog id, a dieline as
 * its stored record (rebuilt in the worker), URLs as the public URL they are made from.
 */
export const COMPUTE_TASKS = {
  async dieline(task: {
    templateId: string;
    request: CreateDielineRequest;
    createdAt: Date;
    /** Where to write the file (the data dir), instead of answering its bytes (unless it is small). */
    placeAt?: FilePlacement | undefined;
  }) {
    const computed = await computeDieline(templateOf(task.templateId), task.request, task.createdAt);
    const { placeAt } = task;
    if (!placeAt || !(computed.file instanceof Uint8Array)) return computed;
    if (computed.file.byteLength < (placeAt.inlineBelowBytes ?? 0)) return computed;
    return { ...computed, file: await placeFile(placeAt, computed.file) };
  },

  /** The catalog page's download: a file of checked values, no record. */
  async 'dieline-file'(task: {
    templateId: string;
    values: TemplateValues;
    format: DielineFormat;
    unit: Unit;
    createdAt: Date;
  }) {
    const template = templateOf(task.templateId);
    const { format, unit, createdAt } = task;
    const parts = buildParts(template, task.values);
    return { file: await writeCheckedDielineFile(template, parts, task.values, { format, unit, createdAt }) };
  },

  /** A stored dieline's artwork template, rebuilt from its variables. */
  async 'artwork-template'(task: { dieline: Dieline; format: 'pdf' | 'svg' }) {
    const { templateId, values } = nestingDieline(task.dieline);
    // dated as its dieline, so the same dieline always gives the same bytes
    const createdAt = new Date(task.dieline.created_at);
    return { file: await makeArtworkTemplate({ templateId, values, format: task.format, createdAt }) };
  },

  artwork(task: { bytes: Uint8Array }, limits: TaskLimits) {
    return prepareArtwork(task.bytes, {
      timeLimitMs: limits.timeLimitMs,
      stopAt: stopAt(limits),
      memoryLimitMb: limits.artworkMemoryMb,
    });
  },

  'template-preview'(task: { templateId: string; values: TemplateValues }) {
    return templatePreview(task.templateId, task.values);
  },

  parts(task: { templateId: string; variables: Record<string, unknown>; unit: Unit }) {
    const parts = dielineParts({ template: task.templateId, variables: task.variables, unit: task.unit });
    return { parts: presentParts(parts, task.unit) };
  },

  /** A stored dieline's folding scene, as the JSON text a mockup description carries (kept by the API). */
  'mockup-scene'(task: { dieline: Dieline }): SceneText {
    const { scene, printedPart } = dielineMockupScene(nestingDieline(task.dieline));
    return { json: JSON.stringify(scene), printedPart };
  },

  'nesting-templates'(task: { dieline: Dieline; publicUrl: string }) {
    return listTemplatesFor(task.dieline, new Urls(task.publicUrl));
  },

  'nesting-efficiencies'(task: { dieline: Dieline; variables: Record<string, unknown>; publicUrl: string }) {
    return calculateEfficiencies(task.dieline, task.variables, new Urls(task.publicUrl));
  },

  nesting(task: {
    dieline: Dieline;
    nestingTemplateId: string;
    request: NestingRequestBody;
    id: string;
    createdAt: Date;
    publicUrl: string;
  }) {
    const { publicUrl, ...rest } = task;
    return computeNesting({ ...rest, urls: new Urls(publicUrl) });
  },
} satisfies Record<string, (task: never, limits: TaskLimits) => unknown>;

type Tasks = typeof COMPUTE_TASKS;

/** A task as sent to a worker: its name as `kind`, with its input. */
export type ComputeTask = { [K in keyof Tasks]: { kind: K } & Parameters<Tasks[K]>[0] }[keyof Tasks];

/** What a task answers. */
export type ComputeResult<T extends ComputeTask> = Awaited<ReturnType<Tasks[T['kind']]>>;

/** Runs a task where it is called: in a worker, or inline when there is no pool. */
export async function runTask<T extends ComputeTask>(
  task: T,
  limits: TaskLimits = {},
): Promise<ComputeResult<T>> {
  const run = COMPUTE_TASKS[task.kind] as (task: T, limits: TaskLimits) => unknown;
  return (await run(task, limits)) as ComputeResult<T>;
}

/**
 * Room left before the pool's own stop, ms, for a process ended at the time limit to be answered
 * (up to a second, a third of short limits): answered by the worker, the task's refusal leaves the
 * worker and any other task on it alone.
 */
const answerMarginMs = (limitMs: number) => Math.min(1000, limitMs / 3);

/** When a process a task starts is ended: a margin before the pool's own stop; never without a limit. */
function stopAt({ timeLimitMs = Number.POSITIVE_INFINITY, startedAt = Date.now() }: TaskLimits): number {
  return startedAt + timeLimitMs - answerMarginMs(timeLimitMs);
}
