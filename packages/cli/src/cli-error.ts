/** Exit codes: 0 done, 1 the work failed (a file could not be written, the API is missing), 2 bad input. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** A refusal the user fixes by changing the command line: printed as is, exit code 2 unless told. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number = EXIT_USAGE) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}
