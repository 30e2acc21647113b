import { CliError, EXIT_FAILURE } from './cli-error';
import type { CliIo } from './cli-io';
import { parseCommandLine } from './command-line';

export const SERVE_HELP = `Usage: diecut serve [--port N] [--host HOST] [--data-dir DIR]

Starts the Diecut HTTP API (the same server as 'diecut-api' and 'pnpm start'), configured from the
environment as the README's Configuration section says; the options set PORT, HOST and
DIECUT_DATA_DIR. Needs the API package installed next to the CLI: npm install @diecut/api.

Options:
  --port N        port to listen on (PORT; default 8787, 0 for any free port)
  --host HOST     address to bind (HOST; default 0.0.0.0)
  --data-dir DIR  where files, the SQLite database and generated keys live (DIECUT_DATA_DIR)
  -h, --help      this help
`;

export const API_MISSING_MESSAGE =
  "diecut serve: the Diecut API (@diecut/api) is not installed next to @diecut/cli. Install it beside the CLI (npm install @diecut/api), or run its own command, 'npx @diecut/api'.";

/** `diecut serve`: imports the API on demand and starts it; the process then lives until stopped. */
export async function serveApi(args: readonly string[], io: CliIo): Promise<number | undefined> {
  const { values } = parseCommandLine(
    'serve',
    args,
    { port: 'string', host: 'string', 'data-dir': 'string' },
    false,
  );
  // the API is an optional peer dependency (declared in package.json): present in a clone of the
  // repository or beside an installed CLI, absent where only the CLI is installed, which the catch
  // explains; its launcher is the one `diecut-api` runs (node flags, signals, options to variables)
  let launch: typeof import('@diecut/api/launch');
  try {
    launch = await import('@diecut/api/launch');
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' && String((error as Error).message).includes('@diecut/api')) {
      throw new CliError(API_MISSING_MESSAGE, EXIT_FAILURE);
    }
    throw error;
  }
  let env: NodeJS.ProcessEnv;
  try {
    env = launch.serveEnv(
      {
        port: typeof values.port === 'string' ? values.port : undefined,
        host: typeof values.host === 'string' ? values.host : undefined,
        dataDir: typeof values['data-dir'] === 'string' ? values['data-dir'] : undefined,
      },
      io.env,
    );
  } catch (error) {
    if (error instanceof launch.LaunchUsageError) throw new CliError(`diecut serve: ${error.message}`);
    throw error;
  }
  await launch.launchApi({ script: process.argv[1] ?? '', args: ['serve', ...args], env });
  return undefined;
}
