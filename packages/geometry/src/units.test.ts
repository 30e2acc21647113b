import { describe, expect, it } from 'vitest';
import { displayLength, displayLengthWithin, fromMillimetres, roundTo, toMillimetres } from './units';

describe('units', () => {
  it('should convert inches to millimetres and back', () => {
    expect(toMillimetres(1, 'in')).toBe(25.4);
    expect(toMillimetres(12.5, 'mm')).toBe(12.5);
    expect(fromMillimetres(50.8, 'in')).toBeCloseTo(2, 12);
  });

  it('should round to the displayed precision of the unit', () => {
    expect(displayLength(15, 'in')).toBe(0.5906);
    expect(displayLength(15.004, 'mm')).toBe(15);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
  });

  it('should round a bound toward the inside of its range so the shown value stays valid', () => {
    // 25 mm is 0.98425… in: nearest would show 0.9843 in, over the maximum
    expect(displayLengthWithin(25, 'in', 'down')).toBe(0.9842);
    expect(displayLengthWithin(8, 'in', 'up')).toBe(0.315);
    expect(displayLengthWithin(12.345, 'mm', 'up')).toBe(12.35);
    expect(displayLengthWithin(12.345, 'mm', 'down')).toBe(12.34);
    expect(displayLengthWithin(15, 'mm', 'down')).toBe(15);
  });
});
