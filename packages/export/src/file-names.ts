import type { TemplateDefinition } from '@diecut/geometry';

// File names only: no writer behind them, so a process that names files but writes none (the API's
// HTTP thread) loads neither pdfkit nor the DXF library.

/** The file formats a dieline is written in (interface `format`). */
export const DIELINE_FILE_FORMATS = ['svg', 'pdf', 'dxf', 'cf2'] as const;
export type DielineFileFormat = (typeof DIELINE_FILE_FORMATS)[number];

/** The template's name in kebab case (its id when the name has no letters or digits), for file names. */
export function fileBaseName(template: Pick<TemplateDefinition, 'id' | 'name'>): string {
  const base = template.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return base || template.id;
}

/** A readable file name: the template's name in kebab case, e.g. `reverse-tuck-end-box.pdf`. */
export function dielineFileName(
  template: Pick<TemplateDefinition, 'id' | 'name'>,
  format: DielineFileFormat,
): string {
  return `${fileBaseName(template)}.${format}`;
}

/**
 * The file of one piece of a multi-part dieline, e.g. `lid-and-base-rigid-box-part-2-base-wrap.pdf`:
 * its number in the template's parts and its name.
 */
export function dielinePartFileName(
  template: Pick<TemplateDefinition, 'id' | 'name'>,
  format: DielineFileFormat,
  partNumber: number,
  partName: string,
): string {
  const piece = partName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${fileBaseName(template)}-part-${partNumber}${piece ? `-${piece}` : ''}.${format}`;
}

/** A readable file name, e.g. `reverse-tuck-end-box-nesting.pdf` (`-lid-wrap` for one piece of several). */
export function nestingFileName(
  template: Pick<TemplateDefinition, 'id' | 'name'>,
  format: DielineFileFormat,
  component?: string,
): string {
  const piece = component ? `-${component.replace(/_/g, '-')}` : '';
  return `${fileBaseName(template)}${piece}-nesting.${format}`;
}

/** An artwork template's file, e.g. `reverse-tuck-end-box-artwork-template.pdf`. */
export function artworkTemplateFileName(
  template: Pick<TemplateDefinition, 'id' | 'name'>,
  format: 'svg' | 'pdf',
): string {
  return `${fileBaseName(template)}-artwork-template.${format}`;
}
