import { fromMillimetres, type PartSummary, roundTo, UNIT_DECIMALS } from '@diecut/geometry';
import type { DielinePart, Unit } from '@diecut/schema';

/** Decimals of an area: 0.01 mm², 0.0001 in² (about 0.06 mm²). */
const AREA_DECIMALS: Record<Unit, number> = { mm: 2, in: 4 };

const decimal = (value: number, decimals: number) => roundTo(value, decimals).toFixed(decimals);

/** The parts operation's pieces of board, measured in `unit` and its square. */
export function presentParts(parts: PartSummary[], unit: Unit): DielinePart[] {
  const length = (mm: number) => decimal(fromMillimetres(mm, unit), UNIT_DECIMALS[unit]);
  return parts.map((part) => ({
    type: 'dieline_part',
    name: part.name,
    width: length(part.width),
    height: length(part.height),
    area: decimal(fromMillimetres(fromMillimetres(part.area, unit), unit), AREA_DECIMALS[unit]),
    unit,
    area_unit: unit === 'in' ? 'in2' : 'mm2',
  }));
}
