import { DesignRulesError, type DielineFileFormat, writeDielineFile } from '@diecut/export';
import { dielinePartFileName } from '@diecut/export/file-names';
import {
  artworkSize,
  type BlankSizeWarning,
  type Board,
  blankArea,
  blankSizeWarnings,
  checkTemplateVariables,
  displayLength,
  findTemplate,
  type MachineSheets,
  printedPartIndex,
  type TemplateDefinition,
  type TemplatePart,
  type TemplateValues,
  type Unit,
} from '@diecut/geometry';
import { designRuleProblems, NotFound, Refusal, refuseVariables } from './refusal';

/** A template by its catalog id, or one given as it is (a test's, a plug-in's). */
export type TemplateRef = string | TemplateDefinition;

/** The catalog's template of that id, or the template given; `NotFound` for an unknown id. */
export function templateOf(ref: TemplateRef): TemplateDefinition {
  if (typeof ref !== 'string') return ref;
  const template = findTemplate(ref);
  if (!template) throw new NotFound(`the template '${ref}'`);
  return template;
}

/** A template's variables checked in `unit`, in mm with defaults filled in; a `Refusal` lists each problem. */
export function checkedValues(
  template: TemplateDefinition,
  variables: Record<string, unknown>,
  unit: Unit,
): TemplateValues {
  const checked = checkTemplateVariables(template, variables, unit);
  if (!checked.ok) throw refuseVariables(checked.problems);
  return checked.values;
}

/** The pieces a template builds for `values` (mm); a template that builds none is the service's fault. */
export function buildParts(template: TemplateDefinition, values: TemplateValues): TemplatePart[] {
  const parts = template.build(values);
  if (parts.length === 0) throw new Error(`${template.id} built no part`);
  return parts;
}

export interface DielineFileRequest {
  /** Lines the file's header adds (warnings). */
  warnings?: string[] | undefined;
  /** The file holds this one piece of a multi-part dieline (`DielineFileOptions.piece`). */
  piece?: string | undefined;
  format: DielineFileFormat;
  /** The unit of the file's labels and header. */
  unit: Unit;
  pdfHeader?: boolean | undefined;
  createdAt: Date;
}

/**
 * The dieline file of built parts, after the manufacturing rules: sizes that break one are a `Refusal`
 * naming each rule (its id as the code), and no file is written.
 */
export async function writeCheckedDielineFile(
  template: TemplateDefinition,
  parts: readonly TemplatePart[],
  values: TemplateValues,
  { format, unit, pdfHeader, warnings, piece, createdAt }: DielineFileRequest,
): Promise<Uint8Array> {
  try {
    const file = await writeDielineFile(template, parts, values, {
      format,
      unit,
      pdfHeader,
      warnings,
      piece,
      createdAt,
      bytes: true,
    });
    return typeof file === 'string' ? new TextEncoder().encode(file) : file;
  } catch (error) {
    if (error instanceof DesignRulesError) throw new Refusal(designRuleProblems(error), 'design-rules');
    throw error;
  }
}

export interface DielineRequest extends DielineFileRequest {
  /** The largest sheet each board's machines take; the geometry's defaults when absent. */
  machineSheets?: MachineSheets | undefined;
  /** Also write each piece of a multi-part dieline as a file of its own (one die per material). */
  partFiles?: boolean | undefined;
  template: TemplateRef;
  /** The template's variables in `unit`, as asked (without `unit`). */
  variables: Record<string, unknown>;
}

/** One piece of board of a dieline: its name and the kind of board it is cut from. */
export interface DielinePiece {
  name: string;
  board: Board['kind'];
}

/** A dieline made: everything a record of it needs, in plain data (mm). */
export interface MadeDieline {
  templateId: string;
  /** The variables as checked, in mm, with defaults filled in. */
  values: TemplateValues;
  file: Uint8Array;
  /** The printed piece's artwork size, mm. */
  artwork: { width: number; height: number };
  /** Every piece of board together, mm²: worked out when read (it takes the blank's union of panels). */
  readonly boardArea: number;
  /** The pieces in build order (a carton's one blank; each piece of a multi-part box). */
  pieces: DielinePiece[];
  /** Pieces too large for their machine's sheet; the file's header says so too. */
  warnings: BlankSizeWarning[];
  /** With `partFiles`, each piece of a multi-part dieline in a file of its own; none for one blank. */
  partFiles: DielinePartFile[];
}

/** One piece of a multi-part dieline written alone, for the die of its own board. */
export interface DielinePartFile extends DielinePiece {
  /** Its number in the template's parts, from 1. */
  partNumber: number;
  fileName: string;
  file: Uint8Array;
}

/** A blank-size warning in words, in the unit the dieline was asked in. */
export function describeBlankSizeWarning(warning: BlankSizeWarning, unit: Unit): string {
  const size = ({ width, height }: { width: number; height: number }) =>
    `${displayLength(width, unit)} x ${displayLength(height, unit)} ${unit}`;
  return `the ${warning.part} (${warning.board.replace('_', ' ')}) is ${size(warning.blank)}, larger than the ${size(warning.sheet)} machine sheet`;
}

/**
 * Validate, build, check the manufacturing rules, write: a dieline file from a template and its
 * variables. A `Refusal` for variables the template refuses or sizes that break a rule.
 */
export async function makeDieline(request: DielineRequest): Promise<MadeDieline> {
  const template = templateOf(request.template);
  const values = checkedValues(template, request.variables, request.unit);
  const parts = buildParts(template, values);
  // the artwork is printed on one piece: a carton's blank, a rigid box's first wrap
  const printed = parts[printedPartIndex(parts)] as TemplatePart;
  const warnings = blankSizeWarnings(parts, request.machineSheets);
  const described = warnings.map((warning) => describeBlankSizeWarning(warning, request.unit));
  const file = await writeCheckedDielineFile(template, parts, values, { ...request, warnings: described });
  const partFiles: DielinePartFile[] = [];
  if (request.partFiles && parts.length > 1) {
    for (const [index, part] of parts.entries()) {
      const own = warnings.filter((warning) => warning.part === part.name);
      partFiles.push({
        partNumber: index + 1,
        name: part.name,
        board: part.graph.board.kind,
        fileName: dielinePartFileName(template, request.format, index + 1, part.name),
        file: await writeCheckedDielineFile(template, [part], values, {
          ...request,
          piece: part.name,
          warnings: own.map((warning) => describeBlankSizeWarning(warning, request.unit)),
        }),
      });
    }
  }
  return {
    templateId: template.id,
    values,
    file,
    artwork: artworkSize(printed.graph, values),
    // the area is the one figure that needs the blank's union of panels, which a create's rule check
    // and file can do without: worked out only when read
    get boardArea() {
      return parts.reduce((sum, piece) => sum + blankArea(piece.graph), 0);
    },
    pieces: parts.map((part) => ({ name: part.name, board: part.graph.board.kind })),
    warnings,
    partFiles,
  };
}

/** A dieline rebuilt from the variables it was made with (mm, as stored): its template, values and parts. */
export interface BuiltDieline {
  template: TemplateDefinition;
  values: TemplateValues;
  parts: TemplatePart[];
}

/** Rebuilds a made dieline from its template id and stored variables (mm). */
export function rebuildDieline(templateId: string, stored: Record<string, unknown>): BuiltDieline {
  const template = templateOf(templateId);
  const values = checkedValues(template, stored, 'mm');
  return { template, values, parts: template.build(values) };
}
