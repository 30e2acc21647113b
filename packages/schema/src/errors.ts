import { z } from 'zod';
import { INVALID_UNIT_MESSAGE } from './common';
import { described, kindField, schemaRegistry } from './registry';

export const ERROR_MESSAGES = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Resource cannot be found',
  invalidUnit: INVALID_UNIT_MESSAGE,
  internal: 'Internal server error',
  tooManyRequests: 'Too many requests, please try again later.',
  validation: 'Validation failed for one or more variables.',
} as const;

export const ChangeValueSuggestionSchema = z
  .object({
    type: kindField('change_value'),
    name: described(z.string(), 'The variable to change.'),
    value: described(z.number(), 'A value it would be accepted with, in the unit of the request.'),
  })
  .register(schemaRegistry, {
    id: 'ChangeValueSuggestion',
    description: 'The variable should take the suggested value.',
  });

export const SwapValuesSuggestionSchema = z
  .object({
    type: kindField('swap_values'),
    names: described(z.tuple([z.string(), z.string()]), 'The two variables whose values to swap.'),
  })
  .register(schemaRegistry, {
    id: 'SwapValuesSuggestion',
    description: 'The two dimensions are in the wrong order; the service expects length, width, height.',
  });

export const SuggestionSchema = z
  .discriminatedUnion('type', [ChangeValueSuggestionSchema, SwapValuesSuggestionSchema])
  .register(schemaRegistry, {
    id: 'Suggestion',
    description: 'How to fix a refused variable: change its value, or swap two dimensions.',
  });
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const ValidationErrorItemSchema = z
  .object({
    message: described(z.string(), 'The problem, naming the variable or field, for people.'),
    suggestion: SuggestionSchema.optional(),
  })
  .register(schemaRegistry, {
    id: 'ValidationErrorItem',
    description: 'One problem of a refused request, with a suggestion where the service has one.',
  });
export type ValidationErrorItem = z.infer<typeof ValidationErrorItemSchema>;

/**
 * Problems one 400 answer lists at most; past that, a last item says how many more there are, so an
 * answer stays small whatever the request holds (a body of 80,000 unknown variables).
 */
export const MAX_LISTED_ERRORS = 20;

/** Interface 7.1: the body of a 400 answer to a request with a body. */
export const ValidationErrorBodySchema = z
  .object({
    message: described(z.string(), 'What failed, e.g. `Validation failed for one or more variables.`'),
    errors: described(z.array(ValidationErrorItemSchema), 'Each problem found.'),
  })
  .register(schemaRegistry, {
    id: 'ValidationError',
    description: `A request failed validation (status 400). At most ${MAX_LISTED_ERRORS} problems are listed; past that, a last item says how many more there are.`,
  });
export type ValidationErrorBody = z.infer<typeof ValidationErrorBodySchema>;

/** Interface 7.2 and every other error: a JSON body with a message. */
export const ErrorBodySchema = z
  .object({ message: described(z.string(), 'What went wrong, for people, e.g. `Resource cannot be found`.') })
  .register(schemaRegistry, { id: 'Error', description: 'Any error answer carries a message.' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export type DiecutErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** An error that knows its HTTP status and body; thrown by the API. The engines report problems as data. */
export class DiecutError extends Error {
  readonly status: DiecutErrorStatus;
  readonly errors: ValidationErrorItem[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: DiecutErrorStatus,
    message: string,
    options: { errors?: ValidationErrorItem[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'DiecutError';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody | ValidationErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }

  /** 400 listing `errors`: the first {@link MAX_LISTED_ERRORS}, then one item counting the rest. */
  static validation(errors: ValidationErrorItem[], message: string = ERROR_MESSAGES.validation): DiecutError {
    return new DiecutError(400, message, { errors: capErrors(errors) });
  }
  static badRequest(message: string): DiecutError {
    return new DiecutError(400, message);
  }
  static unauthorized(): DiecutError {
    return new DiecutError(401, ERROR_MESSAGES.unauthorized);
  }
  static forbidden(): DiecutError {
    return new DiecutError(403, ERROR_MESSAGES.forbidden);
  }
  static notFound(): DiecutError {
    return new DiecutError(404, ERROR_MESSAGES.notFound);
  }
}

/** The first {@link MAX_LISTED_ERRORS} of `errors`, and an item saying how many are left out. */
function capErrors(errors: ValidationErrorItem[]): ValidationErrorItem[] {
  if (errors.length <= MAX_LISTED_ERRORS) return errors;
  const more = errors.length - MAX_LISTED_ERRORS;
  return [
    ...errors.slice(0, MAX_LISTED_ERRORS),
    {
      message: `…and ${more.toLocaleString('en-US')} more ${more === 1 ? 'problem' : 'problems'} not listed.`,
    },
  ];
}
