import { displayLength, displayLengthWithin, fromMillimetres, toMillimetres, type Unit } from '../units';
import { ABSURD_LENGTH_MM, INCH_STEP, parameterDefault } from './common-parameters';
import { describeViolation } from './constraints';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateParameter,
  TemplateValues,
} from './template-definition';
import { TemplateVariablesError } from './template-variables-error';
import type { VariableProblem } from './variable-problem';

/** Every variable a template accepts, children included, in declaration order. */
export function flattenParameters(parameters: readonly TemplateParameter[]): TemplateParameter[] {
  return parameters.flatMap((parameter) => [parameter, ...flattenParameters(parameter.children ?? [])]);
}

/** A bound as shown in `unit` that is itself valid: rounded up for a minimum, down for a maximum. */
const suggestLength = displayLengthWithin;

/**
 * The value to suggest for a length, in `unit`: in inches on the variable's step (a sixteenth, a
 * thousandth for a caliper), up for a minimum and down for a maximum, as an inch user would type it
 * (2 3/8 in, not 2.3623 in); the shown bound itself where no step fits the range.
 */
function suggestedValue(
  parameter: TemplateParameter | undefined,
  valueMm: number,
  unit: Unit,
  direction: 'up' | 'down',
): number {
  const shown = suggestLength(valueMm, unit, direction);
  if (unit !== 'in' || !parameter) return shown;
  const step = parameter.inchStep ?? INCH_STEP;
  const steps = fromMillimetres(valueMm, 'in') / step;
  const picked = (direction === 'up' ? Math.ceil(steps - 1e-9) : Math.floor(steps + 1e-9)) * step;
  const pickedMm = toMillimetres(picked, 'in');
  const outside =
    (parameter.minimum !== undefined && pickedMm < parameter.minimum - 1e-9) ||
    (parameter.maximum !== undefined && pickedMm > parameter.maximum + 1e-9);
  return outside ? shown : Math.round(picked * 1e4) / 1e4;
}

const formatLength = (valueMm: number, unit: Unit, direction: 'up' | 'down') =>
  `${suggestLength(valueMm, unit, direction)} ${unit}`;

type Checked = { ok: true; value: number | boolean | string } | { ok: false; problem: VariableProblem };

function readNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(raw))
    return Number(raw);
  return undefined;
}

function checkLength(parameter: TemplateParameter, raw: unknown, unit: Unit): Checked {
  const number = readNumber(raw);
  const unreadable = unreadableLength(parameter.name, number, unit);
  if (unreadable) return { ok: false, problem: unreadable };
  const mm = toMillimetres(number as number, unit);
  const problem = lengthOutOfRange(parameter, number as number, mm, unit);
  return problem ? { ok: false, problem } : { ok: true, value: mm };
}

/** A length that is no number, or no finite one. */
function unreadableLength(name: string, number: number | undefined, unit: Unit): VariableProblem | undefined {
  if (number === undefined || Number.isNaN(number)) {
    return {
      variable: name,
      code: 'not_a_number',
      message: `Variable '${name}' must be a length: a number in ${unit}.`,
    };
  }
  if (!Number.isFinite(number)) {
    return { variable: name, code: 'not_finite', message: `Variable '${name}' must be a finite number.` };
  }
  return undefined;
}

/** A length (`number` in the request's unit, `mm` in mm) outside what the variable takes. */
function lengthOutOfRange(
  parameter: TemplateParameter,
  number: number,
  mm: number,
  unit: Unit,
): VariableProblem | undefined {
  const { name } = parameter;
  const mayBeZero = parameter.minimum === 0;
  if (mm < 0 || (mm === 0 && !mayBeZero)) return notPositive(parameter, unit);
  if (mm > ABSURD_LENGTH_MM) return absurdLength(parameter, number, unit);
  if (parameter.minimum !== undefined && mm < parameter.minimum - 1e-9) {
    const bound = suggestLength(parameter.minimum, unit, 'up');
    const value = suggestedValue(parameter, parameter.minimum, unit, 'up');
    return {
      variable: name,
      code: 'too_small',
      limitMm: parameter.minimum,
      message: `Variable '${name}' must be at least ${bound} ${unit}.`,
      suggestion: { type: 'change_value', name, value },
    };
  }
  if (parameter.maximum !== undefined && mm > parameter.maximum + 1e-9) {
    const bound = suggestLength(parameter.maximum, unit, 'down');
    const value = suggestedValue(parameter, parameter.maximum, unit, 'down');
    return {
      variable: name,
      code: 'too_large',
      limitMm: parameter.maximum,
      message: `Variable '${name}' must be at most ${bound} ${unit}.`,
      suggestion: { type: 'change_value', name, value },
    };
  }
  return undefined;
}

