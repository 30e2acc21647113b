import {
  displayLength,
  displayLengthWithin,
  flattenParameters,
  parameterDefault,
  type Suggestion,
  sampleValues,
  type TemplateDefinition,
  type TemplateParameter,
  toMillimetres,
  type VariableProblem,
} from '@diecut/geometry';
import { type DielineFormat, INVALID_UNIT_MESSAGE, type Unit, UnitSchema } from '@diecut/schema';
import { humanize } from './page-layout';

/** The formats the page offers: the interface's three, the die maker's PDF first. */
export const PAGE_FORMATS = ['pdf', 'svg', 'dxf'] as const satisfies readonly DielineFormat[];
export type PageFormat = (typeof PAGE_FORMATS)[number];

/** A message shown on the form, with its suggestion spelled out (`Suggested: 8 mm`). */
export interface FormMessage {
  message: string;
  suggestion?: string;
}

/** What the form shows: the choices and the values as entered, and the messages of a failed attempt. */
export interface DielineFormState {
  unit: Unit;
  format: PageFormat;
  /** Text of each length or integer field, checked state of each flag. */
  values: Record<string, string | boolean>;
  /** Messages next to a field, by variable name. */
  fieldErrors: Record<string, FormMessage[]>;
  /** Messages that belong to no one field; shown at the top of the form. */
  generalErrors: FormMessage[];
}

/** Field names of the form besides the variables. */
const FORM_FIELDS = new Set(['unit', 'format']);

/**
 * A value of `mm` shown in `unit` that still passes the variable's own range: rounding to the unit's
 * decimals may not step outside a minimum or maximum.
 */
function shownLength(valueMm: number, parameter: TemplateParameter, unit: Unit): string {
  let shown = displayLength(valueMm, unit);
  if (parameter.minimum !== undefined && toMillimetres(shown, unit) < parameter.minimum - 1e-9) {
    shown = displayLengthWithin(parameter.minimum, unit, 'up');
  }
  if (parameter.maximum !== undefined && toMillimetres(shown, unit) > parameter.maximum + 1e-9) {
    shown = displayLengthWithin(parameter.maximum, unit, 'down');
  }
  return String(shown);
}

/** The form as first shown: the template's sample size and defaults, which make a valid dieline. */
export function initialFormState(template: TemplateDefinition, unit: Unit): DielineFormState {
  const sample = sampleValues(template);
  const values: DielineFormState['values'] = {};
  for (const parameter of flattenParameters(template.parameters)) {
    const value = sample[parameter.name];
    if (value === undefined) continue;
    if (parameter.dataType === 'boolean') values[parameter.name] = value === true;
    else if (parameter.dataType === 'length')
      // a variable left at its default shows it on the unit's own steps (9/16 in, not 0.5906 in)
      values[parameter.name] = shownLength(
        value === parameter.default ? Number(parameterDefault(parameter, unit)) : Number(value),
        parameter,
        unit,
      );
    else values[parameter.name] = String(value);
  }
  return { unit, format: 'pdf', values, fieldErrors: {}, generalErrors: [] };
}

type FormBody = Record<string, string | File | (string | File)[]>;

function text(body: FormBody, name: string): string {
  const value = body[name];
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' ? last : '';
}

/** `12,5` is how much of the world writes 12.5. */
const decimalComma = (value: string) => (/^\s*\d+,\d+\s*$/.test(value) ? value.replace(',', '.') : value);

/**
 * Reads a posted form: the unit and format, and the template's variables in the shape
 * `validateTemplateVariables` takes. An empty field means the variable's default; a flag is a
 * checkbox, so its absence means off. Other fields are ignored.
 */
export function readDielineForm(
  template: TemplateDefinition,
  body: FormBody,
): { state: DielineFormState; variables: Record<string, string | boolean> } {
  const generalErrors: FormMessage[] = [];
  const unit = UnitSchema.safeParse(text(body, 'unit'));
  if (!unit.success) generalErrors.push({ message: INVALID_UNIT_MESSAGE });
  const format = (PAGE_FORMATS as readonly string[]).includes(text(body, 'format'))
    ? (text(body, 'format') as PageFormat)
    : undefined;
  if (!format) {
    generalErrors.push({
      message: `Invalid 'format'. Valid 'format' values are ${PAGE_FORMATS.map((f) => `'${f}'`).join(', ')}.`,
    });
  }
  const values: DielineFormState['values'] = {};
  const variables: Record<string, string | boolean> = {};
  for (const parameter of flattenParameters(template.parameters)) {
    if (FORM_FIELDS.has(parameter.name)) continue;
    if (parameter.dataType === 'boolean') {
      const checked = parameter.name in body && text(body, parameter.name) !== 'false';
      values[parameter.name] = checked;
      variables[parameter.name] = checked;
      continue;
    }
    const entered = text(body, parameter.name);
    values[parameter.name] = entered;
    if (entered.trim() !== '') variables[parameter.name] = decimalComma(entered).trim();
  }
  return {
    state: {
      unit: unit.success ? unit.data : 'mm',
      format: format ?? 'pdf',
      values,
      fieldErrors: {},
      generalErrors,
    },
    variables,
  };
}

function describeSuggestion(
  suggestion: Suggestion,
  parameters: TemplateParameter[],
  unit: Unit,
): string | undefined {
  if (suggestion.type === 'swap_values') {
    const [a, b] = suggestion.names;
    return `Suggested: swap ${humanize(a).toLowerCase()} and ${humanize(b).toLowerCase()}`;
  }
  const parameter = parameters.find((p) => p.name === suggestion.name);
  return parameter?.dataType === 'length'
    ? `Suggested: ${suggestion.value} ${unit}`
    : `Suggested: ${suggestion.value}`;
}

/**
 * A message to show on the form: a template's variable problem, or an item of a validation error,
 * which names no variable and goes to the top.
 */
export type FormProblem = Pick<VariableProblem, 'variable' | 'message' | 'suggestion'>;

/** Puts each problem next to the field of its variable; the others go to the top. */
export function withErrors(
  template: TemplateDefinition,
  state: DielineFormState,
  problems: readonly FormProblem[],
): DielineFormState {
  const parameters = flattenParameters(template.parameters);
  const known = new Set(parameters.map((p) => p.name));
  const fieldErrors: DielineFormState['fieldErrors'] = { ...state.fieldErrors };
  const generalErrors = [...state.generalErrors];
  for (const { variable, message, suggestion } of problems) {
    const described = suggestion && describeSuggestion(suggestion, parameters, state.unit);
    const shown: FormMessage = { message, ...(described ? { suggestion: described } : {}) };
    if (variable && known.has(variable)) fieldErrors[variable] = [...(fieldErrors[variable] ?? []), shown];
    else generalErrors.push(shown);
  }
  return { ...state, fieldErrors, generalErrors };
}
