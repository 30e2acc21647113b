import {
  checkTemplateVariables,
  dielineLines,
  displayLengthWithin,
  type PanelGraph,
  type Suggestion,
  type TemplatePart,
  type TemplateVariablesCheck,
  toMillimetres,
  type Unit,
} from '@diecut/geometry';
import { blankGeometry } from './blank-geometry';
import {
  type CountedNesting,
  countNesting,
  type NestingResult,
  type NestingSheet,
  nestingUpperBound,
} from './nesting';
import {
  MAX_SHEET_SIDE_MM,
  mayTurnQuarter,
  type NestingBlank,
  type NestingTemplate,
  SHEET_PARAMETERS,
} from './nesting-templates';

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

/** Most copies one nesting may lay out: beyond this a file is no use to a press and costly to write. */
export const MAX_NESTING_COPIES = 10_000;

/**
 * What one copy costs besides its lines, in line segments: placing it, naming it, its bounds and its
 * glue areas. Measured: 10,000 copies of a 4-segment board cost about as much as 2 segments each.
 */
export const COPY_COST_SEGMENTS = 2;

/**
 * Most work one nesting may ask for, in line segments laid out: copies x (segments a copy draws +
 * `COPY_COST_SEGMENTS`). Laying the copies out, merging their abutting cuts (for the knife lengths and
 * for the file) and writing the PDF, SVG or DXF all take time in proportion to it. Measured through
 * the server with one worker on a 2-core machine: at 50,000 (552 copies of the 86-segment corrugated
 * tray becf-24271) a request takes 0.33-0.77 s of the server's CPU warm (SVG the least, DXF and PDF
 * the most) and 0.87 s as a fresh worker's first task; at 100,000 DXF took 1.25-1.3 s.
 */
export const MAX_NESTING_COST = 50_000;

const segmentsByGraph = new WeakMap<PanelGraph, number>();

/** Line segments one copy of the blank draws: cuts, creases and every other line (each panel's own, as written). */
export function blankSegments(blank: NestingBlank): number {
  let segments = segmentsByGraph.get(blank.graph);
  if (segments === undefined) {
    segments = dielineLines(blank.graph).reduce((sum, path) => sum + path.segments.length, 0);
    segmentsByGraph.set(blank.graph, segments);
  }
  return segments;
}

/**
 * The most copies of this blank one nesting lays out: `MAX_NESTING_COPIES`, or fewer when its copies
 * draw so many lines that more would pass `MAX_NESTING_COST`.
 */
export function maxNestingCopies(blank: NestingBlank): number {
  return Math.min(
    MAX_NESTING_COPIES,
    Math.floor(MAX_NESTING_COST / (blankSegments(blank) + COPY_COST_SEGMENTS)),
  );
}

/** A nesting's size and cost, worked out before any nesting work: arithmetic on the sheet and the blank. */
export interface NestingEstimate {
  /** `floor(usable area / blank area)`: no layout holds more copies. */
  areaBound: number;
  /** The copies asked for: `num_x x num_y` when given (cells: a head-to-tail cell holds two), else `areaBound`. */
  copies: number;
  /** Line segments one copy draws. */
  segmentsPerCopy: number;
  /** `segmentsPerCopy + COPY_COST_SEGMENTS`. */
  costPerCopy: number;
  /** `copies x costPerCopy`. */
  cost: number;
  /** The most copies of this blank one nesting lays out: `min(MAX_NESTING_COPIES, floor(MAX_NESTING_COST / costPerCopy))`. */
  maxCopies: number;
}

/**
 * The up-front estimate of a nesting: the asked count or the area bound, and what laying it out and
 * writing its file costs. `copies <= maxCopies` means the nesting is allowed whatever the template
 * does; past it `layOutNesting` counts the template's copies (arithmetic, no layout) to decide.
 */
export function estimateNesting(
  blank: NestingBlank,
  sheet: NestingSheet,
  { numX, numY }: { numX?: number | undefined; numY?: number | undefined } = {},
): NestingEstimate {
  const areaBound = nestingUpperBound(blank, sheet);
  const copies = numX !== undefined && numY !== undefined ? numX * numY : areaBound;
  const segmentsPerCopy = blankSegments(blank);
  const costPerCopy = segmentsPerCopy + COPY_COST_SEGMENTS;
  return {
    areaBound,
    copies,
    segmentsPerCopy,
    costPerCopy,
    cost: copies * costPerCopy,
    maxCopies: maxNestingCopies(blank),
  };
}

/** What a nesting is asked for beyond the sheet: a count (both or neither) and the gaps, mm. */
export interface LayOutRequest {
  numX?: number | undefined;
  numY?: number | undefined;
  marginX?: number | undefined;
  marginY?: number | undefined;
  /** The request's unit, for a suggested sheet size; mm when absent. */
  unit?: Unit | undefined;
}

/** Why a nesting of this blank holds at most `maxCopies` copies, as a sentence. */
function limitSentence(estimate: NestingEstimate): string {
  if (estimate.maxCopies >= MAX_NESTING_COPIES)
    return `A nesting lays out at most ${MAX_NESTING_COPIES} copies`;
  return `A nesting of this dieline lays out at most ${estimate.maxCopies} copies: each copy draws ${estimate.segmentsPerCopy} lines, and laying out and writing the file of more would take too long`;
}

/** A smaller `num_y` (or `num_x`) for `copiesPerCell` copies a cell, within `most` copies. */
function countSuggestion(
  numX: number,
  numY: number,
  copiesPerCell: number,
  most: number,
): Suggestion | undefined {
  const rows = Math.floor(most / (numX * copiesPerCell));
  if (rows >= 1) return { type: 'change_value', name: 'num_y', value: Math.min(numY, rows) };
  const columns = Math.floor(most / (numY * copiesPerCell));
  if (columns >= 1) return { type: 'change_value', name: 'num_x', value: Math.min(numX, columns) };
  return undefined;
}

