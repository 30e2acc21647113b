import { findTemplate, validateTemplateVariables } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import recorded from '../test/folding-carton-counts.golden.json';
import { rectangleBlank, sheet, stepBlank } from './__testing__/test-blanks';
import { type NestingSheet, nestingCountBound, nestingEfficiencies, nestingUpperBound } from './index';

describe('nestingCountBound', () => {
  it('should be 1 where the area bound allows two but no two copies fit in any turns', () => {
    const blank = rectangleBlank(60, 40);
    expect(nestingUpperBound(blank, sheet(100, 50))).toBe(2);
    expect(nestingCountBound(blank, sheet(100, 50))).toBe(1);
  });

  it('should keep the area bound where two copies fit touching side by side', () => {
    expect(nestingCountBound(rectangleBlank(50, 40), sheet(100, 50))).toBe(2);
  });

  it('should find two copies that fit only by interlocking, their boxes overlapping', () => {
    const blank = stepBlank();
    expect(nestingCountBound(blank, sheet(60, 120))).toBe(2);
    expect(nestingEfficiencies(blank, sheet(60, 120)).lg_best_of_all?.copies).toBe(2);
    // a millimetre short of the interlocked pair, and too narrow for the quarter turns
    expect(nestingUpperBound(blank, sheet(61, 119))).toBe(2);
    expect(nestingCountBound(blank, sheet(61, 119))).toBe(1);
  });

  it('should keep the gap between copies', () => {
    expect(nestingCountBound(stepBlank(), sheet(60, 120), { marginX: 1, marginY: 1 })).toBe(1);
  });

  it('should turn a blank a quarter only where its board allows', () => {
    // two 60 x 40 copies fit the 80 x 60 sheet only turned upright, across the flutes
    expect(nestingCountBound(rectangleBlank(60, 40), sheet(80, 60))).toBe(2);
    expect(nestingCountBound(rectangleBlank(60, 40, 'x'), sheet(80, 60))).toBe(1);
  });

  it('should be 0 where no turn of the blank fits the sheet', () => {
    expect(nestingCountBound(rectangleBlank(60, 40), sheet(35, 500))).toBe(0);
  });

  it('should never be below the best count on the recorded folding-carton sheets', () => {
    const sheets: Record<string, NestingSheet> = {
      '1020x720': { width: 1020, height: 720, marginTop: 10, marginBottom: 10, marginSide: 10 },
      '700x500': { width: 700, height: 500, marginTop: 10, marginBottom: 10, marginSide: 10 },
      '500x350': { width: 500, height: 350, marginTop: 5, marginBottom: 5, marginSide: 5 },
    };
    const cases = (recorded.cases as Array<[string, Record<string, number>, string, number, number]>).filter(
      ([id]) => id === 'becf-11001' || id === 'becf-12001',
    );
    let tightened = 0;
    for (const [id, values, name] of cases) {
      const found = findTemplate(id);
      const graph = found?.build(validateTemplateVariables(found, values, 'mm'))[0]?.graph;
      const at = sheets[name];
      if (!graph || !at) throw new Error(`cannot rebuild ${id} on ${name}`);
      const bound = nestingCountBound({ graph }, at);
      expect(nestingEfficiencies({ graph }, at).lg_best_of_all?.copies ?? 0).toBeLessThanOrEqual(bound);
      if (bound < nestingUpperBound({ graph }, at)) tightened++;
    }
    expect(tightened).toBeGreaterThan(0);
  }, 60_000);
});
