import { DielinePartSchema } from '@diecut/schema';
import { describe, expect, it } from 'vitest';
import { presentParts } from './dieline-part';

describe('presentParts', () => {
  it('should give lengths and area as fixed-precision decimals in millimetres', () => {
    const [part] = presentParts([{ name: 'blank', width: 315.5, height: 0.125, area: 66804.711756 }], 'mm');
    expect(DielinePartSchema.parse(part)).toEqual({
      type: 'dieline_part',
      name: 'blank',
      width: '315.50',
      height: '0.13',
      area: '66804.71',
      unit: 'mm',
      area_unit: 'mm2',
    });
  });

  it('should convert to inches and square inches with four decimals', () => {
    const [part] = presentParts([{ name: 'lid', width: 25.4, height: 317.5, area: 645.16 * 2.5 }], 'in');
    expect(part).toEqual({
      type: 'dieline_part',
      name: 'lid',
      width: '1.0000',
      height: '12.5000',
      area: '2.5000',
      unit: 'in',
      area_unit: 'in2',
    });
  });
});
