import {
  type Suggestion as EngineSuggestion,
  findTemplate,
  type TemplateDefinition,
  TemplateVariablesError,
} from '@diecut/geometry';
import { DiecutError, ERROR_MESSAGES, type Suggestion } from '@diecut/schema';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { handleError } from './error-handler';
import { validateRequestVariables, validationErrorItem, variableProblemsError } from './variable-problems';

const rte = () => findTemplate('becf-11001') as TemplateDefinition;

describe('variableProblemsError', () => {
  it('should answer interface 7.1: status 400, the validation message, one item per problem', () => {
    const error = variableProblemsError([
      { variable: 'height', code: 'required', message: "Variable 'height' is required." },
      {
        variable: 'glue_flap',
        code: 'too_large',
        limitMm: 30,
        message: "Variable 'glue_flap' must be at most 30 mm.",
        suggestion: { type: 'change_value', name: 'glue_flap', value: 30 },
      },
    ]);
    expect(error).toBeInstanceOf(DiecutError);
    expect(error.status).toBe(400);
    expect(error.toBody()).toEqual({
      message: ERROR_MESSAGES.validation,
      errors: [
        { message: "Variable 'height' is required." },
        {
          message: "Variable 'glue_flap' must be at most 30 mm.",
          suggestion: { type: 'change_value', name: 'glue_flap', value: 30 },
        },
      ],
    });
  });

  it("should pass the engine's suggestion on as the interface's (checked by the typecheck)", () => {
    expectTypeOf<EngineSuggestion>().toEqualTypeOf<Suggestion>();
  });

  it('should keep the engine-only fields out of the item', () => {
    const item = validationErrorItem({ variable: 'a', code: 'absurd', limitMm: 3000, message: 'too big' });
    expect(item).toEqual({ message: 'too big' });
  });
});

describe('validateRequestVariables', () => {
  it('should give back the values in mm', () => {
    expect(validateRequestVariables(rte(), { length: 4, width: 2, height: 6 }, 'in').length).toBeCloseTo(
      101.6,
      9,
    );
  });

  it('should throw a 400 with the swap suggestion when length is shorter than width', () => {
    let thrown: unknown;
    try {
      validateRequestVariables(rte(), { length: 40, width: 60, height: 100 }, 'mm');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DiecutError);
    expect((thrown as DiecutError).errors).toEqual([
      expect.objectContaining({ suggestion: { type: 'swap_values', names: ['length', 'width'] } }),
    ]);
  });
});

describe('handleError', () => {
  it('should answer a TemplateVariablesError that escaped a route as interface 7.1, not as a 500', async () => {
    const app = new Hono()
      .get('/', () => {
        throw new TemplateVariablesError([
          { variable: 'a', code: 'required', message: "Variable 'a' is required." },
        ]);
      })
      .onError((error, c) => handleError(error, c, pino({ enabled: false })));
    const response = await app.request('/');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: ERROR_MESSAGES.validation,
      errors: [{ message: "Variable 'a' is required." }],
    });
  });
});
