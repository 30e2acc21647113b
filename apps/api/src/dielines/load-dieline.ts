import {
  findTemplate,
  type TemplateDefinition,
  type TemplatePart,
  type TemplateValues,
} from '@diecut/geometry';
import { DiecutError, type Dieline } from '@diecut/schema';
import { rebuildDieline } from '@diecut/service';
import type { Storage } from '../storage/storage';

/** A stored dieline with what it was built from: its template, values (mm) and parts. */
export interface BuiltDieline {
  dieline: Dieline;
  template: TemplateDefinition;
  values: TemplateValues;
  parts: TemplatePart[];
}

/** The caller's dieline, rebuilt from its stored variables; another account's is 404. */
export async function loadDieline(storage: Storage, id: string, ownerId: string): Promise<BuiltDieline> {
  return buildDieline(await loadDielineRecord(storage, id, ownerId));
}

/** The caller's stored dieline, not yet rebuilt; another account's, or one of an unknown template, is 404. */
export async function loadDielineRecord(storage: Storage, id: string, ownerId: string): Promise<Dieline> {
  const record = await storage.getRecord<Dieline>('dieline', id, ownerId);
  if (!record || !findTemplate(record.data.dieline_template_id)) throw DiecutError.notFound();
  return record.data;
}

/** Nothing when the caller has this dieline (of any template), else 404: the lists of its nestings and mockups ask first. */
export async function ownDielineOr404(storage: Storage, id: string, ownerId: string): Promise<void> {
  if (!(await storage.getRecord('dieline', id, ownerId))) throw DiecutError.notFound();
}

/**
 * A stored dieline rebuilt from its variables: the CPU-bound half of `loadDieline`. A template gone
 * from the catalog is the service's `NotFound`, a 404.
 */
export function buildDieline(dieline: Dieline): BuiltDieline {
  const { unit: _unit, ...stored } = dieline.variables;
  return { dieline, ...rebuildDieline(dieline.dieline_template_id, stored) };
}
