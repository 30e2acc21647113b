import {
  blankArea,
  dielineLines,
  findTemplate,
  PanelGraphBuilder,
  rectangle,
  sampleValues,
  type TemplateDefinition,
  type TemplatePart,
} from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { layOutNesting } from './lay-out-nesting';
import { bestNesting } from './nesting';
import { NestingError, type NestingProblem } from './nesting-error';
import { blankSegments, COPY_COST_SEGMENTS, estimateNesting, MAX_NESTING_COST } from './nesting-limits';
import { checkNestingVariables, nestingBlankOf, readNestingSheet } from './nesting-request';
import { findNestingTemplate, type NestingBlank, type NestingTemplate } from './nesting-templates';

const carton = findTemplate('becf-11001') as TemplateDefinition;
const part = carton.build(sampleValues(carton))[0] as TemplatePart;
const grid = findNestingTemplate('lt_straight_grid') as NestingTemplate;

function refusalOf(step: () => unknown): readonly NestingProblem[] {
  try {
    step();
  } catch (error) {
    if (error instanceof NestingError) return error.problems;
    throw error;
  }
  throw new Error('expected a NestingError');
}

const problemsOf = (step: () => unknown): string[] => refusalOf(step).map((problem) => problem.message);

/** A plain board `width` x `height` mm: four knife segments. */
const board = (width: number, height: number): NestingBlank => ({
  graph: new PanelGraphBuilder().panel('p', 'wall', rectangle(0, 0, width, height)).build('p', 0.5),
});

describe('readNestingSheet', () => {
  it('should give the sheet in mm and the sizes as asked, margins defaulting to 0', () => {
    const { given, sheet } = readNestingSheet(
      { sheet_width: 40, sheet_height: 30, sheet_margin_side: 1 },
      'in',
    );
    expect(given).toEqual({
      sheet_width: 40,
      sheet_height: 30,
      sheet_margin_top: 0,
      sheet_margin_bottom: 0,
      sheet_margin_side: 1,
    });
    expect(sheet).toMatchObject({ width: 1016, height: 762, marginSide: 25.4 });
  });

  it('should list every bad sheet variable, with a suggestion for a negative margin', () => {
    try {
      readNestingSheet({ sheet_width: 0, sheet_height: 700, sheet_margin_top: -2 }, 'mm');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NestingError);
      expect((error as NestingError).problems).toEqual([
        { message: 'Sheet width must be greater than zero.' },
        {
          message: "'sheet_margin_top' must be zero or more.",
          suggestion: { type: 'change_value', name: 'sheet_margin_top', value: 0 },
        },
      ]);
    }
  });

  it('should refuse a side past 6000 mm, with the largest side in the unit as the suggestion', () => {
    expect(refusalOf(() => readNestingSheet({ sheet_width: 1e308, sheet_height: 1e7 }, 'mm'))).toEqual([
      {
        message: 'Sheet width must be at most 6000 mm: no press or corrugator sheet is larger.',
        suggestion: { type: 'change_value', name: 'sheet_width', value: 6000 },
      },
      {
        message: 'Sheet height must be at most 6000 mm: no press or corrugator sheet is larger.',
        suggestion: { type: 'change_value', name: 'sheet_height', value: 6000 },
      },
    ]);
    // 236.2205 in is 6000.0007 mm: the suggestion is rounded down to what passes
    expect(refusalOf(() => readNestingSheet({ sheet_width: 40, sheet_height: 236.2205 }, 'in'))).toEqual([
      expect.objectContaining({
        suggestion: { type: 'change_value', name: 'sheet_height', value: 236.2204 },
      }),
    ]);
    expect(readNestingSheet({ sheet_width: 6000, sheet_height: 6000 }, 'mm').sheet.width).toBe(6000);
    expect(readNestingSheet({ sheet_width: 236.2204, sheet_height: 40 }, 'in').sheet.width).toBeLessThan(
      6000,
    );
  });

  it('should refuse margins that leave no usable area', () => {
    expect(
      problemsOf(() =>
        readNestingSheet({ sheet_width: 100, sheet_height: 100, sheet_margin_side: 50 }, 'mm'),
      ),
    ).toEqual([expect.stringMatching(/no usable area/)]);
  });
});

describe('checkNestingVariables', () => {
  it('should skip the sheet variables and ask for num_x and num_y together', () => {
    const checked = checkNestingVariables(grid, { sheet_width: 700, num_x: 2 }, 'mm');
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/go together/),
    ]);
  });

  it('should give gaps back in mm', () => {
    const checked = checkNestingVariables(grid, { sheet_width: 30, margin_x: 0.5 }, 'in');
    expect(checked.ok && checked.values.margin_x).toBeCloseTo(12.7, 6);
  });
});

describe('estimateNesting', () => {
  const blank = nestingBlankOf(part);
  const { sheet } = readNestingSheet({ sheet_width: 1000, sheet_height: 700, sheet_margin_side: 10 }, 'mm');

  it('should count the lines a copy draws', () => {
    const lines = dielineLines(part.graph).reduce((sum, path) => sum + path.segments.length, 0);
    expect(blankSegments(blank)).toBe(lines);
    expect(blankSegments(board(20, 10))).toBe(4);
  });

  it('should give the area bound, or the asked count, and its cost before any nesting work', () => {
    const segments = blankSegments(blank);
    const best = estimateNesting(blank, sheet);
    expect(best.areaBound).toBe(Math.floor((980 * 700) / blankArea(part.graph)));
    expect(best.copies).toBe(best.areaBound);
    expect(best.cost).toBe(best.areaBound * (segments + COPY_COST_SEGMENTS));
    const asked = estimateNesting(blank, sheet, { numX: 30, numY: 40 });
    expect([asked.copies, asked.cost]).toEqual([1200, 1200 * (segments + COPY_COST_SEGMENTS)]);
    expect(asked.maxCopies).toBe(Math.floor(MAX_NESTING_COST / (segments + COPY_COST_SEGMENTS)));
    // a plain board is cheap: the copy limit holds
    expect(estimateNesting(board(20, 10), sheet).maxCopies).toBe(
      Math.min(10_000, Math.floor(MAX_NESTING_COST / (4 + COPY_COST_SEGMENTS))),
    );
  });
});

