import path from 'node:path';
import { nestingFileName, writeNestingFile } from '@diecut/export';
import type { TemplatePart, Unit } from '@diecut/geometry';
import {
  checkNestingVariables,
  findNestingTemplate,
  layOutNesting,
  listNestingTemplates,
  NESTING_TEMPLATES,
  type NestingBlank,
  NestingError,
  type NestingTemplate,
  nestingBlankOf,
  nestingComponentId,
  nestingEfficiencies,
  readNestingSheet,
  SHEET_VARIABLE_NAMES,
} from '@diecut/nesting';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { type OptionKind, readBoolean } from './command-line';
import { checkedValues, readTemplateCommand, TEMPLATE_COMMAND_OPTIONS } from './make-dieline';
import { readFormat, writeOutputFile } from './output-file';
import { readUnit } from './show-template';
import { problemLines, readVariables, variableOptions } from './variable-flags';

export const NEST_HELP = `Usage: diecut nest <template-id> [--unit mm|in] [--<variable> value ...]
                   --sheet-width W --sheet-height H [--sheet-margin-top M] [--sheet-margin-bottom M]
                   [--sheet-margin-side M] [--nesting-template ID] [--num-x N --num-y N]
                   [--margin-x G] [--margin-y G] [--component ID] [--turn-across-flutes]
                   [--format svg|pdf|dxf] [--out FILE] [--no-pdf-header]

Lays copies of a template's dieline out on a press sheet and writes the sheet's file. The template's
variables are as for 'diecut make'; sheet sizes, margins and gaps are in --unit.

Options:
  --sheet-width W, --sheet-height H   the press sheet (required)
  --sheet-margin-top/-bottom/-side M  free board along the sheet's edges (default 0)
  --nesting-template ID  the arrangement, e.g. lt_straight_grid (default: the most efficient one)
  --num-x N --num-y N    this many copies across and up, instead of the most that fit
  --margin-x G --margin-y G  least gaps between copies (default 0)
  --component ID         the piece of a multi-part dieline to nest (default: the first)
  --turn-across-flutes   let corrugated copies turn across their flutes
  --format FORMAT        svg, pdf or dxf (default: the extension of --out, else svg)
  --out FILE             the file to write (default: e.g. reverse-tuck-end-box-nesting.svg)
  -h, --help             this help

Nesting templates: ${NESTING_TEMPLATES.map((template) => template.id).join(', ')}
`;

const NESTING_FORMATS = ['svg', 'pdf', 'dxf'] as const;

/** The nesting templates' own variables (counts and gaps): the same names on every template. */
const NESTING_PARAMETERS = [
  ...new Map(
    NESTING_TEMPLATES.flatMap((template) => template.parameters).map((parameter) => [
      parameter.name,
      parameter,
    ]),
  ).values(),
];

const NEST_OPTIONS: Record<string, OptionKind> = {
  ...TEMPLATE_COMMAND_OPTIONS,
  ...variableOptions(NESTING_PARAMETERS),
  'nesting-template': 'string',
  component: 'string',
  'turn-across-flutes': 'boolean',
};

/** The piece to nest: `--component`, else the first; a one-piece dieline has no components. */
function pickPart(parts: readonly TemplatePart[], component: string | undefined): TemplatePart {
  const [first] = parts;
  if (!first) throw new Error('the template built no part');
  if (component === undefined) return first;
  const ids = parts.map(nestingComponentId);
  const index = ids.indexOf(component);
  const part = parts.length > 1 ? parts[index] : undefined;
  if (!part) {
    throw new CliError(
      parts.length > 1
        ? `diecut nest: --component is one of ${ids.join(', ')}; not '${component}'.`
        : 'diecut nest: --component applies only to a dieline of several pieces; this one is a single blank.',
    );
  }
  return part;
}

/** `--nesting-template`, or the template with the best efficiency on this sheet. */
function pickNestingTemplate(
  id: string | undefined,
  blank: NestingBlank,
  sheet: Parameters<typeof nestingEfficiencies>[1],
): NestingTemplate {
  if (id !== undefined) {
    const template = findNestingTemplate(id);
    if (!template) {
      throw new CliError(
        `diecut nest: unknown nesting template '${id}'; one of ${NESTING_TEMPLATES.map((each) => each.id).join(', ')}.`,
      );
    }
    return template;
  }
  const efficiencies = nestingEfficiencies(blank, sheet);
  let best: NestingTemplate | undefined;
  let bestEfficiency = -1;
  for (const template of listNestingTemplates(blank)) {
    const efficiency = efficiencies[template.id]?.efficiency ?? -1;
    if (efficiency > bestEfficiency) {
      best = template;
      bestEfficiency = efficiency;
    }
  }
  if (!best) throw new CliError('diecut nest: no nesting template can lay this dieline out on this sheet.');
  return best;
}

