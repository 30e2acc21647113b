import { describe, expect, it } from 'vitest';
import {
  DiecutApiError,
  DiecutAuthError,
  DiecutNotFoundError,
  DiecutRateLimitError,
  DiecutValidationError,
} from './diecut-api-error';

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('DiecutApiError.fromResponse', () => {
  it('should carry the 7.1 errors and their suggestions of a validation error', async () => {
    const body = {
      message: 'Validation failed for one or more variables.',
      errors: [
        {
          message: 'top_tuck_flap is too small',
          suggestion: { type: 'change_value', name: 'top_tuck_flap', value: 15 },
        },
        { message: 'length is under width', suggestion: { type: 'swap_values', names: ['length', 'width'] } },
        { message: 'no suggestion here' },
      ],
    };
    const error = await DiecutApiError.fromResponse(answer(400, JSON.stringify(body)));
    expect(error).toBeInstanceOf(DiecutValidationError);
    expect(error).toBeInstanceOf(DiecutApiError);
    expect(error).toMatchObject({ status: 400, kind: 'validation', message: body.message, body });
    expect(error.errors).toEqual(body.errors);
    expect(error.suggestions).toEqual([body.errors[0]?.suggestion, body.errors[1]?.suggestion]);
  });

  it('should read a suggestion wrapped one level deeper', async () => {
    const swap = { type: 'swap_values', names: ['length', 'width'] };
    const body = {
      message: 'Validation failed',
      errors: [{ message: 'swapped', suggestion: { suggestion: swap } }],
    };
    const error = await DiecutApiError.fromResponse(answer(400, JSON.stringify(body)));
    expect(error.errors).toEqual([{ message: 'swapped', suggestion: swap }]);
    expect(error.suggestions).toEqual([swap]);
  });

  it('should tell a 400 without errors from a validation error', async () => {
    const error = await DiecutApiError.fromResponse(
      answer(400, JSON.stringify({ message: "Invalid 'unit'." })),
    );
    expect(error).toMatchObject({ kind: 'bad_request', errors: [], message: "Invalid 'unit'." });
  });

  it('should pick the subclass and kind of each status', async () => {
    const cases = [
      [401, DiecutAuthError, 'unauthorized'],
      [403, DiecutAuthError, 'forbidden'],
      [404, DiecutNotFoundError, 'not_found'],
      [413, DiecutApiError, 'too_large'],
      [415, DiecutApiError, 'unsupported_media_type'],
      [429, DiecutRateLimitError, 'rate_limited'],
      [503, DiecutApiError, 'unavailable'],
      [500, DiecutApiError, 'server'],
      [409, DiecutApiError, 'other'],
    ] as const;
    for (const [status, type, kind] of cases) {
      const error = await DiecutApiError.fromResponse(
        answer(status, JSON.stringify({ message: `m${status}` })),
      );
      expect(error, String(status)).toBeInstanceOf(type);
      expect(error.kind, String(status)).toBe(kind);
      expect(error.message).toBe(`m${status}`);
    }
  });

  it('should keep the text of a body that is not JSON', async () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    const error = await DiecutApiError.fromResponse(response);
    expect(error).toMatchObject({ status: 502, kind: 'server', message: 'HTTP 502 Bad Gateway' });
    expect(error.body).toBe('<html>Bad gateway</html>');
  });

  it('should give a rate-limit error the wait of its Retry-After', async () => {
    const error = await DiecutApiError.fromResponse(
      answer(429, '{"message":"Too many"}', { 'Retry-After': '42' }),
    );
    expect(error).toBeInstanceOf(DiecutRateLimitError);
    expect((error as DiecutRateLimitError).retryAfterMs).toBe(42_000);
  });
});
