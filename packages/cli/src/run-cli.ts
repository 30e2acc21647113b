import { createRequire } from 'node:module';
import { CliError, EXIT_FAILURE } from './cli-error';
import { type CliIo, processIo } from './cli-io';
import { listTemplates, TEMPLATES_HELP } from './list-templates';
import { ARTWORK_HELP, makeArtworkTemplate } from './make-artwork-template';
import { MAKE_HELP, makeDieline, makeHelp } from './make-dieline';
import { makeNesting, NEST_HELP } from './make-nesting';
import { SERVE_HELP, serveApi } from './serve-api';
import { SHOW_HELP, showTemplate } from './show-template';

export const HELP = `Usage: diecut <command> [options]

Packaging dielines from the Diecut template catalog, offline: no server needed.

Commands:
  templates [--q TEXT] [--group ID]      list templates: ids, names and codes
  show <template-id> [--unit mm|in]      a template's variables with defaults and ranges
  make <template-id> --length 80 ...     write a dieline file (svg, pdf, dxf, cf2)
  nest <template-id> ... --sheet-width W --sheet-height H
                                         lay copies out on a press sheet and write its file
  artwork <template-id> --length 80 ...  write the artwork template a designer draws on (pdf, svg)
  serve [--port N]                       start the Diecut HTTP API

'diecut <command> --help' tells more. Exit codes: 0 done, 1 failed, 2 bad command line or sizes.

Example:
  diecut make becf-11001 --unit mm --length 80 --width 40 --height 120 --format pdf --out box.pdf
`;

interface Command {
  help: string;
  run(args: readonly string[], io: CliIo): number | undefined | Promise<number | undefined>;
}

const COMMANDS: Record<string, Command> = {
  templates: { help: TEMPLATES_HELP, run: listTemplates },
  show: { help: SHOW_HELP, run: showTemplate },
  make: { help: MAKE_HELP, run: makeDieline },
  nest: { help: NEST_HELP, run: makeNesting },
  artwork: { help: ARTWORK_HELP, run: makeArtworkTemplate },
  serve: { help: SERVE_HELP, run: serveApi },
};

function version(): string {
  // the same relative path from src/ and from dist/
  return (createRequire(import.meta.url)('../package.json') as { version: string }).version;
}

const wantsHelp = (args: readonly string[]) => args.some((arg) => arg === '--help' || arg === '-h');

/**
 * Runs `diecut` with the arguments after the program name. Answers the exit code, or undefined when
 * the command keeps running (`serve`): the caller then leaves the process alone.
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo): Promise<number | undefined> {
  const [name, ...args] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? args[0] : undefined;
      io.stdout(topic && COMMANDS[topic] ? (COMMANDS[topic] as Command).help : HELP);
      return 0;
    }
    if (name === '--version' || name === '-v') {
      io.stdout(`${version()}\n`);
      return 0;
    }
    const command = COMMANDS[name];
    if (!command) {
      throw new CliError(
        `diecut: unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(', ')}. Run 'diecut --help'.`,
      );
    }
    if (wantsHelp(args)) {
      const unitAt = args.indexOf('--unit');
      const withTemplate =
        (name === 'make' || name === 'nest' || name === 'artwork') && args[0] && !args[0].startsWith('-');
      io.stdout(withTemplate ? makeHelp(args, command.help, args[unitAt + 1]) : command.help);
      return 0;
    }
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr(`${error.message}\n`);
      return error.exitCode;
    }
    io.stderr(`diecut: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT_FAILURE;
  }
}
