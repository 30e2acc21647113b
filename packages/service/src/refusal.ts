import type { DesignRulesError } from '@diecut/export';
import type { Suggestion, VariableProblem } from '@diecut/geometry';
import type { NestingProblem } from '@diecut/nesting';

/**
 * One reason a request is refused, as data: what a caller can fix. `code` says what kind of problem
 * it is for a machine (a variable problem's code, such as `too_small`; a manufacturing rule's id,
 * such as `knife_gap`; `nesting` for a sheet that cannot take the copies); `message` says it to a
 * person, in the request's unit.
 */
export interface Problem {
  code: string;
  message: string;
  /** The variable to change, when one does. */
  variable?: string;
  /** The bound that was crossed, mm. */
  limitMm?: number;
  /** A value that clears the problem, in the request's unit. */
  suggestion?: Suggestion;
}

/** Why the request as a whole was refused, in one sentence (the answer's headline). */
export const REFUSAL_TITLES = {
  variables: 'Validation failed for one or more variables.',
  designRules: 'These variables make a dieline a die maker could not build.',
} as const;

/**
 * The one refusal every use case throws for a request its caller can fix: variables out of range,
 * sizes that break a manufacturing rule, a sheet that cannot take the copies. The API answers it
 * 400 (interface 7.1), the CLI prints it and exits with code 2. Never thrown for a fault of the
 * service itself.
 */
export class Refusal extends Error {
  readonly problems: readonly Problem[];

  constructor(
    problems: readonly Problem[],
    /** What was refused: the variables, sizes that break a manufacturing rule, or a nesting. */
    readonly reason: RefusalReason = 'variables',
    /** The answer's headline. */
    readonly title: string = reason === 'design-rules'
      ? REFUSAL_TITLES.designRules
      : REFUSAL_TITLES.variables,
  ) {
    super(`${title} ${problems.map((problem) => problem.message).join(' ')}`);
    this.name = 'Refusal';
    this.problems = problems;
  }
}

export type RefusalReason = 'variables' | 'design-rules' | 'nesting';

/** What a request names that does not exist (a template, a nesting template, a piece): the API's 404. */
export class NotFound extends Error {
  constructor(readonly what: string) {
    super(`${what} cannot be found`);
    this.name = 'NotFound';
  }
}

/** A template's refusal of its variables (geometry's `VariableProblem`s) as problems. */
export function variableProblems(problems: readonly VariableProblem[]): Problem[] {
  return problems.map(({ code, message, variable, limitMm, suggestion }) => ({
    code,
    message,
    ...(variable !== undefined ? { variable } : {}),
    ...(limitMm !== undefined ? { limitMm } : {}),
    ...(suggestion ? { suggestion } : {}),
  }));
}

/** The nesting engine's problems: a sheet, a count or a template that cannot take the copies. */
export function nestingProblems(problems: readonly NestingProblem[]): Problem[] {
  return problems.map(({ message, suggestion }) => ({
    code: 'nesting',
    message,
    ...(suggestion ? { suggestion } : {}),
  }));
}

/** A refusal of the request's variables. */
export const refuseVariables = (problems: readonly VariableProblem[]) =>
  new Refusal(variableProblems(problems));

/** A refusal of a single problem stated in words (no engine reported it). */
export const refuse = (code: string, message: string, extra: Omit<Problem, 'code' | 'message'> = {}) =>
  new Refusal([{ code, message, ...extra }]);

/** A manufacturing rule's findings as problems, each keeping its rule as the code. */
export function designRuleProblems(error: DesignRulesError): Problem[] {
  return error.findings.map((finding, index) => ({
    code: finding.rule,
    message: error.messages[index] as string,
  }));
}