describe('layOutNesting', () => {
  const blank = nestingBlankOf(part);
  const { sheet } = readNestingSheet({ sheet_width: 1000, sheet_height: 700 }, 'mm');

  it('should lay out the most copies without a count, and the asked count with one', () => {
    const best = layOutNesting(grid, blank, sheet);
    expect(best.copies).toBeGreaterThan(1);
    expect(best.layout.copies).toHaveLength(best.copies);
    const asked = layOutNesting(grid, blank, sheet, { numX: 1, numY: 1 });
    expect(asked.copies).toBe(1);
  });

  it('should refuse a count over the limit and a sheet no copy fits', () => {
    expect(problemsOf(() => layOutNesting(grid, blank, sheet, { numX: 200, numY: 200 }))).toEqual([
      expect.stringMatching(/at most 10000 copies/),
    ]);
    const tiny = readNestingSheet({ sheet_width: 10, sheet_height: 10 }, 'mm').sheet;
    expect(problemsOf(() => layOutNesting(grid, blank, tiny))).toEqual([
      expect.stringMatching(/Not one copy/),
    ]);
  });

  it('should refuse an asked count past the cost bound, suggesting fewer rows that are laid out', () => {
    const { maxCopies } = estimateNesting(blank, sheet);
    expect(maxCopies).toBeLessThan(900);
    const [problem] = refusalOf(() => layOutNesting(grid, blank, sheet, { numX: 30, numY: 30 }));
    expect(problem?.message).toBe(
      `A nesting of this dieline lays out at most ${maxCopies} copies: each copy draws ${blankSegments(blank)} lines, and laying out and writing the file of more would take too long; num_x x num_y asks for 900.`,
    );
    const rows = Math.floor(maxCopies / 30);
    expect(problem?.suggestion).toEqual({ type: 'change_value', name: 'num_y', value: rows });
    expect(layOutNesting(grid, blank, sheet, { numX: 30, numY: rows }).layout.copies).toHaveLength(30 * rows);
  });

  it('should count the two copies of a head-to-tail cell against the bound', () => {
    const pairs = findNestingTemplate('lt_head_to_tail_pairs') as NestingTemplate;
    const small = board(20, 10);
    const { maxCopies } = estimateNesting(small, sheet);
    // 70 x 70 cells are within the bound, their 9800 copies are not
    expect(70 * 70).toBeLessThanOrEqual(maxCopies);
    const [problem] = refusalOf(() => layOutNesting(pairs, small, sheet, { numX: 70, numY: 70 }));
    expect(problem?.message).toMatch(/lays out 9800 \(two copies a head-to-tail cell\)/);
    const rows = Math.floor(maxCopies / 140);
    expect(problem?.suggestion).toEqual({ type: 'change_value', name: 'num_y', value: rows });
    expect(layOutNesting(pairs, small, sheet, { numX: 70, numY: rows }).copies).toBe(140 * rows);
  });

  it('should refuse the best count of a sheet holding more than the bound, suggesting a sheet that is laid out', () => {
    const small = board(20, 10);
    const { maxCopies } = estimateNesting(small, sheet);
    const largest = readNestingSheet({ sheet_width: 6000, sheet_height: 3000 }, 'mm').sheet;
    const [problem] = refusalOf(() => layOutNesting(grid, small, largest));
    expect(problem?.message).toMatch(
      /^This sheet holds 90000 copies of the dieline \(300 x 300 with 'lt_straight_grid'\)\./,
    );
    expect(problem?.message).toMatch(/use a smaller sheet, or give num_x and num_y/);
    // the longer side shortened so that the area bound is within the limit, in the request's unit
    const width = Math.floor((maxCopies * 200 * 100) / 3000) / 100;
    expect(problem?.suggestion).toEqual({ type: 'change_value', name: 'sheet_width', value: width });
    const suggested = readNestingSheet({ sheet_width: width, sheet_height: 3000 }, 'mm').sheet;
    const laid = layOutNesting(grid, small, suggested);
    expect(laid.copies).toBeLessThanOrEqual(maxCopies);
    expect(laid.copies).toBeGreaterThan(0.9 * maxCopies);
    const inches = refusalOf(() => layOutNesting(grid, small, largest, { unit: 'in' }))[0]?.suggestion;
    expect(inches).toEqual({
      type: 'change_value',
      name: 'sheet_width',
      value: Math.floor((((maxCopies * 200) / 3000) * 10_000) / 25.4) / 10_000,
    });
  });

  it('should never work on a sheet past the largest, whoever calls', () => {
    const huge = { width: 1e7, height: 1e7, marginTop: 0, marginBottom: 0, marginSide: 0 };
    expect(() => bestNesting(grid, board(20, 10), huge)).toThrow(/at most 6000 mm/);
  });
});
