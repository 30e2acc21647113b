import type { NestingOptions, NestingSheet } from './nesting';
import { planNesting } from './nesting';
import { findNestingTemplate, type NestingBlank } from './nesting-templates';

/** Lattice templates whose counts `bruteForceLatticeCopies` checks. */
export const LATTICE_TEMPLATE_IDS = [
  'lt_straight_grid',
  'lt_grid_turned_90',
  'lt_alternate_rows_180',
  'lt_alternate_columns_180',
] as const;

/**
 * The most copies of a lattice template by exhaustive search: every `numX` x `numY` laid out (same
 * pitches) and kept when no copy leaves the usable area. A check on the counting formula, not a
 * nesting method: it lays out every candidate.
 */
export function bruteForceLatticeCopies(
  templateId: (typeof LATTICE_TEMPLATE_IDS)[number],
  blank: NestingBlank,
  sheet: NestingSheet,
  options: NestingOptions = {},
): number | null {
  const template = findNestingTemplate(templateId);
  if (!template?.appliesTo(blank)) return null;
  let best = 0;
  // grow numX while some layout of one row fits, and numY likewise: a layout that overflows with n
  // copies along an axis overflows with more
  for (let numX = 1; ; numX++) {
    const row = planNesting(template, blank, sheet, { numX, numY: 1, ...options });
    if (!row || row.overflow) break;
    for (let numY = 1; numX * numY <= 10_000; numY++) {
      const plan = planNesting(template, blank, sheet, { numX, numY, ...options });
      if (!plan || plan.overflow) break;
      best = Math.max(best, plan.copies);
    }
  }
  return best;
}
