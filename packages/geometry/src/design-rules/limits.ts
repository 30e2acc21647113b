// The rules, their findings and limits, shared by the checks in this folder.
import type { Board } from '../board/board';
import type { Point } from '../primitives/segment';

/** The manufacturing rules a dieline is checked against. */
export const DESIGN_RULES = {
  knife_gap: 'Two knives that do not meet run closer than the strip a die can hold and strip.',
  short_jog: 'A knife segment between two corners is too short to bend in steel rule: merge it.',
  loose_scrap: 'A piece enclosed by knives that is not an intended hole (it would fall into the press).',
  narrow_scrap: 'A piece of scrap (an intended hole) narrower than the stripping tool can push out.',
  glue_land: 'A glue area narrower than a glue bead where it lands.',
  lock_fit: 'A lock whose slit does not fit what it must catch or hold.',
} as const;

export type DesignRuleId = keyof typeof DESIGN_RULES;

export interface DesignRuleFinding {
  rule: DesignRuleId;
  message: string;
  /** The panel the finding is on, when one panel holds it. */
  panel?: string;
  /** Where on the flat blank, mm. */
  at: Point;
  /** What was measured, mm, and the limit it broke (a minimum). */
  measured: number;
  limit: number;
}

/** The limits, mm; `designRuleLimits(t)` gives the defaults for a board of caliper `t`. */
export interface DesignRuleLimits {
  /** Smallest distance between two knives that do not meet: steel rule is about 0.7 mm thick, and the strip between must strip. */
  knifeGap: number;
  /** Shortest run two knives must share before they count as a pair (shorter is a corner, not a pair). */
  knifeGapRun: number;
  /** Shortest knife segment between two corners. */
  jog: number;
  /** Narrowest scrap piece the stripping pins can push out. */
  scrapWidth: number;
  /** Narrowest glue land: a glue bead is about 3 mm and needs room either side. */
  glueLand: number;
  /** How much longer a catch slit must be than the shoulder it catches, and how much narrower a pass-through slit than the head. */
  lockMargin: number;
}

/**
 * Defaults: 3 mm knife gap and scrap, 2 mm jog (a bend in steel rule, whatever the board), 6 mm glue
 * land, 1 mm lock margin; the knife gap and scrap width grow to 2t on thick solid board. Corrugated
 * board crushes under the ejection rubber and its slots strip sideways, so there they grow only to a
 * caliper plus 1 mm: the 6 mm single-wall and 8 mm double-wall slots every case maker cuts.
 */
export function designRuleLimits(board: number | Board): DesignRuleLimits {
  const caliper = typeof board === 'number' ? board : board.caliper;
  const corrugated = typeof board !== 'number' && board.kind === 'corrugated';
  const apart = corrugated ? Math.max(3, caliper + 1) : Math.max(3, 2 * caliper);
  return {
    knifeGap: apart,
    knifeGapRun: 1,
    jog: 2,
    scrapWidth: apart,
    glueLand: 6,
    lockMargin: 1,
  };
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const TOUCH = 1e-3;
/** A measure this close to its limit passes: designs sit exactly on their limits. */
export const TOLERANCE = 1e-6;
/** Widths come from shrinking polygons with 0.01 mm arc steps: they are good to about 0.01 mm. */
export const WIDTH_TOLERANCE = 0.01;
