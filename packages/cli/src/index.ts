export { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './cli-error';
export type { CliIo } from './cli-io';
export { HELP, runCli } from './run-cli';
