import { describe, expect, it } from 'vitest';
import { DiecutError, ValidationErrorBodySchema } from './errors';

describe('ValidationErrorBodySchema', () => {
  it('should accept the suggestion shapes of interface 7.1', () => {
    const body = {
      message: 'Validation failed for one or more variables.',
      errors: [
        {
          message: 'top_tuck_flap is too small',
          suggestion: { type: 'change_value', name: 'top_tuck_flap', value: 12 },
        },
        {
          message: 'length and width are swapped',
          suggestion: { type: 'swap_values', names: ['length', 'width'] },
        },
        { message: 'no suggestion here' },
      ],
    };
    expect(ValidationErrorBodySchema.parse(body)).toEqual(body);
  });

  it('should refuse a suggestion of an unknown type', () => {
    const result = ValidationErrorBodySchema.safeParse({
      message: 'x',
      errors: [{ message: 'y', suggestion: { type: 'guess', name: 'a', value: 1 } }],
    });
    expect(result.success).toBe(false);
  });
});

describe('DiecutError', () => {
  it('should carry a status and the body of its kind', () => {
    expect(DiecutError.notFound().status).toBe(404);
    expect(DiecutError.notFound().toBody()).toEqual({ message: 'Resource cannot be found' });
    expect(DiecutError.unauthorized().toBody()).toEqual({ message: 'Unauthorized' });
    expect(DiecutError.forbidden().status).toBe(403);
    const validation = DiecutError.validation([{ message: 'bad' }]);
    expect(validation.status).toBe(400);
    expect(validation.toBody()).toEqual({
      message: 'Validation failed for one or more variables.',
      errors: [{ message: 'bad' }],
    });
  });
});
