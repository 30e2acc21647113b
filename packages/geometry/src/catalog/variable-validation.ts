import { displayLength, displayLengthWithin, toMillimetres, type Unit } from '../units';
import { ABSURD_LENGTH_MM, parameterDefault } from './common-parameters';
import { describeViolation } from './constraints';
import type { TemplateDefinition, TemplateParameter, TemplateValues } from './template-definition';
import { TemplateVariablesError } from './template-variables-error';
import type { VariableProblem } from './variable-problem';

/** Every variable a template accepts, children included, in declaration order. */
export function flattenParameters(parameters: readonly TemplateParameter[]): TemplateParameter[] {
  return parameters.flatMap((parameter) => [parameter, ...flattenParameters(parameter.children ?? [])]);
}

/** A suggested size that is valid as shown in `unit`: rounded up for a minimum, down for a maximum. */
const suggestLength = displayLengthWithin;

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
  const { name } = parameter;
  const number = readNumber(raw);
  if (number === undefined || Number.isNaN(number)) {
    return {
      ok: false,
      problem: {
        variable: name,
        code: 'not_a_number',
        message: `Variable '${name}' must be a length: a number in ${unit}.`,
      },
    };
  }
  if (!Number.isFinite(number)) {
    return {
      ok: false,
      problem: { variable: name, code: 'not_finite', message: `Variable '${name}' must be a finite number.` },
    };
  }
  const mm = toMillimetres(number, unit);
  const mayBeZero = parameter.minimum === 0;
  if (mm < 0 || (mm === 0 && !mayBeZero)) {
    const least = parameter.minimum !== undefined ? suggestLength(parameter.minimum, unit, 'up') : undefined;
    return {
      ok: false,
      problem: {
        variable: name,
        code: 'not_positive',
        ...(parameter.minimum !== undefined ? { limitMm: parameter.minimum } : {}),
        message: `Variable '${name}' must be greater than zero${least !== undefined ? ` (at least ${least} ${unit})` : ''}.`,
        ...(least !== undefined && least > 0
          ? { suggestion: { type: 'change_value', name, value: least } }
          : {}),
      },
    };
  }
  if (mm > ABSURD_LENGTH_MM) {
    // the largest value this variable takes, so the way back is one step
    const value = suggestLength(
      Math.min(parameter.maximum ?? ABSURD_LENGTH_MM, ABSURD_LENGTH_MM),
      unit,
      'down',
    );
    return {
      ok: false,
      problem: {
        variable: name,
        code: 'absurd',
        limitMm: ABSURD_LENGTH_MM,
        message: `Variable '${name}' is ${number} ${unit}, over the largest size any template makes (${formatLength(ABSURD_LENGTH_MM, unit, 'down')}); at most ${value} ${unit} here.`,
        suggestion: { type: 'change_value', name, value },
      },
    };
  }
  if (parameter.minimum !== undefined && mm < parameter.minimum - 1e-9) {
    const value = suggestLength(parameter.minimum, unit, 'up');
    return {
      ok: false,
      problem: {
        variable: name,
        code: 'too_small',
        limitMm: parameter.minimum,
        message: `Variable '${name}' must be at least ${value} ${unit}.`,
        suggestion: { type: 'change_value', name, value },
      },
    };
  }
  if (parameter.maximum !== undefined && mm > parameter.maximum + 1e-9) {
    const value = suggestLength(parameter.maximum, unit, 'down');
    return {
      ok: false,
      problem: {
        variable: name,
        code: 'too_large',
        limitMm: parameter.maximum,
        message: `Variable '${name}' must be at most ${value} ${unit}.`,
        suggestion: { type: 'change_value', name, value },
      },
    };
  }
  return { ok: true, value: mm };
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
  const parameters = flattenParameters(template.parameters);
  const known = new Set(parameters.map((parameter) => parameter.name));
  const problems: VariableProblem[] = [];
  for (const name of Object.keys(input)) {
    if (!known.has(name)) {
      problems.push({
        variable: name,
        code: 'unknown_variable',
        message: `Unknown variable '${name}'. This template takes: ${[...known].join(', ')}.`,
      });
    }
  }
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
    const checked =
      parameter.dataType === 'length'
        ? checkLength(parameter, raw, unit)
        : parameter.dataType === 'boolean'
          ? checkBoolean(parameter, raw)
          : parameter.dataType === 'string'
            ? checkChoice(parameter, raw)
            : checkInteger(parameter, raw);
    if (checked.ok) values[parameter.name] = checked.value;
    else problems.push(checked.problem);
  }
  if (problems.length === 0) {
    for (const violation of template.constraints?.(values) ?? []) {
      const suggestion = violation.suggestion;
      const limitMm = violation.limitMm !== undefined ? { limitMm: violation.limitMm } : {};
      // the suggestion's own variable decides the unit and rounding, whatever the rule is filed under
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
        const value = suggestLength(suggestion.value, unit, direction);
        const limit =
          violation.limitMm === undefined ? value : suggestLength(violation.limitMm, unit, direction);
        problems.push({
          variable: suggestion.name,
          code: 'constraint',
          message: describeViolation(violation, `${limit} ${unit}`),
          ...limitMm,
          suggestion: { type: 'change_value', name: suggestion.name, value },
        });
      } else {
        const limit =
          violation.limitMm === undefined ? '' : `${displayLength(violation.limitMm, unit)} ${unit}`;
        problems.push({
          ...(variable !== undefined ? { variable } : {}),
          code: 'constraint',
          message: describeViolation(violation, limit),
          ...limitMm,
          ...(suggestion ? { suggestion } : {}),
        });
      }
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
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
