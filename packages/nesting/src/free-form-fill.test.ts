import {
  findTemplate,
  intersectionArea,
  layoutRegions,
  PanelGraphBuilder,
  type Point,
  rectangle,
  validateTemplateVariables,
} from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import recorded from '../test/folding-carton-counts.golden.json';
import { BlankGeometry } from './blank-geometry';
import { FREE_FORM_MAX_COPIES, FREE_FORM_WORK, freeFormFill } from './free-form-fill';
import {
  bestNesting,
  findNestingTemplate,
  type NestingBlank,
  type NestingSheet,
  type NestingTemplate,
  nestingEfficiencies,
  nestingUpperBound,
  planNesting,
} from './index';
import { WorkBudget } from './scan-line-fill';

const template = (id: string): NestingTemplate => {
  const found = findNestingTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

/** The bench's sheets, by name. */
const SHEETS: Record<string, NestingSheet> = {
  '1020x720': { width: 1020, height: 720, marginTop: 10, marginBottom: 10, marginSide: 10 },
  '700x500': { width: 700, height: 500, marginTop: 10, marginBottom: 10, marginSide: 10 },
  '500x350': { width: 500, height: 350, marginTop: 5, marginBottom: 5, marginSide: 5 },
};

type RecordedCase = [string, Record<string, number>, string, number, number];
const CASES = recorded.cases as RecordedCase[];

function cartonBlank(id: string, values: Record<string, number>): NestingBlank {
  const found = findTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  const part = found.build(validateTemplateVariables(found, values, 'mm'))[0];
  if (!part) throw new Error(`${id} builds no part`);
  return { graph: part.graph };
}

const boundsOf = (points: Point[]) => ({
  minX: Math.min(...points.map((p) => p.x)),
  minY: Math.min(...points.map((p) => p.y)),
  maxX: Math.max(...points.map((p) => p.x)),
  maxY: Math.max(...points.map((p) => p.y)),
});

/** Every copy inside the sheet's margins, no two overlapping (the drawn outlines, by polygon clipping). */
function expectApartAndInside(blank: NestingBlank, sheet: NestingSheet, id = 'lt_free_form_fill') {
  const result = bestNesting(template(id), blank, sheet);
  if (!result) throw new Error(`${id} gave nothing`);
  expect(result.overflow).toBe(false);
  const copies = result.layout.copies.map((copy) => {
    const outer = layoutRegions({ copies: [copy] }).flatMap((region) => region.outer);
    return { outer, bounds: boundsOf(outer) };
  });
  for (const { bounds } of copies) {
    expect(bounds.minX).toBeGreaterThanOrEqual(sheet.marginSide - 1e-3);
    expect(bounds.minY).toBeGreaterThanOrEqual(sheet.marginBottom - 1e-3);
    expect(bounds.maxX).toBeLessThanOrEqual(sheet.width - sheet.marginSide + 1e-3);
    expect(bounds.maxY).toBeLessThanOrEqual(sheet.height - sheet.marginTop + 1e-3);
  }
  for (let i = 0; i < copies.length; i++) {
    for (let j = i + 1; j < copies.length; j++) {
      const a = copies[i] as (typeof copies)[number];
      const b = copies[j] as (typeof copies)[number];
      expect(intersectionArea([a.outer], [b.outer]), `copies ${i} and ${j}`).toBeLessThan(1e-3);
    }
  }
  return result;
}

/** Cases of the bench's set where the free-form fill places more than every lattice. */
const WINS: Array<[string, Record<string, number>, string, number]> = [
  ['becf-11101', { length: 142.6, width: 71.3, height: 213.9 }, '1020x720', 4],
  ['becf-13001', { length: 142.6, width: 71.3, height: 213.9 }, '700x500', 2],
  ['becf-11105', { length: 67.4, width: 33.7, height: 101.1 }, '500x350', 3],
  ['becf-11006', { length: 78.9, width: 39.5, height: 118.4 }, '1020x720', 10],
];

describe('freeFormFill', () => {
  it.each(WINS)(
    'should place more copies of %s %j on %s than every lattice, apart and inside',
    (id, values, name, copies) => {
      const blank = cartonBlank(id, values);
      const sheet = SHEETS[name] as NestingSheet;
      const efficiencies = nestingEfficiencies(blank, sheet);
      const lattices = Object.entries(efficiencies)
        .filter(([key]) => key.startsWith('lt_') && key !== 'lt_free_form_fill')
        .map(([, e]) => e?.copies ?? 0);
      expect(efficiencies.lt_free_form_fill?.copies).toBe(copies);
      expect(copies).toBeGreaterThan(Math.max(...lattices));
      expect(efficiencies.lg_best_of_all?.copies).toBe(copies);
      expect(copies).toBeLessThanOrEqual(nestingUpperBound(blank, sheet));
      const result = expectApartAndInside(blank, sheet);
      expect(result.copies).toBe(copies);
      expectApartAndInside(blank, sheet, 'lg_best_of_all');
    },
  );

  it('should never fall below the counts recorded before it, on a sample of the bench set', () => {
    // the full set runs in the bench (`against the recorded counts`); every 60th case here
    const sample = CASES.filter((_, index) => index % 60 === 0);
    expect(sample.length).toBeGreaterThan(20);
    for (const [id, values, name, copies, bound] of sample) {
      const blank = cartonBlank(id, values);
      const sheet = SHEETS[name] as NestingSheet;
      expect(nestingUpperBound(blank, sheet), `${id} ${name}`).toBe(bound);
      const best = nestingEfficiencies(blank, sheet).lg_best_of_all?.copies ?? 0;
      expect(best, `${id} ${JSON.stringify(values)} ${name}`).toBeGreaterThanOrEqual(copies);
    }
  });

  it('should give the best lattice for a rectangle, which no free-form fill beats', () => {
    const blank: NestingBlank = {
      graph: new PanelGraphBuilder().panel('p', 'wall', rectangle(0, 0, 300, 200)).build('p', 0.5),
    };
    const sheet = { width: 1000, height: 700, marginTop: 10, marginBottom: 10, marginSide: 10 };
    const efficiencies = nestingEfficiencies(blank, sheet);
    expect(efficiencies.lt_free_form_fill?.copies).toBe(efficiencies.lg_best_grid?.copies);
    expectApartAndInside(blank, sheet);
  });

  it('should give the same layout every time, its search bounded by work', () => {
    const blank = cartonBlank('becf-11101', { length: 142.6, width: 71.3, height: 213.9 });
    const context = (geometry: BlankGeometry) => ({
      geometry: geometry.gap(0, 0),
      usableWidth: 1000,
      usableHeight: 700,
      turns: [0, 1, 2, 3] as Array<0 | 1 | 2 | 3>,
    });
    const first = freeFormFill(context(new BlankGeometry(blank.graph))).place();
    // a fresh geometry (nothing cached) gives the same copies at the same places
    const again = freeFormFill(context(new BlankGeometry(blank.graph))).place();
    expect(first).toHaveLength(4);
    expect(again).toEqual(first);
    expect(FREE_FORM_WORK).toBeGreaterThan(0);
    expect(FREE_FORM_MAX_COPIES).toBeGreaterThan(0);
    const budget = new WorkBudget(10);
    budget.used = 10;
    expect(budget.spent).toBe(true);
  });

  it('should keep a corrugated blank along its flutes', () => {
    const blank = {
      ...cartonBlank('becf-11101', { length: 142.6, width: 71.3, height: 213.9 }),
      fluteDirection: 'x' as const,
    };
    const result = bestNesting(template('lt_free_form_fill'), blank, SHEETS['1020x720'] as NestingSheet);
    expect(result?.layout.copies.every((copy) => copy.placement.quarterTurns % 2 === 0)).toBe(true);
  });

  it('should plan the fill first copies and lay the rest beyond the usable area', () => {
    const blank = cartonBlank('becf-11101', { length: 142.6, width: 71.3, height: 213.9 });
    const sheet = SHEETS['1020x720'] as NestingSheet;
    const best = bestNesting(template('lt_free_form_fill'), blank, sheet);
    expect([best?.numX, best?.numY]).toEqual([4, 1]);
    const fewer = planNesting(template('lt_free_form_fill'), blank, sheet, { numX: 3, numY: 1 });
    expect(fewer?.copies).toBe(3);
    expect(fewer?.overflow).toBe(false);
    expect(fewer?.layout.copies.map((c) => c.placement)).toEqual(
      best?.layout.copies.slice(0, 3).map((c) => c.placement),
    );
    const more = planNesting(template('lt_free_form_fill'), blank, sheet, { numX: 3, numY: 2 });
    expect(more?.copies).toBe(6);
    expect(more?.overflow).toBe(true);
  });
});
