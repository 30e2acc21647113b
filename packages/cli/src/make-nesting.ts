import path from 'node:path';
import type { Unit } from '@diecut/geometry';
import { findNestingTemplate, NESTING_TEMPLATES } from '@diecut/nesting';
import { makeNesting as makeWithService, type NestingDieline, nestingEfficiencies } from '@diecut/service';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { type OptionKind, readBoolean } from './command-line';
import { checkedValues, readTemplateCommand, refusing, TEMPLATE_COMMAND_OPTIONS } from './make-dieline';
import { readFormat, writeOutputFile } from './output-file';
import { readUnit } from './show-template';
import { readVariables, variableOptions } from './variable-flags';

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

/** A number typed on the command line, or the text as typed so the engine's message names it. */
const numberOr = (raw: string | undefined): number | string | undefined =>
  raw === undefined || raw.trim() === '' || !Number.isFinite(Number(raw)) ? raw : Number(raw);

/** `--nesting-template`, or the template with the best efficiency on this sheet. */
async function pickNestingTemplate(
  id: string | undefined,
  dieline: NestingDieline,
  variables: Record<string, unknown>,
): Promise<string> {
  if (id !== undefined) {
    if (!findNestingTemplate(id)) {
      throw new CliError(
        `diecut nest: unknown nesting template '${id}'; one of ${NESTING_TEMPLATES.map((each) => each.id).join(', ')}.`,
      );
    }
    return id;
  }
  const { efficiencies, templateIds } = await refusing('nest', 'the sheet', () =>
    nestingEfficiencies(dieline, variables),
  );
  let best: string | undefined;
  let bestEfficiency = -1;
  for (const each of templateIds) {
    const efficiency = efficiencies[each]?.efficiency ?? -1;
    if (efficiency > bestEfficiency) {
      best = each;
      bestEfficiency = efficiency;
    }
  }
  if (!best) throw new CliError('diecut nest: no nesting template can lay this dieline out on this sheet.');
  return best;
}

/** `diecut nest <template-id> ...`: the dieline's copies on a sheet, written whole or not at all. */
export async function makeNesting(args: readonly string[], io: CliIo): Promise<number> {
  const { template, parsed } = readTemplateCommand('nest', args, NEST_OPTIONS);
  const { values: options } = parsed;
  const unit: Unit = readUnit('nest', options.unit);
  const out = typeof options.out === 'string' ? options.out : undefined;
  const format = readFormat('nest', NESTING_FORMATS, options.format, out);
  const pdfHeader = readBoolean('nest', 'pdf-header', options['pdf-header']);
  const turnAcrossFlutes = readBoolean('nest', 'turn-across-flutes', options['turn-across-flutes']);
  const values = await checkedValues('nest', template, parsed, unit);
  const dieline: NestingDieline = { templateId: template.id, values };
  const given = readVariables(NESTING_PARAMETERS, options);
  // the interface's nesting variables, as a request to the API would send them
  const variables: Record<string, unknown> = {
    unit,
    ...Object.fromEntries(Object.entries(given).map(([name, raw]) => [name, numberOr(raw)])),
    ...(typeof options.component === 'string' ? { component: options.component } : {}),
    ...(turnAcrossFlutes === true ? { turn_across_flutes: true } : {}),
    // the dieline's own choice: a sheet's labels follow it
    ...(values.dimension_texts === false ? { dimension_texts: false } : {}),
  };
  const nestingId = typeof options['nesting-template'] === 'string' ? options['nesting-template'] : undefined;
  const nestingTemplateId = await pickNestingTemplate(nestingId, dieline, variables);
  const subject = `${nestingTemplateId} (${findNestingTemplate(nestingTemplateId)?.name ?? nestingTemplateId})`;
  const made = await refusing('nest', subject, () =>
    makeWithService({ dieline, nestingTemplateId, format, pdfHeader, variables, createdAt: new Date() }),
  );
  const piece = typeof made.dielineValues.component === 'string' ? made.dielineValues.component : undefined;
  const target = path.resolve(io.cwd, out ?? made.fileName);
  const bytes = await writeOutputFile(target, made.file);
  io.stdout(
    `Wrote ${path.relative(io.cwd, target) || target} (${format}, ${bytes} bytes): ${made.copies} copies (${made.numX} x ${made.numY}) of ${template.name}${piece ? ` ${piece}` : ''} on ${made.given.sheet_width} x ${made.given.sheet_height} ${unit}, ${made.nestingTemplateName} (${made.nestingTemplateId}), efficiency ${made.efficiency.toFixed(2)} %\n`,
  );
  if (made.overflow) {
    io.stderr(`Warning: ${made.numX} x ${made.numY} copies do not fit the sheet's usable area.\n`);
  }
  return 0;
}
