import { listTemplateGroups, searchTemplates } from '@diecut/geometry';
import { CliError } from './cli-error';
import type { CliIo } from './cli-io';
import { parseCommandLine } from './command-line';
import { textTable } from './text-table';

export const TEMPLATES_HELP = `Usage: diecut templates [--q TEXT] [--group ID] [--category NAME]

Lists the dieline templates: id, name, standard code (ECMA or FEFCO) and group.

Options:
  --q TEXT         words that must all match the name, id, code or group (e.g. 'tuck', '0201')
  --group ID       one group, e.g. cartons_tuck_end_boxes ('diecut templates --groups' lists them)
  --category NAME  Cartons, 'Corrugated Cardboards' or 'Hard Cardboards'
  --groups         list the template groups instead
  -h, --help       this help
`;

/** `diecut templates`: the catalog, or the part of it that matches, as a table. */
export function listTemplates(args: readonly string[], io: CliIo): number {
  const { values } = parseCommandLine(
    'templates',
    args,
    { q: 'string', group: 'string', category: 'string', groups: 'flag' },
    false,
  );
  const groups = listTemplateGroups();
  if (values.groups === true) {
    io.stdout(
      textTable(
        ['GROUP', 'NAME', 'CATEGORY'],
        groups.map((group) => [group.id, group.name, group.category]),
      ),
    );
    return 0;
  }
  const group = typeof values.group === 'string' ? values.group : undefined;
  if (group !== undefined && !groups.some((each) => each.id === group)) {
    throw new CliError(`diecut templates: unknown group '${group}'. 'diecut templates --groups' lists them.`);
  }
  const found = searchTemplates({
    ...(group !== undefined ? { group } : {}),
    ...(typeof values.q === 'string' ? { q: values.q } : {}),
    ...(typeof values.category === 'string' ? { category: values.category } : {}),
  });
  if (found.length === 0) {
    io.stdout('No template matches.\n');
    return 0;
  }
  io.stdout(
    textTable(
      ['ID', 'NAME', 'CODE', 'GROUP'],
      found.map((template) => [template.id, template.name, template.standardCode ?? '-', template.group.id]),
    ),
  );
  io.stdout(`${found.length} template${found.length === 1 ? '' : 's'}\n`);
  return 0;
}
