import { describe, expect, it } from 'vitest';
import { DiecutError, MAX_LISTED_ERRORS, ValidationErrorBodySchema } from './errors';

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

  it('should list the first 20 problems and say how many more there are, however many there are', () => {
    const problems = Array.from({ length: 80_000 }, (_, index) => ({ message: `problem ${index}` }));
    const body = DiecutError.validation(problems).toBody() as { errors: Array<{ message: string }> };
    expect(MAX_LISTED_ERRORS).toBe(20);
    expect(body.errors).toHaveLength(21);
    expect(body.errors.slice(0, 20)).toEqual(problems.slice(0, 20));
    expect(body.errors[20]).toEqual({ message: '…and 79,980 more problems not listed.' });
    expect(JSON.stringify(body).length).toBeLessThan(1000);
    expect(ValidationErrorBodySchema.safeParse(body).success).toBe(true);
  });

  it('should list every problem up to the limit and count a single one left out in the singular', () => {
    const problems = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ message: `problem ${index}` }));
    expect(DiecutError.validation(problems(20)).errors).toEqual(problems(20));
    expect(DiecutError.validation(problems(21)).errors?.at(-1)).toEqual({
      message: '…and 1 more problem not listed.',
    });
    expect(DiecutError.validation(problems(21)).errors).toHaveLength(21);
  });
});
