import {
  type Board,
  checkDesignRules,
  type DesignRuleFinding,
  flattenParameters,
  fromMillimetres,
  type Layout,
  partsLayout,
  roundTo,
  type TemplateDefinition,
  type TemplatePart,
  type TemplateValues,
  UNIT_DECIMALS,
} from '@diecut/geometry';
import { writeCff2 } from './cff2';
import type { DielineHeader, DielineWriterOptions, NickOptions, OutputUnit } from './dieline-document';
import { writeDxf } from './dxf';
import type { DielineFileFormat } from './file-names';
import { writePdf } from './pdf';
import { writeSvg, writeSvgBytes } from './svg-writer';

/**
 * Thrown when the sizes give a dieline that breaks a manufacturing rule: a plain error, with no HTTP
 * in it, whose `messages` say which rule and where, so the caller refuses the sizes and writes nothing.
 */
export class DesignRulesError extends Error {
  readonly findings: readonly DesignRuleFinding[];
  readonly messages: readonly string[];

  constructor(findings: readonly DesignRuleFinding[]) {
    const messages = findings.map(
      (finding) =>
        `At these sizes the dieline breaks the manufacturing rule '${finding.rule}' on ${finding.panel ?? 'the blank'}: ${finding.message}. Change the sizes.`,
    );
    super(`These variables make a dieline a die maker could not build. ${messages.join(' ')}`);
    this.name = 'DesignRulesError';
    this.findings = findings;
    this.messages = messages;
  }
}

/** Writer options plus `pdfHeader`: `false` leaves a PDF's header out (interface `pdf_header`). */
export interface LayoutFileOptions extends DielineWriterOptions {
  pdfHeader?: boolean | undefined;
  /** The file as UTF-8 bytes whatever its format, as it is stored (an SVG is written straight into them). */
  bytes?: boolean | undefined;
}

/** Writes a layout (a dieline's parts, or a nesting's sheet) in one of the dieline formats. */
export async function writeLayoutFile(
  layout: Layout,
  format: DielineFileFormat,
  { pdfHeader, bytes, ...options }: LayoutFileOptions = {},
): Promise<Uint8Array | string> {
  const text = (file: string) => (bytes ? new TextEncoder().encode(file) : file);
  switch (format) {
    case 'svg':
      return bytes ? writeSvgBytes(layout, options) : writeSvg(layout, options);
    case 'dxf':
      return text(writeDxf(layout, options));
    case 'cf2':
      return text(writeCff2(layout, options));
    case 'pdf':
      return writePdf(layout, { ...options, ...(pdfHeader === false ? { header: undefined } : {}) });
  }
}

/** What a dieline file is written for, besides the template's parts and validated values. */
export interface DielineFileOptions {
  format: DielineFileFormat;
  /** Unit of the drawing's dimension texts and header. */
  unit: OutputUnit;
  /** Only for `pdf`: the header with the template variables; default `true`. */
  pdfHeader?: boolean | undefined;
  /** The file as UTF-8 bytes whatever its format (`LayoutFileOptions.bytes`). */
  bytes?: boolean | undefined;
  /** Only for `cf2`: nicks on the knives (`DielineWriterOptions.nicks`), mm; none by default. */
  nicks?: NickOptions | undefined;
  /** Lines the header adds after the variables: warnings about the dieline (a blank too large). */
  warnings?: string[] | undefined;
  /**
   * The file holds one piece of a multi-part dieline: its name, which the header's title carries and
   * a caption under the blank shows with its board (`tray board, greyboard 2 mm`).
   */
  piece?: string | undefined;
  createdAt: Date;
}

/**
 * Writes the dieline file of a template's built parts and its validated values (mm) in the requested
 * format: the parts side by side in one drawing (a carton is one part, as drawn). Throws a
 * `DesignRulesError`, and writes nothing, when the parts break a manufacturing rule.
 */
export async function writeDielineFile(
  template: TemplateDefinition,
  parts: readonly TemplatePart[],
  values: TemplateValues,
  { format, unit, pdfHeader, bytes, nicks, warnings, piece, createdAt }: DielineFileOptions,
): Promise<Uint8Array | string> {
  // the catalog's rules keep every valid size buildable; should one slip through, no file is written
  const findings = parts.flatMap((part) => checkDesignRules(part.graph));
  if (findings.length > 0) throw new DesignRulesError(findings);
  const bleed = values.overflow === true ? Number(values.overflow_margin ?? 0) : 0;
  const lengths = lengthVariables(template);
  const header: DielineHeader = {
    templateId: template.id,
    templateName: piece ? `${template.name}: ${piece}` : template.name,
    standardCode: template.standardCode,
    variables: Object.entries(values).map(([name, value]) =>
      typeof value === 'number' && lengths.has(name)
        ? { name, value: roundTo(fromMillimetres(value, unit), UNIT_DECIMALS[unit]), unit }
        : { name, value },
    ),
    material: boardLabel(parts[0]?.graph.board, unit),
    createdAt,
    ...(warnings?.length ? { notes: warnings.map((warning) => `Warning: ${warning}`) } : {}),
  };
  return writeLayoutFile(partsLayout([...parts]), format, {
    unit,
    dimensionTexts: values.dimension_texts !== false,
    blankDimensions: true,
    bleed,
    header,
    pdfHeader,
    bytes,
    ...(nicks ? { nicks } : {}),
    ...(piece ? { caption: `${piece}, ${boardLabel(parts[0]?.graph.board, unit)}` } : {}),
  });
}

/** The names of a template's length variables, the header's to convert: once per parameter list. */
function lengthVariables(template: TemplateDefinition): ReadonlySet<string> {
  let names = lengthsByParameters.get(template.parameters);
  if (!names) {
    names = new Set(
      flattenParameters(template.parameters)
        .filter((parameter) => parameter.dataType === 'length')
        .map((parameter) => parameter.name),
    );
    lengthsByParameters.set(template.parameters, names);
  }
  return names;
}

const lengthsByParameters = new WeakMap<TemplateDefinition['parameters'], ReadonlySet<string>>();

/** The board as a header names it: its caliper, and the flute of corrugated board. */
function boardLabel(board: Board | undefined, unit: OutputUnit): string {
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
