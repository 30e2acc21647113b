import type { TemplateParameter, TemplateValues } from '../template-definition';

/**
 * Greyboard for flat wrapped goods: 1.5 to 2.5 mm, so that a 5 mm hole's slug (at least twice the
 * board to strip) can always be punched.
 */
export const flatGreyboardParameter: TemplateParameter = {
  name: 'board_thickness',
  dataType: 'length',
  description: 'Greyboard caliper.',
  required: false,
  default: 2,
  minimum: 1.5,
  maximum: 2.5,
  inchStep: 0.001,
};

export const integer = (name: string, description: string, value: number, minimum: number, maximum: number) =>
  ({
    name,
    dataType: 'integer',
    description,
    required: false,
    default: value,
    minimum,
    maximum,
  }) satisfies TemplateParameter;

export const count = (values: TemplateValues, name: string, fallback: number): number =>
  typeof values[name] === 'number' ? (values[name] as number) : fallback;
