import type { Unit } from '@diecut/geometry';
import { countNesting, type NestingResult, type NestingSheet } from './nesting';
import { NestingError } from './nesting-error';
import {
  countSuggestion,
  estimateNesting,
  limitSentence,
  MAX_NESTING_COPIES,
  tooManyCopies,
} from './nesting-limits';
import type { NestingBlank, NestingTemplate } from './nesting-templates';

/** What a nesting is asked for beyond the sheet: a count (both or neither) and the gaps, mm. */
export interface LayOutRequest {
  numX?: number | undefined;
  numY?: number | undefined;
  marginX?: number | undefined;
  marginY?: number | undefined;
  /** The request's unit, for a suggested sheet size; mm when absent. */
  unit?: Unit | undefined;
}

/**
 * Lays the blank out on the sheet: the asked count, or the most copies the template fits. Throws a
 * `NestingError` when the template would turn a corrugated blank across its flutes, when the count is
 * too large, or when no copy fits.
 *
 * The size is bounded before any copy is placed: `estimateNesting` first (an asked count over
 * `MAX_NESTING_COPIES`, or over what the blank's line segments allow, is refused without any nesting
 * work), then the template's exact count (arithmetic on its pitches: a head-to-tail cell holds two
 * copies, a mixed fill adds its strips, the best count may be far under the area bound), refused past
 * `maxCopies` with a smaller count or sheet as the suggestion. Only then are the copies placed.
 */
export function layOutNesting(
  template: NestingTemplate,
  blank: NestingBlank,
  sheet: NestingSheet,
  { numX, numY, marginX, marginY, unit = 'mm' }: LayOutRequest = {},
): NestingResult {
  if (!template.appliesTo(blank)) {
    throw new NestingError([
      {
        message: template.appliesTo({ ...blank, allowCrossFlute: true })
          ? `The nesting template '${template.id}' turns copies across the flutes of this corrugated blank; set 'turn_across_flutes' to true to allow it.`
          : `The nesting template '${template.id}' does not apply to this dieline.`,
      },
    ]);
  }
  const margins = {
    ...(marginX !== undefined ? { marginX } : {}),
    ...(marginY !== undefined ? { marginY } : {}),
  };
  const asked = numX !== undefined && numY !== undefined;
  const estimate = estimateNesting(blank, sheet, asked ? { numX, numY } : {});
  if (asked && estimate.copies > estimate.maxCopies) {
    const suggestion = countSuggestion(numX, numY, 1, estimate.maxCopies);
    throw new NestingError([
      {
        message:
          estimate.copies > MAX_NESTING_COPIES
            ? `A nesting lays out at most ${MAX_NESTING_COPIES} copies; num_x x num_y asks for ${estimate.copies}.`
            : `${limitSentence(estimate)}; num_x x num_y asks for ${estimate.copies}.`,
        ...(suggestion ? { suggestion } : {}),
      },
    ]);
  }
  const counted = countNesting(template, blank, sheet, asked ? { numX, numY, ...margins } : margins);
  if (!counted) {
    throw new NestingError([
      { message: `The nesting template '${template.id}' cannot lay this dieline out on this sheet.` },
    ]);
  }
  if (counted.copies === 0) {
    throw new NestingError([
      {
        message:
          'Not one copy of the dieline fits the usable area of this sheet: use a larger sheet or smaller margins.',
      },
    ]);
  }
  if (counted.copies > estimate.maxCopies) throw tooManyCopies(counted, estimate, blank, sheet, unit, asked);
  return counted.layOut();
}
