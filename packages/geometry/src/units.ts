/** The units a user gives lengths in; the engine itself works in millimetres. */
export type Unit = 'mm' | 'in';

export const MM_PER_INCH = 25.4;

/** Converts a length given in `unit` to millimetres, the engine's working unit. */
export function toMillimetres(value: number, unit: Unit): number {
  return unit === 'in' ? value * MM_PER_INCH : value;
}

/** Converts a length in millimetres to `unit`. */
export function fromMillimetres(valueMm: number, unit: Unit): number {
  return unit === 'in' ? valueMm / MM_PER_INCH : valueMm;
}

/** Decimals shown for a length in a unit: 0.01 mm, 0.0001 in (about 0.003 mm). */
export const UNIT_DECIMALS: Record<Unit, number> = { mm: 2, in: 4 };

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Number.EPSILON nudges halves that binary floating point stores just below .5
  return Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * factor) / factor;
}

/** A length in millimetres expressed in `unit`, rounded to the unit's displayed precision. */
export function displayLength(valueMm: number, unit: Unit): number {
  return roundTo(fromMillimetres(valueMm, unit), UNIT_DECIMALS[unit]);
}

/**
 * A length in `unit` at the unit's displayed precision, rounded toward the inside of a range: `up`
 * for a minimum, `down` for a maximum, so that the shown value itself passes validation.
 */
export function displayLengthWithin(valueMm: number, unit: Unit, direction: 'up' | 'down'): number {
  const factor = 10 ** UNIT_DECIMALS[unit];
  const scaled = fromMillimetres(valueMm, unit) * factor;
  return (direction === 'up' ? Math.ceil(scaled - 1e-6) : Math.floor(scaled + 1e-6)) / factor;
}
