import { num } from './common-parameters';
import type { ConstraintViolation, TemplateValues } from './template-definition';

/** Where a violation's message puts its limit. */
export const LIMIT_PLACEHOLDER = '{limit}';

/**
 * A violation's message with its limit written out: `limit` as the caller shows it (`1.0625 in`),
 * or the limit in mm to a tenth.
 */
export function describeViolation(
  violation: ConstraintViolation,
  limit: string = violation.limitMm === undefined ? '' : `${Math.round(violation.limitMm * 10) / 10} mm`,
): string {
  return violation.message.split(LIMIT_PLACEHOLDER).join(limit);
}

/** Round a suggested size so it is valid as shown: down for a maximum, up for a minimum. */
const floorTenth = (value: number) => Math.floor(value * 10 + 1e-9) / 10;
const ceilTenth = (value: number) => Math.ceil(value * 10 - 1e-9) / 10;

/** Styles whose length must be the longer side of the opening. */
export function lengthNotShorterThanWidth(values: TemplateValues): ConstraintViolation[] {
  return num(values, 'length') < num(values, 'width')
    ? [
        {
          name: 'length',
          message: 'length must not be shorter than width: length is the longer side of the opening.',
          suggestion: { type: 'swap_values', names: ['length', 'width'] },
        },
      ]
    : [];
}

export function atMost(
  values: TemplateValues,
  name: string,
  limit: number,
  why: string,
): ConstraintViolation[] {
  const value = num(values, name);
  if (value <= limit + 1e-9) return [];
  return [
    {
      name,
      message: `${name} must be at most ${LIMIT_PLACEHOLDER} here: ${why}.`,
      limitMm: floorTenth(limit),
      suggestion: { type: 'change_value', name, value: floorTenth(limit) },
    },
  ];
}

export function atLeast(
  values: TemplateValues,
  name: string,
  limit: number,
  why: string,
): ConstraintViolation[] {
  const value = num(values, name);
  if (value >= limit - 1e-9) return [];
  return [
    {
      name,
      message: `${name} must be at least ${LIMIT_PLACEHOLDER} here: ${why}.`,
      limitMm: ceilTenth(limit),
      suggestion: { type: 'change_value', name, value: ceilTenth(limit) },
    },
  ];
}

/** The glue flap lands on the last wall, which is the width less a board: it must fit there. */
export const glueFlapFits = (values: TemplateValues): ConstraintViolation[] =>
  atMost(
    values,
    'glue_flap',
    num(values, 'width') - num(values, 'material') - 1,
    'the glue flap must fit on the last wall',
  );
