import { findTemplate, sampleValues, type TemplateDefinition, type TemplatePart } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import {
  checkNestingVariables,
  layOutNesting,
  NestingError,
  nestingBlankOf,
  readNestingSheet,
} from './lay-out-nesting';
import { findNestingTemplate, type NestingTemplate } from './nesting-templates';

const carton = findTemplate('becf-11001') as TemplateDefinition;
const part = carton.build(sampleValues(carton))[0] as TemplatePart;
const grid = findNestingTemplate('lt_straight_grid') as NestingTemplate;

function problemsOf(step: () => unknown): string[] {
  try {
    step();
  } catch (error) {
    if (error instanceof NestingError) return error.problems.map((problem) => problem.message);
    throw error;
  }
  throw new Error('expected a NestingError');
}

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
});
