import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { CliError, EXIT_FAILURE } from './cli-error';
import type { CliIo } from './cli-io';
import { parseCommandLine } from './command-line';

export const SERVE_HELP = `Usage: diecut serve [--port N] [--host HOST] [--data-dir DIR]

Starts the Diecut HTTP API (the same server as 'pnpm start'), configured from the environment as the
README's Configuration section says; the options set PORT, HOST and DIECUT_DATA_DIR. Needs the API
package (@diecut/api), which is not published: run it from a clone of the repository.

Options:
  --port N        port to listen on (PORT; default 8787, 0 for any free port)
  --host HOST     address to bind (HOST; default 0.0.0.0)
  --data-dir DIR  where files, the SQLite database and generated keys live (DIECUT_DATA_DIR)
  -h, --help      this help
`;

export const API_MISSING_MESSAGE =
  "diecut serve: the Diecut API (@diecut/api) is not installed next to @diecut/cli. The API is not published to npm: run 'diecut serve' (or 'pnpm start') from a clone of https://github.com/diecut/diecut after 'pnpm install'.";

/** `diecut serve`: imports the API on demand and starts it; the process then lives until stopped. */
export async function serveApi(args: readonly string[], io: CliIo): Promise<number | undefined> {
  const { values } = parseCommandLine(
    'serve',
    args,
    { port: 'string', host: 'string', 'data-dir': 'string' },
    false,
  );
  if (typeof values.port === 'string' && !/^\d+$/.test(values.port)) {
    throw new CliError(`diecut serve: --port is a whole number, not '${values.port}'.`);
  }
  // the API is an optional peer dependency (declared in package.json): present in a clone of the
  // repository, absent where only the CLI is installed, which the catch below explains
  const flags = startScriptFlags();
  if (flags.some((flag) => !process.execArgv.includes(flag)) && process.argv[1]) {
    return serveWithFlags(flags, process.argv[1], args);
  }
  let api: typeof import('@diecut/api/server');
  try {
    api = await import('@diecut/api/server');
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' && String((error as Error).message).includes('@diecut/api')) {
      throw new CliError(API_MISSING_MESSAGE, EXIT_FAILURE);
    }
    throw error;
  }
  const env = {
    ...io.env,
    ...(typeof values.port === 'string' ? { PORT: values.port } : {}),
    ...(typeof values.host === 'string' ? { HOST: values.host } : {}),
    ...(typeof values['data-dir'] === 'string' ? { DIECUT_DATA_DIR: values['data-dir'] } : {}),
  };
  await api.serve(env);
  return undefined;
}

/**
 * The node flags the API's start script runs it with (`--max-semi-space-size=4`: a smaller young
 * generation, a lower peak under load), read from the installed API's package.json; none without it.
 */
function startScriptFlags(): string[] {
  try {
    const manifest = createRequire(import.meta.url)('@diecut/api/package.json') as {
      scripts?: { start?: string };
    };
    return (manifest.scripts?.start ?? '').split(/\s+/).filter((word) => word.startsWith('--'));
  } catch {
    return [];
  }
}

/**
 * Runs `diecut serve` again in a node with `flags` (they act only from a process's start), passing
 * signals on so that SIGTERM still shuts the server down gracefully, and exits as it exits.
 */
function serveWithFlags(flags: string[], bin: string, args: readonly string[]): undefined {
  const child = spawn(process.execPath, [...process.execArgv, ...flags, bin, 'serve', ...args], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  return undefined;
}
