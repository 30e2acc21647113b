import { TemplateVariablesError } from '@diecut/geometry';
import { DiecutError } from '@diecut/schema';
import { NotFound, type Problem, Refusal, type RefusalReason } from '@diecut/service';

/*
 * Errors crossing from a compute worker to the main thread. Kept apart from the tasks, so that the
 * main thread reads them without loading what the tasks run.
 */

/** A thrown error as plain data: class instances lose their class crossing threads. */
export type EncodedError =
  | {
      kind: 'diecut';
      status: DiecutError['status'];
      message: string;
      errors: DiecutError['errors'];
      headers: DiecutError['headers'];
    }
  | { kind: 'template-variables'; problems: TemplateVariablesError['problems'] }
  | { kind: 'refusal'; problems: readonly Problem[]; reason: RefusalReason; title: string }
  | { kind: 'not-found'; what: string }
  | { kind: 'error'; name: string; message: string; stack: string | undefined };

export type ComputeOutcome<T> = { ok: true; value: T } | { ok: false; error: EncodedError };

export function encodeError(error: unknown): EncodedError {
  if (error instanceof DiecutError) {
    const { status, message, errors, headers } = error;
    return { kind: 'diecut', status, message, errors, headers };
  }
  if (error instanceof TemplateVariablesError)
    return { kind: 'template-variables', problems: error.problems };
  if (error instanceof Refusal)
    return { kind: 'refusal', problems: error.problems, reason: error.reason, title: error.title };
  if (error instanceof NotFound) return { kind: 'not-found', what: error.what };
  if (error instanceof Error)
    return { kind: 'error', name: error.name, message: error.message, stack: error.stack };
  return { kind: 'error', name: 'Error', message: String(error), stack: undefined };
}

/** The error the task threw, as the same class with the same fields, so the answer stays the same. */
export function decodeError(encoded: EncodedError): Error {
  switch (encoded.kind) {
    case 'diecut':
      return new DiecutError(encoded.status, encoded.message, {
        ...(encoded.errors ? { errors: encoded.errors } : {}),
        headers: encoded.headers,
      });
    case 'template-variables':
      return new TemplateVariablesError(encoded.problems);
    case 'refusal':
      return new Refusal(encoded.problems, encoded.reason, encoded.title);
    case 'not-found':
      return new NotFound(encoded.what);
    case 'error': {
      const error = new Error(encoded.message);
      error.name = encoded.name;
      error.stack = encoded.stack;
      return error;
    }
  }
}
