import type { TemplateParameter } from './template-definition';

/** The largest size any template accepts: nothing a sheet-fed or corrugator line makes exceeds 3 m. */
export const ABSURD_LENGTH_MM = 3000;

export const dimensionTextsParameter: TemplateParameter = {
  name: 'dimension_texts',
  dataType: 'boolean',
  description: 'Draw dimension labels with arrows on the dieline.',
  required: false,
  default: true,
  allowedValues: [true, false, 0, 1],
};

export const overflowParameter: TemplateParameter = {
  name: 'overflow',
  dataType: 'boolean',
  description: 'Add a bleed line around the blank so artwork runs past the cut.',
  required: false,
  default: false,
  allowedValues: [true, false, 0, 1],
  children: [
    {
      name: 'overflow_margin',
      dataType: 'length',
      description: 'Bleed width beyond the cut contour.',
      required: false,
      default: 3,
      minimum: 0,
      maximum: 25,
    },
  ],
};

export function materialParameter(
  defaultMm: number,
  minimumMm: number,
  maximumMm: number,
): TemplateParameter {
  return {
    name: 'material',
    dataType: 'length',
    description: 'Board thickness (caliper); creases and panels are compensated for it.',
    required: false,
    default: defaultMm,
    minimum: minimumMm,
    maximum: maximumMm,
    // board caliper is quoted in points (thousandths of an inch), not in fractions
    inchStep: 0.001,
  };
}

export function lengthParameter(
  name: string,
  description: string,
  range: { minimum: number; maximum: number; default?: number },
): TemplateParameter {
  return {
    name,
    dataType: 'length',
    description,
    required: range.default === undefined,
    ...(range.default !== undefined ? { default: range.default } : {}),
    minimum: range.minimum,
    maximum: range.maximum,
  };
}

/** Inside length, width and height of a box; `minimums` let a style ask for more room. */
export function insideSizeParameters(
  minimums: { length: number; width: number; height: number },
  maximums = { length: 600, width: 400, height: 800 },
): TemplateParameter[] {
  return [
    lengthParameter('length', 'Inside length: the longer side of the opening.', {
      minimum: minimums.length,
      maximum: maximums.length,
    }),
    lengthParameter('width', 'Inside width: the shorter side of the opening.', {
      minimum: minimums.width,
      maximum: maximums.width,
    }),
    lengthParameter('height', 'Inside height, between the closures.', {
      minimum: minimums.height,
      maximum: maximums.height,
    }),
  ];
}

export const glueFlapParameter: TemplateParameter = lengthParameter(
  'glue_flap',
  'Width of the glue flap that joins the last wall to the first.',
  { default: 14, minimum: 10, maximum: 30 },
);

/** The step most inch users pick lengths in. */
export const INCH_STEP = 1 / 16;

/**
 * A variable's default as it applies to a request in `unit`, in mm: for inches a length default is the
 * nearest step of its `inchStep` (a sixteenth unless said otherwise) inside its range, so a default shows
 * as 5/8 in rather than 0.5906 in.
 */
export function parameterDefault(
  parameter: TemplateParameter,
  unit: 'mm' | 'in',
): number | boolean | string | undefined {
  const value = parameter.default;
  if (unit === 'mm' || parameter.dataType !== 'length' || typeof value !== 'number') return value;
  const step = parameter.inchStep ?? INCH_STEP;
  const inches = value / 25.4;
  const steps = (within: number) => Math.round(within / step);
  let picked = steps(inches) * step;
  const min = parameter.minimum !== undefined ? parameter.minimum / 25.4 : undefined;
  const max = parameter.maximum !== undefined ? parameter.maximum / 25.4 : undefined;
  if (min !== undefined && picked < min - 1e-9) picked = Math.ceil(min / step - 1e-9) * step;
  if (max !== undefined && picked > max + 1e-9) picked = Math.floor(max / step + 1e-9) * step;
  // a step that does not fit the range at all keeps the default as given
  if ((min !== undefined && picked < min - 1e-9) || (max !== undefined && picked > max + 1e-9)) return value;
  return (Math.round(picked * 1e6) / 1e6) * 25.4;
}

/** Numbers of a template's variables by name; validation has already checked every type. */
export const num = (values: Record<string, number | boolean | string>, name: string): number => {
  const value = values[name];
  if (typeof value !== 'number') throw new Error(`variable ${name} is not a number`);
  return value;
};
