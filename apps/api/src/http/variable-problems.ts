import type { VariableProblem } from '@diecut/geometry';
import { DiecutError, type ValidationErrorItem } from '@diecut/schema';
import type { Refusal } from '@diecut/service';

/** Interface 7.1's item for one problem: the engine's message and suggestion, in the request's unit. */
export function validationErrorItem(problem: VariableProblem): ValidationErrorItem {
  return { message: problem.message, ...(problem.suggestion ? { suggestion: problem.suggestion } : {}) };
}

/** The 400 answer to variables a template refuses: every problem, one item each. */
export function variableProblemsError(problems: readonly VariableProblem[]): DiecutError {
  return DiecutError.validation(problems.map(validationErrorItem));
}

/** The service's `Refusal` as the interface's 400: its title, and an item per problem with its suggestion. */
export function refusalError(refusal: Refusal): DiecutError {
  return DiecutError.validation(
    refusal.problems.map(({ message, suggestion }) => ({ message, ...(suggestion ? { suggestion } : {}) })),
    refusal.title,
  );
}