function refusal(error: unknown): never {
  if (error instanceof NestingError) {
    throw new CliError(`diecut nest: the nesting cannot be laid out:\n${problemLines(error.problems)}`);
  }
  throw error;
}

/** A number typed on the command line, or the text as typed so the engine's message names it. */
const numberOr = (raw: string | undefined): number | string | undefined =>
  raw === undefined || raw.trim() === '' || !Number.isFinite(Number(raw)) ? raw : Number(raw);

/** `diecut nest <template-id> ...`: the dieline's copies on a sheet, written whole or not at all. */
export async function makeNesting(args: readonly string[], io: CliIo): Promise<number> {
  const { template, parsed } = readTemplateCommand('nest', args, NEST_OPTIONS);
  const { values: options } = parsed;
  const unit: Unit = readUnit('nest', options.unit);
  const out = typeof options.out === 'string' ? options.out : undefined;
  const format = readFormat('nest', NESTING_FORMATS, options.format, out);
  const pdfHeader = readBoolean('nest', 'pdf-header', options['pdf-header']);
  const allowCrossFlute = readBoolean('nest', 'turn-across-flutes', options['turn-across-flutes']) === true;
  const values = checkedValues('nest', template, parsed, unit);
  const parts = template.build(values);
  const component = typeof options.component === 'string' ? options.component : undefined;
  const part = pickPart(parts, component);
  const blank = nestingBlankOf(part, allowCrossFlute);
  const nestingVariables = readVariables(NESTING_PARAMETERS, options);
  const sheetVariables = Object.fromEntries(
    SHEET_VARIABLE_NAMES.map((name) => [name, numberOr(nestingVariables[name])]),
  );
  let sheetRequest: ReturnType<typeof readNestingSheet>;
  try {
    sheetRequest = readNestingSheet(sheetVariables, unit);
  } catch (error) {
    refusal(error);
  }
  const { given, sheet } = sheetRequest;
  const nestingId = typeof options['nesting-template'] === 'string' ? options['nesting-template'] : undefined;
  const nestingTemplate = pickNestingTemplate(nestingId, blank, sheet);
  const checked = checkNestingVariables(nestingTemplate, nestingVariables, unit);
  if (!checked.ok) {
    throw new CliError(
      `diecut nest: ${nestingTemplate.id} (${nestingTemplate.name}) refuses these variables:\n${problemLines(checked.problems)}`,
    );
  }
  const own = checked.values;
  const length = (value: unknown) => (typeof value === 'number' ? value : undefined);
  let result: ReturnType<typeof layOutNesting>;
  try {
    result = layOutNesting(nestingTemplate, blank, sheet, {
      numX: length(own.num_x),
      numY: length(own.num_y),
      marginX: length(own.margin_x),
      marginY: length(own.margin_y),
      unit,
    });
  } catch (error) {
    refusal(error);
  }
  const file = await writeNestingFile(
    { template, values, nestingTemplate, sheet: given, result },
    { format, unit, pdfHeader, dimensionTexts: values.dimension_texts !== false, createdAt: new Date() },
  );
  const piece = parts.length > 1 ? nestingComponentId(part) : undefined;
  const target = path.resolve(io.cwd, out ?? nestingFileName(template, format, piece));
  const bytes = await writeOutputFile(target, file);
  io.stdout(
    `Wrote ${path.relative(io.cwd, target) || target} (${format}, ${bytes} bytes): ${result.copies} copies (${result.numX} x ${result.numY}) of ${template.name}${piece ? ` ${piece}` : ''} on ${given.sheet_width} x ${given.sheet_height} ${unit}, ${nestingTemplate.name} (${nestingTemplate.id}), efficiency ${result.efficiency.toFixed(2)} %\n`,
  );
  if (result.overflow) {
    io.stderr(`Warning: ${result.numX} x ${result.numY} copies do not fit the sheet's usable area.\n`);
  }
  return 0;
}
