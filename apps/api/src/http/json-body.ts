import { DiecutError, ERROR_MESSAGES, INVALID_UNIT_MESSAGE, type ValidationErrorItem } from '@diecut/schema';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { jsonKeyProblems } from './json-key-problems';

/** 413 for a body over `maxBytes`, in the error shape, before anything reads it. */
export function jsonBodyLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = () => new DiecutError(413, `Request body too large: the limit is ${maxBytes} bytes.`);
  const counting = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    // a declared length is checked from the headers alone: hono's bodyLimit first asks for the
    // request's body stream, which makes the Node adapter build a whole web Request, and that was
    // a tenth of a create's time on the HTTP thread; the body is then read straight off the socket
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(declared) > maxBytes) throw tooLarge();
      return next();
    }
    // a body of unknown length (chunked) is counted as it arrives
    return counting(c, next);
  };
}

function describeIssue(issue: z.core.$ZodIssue): ValidationErrorItem {
  const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
  if (issue.message === INVALID_UNIT_MESSAGE) return { message: INVALID_UNIT_MESSAGE };
  return { message: `'${where}': ${issue.message}` };
}

/** Reads a JSON body: 415 unless it is `application/json`, 400 when malformed or invalid for `schema`. */
export async function readJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType)) {
    throw new DiecutError(415, "Unsupported media type: send the body as 'application/json'.");
  }
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw DiecutError.badRequest('Malformed JSON in request body.');
  }
  const problems = jsonKeyProblems(text);
  if (problems.length > 0) {
    throw DiecutError.validation(
      problems.map((message) => ({ message })),
      ERROR_MESSAGES.validation,
    );
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw DiecutError.validation(result.error.issues.map(describeIssue), ERROR_MESSAGES.validation);
  }
  return result.data;
}
