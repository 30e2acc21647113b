import { describe, expect, it } from 'vitest';
import { PartsRequestSchema, PartsResponseSchema } from './parts';

describe('PartsRequestSchema', () => {
  it('should take variables with or without a unit', () => {
    expect(PartsRequestSchema.parse({ variables: { length: 100, glue_flap: '14', overflow: true } })).toEqual(
      {
        variables: { length: 100, glue_flap: '14', overflow: true },
      },
    );
    expect(PartsRequestSchema.parse({ unit: 'in', variables: {} }).unit).toBe('in');
  });

  it('should reject a bad unit with the interface message, stray keys and non-scalar values', () => {
    const badUnit = PartsRequestSchema.safeParse({ unit: 'cm', variables: {} });
    expect(badUnit.error?.issues[0]?.message).toBe("Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.");
    expect(PartsRequestSchema.safeParse({ variables: {}, length: 100 }).success).toBe(false);
    expect(PartsRequestSchema.safeParse({ variables: { length: [100] } }).success).toBe(false);
    expect(PartsRequestSchema.safeParse({ unit: 'mm' }).success).toBe(false);
  });
});

describe('PartsResponseSchema', () => {
  it('should take parts with decimal strings and reject plain numbers', () => {
    const part = {
      type: 'dieline_part',
      name: 'blank',
      width: '315.50',
      height: '282.50',
      area: '66804.71',
      unit: 'mm',
      area_unit: 'mm2',
    };
    expect(PartsResponseSchema.parse({ parts: [part] }).parts).toHaveLength(1);
    expect(PartsResponseSchema.safeParse({ parts: [{ ...part, width: 315.5 }] }).success).toBe(false);
    expect(PartsResponseSchema.safeParse({ parts: [{ ...part, area_unit: 'cm2' }] }).success).toBe(false);
  });
});
