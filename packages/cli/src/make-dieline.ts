import path from 'node:path';
import { DIELINE_FILE_FORMATS, type DielineFileFormat, dielineFileName } from '@diecut/export';
import {
  displayLength,
  flattenParameters,
  type TemplateDefinition,
  type TemplateValues,
  type Unit,
} from '@diecut/geometry';
import {
  checkedValues as checkedByService,
  makeDieline as makeWithService,
  NotFound,
  Refusal,
} from '@diecut/service';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { type OptionKind, type ParsedLine, parseCommandLine, readBoolean } from './command-line';
import { readFormat, writeOutputFile } from './output-file';
import { refusalError } from './refusal-error';
import { readUnit, templateHeading, templateOf, variablesTable } from './show-template';
import { readVariables, variableOptions } from './variable-flags';

export const MAKE_HELP = `Usage: diecut make <template-id> [--unit mm|in] [--<variable> value ...]
                   [--format svg|pdf|dxf|cf2] [--out FILE] [--no-pdf-header]

Writes a template's dieline file. Variables are the template's flags ('diecut make <id> --help' or
'diecut show <id>' lists them); lengths are in --unit. Booleans take --flag, --no-flag or --flag true.
Sizes a template refuses print each problem with the flag that fixes it, and exit with code 2.

Options:
  --unit mm|in      unit of the lengths given and of the file (default mm)
  --format FORMAT   svg, pdf, dxf or cf2 (default: the extension of --out, else svg)
  --out FILE        the file to write (default: the template's name, e.g. reverse-tuck-end-box.svg)
  --no-pdf-header   leave the variables header off a PDF
  -h, --help        this help
`;

/** Options every command on a template takes, besides the template's variables. */
export const TEMPLATE_COMMAND_OPTIONS: Record<string, OptionKind> = {
  unit: 'string',
  format: 'string',
  out: 'string',
  'pdf-header': 'boolean',
};

/** The template of `<template-id>` and the command line read with its variables' flags. */
export function readTemplateCommand(
  command: string,
  args: readonly string[],
  extraOptions: Record<string, OptionKind>,
): { template: TemplateDefinition; parsed: ParsedLine } {
  const template = templateOf(command, args[0]);
  const options = { ...variableOptions(flattenParameters(template.parameters)), ...extraOptions };
  return {
    template,
    parsed: parseCommandLine(command, args.slice(1), options, false, `${command} ${template.id}`),
  };
}

/** What a command refuses about a template, named for the user: `becf-11001 (Reverse Tuck End Box)`. */
const subjectOf = (template: TemplateDefinition) => `${template.id} (${template.name})`;

/** Runs a use case, giving its refusal back as the command's (exit code 2). */
export async function refusing<T>(command: string, subject: string, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Refusal) throw refusalError(command, error, subject);
    if (error instanceof NotFound) throw new CliError(`diecut ${command}: ${error.what} cannot be found.`);
    throw error;
  }
}

/** The template's variables from the command line in mm, or the refusal listing each problem. */
export function checkedValues(
  command: string,
  template: TemplateDefinition,
  parsed: ParsedLine,
  unit: Unit,
): Promise<TemplateValues> {
  const variables = readVariables(flattenParameters(template.parameters), parsed.values);
  return refusing(command, subjectOf(template), () => checkedByService(template, variables, unit));
}

/** `diecut make <template-id> ...`: the dieline file, written whole or not at all. */
export async function makeDieline(args: readonly string[], io: CliIo): Promise<number> {
  const { template, parsed } = readTemplateCommand('make', args, TEMPLATE_COMMAND_OPTIONS);
  const { values: options } = parsed;
  const unit = readUnit('make', options.unit);
  const out = typeof options.out === 'string' ? options.out : undefined;
  const format: DielineFileFormat = readFormat('make', DIELINE_FILE_FORMATS, options.format, out);
  const pdfHeader = readBoolean('make', 'pdf-header', options['pdf-header']);
  const variables = readVariables(flattenParameters(template.parameters), parsed.values);
  const made = await refusing('make', subjectOf(template), () =>
    makeWithService({ template, variables, unit, format, pdfHeader, createdAt: new Date() }),
  );
  const { values } = made;
  const target = path.resolve(io.cwd, out ?? dielineFileName(template, format));
  const bytes = await writeOutputFile(target, made.file);
  const sizes = ['length', 'width', 'height']
    .filter((name) => typeof values[name] === 'number')
    .map((name) => displayLength(values[name] as number, unit));
  const parts = made.pieces.length;
  io.stdout(
    `Wrote ${path.relative(io.cwd, target) || target} (${format}, ${bytes} bytes): ${template.name} (${template.id})${sizes.length > 0 ? `, ${sizes.join(' x ')} ${unit}` : ''}, ${parts} part${parts === 1 ? '' : 's'}\n`,
  );
  return 0;
}

/** `diecut make <template-id> --help`: the command's help, then the template's variables. */
export function makeHelp(args: readonly string[], help: string, unitRaw: string | undefined): string {
  const template = templateOf('make', args[0]);
  const unit = unitRaw === 'in' ? 'in' : 'mm';
  return `${help}\n${templateHeading(template)}\n${variablesTable(template.parameters, unit)}`;
}
