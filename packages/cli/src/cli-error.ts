import type { Refusal } from '@diecut/service';
import { problemLines } from './variable-flags';

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

/**
 * The service's refusal as the command's: what was refused (`subject`), then each problem on its
 * line with the flag that fixes it; exit code 2. The one place a refusal becomes a CLI error.
 */
export function refusalError(command: string, refusal: Refusal, subject: string): CliError {
  const heading =
    refusal.reason === 'design-rules'
      ? 'these sizes make a dieline a die maker could not build'
      : refusal.reason === 'nesting'
        ? 'the nesting cannot be laid out'
        : `${subject} refuses these variables`;
  return new CliError(`diecut ${command}: ${heading}:\n${problemLines(refusal.problems)}`);
}
