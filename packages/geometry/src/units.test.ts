import { describe, expect, it } from 'vitest';
import { displayLength, fromMillimetres, roundTo, toMillimetres } from './units';

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
});
