import { describe, expect, it } from 'vitest';
import { lengthParameter, materialParameter, parameterDefault } from './common-parameters';

const inches = (mm: number | boolean | string | undefined) => (mm as number) / 25.4;

describe('parameterDefault', () => {
  it('should keep a default as given for a request in mm', () => {
    const tuck = lengthParameter('tuck', 'Tuck.', { default: 15, minimum: 8, maximum: 80 });
    expect(parameterDefault(tuck, 'mm')).toBe(15);
  });

  it('should round a length default to the nearest sixteenth of an inch for a request in inches', () => {
    const tuck = lengthParameter('tuck', 'Tuck.', { default: 15, minimum: 8, maximum: 80 });
    expect(inches(parameterDefault(tuck, 'in'))).toBeCloseTo(9 / 16, 10);
    const bleed = lengthParameter('bleed', 'Bleed.', { default: 3, minimum: 0, maximum: 25 });
    expect(inches(parameterDefault(bleed, 'in'))).toBeCloseTo(1 / 8, 10);
  });

  it('should keep a rounded default inside its range', () => {
    // 15.5 mm is nearest 10/16 in (15.875 mm), over the 15.6 mm maximum: 9/16 in instead
    const tab = lengthParameter('tab', 'Tab.', { default: 15.5, minimum: 14, maximum: 15.6 });
    expect(inches(parameterDefault(tab, 'in'))).toBeCloseTo(9 / 16, 10);
  });

  it('should round a board caliper to a thousandth of an inch (a point)', () => {
    expect(inches(parameterDefault(materialParameter(0.5, 0.2, 1.5), 'in'))).toBeCloseTo(0.02, 10);
  });
});
