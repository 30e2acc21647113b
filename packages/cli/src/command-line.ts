import { parseArgs } from 'node:util';
import { CliError } from './cli-error';

/** What a command reads from its part of the command line: every option as given, and positionals. */
export interface ParsedLine {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** A command's options: `string` takes a value, `flag` is on or off, `boolean` reads true/false. */
export type OptionKind = 'string' | 'flag' | 'boolean';

const BOOLEAN_WORDS = new Set(['true', 'false', '1', '0']);

/**
 * Parses with node:util parseArgs, strict. `boolean` options take `--name`, `--no-name`, `--name true`
 * and `--name=false`, which parseArgs alone cannot read all of (its booleans take no value): they are
 * rewritten to `--name=<value>` string options first, and their value is checked by the caller.
 */
export function parseCommandLine(
  command: string,
  args: readonly string[],
  options: Record<string, OptionKind>,
  allowPositionals: boolean,
  /** The command to name in the hint after a parse error, e.g. `make becf-11001`; `command` by default. */
  helpFor: string = command,
): ParsedLine {
  const rewritten: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    const bare = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    if (bare !== undefined && options[bare] === 'boolean') {
      const next = args[index + 1];
      if (next !== undefined && BOOLEAN_WORDS.has(next)) {
        rewritten.push(`--${bare}=${next}`);
        index++;
      } else {
        rewritten.push(`--${bare}=true`);
      }
    } else if (bare?.startsWith('no-') && options[bare.slice(3)] === 'boolean') {
      rewritten.push(`--${bare.slice(3)}=false`);
    } else {
      rewritten.push(arg);
    }
  }
  try {
    const parsed = parseArgs({
      args: rewritten,
      options: Object.fromEntries(
        Object.entries(options).map(([name, kind]) => [
          name,
          { type: kind === 'flag' ? ('boolean' as const) : ('string' as const) },
        ]),
      ),
      strict: true,
      allowPositionals,
    });
    return { values: parsed.values as ParsedLine['values'], positionals: parsed.positionals };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      throw new CliError(
        `diecut ${command}: ${(error as Error).message}\nRun 'diecut ${helpFor} --help' for the options.`,
      );
    }
    throw error;
  }
}

/** `on`/`off` of a `boolean` option as given (`true`, `false`, `1`, `0`); undefined when not given. */
export function readBoolean(
  command: string,
  name: string,
  raw: string | boolean | undefined,
): boolean | undefined {
  if (raw === undefined || typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new CliError(`diecut ${command}: --${name} is true or false, not '${raw}'.`);
}

/** The flag of a variable: its name in kebab case (`top_tuck_flap` is `--top-tuck-flap`). */
export const flagOf = (variable: string): string => variable.replace(/_/g, '-');
