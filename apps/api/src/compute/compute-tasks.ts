import type { MockupDescription } from '@diecut/geometry';
import { findTemplate, summarizeParts, type TemplateDefinition, type TemplateValues } from '@diecut/geometry';
import type {
  CreateDielineRequest,
  Dieline,
  DielineFormat,
  NestingTemplateEfficiencies,
  NestingTemplateList,
  PartsResponse,
  Unit,
} from '@diecut/schema';
import { computeDieline, type DielineComputation, writeDielineFileOrRefuse } from '../dielines/dieline-file';
import { buildDieline } from '../dielines/load-dieline';
import { validateRequestVariables } from '../http/variable-problems';
import { type MockupRecord, mockupDescription } from '../mockups/mockup-service';
import { type PreparedArtwork, prepareArtwork } from '../mockups/prepare-artwork';
import {
  calculateEfficiencies,
  computeNesting,
  listTemplatesFor,
  type NestingComputation,
  type NestingRequestBody,
} from '../nestings/nesting-service';
import { presentParts } from '../presenters/dieline-part';
import { type FilePlacement, placeFile } from '../storage/place-file';
import { Urls } from '../urls';

/**
 * Work a compute worker takes: plain data only, since it crosses threads by structured clone. A
 * template travels as its catalog id, a dieline as its stored record (rebuilt in the worker), URLs as
 * the public URL they are made from.
 */
export type ComputeTask =
  | {
      kind: 'dieline';
      templateId: string;
      request: CreateDielineRequest;
      createdAt: Date;
      /** Where to write the file (the data dir), instead of answering its bytes. */
      placeAt?: FilePlacement | undefined;
    }
  | {
      kind: 'dieline-file';
      templateId: string;
      values: TemplateValues;
      format: DielineFormat;
      unit: Unit;
      createdAt: Date;
    }
  | { kind: 'artwork'; bytes: Uint8Array }
  | { kind: 'parts'; templateId: string; variables: Record<string, unknown>; unit: Unit }
  | { kind: 'nesting-templates'; dieline: Dieline; publicUrl: string }
  | { kind: 'mockup-description'; record: MockupRecord; dieline: Dieline; publicUrl: string }
  | {
      kind: 'nesting-efficiencies';
      dieline: Dieline;
      variables: Record<string, unknown>;
      publicUrl: string;
    }
  | {
      kind: 'nesting';
      dieline: Dieline;
      nestingTemplateId: string;
      request: NestingRequestBody;
      id: string;
      createdAt: Date;
      publicUrl: string;
    };

/** What each kind of task answers. */
export interface ComputeResults {
  dieline: DielineComputation;
  'dieline-file': { file: Uint8Array };
  artwork: PreparedArtwork;
  parts: PartsResponse;
  'nesting-templates': NestingTemplateList;
  'mockup-description': MockupDescription;
  'nesting-efficiencies': NestingTemplateEfficiencies;
  nesting: NestingComputation;
}

export type ComputeResult<T extends ComputeTask> = ComputeResults[T['kind']];

/** The catalog's template of that id; a worker knows templates only by id. */
export function catalogTemplate(id: string): TemplateDefinition {
  const template = findTemplate(id);
  if (!template) throw new Error(`no template ${id} in the catalog`);
  return template;
}

/** Runs a task where it is called: in a worker, or inline when there is no pool. */
export async function runTask<T extends ComputeTask>(
  task: T,
  limits: TaskLimits = {},
): Promise<ComputeResult<T>> {
  return (await runAny(task, limits)) as ComputeResult<T>;
}

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
 * Room left before the pool's own stop, ms, for a process ended at the time limit to be answered
 * (up to a second, a third of short limits): answered by the worker, the task's refusal leaves the
 * worker and any other task on it alone.
 */
const answerMarginMs = (limitMs: number) => Math.min(1000, limitMs / 3);

/** When a process a task starts is ended: a margin before the pool's own stop; never without a limit. */
function stopAt({ timeLimitMs = Number.POSITIVE_INFINITY, startedAt = Date.now() }: TaskLimits): number {
  return startedAt + timeLimitMs - answerMarginMs(timeLimitMs);
}

async function runAny(task: ComputeTask, limits: TaskLimits): Promise<ComputeResults[keyof ComputeResults]> {
  switch (task.kind) {
    case 'dieline': {
      const computed = await computeDieline(catalogTemplate(task.templateId), task.request, task.createdAt);
      if (!task.placeAt || !(computed.file instanceof Uint8Array)) return computed;
      return { ...computed, file: await placeFile(task.placeAt, computed.file) };
    }
    case 'dieline-file': {
      const template = catalogTemplate(task.templateId);
      const parts = template.build(task.values);
      if (parts.length === 0) throw new Error(`${template.id} built no part`);
      const { format, unit, createdAt } = task;
      const file = await writeDielineFileOrRefuse(template, parts, task.values, { format, unit, createdAt });
      return { file: typeof file === 'string' ? new TextEncoder().encode(file) : file };
    }
    case 'artwork':
      return prepareArtwork(task.bytes, {
        timeLimitMs: limits.timeLimitMs,
        stopAt: stopAt(limits),
        memoryLimitMb: limits.artworkMemoryMb,
      });
    case 'parts': {
      const template = catalogTemplate(task.templateId);
      const values = validateRequestVariables(template, task.variables, task.unit);
      return { parts: presentParts(summarizeParts(template.build(values)), task.unit) };
    }
    case 'mockup-description':
      return mockupDescription(task.record, buildDieline(task.dieline), new Urls(task.publicUrl));
    case 'nesting-templates':
      return listTemplatesFor(buildDieline(task.dieline), new Urls(task.publicUrl));
    case 'nesting-efficiencies':
      return calculateEfficiencies(buildDieline(task.dieline), task.variables, new Urls(task.publicUrl));
    case 'nesting': {
      const { dieline, publicUrl, ...rest } = task;
      return computeNesting({ ...rest, built: buildDieline(dieline), urls: new Urls(publicUrl) });
    }
  }
}