function notPositive(parameter: TemplateParameter, unit: Unit): VariableProblem {
  const { name } = parameter;
  const least = parameter.minimum !== undefined ? suggestLength(parameter.minimum, unit, 'up') : undefined;
  const value =
    parameter.minimum !== undefined ? suggestedValue(parameter, parameter.minimum, unit, 'up') : 0;
  return {
    variable: name,
    code: 'not_positive',
    ...(parameter.minimum !== undefined ? { limitMm: parameter.minimum } : {}),
    message: `Variable '${name}' must be greater than zero${least !== undefined ? ` (at least ${least} ${unit})` : ''}.`,
    ...(least !== undefined && value > 0 ? { suggestion: { type: 'change_value', name, value } } : {}),
  };
}

/** A length over the largest size any template makes. */
function absurdLength(parameter: TemplateParameter, number: number, unit: Unit): VariableProblem {
  const { name } = parameter;
  // the largest value this variable takes, so the way back is one step
  const value = suggestedValue(
    parameter,
    Math.min(parameter.maximum ?? ABSURD_LENGTH_MM, ABSURD_LENGTH_MM),
    unit,
    'down',
  );
  return {
    variable: name,
    code: 'absurd',
    limitMm: ABSURD_LENGTH_MM,
    message: `Variable '${name}' is ${number} ${unit}, over the largest size any template makes (${formatLength(ABSURD_LENGTH_MM, unit, 'down')}); at most ${value} ${unit} here.`,
    suggestion: { type: 'change_value', name, value },
  };
}

function checkBoolean(parameter: TemplateParameter, raw: unknown): Checked {
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return { ok: true, value: true };
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return { ok: true, value: false };
  return {
    ok: false,
    problem: {
      variable: parameter.name,
      code: 'not_boolean',
      message: `Variable '${parameter.name}' must be true or false (or 1 or 0).`,
    },
  };
}

function checkInteger(parameter: TemplateParameter, raw: unknown): Checked {
  const number = readNumber(raw);
  if (number === undefined || !Number.isInteger(number)) {
    return {
      ok: false,
      problem: {
        variable: parameter.name,
        code: 'not_integer',
        message: `Variable '${parameter.name}' must be a whole number.`,
      },
    };
  }
  if (parameter.minimum !== undefined && number < parameter.minimum) {
    return {
      ok: false,
      problem: {
        variable: parameter.name,
        code: 'too_small',
        message: `Variable '${parameter.name}' must be at least ${parameter.minimum}.`,
        suggestion: { type: 'change_value', name: parameter.name, value: parameter.minimum },
      },
    };
  }
  if (parameter.maximum !== undefined && number > parameter.maximum) {
    return {
      ok: false,
      problem: {
        variable: parameter.name,
        code: 'too_large',
        message: `Variable '${parameter.name}' must be at most ${parameter.maximum}.`,
        suggestion: { type: 'change_value', name: parameter.name, value: parameter.maximum },
      },
    };
  }
  return { ok: true, value: number };
}

function checkChoice(parameter: TemplateParameter, raw: unknown): Checked {
  const allowed = (parameter.allowedValues ?? []).map(String);
  if (typeof raw === 'string' && allowed.includes(raw)) return { ok: true, value: raw };
  const quoted = allowed.map((value) => `'${value}'`);
  return {
    ok: false,
    problem: {
      variable: parameter.name,
      code: 'not_allowed',
      message: `Variable '${parameter.name}' must be one of ${quoted.slice(0, -1).join(', ')}${quoted.length > 1 ? ' or ' : ''}${quoted.at(-1) ?? ''}.`,
    },
  };
}

/** The outcome of checking a template's variables: the values in mm, or every problem found. */
export type TemplateVariablesCheck =
  | { ok: true; values: TemplateValues }
  | { ok: false; problems: VariableProblem[] };

/**
 * What variables are checked against: a template's parameters and, when it has them, the rules
 * between them. Any list of parameters is checked the same way (a nesting's sheet choices, say).
 */
export type VariablesOf = Pick<TemplateDefinition, 'parameters'> & {
  constraints?: TemplateDefinition['constraints'];
};

/**
 * Checks request variables against a template and gives them back in mm with defaults filled in.
 * Finds one problem per bad variable, then, once every variable is in range, the cross-variable rules.
 * Suggestions and limits in messages are computed in mm and given back in the request's unit.
 */
