import { NestingError, type NestingSheetRequest, readNestingSheet } from '@diecut/nesting';
import { DiecutError, INVALID_UNIT_MESSAGE, type Unit } from '@diecut/schema';

/** The sheet as asked for, in the request's unit, and in mm for the engine. */
export interface SheetRequest extends NestingSheetRequest {
  unit: Unit;
}

/** A nesting engine refusal as the interface's 400: each problem an item, with its suggestion. */
export function nestingProblemsError(error: NestingError): DiecutError {
  return DiecutError.validation(
    error.problems.map((problem) => ({
      message: problem.message,
      ...(problem.suggestion ? { suggestion: problem.suggestion } : {}),
    })),
  );
}

/** Runs an engine step, giving its `NestingError` back as the interface's 400. */
export function refusingNestingProblems<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof NestingError) throw nestingProblemsError(error);
    throw error;
  }
}

/**
 * Reads `unit` and the sheet variables of a nesting request with the interface's messages (the
 * engine's `readNestingSheet`): both sizes are required, each must be greater than zero, margins zero
 * or more, and the margins must leave room.
 */
export function readSheetVariables(variables: Record<string, unknown>): SheetRequest {
  const unit = variables.unit;
  if (unit !== 'mm' && unit !== 'in') throw DiecutError.validation([{ message: INVALID_UNIT_MESSAGE }]);
  return { unit, ...refusingNestingProblems(() => readNestingSheet(variables, unit)) };
}
