import type { Refusal } from '@diecut/service';
import { CliError } from './cli-error';
import { problemLines } from './variable-flags';

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
