import {
  checkTemplateVariables,
  type Suggestion,
  type TemplateDefinition,
  type TemplatePart,
  type TemplateVariablesCheck,
  toMillimetres,
  type Unit,
} from '@diecut/geometry';
import { bestNesting, type NestingResult, type NestingSheet, planNesting } from './nesting';
import { type NestingBlank, type NestingTemplate, SHEET_PARAMETERS } from './nesting-templates';

/** One reason a nesting cannot be laid out, written for a person, with a fix when there is one. */
export interface NestingProblem {
  message: string;
  suggestion?: Suggestion;
}

/** Thrown by the nesting steps below: a plain error, with no HTTP in it, that carries the problems. */
export class NestingError extends Error {
  readonly problems: readonly NestingProblem[];

  constructor(problems: readonly NestingProblem[]) {
    super(problems.map((problem) => problem.message).join(' '));
    this.name = 'NestingError';
    this.problems = problems;
  }
}

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
 * Reads the sheet variables in `unit`: both sizes are required, each greater than zero, margins zero
 * or more, and the margins must leave room. Throws a `NestingError` with every problem.
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
    if (size && raw <= 0) {
      const capital = label(name).charAt(0).toUpperCase() + label(name).slice(1);
      problems.push({ message: `${capital} must be greater than zero.` });
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
  const asTemplate = { parameters: own, constraints: () => [] } as unknown as TemplateDefinition;
  return checkTemplateVariables(asTemplate, rest, unit);
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

/** Most copies one nesting may lay out: beyond this a file is no use to a press and costly to write. */
export const MAX_NESTING_COPIES = 10_000;

/** What a nesting is asked for beyond the sheet: a count (both or neither) and the gaps, mm. */
export interface LayOutRequest {
  numX?: number | undefined;
  numY?: number | undefined;
  marginX?: number | undefined;
  marginY?: number | undefined;
}

/**
 * Lays the blank out on the sheet: the asked count, or the most copies the template fits. Throws a
 * `NestingError` when the template would turn a corrugated blank across its flutes, when the count is
 * too large, or when no copy fits.
 */
export function layOutNesting(
  template: NestingTemplate,
  blank: NestingBlank,
  sheet: NestingSheet,
  { numX, numY, marginX, marginY }: LayOutRequest = {},
): NestingResult {
  if (!template.appliesTo(blank)) {
    throw new NestingError([
      {
        message: template.appliesTo({ ...blank, allowCrossFlute: true })
          ? `The nesting template '${template.id}' turns copies across the flutes of this corrugated blank; set 'turn_across_flutes' to true to allow it.`
          : `The nesting template '${template.id}' does not apply to this dieline.`,
      },
    ]);
  }
  const margins = {
    ...(marginX !== undefined ? { marginX } : {}),
    ...(marginY !== undefined ? { marginY } : {}),
  };
  let result: NestingResult | null;
  if (numX !== undefined && numY !== undefined) {
    if (numX * numY > MAX_NESTING_COPIES) {
      throw new NestingError([
        {
          message: `A nesting lays out at most ${MAX_NESTING_COPIES} copies; num_x x num_y asks for ${numX * numY}.`,
        },
      ]);
    }
    result = planNesting(template, blank, sheet, { numX, numY, ...margins });
  } else {
    result = bestNesting(template, blank, sheet, margins);
  }
  if (!result) {
    throw new NestingError([
      { message: `The nesting template '${template.id}' cannot lay this dieline out on this sheet.` },
    ]);
  }
  if (result.copies === 0) {
    throw new NestingError([
      {
        message:
          'Not one copy of the dieline fits the usable area of this sheet: use a larger sheet or smaller margins.',
      },
    ]);
  }
  return result;
}
