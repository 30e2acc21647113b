/** A fix the caller can apply as is: give a variable a value, or swap two (interface 7.1 `suggestion`). */
export type Suggestion =
  | { type: 'change_value'; name: string; value: number }
  | { type: 'swap_values'; names: [string, string] };

/** What is wrong with one variable, or between several (`constraint`), as a machine reads it. */
export type VariableProblemCode =
  | 'unknown_variable'
  | 'required'
  | 'not_a_number'
  | 'not_finite'
  | 'not_positive'
  | 'too_small'
  | 'too_large'
  | 'absurd'
  | 'not_boolean'
  | 'not_integer'
  | 'not_allowed'
  | 'constraint';

/**
 * One reason a template refuses its variables. The message is written for a person, in the request's
 * unit; the other fields are the same facts as data, so no caller has to read the message.
 */
export interface VariableProblem {
  /** The variable to change, when the problem is one variable's (or a rule's fix names one). */
  variable?: string;
  code: VariableProblemCode;
  message: string;
  /** The bound that was crossed, mm, for a length's range or a rule that sets a size. */
  limitMm?: number;
  /** A value, in the request's unit, that clears this problem. */
  suggestion?: Suggestion;
}
