import { describe, expect, it } from 'vitest';
import { distance, hypot } from './segment';

describe('hypot', () => {
  it('should give Math.hypot to the bit, along the axes and off them', () => {
    const legs = [0, -0, 5e-324, 1e-9, 0.1, 0.3 - 0.1, 3, -17.25, 1e308, Infinity, -Infinity, Number.NaN];
    for (const a of legs) {
      for (const b of legs) {
        expect(Object.is(hypot(a, b), Math.hypot(a, b)), `hypot(${a}, ${b})`).toBe(true);
      }
    }
  });

  it('should measure a distance as Math.hypot does', () => {
    expect(distance({ x: 1, y: 2 }, { x: 4, y: 6 })).toBe(5);
    expect(distance({ x: 0.1, y: 7 }, { x: 0.1, y: -2.5 })).toBe(9.5);
  });
});
