import type { Suggestion } from '@diecut/geometry';

/** One reason a nesting cannot be laid out, written for a person, with a fix when there is one. */
export interface NestingProblem {
  message: string;
  suggestion?: Suggestion;
}

/** Thrown by the nesting steps below: a plain error, with no HTTP in it, that carries the problems. */
export class NestingError extends Error {
  readonly problems: readonly NestingProblem[];

  constructor(problems: readonly NestingProblem[]) {
    super(problems.map((problem) => problem.message).join(' '));
    this.name = 'NestingError';
    this.problems = problems;
  }
}
