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
      const typed =
        code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
          ? /'--([^'=]+)/.exec((error as Error).message)?.[1]
          : undefined;
      const near = typed === undefined ? undefined : nearestOption(typed, Object.keys(options));
      throw new CliError(
        `diecut ${command}: ${(error as Error).message}${near ? `\nDid you mean --${near}?` : ''}\nRun 'diecut ${helpFor} --help' for the options.`,
      );
    }
    throw error;
  }
}

/**
 * The option a mistyped one most likely meant (`lenght`: `length`): the closest by edits (an
 * adjacent swap counts as one), within a third of its length; none when nothing is that close.
 */
export function nearestOption(typed: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(typed.length / 3)) + 1;
  for (const option of options) {
    const distance = editDistance(typed.toLowerCase(), option.toLowerCase());
    if (distance < bestDistance) {
      best = option;
      bestDistance = distance;
    }
  }
  return best;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
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
