import type { VariableProblem } from './variable-problem';

/** Thrown by `validateTemplateVariables`: a plain error, with no HTTP in it, that carries the problems. */
export class TemplateVariablesError extends Error {
  readonly problems: readonly VariableProblem[];

  constructor(problems: readonly VariableProblem[]) {
    super(`The template's variables are not valid: ${problems.map((problem) => problem.message).join(' ')}`);
    this.name = 'TemplateVariablesError';
    this.problems = problems;
  }
}
