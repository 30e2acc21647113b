import {
  checkTemplateVariables,
  displayLengthWithin,
  type TemplatePart,
  type TemplateVariablesCheck,
  toMillimetres,
  type Unit,
} from '@diecut/geometry';
import type { NestingSheet } from './nesting';
import { NestingError, type NestingProblem } from './nesting-error';
import {
  MAX_SHEET_SIDE_MM,
  type NestingBlank,
  type NestingTemplate,
  SHEET_PARAMETERS,
} from './nesting-templates';

/** The sheet variables every nesting takes (interface 2.6 standard variables). */
export const SHEET_VARIABLE_NAMES = [
  'sheet_width',
  'sheet_height',
  'sheet_margin_top',
  'sheet_margin_bottom',
  'sheet_margin_side',
] as const;

export type SheetVariableName = (typeof SHEET_VARIABLE_NAMES)[number];

/** The sheet as asked for, in the asked unit (margins defaulted to 0), and in mm for the engine. */
export interface NestingSheetRequest {
  given: Record<SheetVariableName, number>;
  sheet: NestingSheet;
}

const label = (name: string) => name.replace(/^sheet_/, 'sheet ').replace(/_/g, ' ');

/**
 * Reads the sheet variables in `unit`: both sizes are required, each greater than zero and at most
 * `MAX_SHEET_SIDE_MM` (6,000 mm, beyond any press or corrugator sheet: the suggestion is that maximum
 * in `unit`), margins zero or more, and the margins must leave room. Throws a `NestingError` with every
 * problem, before anything is worked out on the sheet.
 */
export function readNestingSheet(variables: Record<string, unknown>, unit: Unit): NestingSheetRequest {
  const problems: NestingProblem[] = [];
  const width = variables.sheet_width;
  const height = variables.sheet_height;
  if ((width === undefined || width === null) && (height === undefined || height === null)) {
    throw new NestingError([
      { message: "Both 'sheet_width' and 'sheet_height' are required to nest the dieline on a sheet." },
    ]);
  }
  const given = {} as NestingSheetRequest['given'];
  for (const name of SHEET_VARIABLE_NAMES) {
    const raw = variables[name];
    const size = name === 'sheet_width' || name === 'sheet_height';
    if (raw === undefined || raw === null) {
      if (size) problems.push({ message: `'${name}' is required.` });
      given[name] = 0;
      continue;
    }
    if (typeof raw !== 'number' || !Number.isFinite(raw)) {
      problems.push({ message: `'${name}' must be a number in ${unit}.` });
      continue;
    }
    const capital = label(name).charAt(0).toUpperCase() + label(name).slice(1);
    if (size && raw <= 0) {
      problems.push({ message: `${capital} must be greater than zero.` });
      continue;
    }
    if (size && toMillimetres(raw, unit) > MAX_SHEET_SIDE_MM) {
      // the largest in the unit's shown precision that is still within the maximum
      const most = displayLengthWithin(MAX_SHEET_SIDE_MM, unit, 'down');
      problems.push({
        message: `${capital} must be at most ${most} ${unit}: no press or corrugator sheet is larger.`,
        suggestion: { type: 'change_value', name, value: most },
      });
      continue;
    }
    if (!size && raw < 0) {
      problems.push({
        message: `'${name}' must be zero or more.`,
        suggestion: { type: 'change_value', name, value: 0 },
      });
      continue;
    }
    given[name] = raw;
  }
  if (problems.length > 0) throw new NestingError(problems);
  const mm = (value: number) => toMillimetres(value, unit);
  const sheet: NestingSheet = {
    width: mm(given.sheet_width),
    height: mm(given.sheet_height),
    marginTop: mm(given.sheet_margin_top),
    marginBottom: mm(given.sheet_margin_bottom),
    marginSide: mm(given.sheet_margin_side),
  };
  if (sheet.width - 2 * sheet.marginSide <= 0 || sheet.height - sheet.marginTop - sheet.marginBottom <= 0) {
    throw new NestingError([
      {
        message:
          'The sheet margins leave no usable area: the side margin counts on both edges, and the top and bottom margins together must be less than the sheet height.',
      },
    ]);
  }
  return { given, sheet };
}

/**
 * A nesting template's own variables (copies and gaps; sheet variables are skipped), checked as a dieline template's
 * are: names, types, ranges and suggestions, lengths back in mm.
 */
export function checkNestingVariables(
  template: NestingTemplate,
  variables: Record<string, unknown>,
  unit: Unit,
): TemplateVariablesCheck {
  const sheetNames = new Set<string>(SHEET_PARAMETERS.map((parameter) => parameter.name));
  const own = template.parameters.filter((parameter) => !sheetNames.has(parameter.name));
  const rest = Object.fromEntries(Object.entries(variables).filter(([name]) => !sheetNames.has(name)));
  if ((rest.num_x === undefined) !== (rest.num_y === undefined)) {
    return {
      ok: false,
      problems: [
        {
          code: 'constraint',
          message: `'num_x' and 'num_y' go together: give both, or neither for the best count.`,
        },
      ],
    };
  }
  return checkTemplateVariables({ parameters: own }, rest, unit);
}

/** The id a piece of a dieline is nested under: its component's, or its name as a slug. */
export function nestingComponentId(part: TemplatePart): string {
  return part.component?.id ?? part.name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/** A dieline piece as a nesting blank; a corrugated one keeps to its flutes unless `allowCrossFlute`. */
export function nestingBlankOf(part: TemplatePart, allowCrossFlute = false): NestingBlank {
  const board = part.graph.board;
  return {
    graph: part.graph,
    name: part.name,
    ...(board.kind === 'corrugated' ? { fluteDirection: board.flutes, allowCrossFlute } : {}),
  };
}
