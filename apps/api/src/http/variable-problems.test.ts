import {
  type Suggestion as EngineSuggestion,
  findTemplate,
  type TemplateDefinition,
  TemplateVariablesError,
} from '@diecut/geometry';
import { DiecutError, ERROR_MESSAGES, type Suggestion } from '@diecut/schema';
import { checkedValues, Refusal } from '@diecut/service';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { handleError } from './error-handler';
import { refusalError, validationErrorItem, variableProblemsError } from './variable-problems';

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

describe('refusalError', () => {
  it("should answer the service's refusal as a 400 with each problem's suggestion", () => {
    let thrown: unknown;
    try {
      checkedValues(rte(), { length: 40, width: 60, height: 100 }, 'mm');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Refusal);
    const answer = refusalError(thrown as Refusal);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(ERROR_MESSAGES.validation);
    expect(answer.errors).toEqual([
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
