import type { Suggestion, ValidationErrorItem } from '@diecut/schema';
import { retryAfterMs } from './retry';

export type DiecutApiErrorKind =
  | 'validation'
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'server'
  | 'other';

function kindOf(status: number, hasErrors: boolean): DiecutApiErrorKind {
  if (status === 400) return hasErrors ? 'validation' : 'bad_request';
  const kinds: Record<number, DiecutApiErrorKind> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    413: 'too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
    503: 'unavailable',
  };
  return kinds[status] ?? (status >= 500 ? 'server' : 'other');
}

/**
 * Interface 7.1 lets a suggestion arrive wrapped one level deeper (`suggestion.suggestion`): read it
 * from either level so callers see one shape.
 */
function normalizeItem(item: unknown): ValidationErrorItem | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  const { message, suggestion } = item as { message?: unknown; suggestion?: unknown };
  if (typeof message !== 'string') return undefined;
  let inner = suggestion;
  if (inner !== null && typeof inner === 'object' && !('type' in inner) && 'suggestion' in inner) {
    inner = (inner as { suggestion: unknown }).suggestion;
  }
  const isSuggestion = inner !== null && typeof inner === 'object' && 'type' in inner;
  return isSuggestion ? { message, suggestion: inner as Suggestion } : { message };
}

/** An answer of the API other than 2xx, with its JSON body read. */
export class DiecutApiError extends Error {
  readonly status: number;
  readonly kind: DiecutApiErrorKind;
  /** Interface 7.1's items of a validation error; empty for other errors. */
  readonly errors: ValidationErrorItem[];
  /** The parsed JSON body, or the text when it was not JSON. */
  readonly body: unknown;
  /** The answer; its body has been read. */
  readonly response: Response;

  constructor(response: Response, body: unknown) {
    const { message, errors } = (body !== null && typeof body === 'object' ? body : {}) as {
      message?: unknown;
      errors?: unknown;
    };
    const items = Array.isArray(errors)
      ? errors.map(normalizeItem).filter((item): item is ValidationErrorItem => item !== undefined)
      : [];
    super(typeof message === 'string' ? message : `HTTP ${response.status} ${response.statusText}`.trim());
    this.name = 'DiecutApiError';
    this.status = response.status;
    this.kind = kindOf(response.status, items.length > 0);
    this.errors = items;
    this.body = body;
    this.response = response;
  }

  /** The suggestions of `errors`, in order. */
  get suggestions(): Suggestion[] {
    return this.errors.flatMap((item) => (item.suggestion ? [item.suggestion] : []));
  }

  /** The error of a failed answer, of the subclass its status calls for. */
  static async fromResponse(response: Response): Promise<DiecutApiError> {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a proxy's HTML page or an empty body: keep the text
    }
    switch (response.status) {
      case 400:
        return new DiecutValidationError(response, body);
      case 401:
      case 403:
        return new DiecutAuthError(response, body);
      case 404:
        return new DiecutNotFoundError(response, body);
      case 429:
        return new DiecutRateLimitError(response, body);
      default:
        return new DiecutApiError(response, body);
    }
  }
}

/** Status 400: the request was refused; `errors` says why when the body had them (`kind` `validation`). */
export class DiecutValidationError extends DiecutApiError {
  constructor(response: Response, body: unknown) {
    super(response, body);
    this.name = 'DiecutValidationError';
  }
}

/** Status 401 (no or unknown key) or 403 (a key of the other kind). */
export class DiecutAuthError extends DiecutApiError {
  constructor(response: Response, body: unknown) {
    super(response, body);
    this.name = 'DiecutAuthError';
  }
}

/** Status 404: no such template, or no such resource made with this key. */
export class DiecutNotFoundError extends DiecutApiError {
  constructor(response: Response, body: unknown) {
    super(response, body);
    this.name = 'DiecutNotFoundError';
  }
}

/** Status 429 after the retries ran out. */
export class DiecutRateLimitError extends DiecutApiError {
  /** The wait the last answer's `Retry-After` asked for, ms. */
  readonly retryAfterMs: number | undefined;

  constructor(response: Response, body: unknown) {
    super(response, body);
    this.name = 'DiecutRateLimitError';
    this.retryAfterMs = retryAfterMs(response.headers.get('Retry-After'));
  }
}
