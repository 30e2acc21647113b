import {
  checkTemplateVariables,
  type TemplateDefinition,
  type TemplateValues,
  type VariableProblem,
} from '@diecut/geometry';
import { DiecutError, type Unit, type ValidationErrorItem } from '@diecut/schema';
import type { Refusal } from '@diecut/service';

/** Interface 7.1's item for one problem: the engine's message and suggestion, in the request's unit. */
export function validationErrorItem(problem: VariableProblem): ValidationErrorItem {
  return { message: problem.message, ...(problem.suggestion ? { suggestion: problem.suggestion } : {}) };
}

/** The 400 answer to variables a template refuses: every problem, one item each. */
export function variableProblemsError(problems: readonly VariableProblem[]): DiecutError {
  return DiecutError.validation(problems.map(validationErrorItem));
}

/** A request's template variables in mm with defaults filled in; throws the 400 of interface 7.1. */
export function validateRequestVariables(
  template: TemplateDefinition,
  input: Record<string, unknown>,
  unit: Unit,
): TemplateValues {
  const checked = checkTemplateVariables(template, input, unit);
  if (!checked.ok) throw variableProblemsError(checked.problems);
  return checked.values;
}

/** The service's `Refusal` as the interface's 400: its title, and an item per problem with its suggestion. */
export function refusalError(refusal: Refusal): DiecutError {
  return DiecutError.validation(
    refusal.problems.map(({ message, suggestion }) => ({ message, ...(suggestion ? { suggestion } : {}) })),
    refusal.title,
  );
}
