import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate } from '../catalog/template-catalog';
import { blankSizeWarnings, DEFAULT_MACHINE_SHEETS, parseMachineSheets } from './machine-sheets';

function parts(id: string, values: Record<string, number | string>) {
  const template = findTemplate(id);
  if (!template) throw new Error(id);
  return template.build({ ...sampleValues(template), ...values });
}

describe('blankSizeWarnings', () => {
  it('should warn of a 0201 in E flute at 1500 mm long, a blank over 3 m, and not of a small one', () => {
    const warnings = blankSizeWarnings(
      parts('becf-21101', { flute: 'E', length: 1500, width: 500, height: 400 }),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.board).toBe('corrugated');
    expect(warnings[0]?.blank.width).toBeGreaterThan(3000);
    expect(warnings[0]?.sheet).toEqual(DEFAULT_MACHINE_SHEETS.corrugated);
    expect(blankSizeWarnings(parts('becf-21101', { length: 300, width: 200, height: 150 }))).toEqual([]);
  });

  it('should take a blank that fits turned, and read each board against its own sheet', () => {
    const carton = parts('becf-11001', { length: 100, width: 50, height: 150 });
    expect(
      blankSizeWarnings(carton, { ...DEFAULT_MACHINE_SHEETS, folding_carton: { width: 1, height: 1 } }),
    ).toHaveLength(1);
    const rigid = parts('becf-31001', {});
    const tiny = parseMachineSheets('greyboard=50x50');
    expect(blankSizeWarnings(rigid, tiny).map((warning) => warning.board)).toEqual([
      'greyboard',
      'greyboard',
    ]);
  });
});

describe('parseMachineSheets', () => {
  it('should read board=WxH entries over the defaults and refuse anything else', () => {
    expect(parseMachineSheets('corrugated=2500x1400, paper=700.5x500').corrugated).toEqual({
      width: 2500,
      height: 1400,
    });
    expect(parseMachineSheets(undefined)).toEqual(DEFAULT_MACHINE_SHEETS);
    expect(() => parseMachineSheets('corrugated=2500')).toThrow(/not a machine sheet/);
    expect(() => parseMachineSheets('plastic=10x10')).toThrow(/folding_carton, corrugated/);
  });
});
