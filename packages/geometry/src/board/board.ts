/**
 * The material a dieline is cut from. Every fold allowance a construction needs comes from here, so a
 * folding carton, a corrugated case and a rigid box's greyboard follow the same rules in one place.
 */

/** Corrugated flute profiles, thinnest first; `BC` is double wall. */
export const FLUTES = ['E', 'B', 'C', 'A', 'BC'] as const;
export type Flute = (typeof FLUTES)[number];

/**
 * Printer-slotter practice per flute, mm. A corrugated crease is wide and the board rolls over it, so
 * the allowances replace the folding-carton "one caliper per fold" rule rather than add to it.
 */
export interface FluteProfile {
  flute: Flute;
  /** Typical caliper of the combined board. */
  caliper: number;
  /** A panel between two 90-degree creases is its inside size plus this, score to score. */
  panel: number;
  /** The last panel (the one the joint closes onto) is its inside size plus only this. */
  lastPanel: number;
  /** Added to a flap so that flaps meant to meet do meet over the creases' roll. */
  flap: number;
  /** How far a major flap's crease stands out past a minor flap's, so the major flap lies over it. */
  bendOffset: number;
  /**
   * Width of a slot between two flaps (slots are centred on the panel crease): a slotter's table, from
   * about 5 mm on E flute to 10 to 12 on double wall, at least a caliper plus the strip a die strips.
   */
  slot: number;
  /** The manufacturer's joint: flap width, and the gap between the joint and the last panel in the flat. */
  joint: number;
  jointGap: number;
  /** The top strip of a roll-over end wall (two creases a strip apart, over the wall's thickness). */
  rollStrip: number;
}

export const FLUTE_PROFILES: Readonly<Record<Flute, FluteProfile>> = {
  E: {
    flute: 'E',
    caliper: 1.5,
    panel: 2,
    lastPanel: 0,
    flap: 1,
    bendOffset: 1,
    slot: 5,
    joint: 30,
    jointGap: 3,
    rollStrip: 6,
  },
  B: {
    flute: 'B',
    caliper: 3,
    panel: 3,
    lastPanel: 0,
    flap: 1,
    bendOffset: 2,
    slot: 8,
    joint: 30,
    jointGap: 4,
    rollStrip: 8,
  },
  C: {
    flute: 'C',
    caliper: 4,
    panel: 5,
    lastPanel: 2,
    flap: 3,
    bendOffset: 3,
    slot: 8,
    joint: 35,
    jointGap: 5,
    rollStrip: 14,
  },
  A: {
    flute: 'A',
    caliper: 4.8,
    panel: 6,
    lastPanel: 3,
    flap: 4,
    bendOffset: 4,
    slot: 9,
    joint: 35,
    jointGap: 6,
    rollStrip: 16,
  },
  BC: {
    flute: 'BC',
    caliper: 7,
    panel: 7,
    lastPanel: 4,
    flap: 5,
    bendOffset: 5,
    slot: 11,
    joint: 40,
    jointGap: 8,
    rollStrip: 20,
  },
};

/** Solid board for folding cartons: one caliper per 90-degree fold. */
export interface FoldingCartonBoard {
  kind: 'folding_carton';
  caliper: number;
}

/**
 * Corrugated board. `flutes` is the direction the corrugations run in the flat blank: a blank may be
 * turned end for end on a sheet, but not a quarter turn, without changing which creases cross them.
 */
export interface CorrugatedBoard {
  kind: 'corrugated';
  flute: Flute;
  caliper: number;
  flutes: 'x' | 'y';
}

/** Greyboard (chipboard) for rigid boxes, covered by a wrap of printed paper `wrap` mm thick. */
export interface Greyboard {
  kind: 'greyboard';
  caliper: number;
  wrap: number;
}

/** Paper that wraps or lines rigid boards: thin enough that its folds need no allowance. */
export interface WrapPaper {
  kind: 'paper';
  caliper: number;
}

export type Board = FoldingCartonBoard | CorrugatedBoard | Greyboard | WrapPaper;

export const foldingCartonBoard = (caliper: number): FoldingCartonBoard => ({
  kind: 'folding_carton',
  caliper,
});

export const corrugatedBoard = (flute: Flute, flutes: 'x' | 'y' = 'y'): CorrugatedBoard => ({
  kind: 'corrugated',
  flute,
  caliper: FLUTE_PROFILES[flute].caliper,
  flutes,
});

export const greyboard = (caliper: number, wrap = 0.15): Greyboard => ({ kind: 'greyboard', caliper, wrap });

export const wrapPaper = (caliper = 0.15): WrapPaper => ({ kind: 'paper', caliper });

/**
 * What a panel between two 90-degree folds measures score to score beyond its inside size. Solid board
 * bends about its mid-surface, so each fold takes half a caliper from each side: one caliper in all.
 * Corrugated board rolls over a wide crease and takes the flute's panel allowance instead. Greyboard is
 * V-grooved from its inside face down to a thin skin, and turns about the groove's root at its outer
 * face: groove to groove is the outside size, two calipers over the inside.
 */
export function foldAllowance(board: Board): number {
  if (board.kind === 'corrugated') return FLUTE_PROFILES[board.flute].panel;
  return board.kind === 'greyboard' ? 2 * board.caliper : board.caliper;
}

/**
 * How far a board's outer faces stand beyond the surfaces its folds turn about: half a caliper on
 * board that bends about its mid-surface, none on V-grooved greyboard, which turns at its outer face.
 */
export function outerFaceOffset(board: Board): number {
  return board.kind === 'greyboard' ? 0 : board.caliper / 2;
}

/** The flute profile of a corrugated board. */
export const fluteProfile = (board: CorrugatedBoard): FluteProfile => FLUTE_PROFILES[board.flute];

/** Whether a blank of this board may be turned a quarter turn on a sheet (never across corrugations). */
export const mayTurnQuarter = (board: Board): boolean => board.kind !== 'corrugated';
