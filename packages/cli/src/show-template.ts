import {
  displayLength,
  displayLengthWithin,
  findTemplate,
  parameterDefault,
  type TemplateDefinition,
  type TemplateParameter,
  type Unit,
} from '@diecut/geometry';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { flagOf, parseCommandLine } from './command-line';
import { textTable } from './text-table';

export const SHOW_HELP = `Usage: diecut show <template-id> [--unit mm|in]

Prints a template's variables: the flag that sets each one, its type, default, range or choices.

Options:
  --unit mm|in  unit of lengths (default mm)
  -h, --help    this help
`;

/** The unit of `--unit`: mm unless asked for inches. */
export function readUnit(command: string, raw: string | boolean | undefined): Unit {
  if (raw === undefined) return 'mm';
  if (raw === 'mm' || raw === 'in') return raw;
  throw new CliError(`diecut ${command}: --unit is mm or in, not '${String(raw)}'.`);
}

/** The catalog template of an id, or the usage error that says how to find one. */
export function templateOf(command: string, id: string | undefined): TemplateDefinition {
  if (id === undefined || id.startsWith('-')) {
    throw new CliError(`diecut ${command}: give a template id first, e.g. 'diecut ${command} becf-11001'.`);
  }
  const template = findTemplate(id);
  if (!template) {
    throw new CliError(`diecut ${command}: unknown template '${id}'. 'diecut templates' lists them.`);
  }
  return template;
}

function shown(
  parameter: TemplateParameter,
  value: number | boolean | string | undefined,
  unit: Unit,
  rounding: 'nearest' | 'up' | 'down',
): string {
  if (value === undefined) return '';
  if (parameter.dataType !== 'length' || typeof value !== 'number') return String(value);
  return String(
    rounding === 'nearest' ? displayLength(value, unit) : displayLengthWithin(value, unit, rounding),
  );
}

/** One row per variable, children indented under their parent; lengths in `unit`. */
export function variableRows(parameters: readonly TemplateParameter[], unit: Unit, depth = 0): string[][] {
  return parameters.flatMap((parameter) => {
    const byDefault = parameterDefault(parameter, unit);
    const row = [
      `${'  '.repeat(depth)}--${flagOf(parameter.name)}`,
      parameter.dataType === 'length' ? `length (${unit})` : parameter.dataType,
      byDefault === undefined
        ? parameter.required
          ? 'required'
          : ''
        : shown(parameter, byDefault, unit, 'nearest'),
      parameter.allowedValues && parameter.dataType !== 'boolean'
        ? parameter.allowedValues.join(' | ')
        : parameter.minimum !== undefined || parameter.maximum !== undefined
          ? `${shown(parameter, parameter.minimum, unit, 'up')} .. ${shown(parameter, parameter.maximum, unit, 'down')}`
          : '',
      parameter.description,
    ];
    return [row, ...variableRows(parameter.children ?? [], unit, depth + 1)];
  });
}

/** The variables table of a template, as `show` and `make --help` print it. */
export function variablesTable(parameters: readonly TemplateParameter[], unit: Unit): string {
  return textTable(
    ['FLAG', 'TYPE', 'DEFAULT', 'RANGE / CHOICES', 'DESCRIPTION'],
    variableRows(parameters, unit),
  );
}

/** The template's id, name, code and group, one line each. */
export function templateHeading(template: TemplateDefinition): string {
  return (
    `${template.id}  ${template.name}\n` +
    `code: ${template.standardCode ?? '-'}    group: ${template.group.name} (${template.group.id}), ${template.group.category}\n`
  );
}

/** `diecut show <template-id>`: the template and its variables with defaults and ranges. */
export function showTemplate(args: readonly string[], io: CliIo): number {
  const { values, positionals } = parseCommandLine('show', args, { unit: 'string' }, true);
  if (positionals.length > 1) throw new CliError(`diecut show: one template id, not ${positionals.length}.`);
  const template = templateOf('show', positionals[0]);
  const unit = readUnit('show', values.unit);
  io.stdout(`${templateHeading(template)}\n${variablesTable(template.parameters, unit)}`);
  return 0;
}
