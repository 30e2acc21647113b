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
  };
}