export function checkTemplateVariables(
  template: VariablesOf,
  input: Record<string, unknown>,
  unit: Unit,
): TemplateVariablesCheck {
  const { parameters, known } = parameterIndex(template.parameters);
  const problems: VariableProblem[] = unknownVariables(input, known);
  const values: TemplateValues = {};
  for (const parameter of parameters) {
    const raw = input[parameter.name];
    if (raw === undefined || raw === null) {
      if (parameter.required)
        problems.push({
          variable: parameter.name,
          code: 'required',
          message: `Variable '${parameter.name}' is required.`,
        });
      else if (parameter.default !== undefined)
        values[parameter.name] = parameterDefault(parameter, unit) as number | boolean | string;
      continue;
    }
    const checked = checkVariable(parameter, raw, unit);
    if (checked.ok) values[parameter.name] = checked.value;
    else problems.push(checked.problem);
  }
  if (problems.length === 0) {
    for (const violation of template.constraints?.(values) ?? [])
      problems.push(constraintProblem(violation, parameters, known, values, unit));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/**
 * A template's parameters flattened, and their names: the same for every create of the template, so
 * worked out once per parameter list (read only by the checks).
 */
function parameterIndex(list: readonly TemplateParameter[]): ParameterIndex {
  let index = parameterIndexes.get(list);
  if (!index) {
    const parameters = flattenParameters(list);
    index = { parameters, known: new Set(parameters.map((parameter) => parameter.name)) };
    parameterIndexes.set(list, index);
  }
  return index;
}

interface ParameterIndex {
  parameters: TemplateParameter[];
  known: Set<string>;
}

const parameterIndexes = new WeakMap<readonly TemplateParameter[], ParameterIndex>();

function unknownVariables(input: Record<string, unknown>, known: Set<string>): VariableProblem[] {
  return Object.keys(input)
    .filter((name) => !known.has(name))
    .map((name) => ({
      variable: name,
      code: 'unknown_variable',
      message: `Unknown variable '${name}'. This template takes: ${[...known].join(', ')}.`,
    }));
}

function checkVariable(parameter: TemplateParameter, raw: unknown, unit: Unit): Checked {
  switch (parameter.dataType) {
    case 'length':
      return checkLength(parameter, raw, unit);
    case 'boolean':
      return checkBoolean(parameter, raw);
    case 'string':
      return checkChoice(parameter, raw);
    default:
      return checkInteger(parameter, raw);
  }
}

/**
 * A broken rule between variables as a problem in the request's unit. The suggestion's own variable
 * decides the unit and rounding, whatever the rule is filed under.
 */
function constraintProblem(
  violation: ConstraintViolation,
  parameters: TemplateParameter[],
  known: Set<string>,
  values: TemplateValues,
  unit: Unit,
): VariableProblem {
  const suggestion = violation.suggestion;
  const limitMm = violation.limitMm !== undefined ? { limitMm: violation.limitMm } : {};
  const variable =
    suggestion?.type === 'change_value'
      ? suggestion.name
      : suggestion?.type === 'swap_values'
        ? suggestion.names[0]
        : known.has(violation.name)
          ? violation.name
          : undefined;
  const parameter = parameters.find((p) => p.name === variable);
  if (suggestion?.type === 'change_value' && parameter?.dataType === 'length') {
    const direction = suggestion.value >= (values[suggestion.name] as number) ? 'up' : 'down';
    const value = suggestedValue(parameter, suggestion.value, unit, direction);
    const limit =
      violation.limitMm === undefined
        ? suggestLength(suggestion.value, unit, direction)
        : suggestLength(violation.limitMm, unit, direction);
    return {
      variable: suggestion.name,
      code: 'constraint',
      message: describeViolation(violation, `${limit} ${unit}`),
      ...limitMm,
      suggestion: { type: 'change_value', name: suggestion.name, value },
    };
  }
  const limit = violation.limitMm === undefined ? '' : `${displayLength(violation.limitMm, unit)} ${unit}`;
  return {
    ...(variable !== undefined ? { variable } : {}),
    code: 'constraint',
    message: describeViolation(violation, limit),
    ...limitMm,
    ...(suggestion ? { suggestion } : {}),
  };
}

/** `checkTemplateVariables` for callers that want an exception: throws a `TemplateVariablesError`. */
export function validateTemplateVariables(
  template: TemplateDefinition,
  input: Record<string, unknown>,
  unit: Unit,
): TemplateValues {
  const checked = checkTemplateVariables(template, input, unit);
  if (!checked.ok) throw new TemplateVariablesError(checked.problems);
  return checked.values;
}
