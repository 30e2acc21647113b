import { writeCff2, writeDxf, writePdf, writeSvg } from '@diecut/export';
import {
  artworkSize,
  type Board,
  blankArea,
  checkDesignRules,
  flattenParameters,
  fromMillimetres,
  partsLayout,
  printedPartIndex,
  roundTo,
  type TemplateDefinition,
  type TemplatePart,
  type TemplateValues,
  UNIT_DECIMALS,
} from '@diecut/geometry';
import {
  type CreateDielineRequest,
  DiecutError,
  type DielineFormat,
  type SubstratePart,
  type Unit,
} from '@diecut/schema';
import { validateRequestVariables } from '../http/variable-problems';
import { substrateParts } from './substrate-parts';

/*
 * The CPU-bound half of a dieline: building, checking and writing it. The compute workers load this
 * module; the main thread only when it does the work itself, so the writers (pdfkit, fontkit, the DXF
 * library) stay out of the thread that answers HTTP.
 */

/** What a dieline's record needs from its build: everything CPU-bound, none of ids, URLs or storage. */
export interface DielineComputation {
  /** The validated values, in mm, with defaults filled in. */
  values: TemplateValues;
  /** The written file: bytes, so a worker can hand them over without a copy. */
  file: Uint8Array;
  /** The printed piece's artwork size, mm. */
  artwork: { width: number; height: number };
  /** Every piece of board, mm². */
  boardArea: number;
  substrateParts: SubstratePart[];
}

/**
 * The CPU-bound part of creating a dieline: validates the variables, builds the parts, checks the
 * manufacturing rules and writes the file. Throws the interface's 400 for refused variables.
 */
export async function computeDieline(
  template: TemplateDefinition,
  request: CreateDielineRequest,
  createdAt: Date,
): Promise<DielineComputation> {
  const { unit, ...variables } = request.variables;
  const values = validateRequestVariables(template, variables, unit);
  const parts = template.build(values);
  // the artwork is printed on one piece: a carton's blank, a rigid box's first wrap
  const part = parts[printedPartIndex(parts)];
  if (!part) throw new Error(`${template.id} built no part`);
  const file = await writeDielineFile(template, parts, values, {
    format: request.format,
    unit,
    pdfHeader: request.pdf_header,
    createdAt,
  });
  return {
    values,
    file: typeof file === 'string' ? new TextEncoder().encode(file) : file,
    artwork: artworkSize(part.graph, values),
    // the area counts every piece of board
    boardArea: parts.reduce((sum, piece) => sum + blankArea(piece.graph), 0),
    substrateParts: substrateParts(parts),
  };
}

/** What a dieline file is written for, besides the template's part and validated values. */
export interface DielineFileOptions {
  format: DielineFormat;
  /** Unit of the drawing's dimension texts and header. */
  unit: Unit;
  /** Only for `pdf`: the header with the template variables; default `true`. */
  pdfHeader?: boolean | undefined;
  createdAt: Date;
}

/**
 * Writes the dieline file of a template's built parts and its validated values (mm) in the requested
 * format: the parts side by side in one drawing (a carton is one part, as drawn).
 */
export async function writeDielineFile(
  template: TemplateDefinition,
  parts: TemplatePart[],
  values: TemplateValues,
  { format, unit, pdfHeader, createdAt }: DielineFileOptions,
): Promise<Uint8Array | string> {
  // the catalog's rules keep every valid size buildable; should one slip through, no file is written
  const findings = parts.flatMap((part) => checkDesignRules(part.graph));
  if (findings.length > 0) {
    throw DiecutError.validation(
      findings.map((finding) => ({
        message: `At these sizes the dieline breaks the manufacturing rule '${finding.rule}' on ${finding.panel ?? 'the blank'}: ${finding.message}. Change the sizes.`,
      })),
      'These variables make a dieline a die maker could not build.',
    );
  }
  const bleed = values.overflow === true ? Number(values.overflow_margin ?? 0) : 0;
  const lengths = new Set(
    flattenParameters(template.parameters)
      .filter((parameter) => parameter.dataType === 'length')
      .map((parameter) => parameter.name),
  );
  const header = {
    templateId: template.id,
    templateName: template.name,
    standardCode: template.standardCode,
    variables: Object.entries(values).map(([name, value]) =>
      typeof value === 'number' && lengths.has(name)
        ? { name, value: roundTo(fromMillimetres(value, unit), UNIT_DECIMALS[unit]), unit }
        : { name, value },
    ),
    material: boardLabel(parts[0]?.graph.board, unit),
    createdAt,
  };
  const options = { unit, dimensionTexts: values.dimension_texts !== false, bleed, header };
  const layout = partsLayout(parts);
  switch (format) {
    case 'svg':
      return writeSvg(layout, options);
    case 'dxf':
      return writeDxf(layout, options);
    case 'cf2':
      return writeCff2(layout, options);
    case 'pdf':
      return writePdf(layout, { ...options, ...(pdfHeader === false ? { header: undefined } : {}) });
  }
}

/** The board as a header names it: its caliper, and the flute of corrugated board. */
function boardLabel(board: Board | undefined, unit: Unit): string {
  if (!board) return '';
  const caliper = `${roundTo(fromMillimetres(board.caliper, unit), UNIT_DECIMALS[unit])} ${unit}`;
  switch (board.kind) {
    case 'corrugated':
      return `${board.flute} flute, ${caliper}`;
    case 'greyboard':
      return `greyboard ${caliper}`;
    case 'paper':
      return `paper ${caliper}`;
    case 'folding_carton':
      return caliper;
  }
}
