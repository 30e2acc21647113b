import { toMillimetres } from '@diecut/geometry';
import type { NestingSheet } from '@diecut/nesting';
import { DiecutError, INVALID_UNIT_MESSAGE, type Unit, type ValidationErrorItem } from '@diecut/schema';

/** The sheet variables every nesting request carries (interface 2.6 standard variables). */
export const SHEET_VARIABLE_NAMES = [
  'sheet_width',
  'sheet_height',
  'sheet_margin_top',
  'sheet_margin_bottom',
  'sheet_margin_side',
] as const;

/** The sheet as asked for, in the request's unit, and in mm for the engine. */
export interface SheetRequest {
  unit: Unit;
  /** As given, in the request's unit, margins defaulted to 0. */
  given: Record<(typeof SHEET_VARIABLE_NAMES)[number], number>;
  sheet: NestingSheet;
}

const label = (name: string) => name.replace(/^sheet_/, 'sheet ').replace(/_/g, ' ');

/**
 * Reads `unit` and the sheet variables of a nesting request with the interface's messages: both sizes
 * are required, each must be greater than zero, margins zero or more, and the margins must leave room.
 */
export function readSheetVariables(variables: Record<string, unknown>): SheetRequest {
  const errors: ValidationErrorItem[] = [];
  const unit = variables.unit;
  if (unit !== 'mm' && unit !== 'in') throw DiecutError.validation([{ message: INVALID_UNIT_MESSAGE }]);
  const width = variables.sheet_width;
  const height = variables.sheet_height;
  if ((width === undefined || width === null) && (height === undefined || height === null)) {
    throw DiecutError.validation([
      { message: "Both 'sheet_width' and 'sheet_height' are required to nest the dieline on a sheet." },
    ]);
  }
  const given = {} as SheetRequest['given'];
  for (const name of SHEET_VARIABLE_NAMES) {
    const raw = variables[name];
    const size = name === 'sheet_width' || name === 'sheet_height';
    if (raw === undefined || raw === null) {
      if (size) errors.push({ message: `'${name}' is required.` });
      given[name] = 0;
      continue;
    }
    if (typeof raw !== 'number' || !Number.isFinite(raw)) {
      errors.push({ message: `'${name}' must be a number in ${unit}.` });
      continue;
    }
    if (size && raw <= 0) {
      const capital = label(name).charAt(0).toUpperCase() + label(name).slice(1);
      errors.push({ message: `${capital} must be greater than zero.` });
      continue;
    }
    if (!size && raw < 0) {
      errors.push({
        message: `'${name}' must be zero or more.`,
        suggestion: { type: 'change_value', name, value: 0 },
      });
      continue;
    }
    given[name] = raw;
  }
  if (errors.length > 0) throw DiecutError.validation(errors);
  const mm = (value: number) => toMillimetres(value, unit);
  const sheet: NestingSheet = {
    width: mm(given.sheet_width),
    height: mm(given.sheet_height),
    marginTop: mm(given.sheet_margin_top),
    marginBottom: mm(given.sheet_margin_bottom),
    marginSide: mm(given.sheet_margin_side),
  };
  if (sheet.width - 2 * sheet.marginSide <= 0 || sheet.height - sheet.marginTop - sheet.marginBottom <= 0) {
    throw DiecutError.validation([
      {
        message:
          'The sheet margins leave no usable area: the side margin counts on both edges, and the top and bottom margins together must be less than the sheet height.',
      },
    ]);
  }
  return { unit, given, sheet };
}
