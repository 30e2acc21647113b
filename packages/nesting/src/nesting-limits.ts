import {
  dielineLines,
  displayLengthWithin,
  type PanelGraph,
  type Suggestion,
  type Unit,
} from '@diecut/geometry';
import { blankGeometry } from './blank-geometry';
import { type CountedNesting, type NestingSheet, nestingUpperBound } from './nesting';
import { NestingError } from './nesting-error';
import { mayTurnQuarter, type NestingBlank } from './nesting-templates';

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

/** Why a nesting of this blank holds at most `maxCopies` copies, as a sentence. */
export function limitSentence(estimate: NestingEstimate): string {
  if (estimate.maxCopies >= MAX_NESTING_COPIES)
    return `A nesting lays out at most ${MAX_NESTING_COPIES} copies`;
  return `A nesting of this dieline lays out at most ${estimate.maxCopies} copies: each copy draws ${estimate.segmentsPerCopy} lines, and laying out and writing the file of more would take too long`;
}

/** A smaller `num_y` (or `num_x`) for `copiesPerCell` copies a cell, within `most` copies. */
export function countSuggestion(
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

/** The refusal of a counted nesting past `maxCopies`, with a smaller count or sheet to try. */
export function tooManyCopies(
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
