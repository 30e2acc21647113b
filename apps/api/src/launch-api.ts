import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** The options `diecut-api` and `diecut serve` share, as their help lists them. */
export const SERVE_OPTIONS_HELP = `Options:
  --port N        port to listen on (PORT; default 8787, 0 for any free port)
  --host HOST     address to bind (HOST; default 0.0.0.0)
  --data-dir DIR  where files, the SQLite database and generated keys live (DIECUT_DATA_DIR;
                  default .diecut in the working directory)
  -h, --help      this help
`;

export const API_COMMAND_HELP = `Usage: diecut-api [--port N] [--host HOST] [--data-dir DIR]

Starts the Diecut HTTP API with its embedded storage (SQLite and files in the data dir), configured
from the environment (PORT, HOST, DIECUT_DATA_DIR, DIECUT_PUBLIC_URL, DIECUT_DATABASE_URL, the keys and
the limits); the options set PORT, HOST and DIECUT_DATA_DIR. With no keys configured, the first start
makes one dielines key and one dimensions key and prints them. SIGTERM or SIGINT stop it gracefully.

${SERVE_OPTIONS_HELP}`;

/** What the shared options set: the server's environment variables. */
export interface ServeOptions {
  port?: string | undefined;
  host?: string | undefined;
  dataDir?: string | undefined;
}

/** A usage mistake on the command line: the message is printed, the process ends with code 2. */
export class LaunchUsageError extends Error {
  override name = 'LaunchUsageError';
}

/**
 * The environment the server starts with: `env` with the options over PORT, HOST and DIECUT_DATA_DIR.
 * Throws a `LaunchUsageError` for a port that is not a whole number.
 */
export function serveEnv(options: ServeOptions, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (options.port !== undefined && !/^\d+$/.test(options.port)) {
    throw new LaunchUsageError(`--port is a whole number, not '${options.port}'.`);
  }
  return {
    ...env,
    ...(options.port !== undefined ? { PORT: options.port } : {}),
    ...(options.host !== undefined ? { HOST: options.host } : {}),
    ...(options.dataDir !== undefined ? { DIECUT_DATA_DIR: options.dataDir } : {}),
  };
}

/**
 * The node flags of the API's start script (`--max-semi-space-size=16`: a young generation large
 * enough that 64 requests in flight are not copied by every collection, stated so that every node
 * version sizes it alike), read from this package's package.json, the one place they are written;
 * `../package.json` is the same file from `src/` and from `dist/`.
 */
export function apiNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts?: { start?: string };
  };
  return (manifest.scripts?.start ?? '').split(/\s+/).filter((word) => word.startsWith('--'));
}

export interface LaunchOptions {
  /** The script this process runs (`process.argv[1]`), run again when the node flags are missing. */
  script: string;
  /** Its arguments, to run it again with them. */
  args: readonly string[];
  /** The server's environment (see `serveEnv`). */
  env: NodeJS.ProcessEnv;
  /** The node flags this process runs with; `process.execArgv` unless a test says otherwise. */
  execArgv?: readonly string[];
}

/**
 * Starts the API as `pnpm start` does. V8's heap flags act only from a process's start, so a process
 * without the start script's flags runs `script` again in a node that has them, passes SIGTERM and
 * SIGINT on (the server then shuts down gracefully) and exits as it exits; one with them starts the
 * server in this process. Either way the process then lives until the server stops.
 */
export async function launchApi(options: LaunchOptions): Promise<void> {
  const execArgv = options.execArgv ?? process.execArgv;
  const flags = apiNodeFlags().filter((flag) => !execArgv.includes(flag));
  if (flags.length > 0) {
    const child = spawn(process.execPath, [...execArgv, ...flags, options.script, ...options.args], {
      stdio: 'inherit',
      env: options.env,
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => {
      // a server ended by a signal it did not handle (before its own handlers were in place, or a
      // SIGKILL) says so, since its exit code alone would be a bare 1
      if (signal) process.stderr.write(`diecut-api: the server ended on ${signal}\n`);
      process.exitCode = code ?? (signal ? 1 : 0);
    });
    return;
  }
  const { serve } = await import('./serve');
  await serve(options.env);
}

/**
 * The `diecut-api` command (`bin/diecut-api.js`): its options, its help, then `launchApi`. Answers the
 * exit code when it ends at once (help, a usage mistake), undefined while the server runs.
 */
export async function runApiCommand(
  args: readonly string[],
  script: string,
  io: { stdout: (text: string) => void; stderr: (text: string) => void; env: NodeJS.ProcessEnv } = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
  },
): Promise<number | undefined> {
  let env: NodeJS.ProcessEnv;
  try {
    const { values } = parseArgs({
      args: [...args],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      io.stdout(API_COMMAND_HELP);
      return 0;
    }
    env = serveEnv({ port: values.port, host: values.host, dataDir: values['data-dir'] }, io.env);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`diecut-api: ${message.endsWith('.') ? message : `${message}.`} Run 'diecut-api --help'.\n`);
    return 2;
  }
  await launchApi({ script, args, env });
  return undefined;
}
