import { describe, expect, it } from 'vitest';
import { UnitSchema } from './common';

describe('UnitSchema', () => {
  it('should accept mm and in only, with the interface message otherwise', () => {
    expect(UnitSchema.parse('mm')).toBe('mm');
    expect(UnitSchema.parse('in')).toBe('in');
    const result = UnitSchema.safeParse('cm');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.");
  });
});