/**
 * A smaller sheet whose area bound is within `most` copies: the longer side (or else the other)
 * shortened, as long as a copy still fits across it, in `unit`.
 */
function sheetSuggestion(
  blank: NestingBlank,
  sheet: NestingSheet,
  most: number,
  unit: Unit,
): Suggestion | undefined {
  const geometry = blankGeometry(blank.graph);
  const turns = mayTurnQuarter(blank) ? [0, 1] : [0];
  const usableWidth = sheet.width - 2 * sheet.marginSide;
  const usableHeight = sheet.height - sheet.marginTop - sheet.marginBottom;
  const sides = [
    {
      name: 'sheet_width',
      margins: 2 * sheet.marginSide,
      usable: (most * geometry.area) / usableHeight,
      least: Math.min(...turns.map((turn) => geometry.orientation(turn).width)),
      longer: sheet.width >= sheet.height,
    },
    {
      name: 'sheet_height',
      margins: sheet.marginTop + sheet.marginBottom,
      usable: (most * geometry.area) / usableWidth,
      least: Math.min(...turns.map((turn) => geometry.orientation(turn).height)),
      longer: sheet.height > sheet.width,
    },
  ].sort((a, b) => Number(b.longer) - Number(a.longer));
  for (const side of sides) {
    // rounded down in the unit: the suggested sheet's area bound stays within `most`
    const value = displayLengthWithin(side.margins + side.usable * (1 - 1e-9), unit, 'down');
    if (side.usable >= side.least && value > 0) return { type: 'change_value', name: side.name, value };
  }
  return undefined;
}

/**
 * Lays the blank out on the sheet: the asked count, or the most copies the template fits. Throws a
 * `NestingError` when the template would turn a corrugated blank across its flutes, when the count is
 * too large, or when no copy fits.
 *
 * The size is bounded before any copy is placed: `estimateNesting` first (an asked count over
 * `MAX_NESTING_COPIES`, or over what the blank's line segments allow, is refused without any nesting
 * work), then the template's exact count (arithmetic on its pitches: a head-to-tail cell holds two
 * copies, a mixed fill adds its strips, the best count may be far under the area bound), refused past
 * `maxCopies` with a smaller count or sheet as the suggestion. Only then are the copies placed.
 */
export function layOutNesting(
  template: NestingTemplate,
  blank: NestingBlank,
  sheet: NestingSheet,
  { numX, numY, marginX, marginY, unit = 'mm' }: LayOutRequest = {},
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
  const asked = numX !== undefined && numY !== undefined;
  const estimate = estimateNesting(blank, sheet, asked ? { numX, numY } : {});
  if (asked && estimate.copies > estimate.maxCopies) {
    const suggestion = countSuggestion(numX, numY, 1, estimate.maxCopies);
    throw new NestingError([
      {
        message:
          estimate.copies > MAX_NESTING_COPIES
            ? `A nesting lays out at most ${MAX_NESTING_COPIES} copies; num_x x num_y asks for ${estimate.copies}.`
            : `${limitSentence(estimate)}; num_x x num_y asks for ${estimate.copies}.`,
        ...(suggestion ? { suggestion } : {}),
      },
    ]);
  }
  const counted = countNesting(template, blank, sheet, asked ? { numX, numY, ...margins } : margins);
  if (!counted) {
    throw new NestingError([
      { message: `The nesting template '${template.id}' cannot lay this dieline out on this sheet.` },
    ]);
  }
  if (counted.copies === 0) {
    throw new NestingError([
      {
        message:
          'Not one copy of the dieline fits the usable area of this sheet: use a larger sheet or smaller margins.',
      },
    ]);
  }
  if (counted.copies > estimate.maxCopies) throw tooManyCopies(counted, estimate, blank, sheet, unit, asked);
  return counted.layOut();
}

/** The refusal of a counted nesting past `maxCopies`, with a smaller count or sheet to try. */
function tooManyCopies(
  counted: CountedNesting,
  estimate: NestingEstimate,
  blank: NestingBlank,
  sheet: NestingSheet,
  unit: Unit,
  asked: boolean,
): NestingError {
  const { copies, numX, numY, memberId } = counted;
  const most = estimate.maxCopies;
  if (asked) {
    // past the up-front check only with more than a copy a cell: head-to-tail pairs (num_x x num_y
    // count cells), or a mixed fill's strips
    const pairs = memberId === 'lt_head_to_tail_pairs';
    const suggestion = pairs
      ? countSuggestion(numX, numY, 2, most)
      : sheetSuggestion(blank, sheet, most, unit);
    const why = pairs
      ? 'two copies a head-to-tail cell'
      : `the copies '${memberId}' lays in the strips beside the grid included`;
    return new NestingError([
      {
        message: `${limitSentence(estimate)}; num_x x num_y (${numX} x ${numY}) lays out ${copies} (${why}). Ask for fewer${pairs ? '' : ', or use a smaller sheet'}.`,
        ...(suggestion ? { suggestion } : {}),
      },
    ]);
  }
  const suggestion = sheetSuggestion(blank, sheet, most, unit);
  return new NestingError([
    {
      message: `This sheet holds ${copies} copies of the dieline (${numX} x ${numY} with '${memberId}'). ${limitSentence(estimate)}: use a smaller sheet, or give num_x and num_y for fewer copies.`,
      ...(suggestion ? { suggestion } : {}),
    },
  ]);
}
