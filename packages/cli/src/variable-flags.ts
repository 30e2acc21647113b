import type { Suggestion, TemplateParameter } from '@diecut/geometry';
import { flagOf, type OptionKind } from './command-line';

/** A flag per variable, in kebab case and, where that differs, as the variable is named (`top_tuck_flap`). */
export function variableOptions(parameters: readonly TemplateParameter[]): Record<string, OptionKind> {
  const options: Record<string, OptionKind> = {};
  for (const parameter of parameters) {
    const kind: OptionKind = parameter.dataType === 'boolean' ? 'boolean' : 'string';
    options[flagOf(parameter.name)] = kind;
    options[parameter.name] = kind;
  }
  return options;
}

/** The variables given on the command line, by variable name, as the strings typed (the engine reads them). */
export function readVariables(
  parameters: readonly TemplateParameter[],
  values: Record<string, string | boolean | undefined>,
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const { name } of parameters) {
    const raw = values[flagOf(name)] ?? values[name];
    if (typeof raw === 'string') variables[name] = raw;
  }
  return variables;
}

/** A problem's fix as the flags to type: `use --length 21`, or which two flags to swap. */
export function suggestedFlags(suggestion: Suggestion): string {
  return suggestion.type === 'change_value'
    ? `use --${flagOf(suggestion.name)} ${suggestion.value}`
    : `swap the values of --${flagOf(suggestion.names[0])} and --${flagOf(suggestion.names[1])}`;
}

/** Each problem on its line, and under it the flag that fixes it when the engine suggests one. */
export function problemLines(problems: readonly { message: string; suggestion?: Suggestion }[]): string {
  return problems
    .map(
      (problem) =>
        `  - ${problem.message}${problem.suggestion ? `\n    ${suggestedFlags(problem.suggestion)}` : ''}`,
    )
    .join('\n');
}
