import { TemplateVariablesError } from '@diecut/geometry';
import { DiecutError, ERROR_MESSAGES } from '@diecut/schema';
import { NotFound, Refusal } from '@diecut/service';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { AccountStorageLimitError } from '../storage/storage';
import { refusalError, variableProblemsError } from './variable-problems';

/** Turns anything thrown in a route into the error shape of docs/http-api.md (status codes); never leaks a stack trace. */
export function handleError(error: Error, c: Context, logger: Logger): Response {
  // the engine throws no HTTP: variables it refused are the request's fault, answered as interface 7.1
  if (error instanceof TemplateVariablesError)
    return handleError(variableProblemsError(error.problems), c, logger);
  if (error instanceof AccountStorageLimitError) return handleError(accountFullError(error), c, logger);
  // the service's refusals are the request's to fix: one mapping to the interface's 400
  if (error instanceof Refusal) return handleError(refusalError(error), c, logger);
  if (error instanceof NotFound) return notFound(c);
  if (error instanceof DiecutError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.toBody(), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: error.message || 'Bad request' }, error.status as ContentfulStatusCode);
  }
  logger.error({ err: error, route: c.req.routePath, method: c.req.method }, 'unhandled error');
  return c.json({ message: ERROR_MESSAGES.internal }, 500);
}

export function notFound(c: Context): Response {
  return c.json({ message: ERROR_MESSAGES.notFound }, 404);
}

/**
 * 409: the account's state, not the request, is in the way, and deleting 3D mockups resolves it.
 * 413 would say the request is too large, 403 is the wrong key kind here, 429 would say waiting helps.
 */
export function accountFullError(error: AccountStorageLimitError): DiecutError {
  return new DiecutError(
    409,
    `Account storage limit reached: this account stores ${error.usedBytes} bytes of its ${error.limitBytes}-byte limit${error.addedBytes > 0 ? `, and this request would add ${error.addedBytes} more` : ''}. Delete 3D mockups to make room.`,
  );
}
