import { describe, expect, it } from 'vitest';
import { grownArray } from './grown-array';

describe('grownArray', () => {
  it('should keep the numbers and the kind of array, with zeros after them', () => {
    const floats = grownArray(new Float64Array([1.5, -2.25]), 4);
    expect(floats).toBeInstanceOf(Float64Array);
    expect([...floats]).toEqual([1.5, -2.25, 0, 0]);
    const ints = grownArray(new Int32Array([7, 8, 9]), 5);
    expect(ints).toBeInstanceOf(Int32Array);
    expect([...ints]).toEqual([7, 8, 9, 0, 0]);
  });
});
