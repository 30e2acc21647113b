import { type PartSummary, summarizeParts, type Unit } from '@diecut/geometry';
import { buildParts, checkedValues, type TemplateRef, templateOf } from './make-dieline';

export interface DielinePartsRequest {
  template: TemplateRef;
  /** The template's variables in `unit`, as asked (without `unit`). */
  variables: Record<string, unknown>;
  unit: Unit;
}

/**
 * The pieces of board a template's dieline is cut into, each with its size and area (mm, mm²),
 * without writing a file: what a quote needs. A `Refusal` for variables the template refuses.
 */
export function dielineParts(request: DielinePartsRequest): PartSummary[] {
  const template = templateOf(request.template);
  return summarizeParts(buildParts(template, checkedValues(template, request.variables, request.unit)));
}
