import {
  type Arrangement,
  type ArrangementContext,
  type ArrangementStrategy,
  alternatingStrategy,
  bases,
  gridLattice,
  gridStrategy,
  type PlacedCopy,
} from './arrangements';
import { motifLattice, pairMotifs } from './lattice';
import { mixedStrategy } from './mixed-arrangement';
import type { QuarterTurns } from './no-fit-polygon';
import { pairArrangement, pairStrategy } from './pair-arrangement';
import {
  continueFill,
  lowestCorner,
  lowestTop,
  ScanLineFill,
  type TurnChoice,
  WorkBudget,
} from './scan-line-fill';

/**
 * The largest area bound a free-form search runs for: past it the lattices leave little at the edges
 * to win, and the fill's work grows with its copies.
 */
export const FREE_FORM_MAX_COPIES = 48;

/**
 * Work one free-form search may do, in no-fit polygon edges crossed by the lines it scans (a scan line
 * through a no-fit polygon costs its edges). A count, not a clock: the same sheet always gives the
 * same layout.
 */
export const FREE_FORM_WORK = 5_000_000;
/** The lattice templates a free-form fill competes with and starts from. */
const LATTICES: ArrangementStrategy[] = [
  gridStrategy(0),
  gridStrategy(1),
  alternatingStrategy('rows'),
  alternatingStrategy('columns'),
  pairStrategy(),
  mixedStrategy(),
];

/**
 * Head-to-tail pair motifs the fill also tries as lattices (smallest boxes first): more than
 * `lt_head_to_tail_pairs` tries, as on a small sheet a pair with a larger box may fit where a smaller
 * one does not. Their pitches are cached per blank.
 */
export const FREE_FORM_PAIRS = 32;

/** Free-form layouts kept per blank geometry (one per usable area and turns), the latest last. */
const KEPT_PER_BLANK = 8;

/** The copies of a lattice less its top `rows` and right `columns` levels of corners. */
function trimmed(copies: PlacedCopy[], rows: number, columns: number): PlacedCopy[] {
  const levels = (values: number[]) => {
    const sorted = [...values].sort((a, b) => b - a);
    const distinct: number[] = [];
    for (const v of sorted)
      if (distinct.length === 0 || (distinct[distinct.length - 1] as number) - v > 1e-6) distinct.push(v);
    return distinct;
  };
  const ys = levels(copies.map((c) => c.y));
  const xs = levels(copies.map((c) => c.x));
  const yCut = rows > 0 ? (ys[rows - 1] ?? -Infinity) - 1e-6 : Infinity;
  const xCut = columns > 0 ? (xs[columns - 1] ?? -Infinity) - 1e-6 : Infinity;
  return copies.filter((c) => c.y < yCut && c.x < xCut);
}

/**
 * The most copies found on the usable area: the best lattice's layout, beaten only by a free-form
 * fill that places more. The fills (bounded by `FREE_FORM_WORK`, so the answer never depends on the
 * machine): plain fills from either lower corner, the copies' turn chosen by the lowest corner or the
 * lowest top, or kept to one turn or a turn and its half turn (interlocking rows); fills around each
 * lattice less its top or right rows of copies; then a short search over the turn of each copy of the
 * best plain fill. Cached per blank geometry and usable area.
 */
export function freeFormFill(context: ArrangementContext): FreeFormLayout {
  const { geometry, usableWidth, usableHeight, turns } = context;
  const key = `free-form:${usableWidth}:${usableHeight}:${turns.join('')}`;
  const cached = geometry.memo.get(key) as FreeFormLayout | undefined;
  if (cached) return cached;
  const pairs = bases(context).flatMap((base) =>
    pairMotifs(geometry, base, FREE_FORM_PAIRS).map((motif) =>
      pairArrangement(context, motifLattice(geometry, motif)),
    ),
  );
  const isCounted = (arrangement: Arrangement | null): arrangement is Arrangement =>
    arrangement !== null && arrangement.copies > 0;
  const seeds = LATTICES.map((strategy) => strategy.best(context)).filter(isCounted);
  const lattices = [...seeds, ...pairs.filter(isCounted)];
  // the best lattice, placed only when asked (on a large sheet it holds thousands of copies)
  let best: FreeFormLayout = { copies: 0, place: () => [] };
  for (const lattice of lattices) if (lattice.copies > best.copies) best = lattice;
  const bound =
    usableWidth > 0 && usableHeight > 0 ? Math.floor((usableWidth * usableHeight) / geometry.blank.area) : 0;
  if (bound > best.copies && bound <= FREE_FORM_MAX_COPIES) {
    const budget = new WorkBudget(FREE_FORM_WORK);
    const done = () => best.copies >= bound || budget.spent;
    const consider = (fill: ScanLineFill) => {
      if (fill.placed.length > best.copies) {
        const placed = [...fill.placed];
        best = { copies: placed.length, place: () => placed };
      }
    };
    // plain fills, remembered with their states after each copy for the search over turns
    let plain: ScanLineFill[] = [];
    let plainChoice: TurnChoice = lowestCorner;
    const plainFill = (
      axis: 'x' | 'y',
      gravity: 1 | -1,
      allowed: readonly QuarterTurns[],
      choose: TurnChoice,
    ) => {
      const states: ScanLineFill[] = [];
      const fill = new ScanLineFill(context, budget, gravity, axis);
      while (!done()) {
        states.push(fill.clone());
        const before = fill.placed.length;
        continueFill(fill, allowed, choose, before + 1);
        if (fill.placed.length === before) break;
      }
      consider(fill);
      if (
        allowed === turns &&
        (plain.length === 0 || fill.placed.length > (plain.at(-1)?.placed.length ?? 0))
      ) {
        plain = [...states, fill];
        plainChoice = choose;
      }
    };
    for (const axis of ['y', 'x'] as const) {
      for (const gravity of [1, -1] as const) {
        for (const choose of [lowestCorner, lowestTop]) {
          if (!done()) plainFill(axis, gravity, turns, choose);
        }
      }
    }
    // a short search over turns: each copy of the best plain fill in every other turn, the rest as before
    const order = plain.at(-1)?.placed.map((copy) => copy.quarterTurns) ?? [];
    for (let step = 0; step < order.length && !done(); step++) {
      for (const turn of turns) {
        const state = plain[step];
        if (turn === order[step] || !state || done()) continue;
        const wanted: Array<QuarterTurns | undefined> = [];
        wanted[step] = turn;
        consider(continueFill(state.clone(), turns, plainChoice, bound, wanted));
      }
    }
    // around each lattice, less its top or right levels of copies
    for (const lattice of seeds) {
      const copies = lattice.place();
      for (let rows = 0; rows <= 2; rows++) {
        for (let columns = 0; columns <= 2; columns++) {
          if (done()) break;
          const fill = new ScanLineFill(context, budget);
          for (const copy of trimmed(copies, rows, columns)) fill.place(copy);
          consider(continueFill(fill, turns, lowestCorner, bound));
        }
      }
    }
  }
  const kept = [...geometry.memo.keys()].filter((k) => k.startsWith('free-form:'));
  if (kept.length >= KEPT_PER_BLANK) geometry.memo.delete(kept[0] as string);
  geometry.memo.set(key, best);
  return best;
}

/** A free-form fill's answer: its count, and its copies in the order placed. */
export interface FreeFormLayout {
  copies: number;
  place(): PlacedCopy[];
}

/**
 * The free-form fill as a nesting template: `numX` counts every copy and `numY` is 1. A plan of
 * `numX` x `numY` copies takes the fill's first copies; past its count the rest lie in a grid beyond
 * the usable area's right edge, so the layout reports the overflow.
 */
export function freeFormStrategy(): ArrangementStrategy {
  const plan = (context: ArrangementContext, numX: number, numY: number): PlacedCopy[] => {
    const wanted = numX * numY;
    const placed = freeFormFill(context)
      .place()
      .slice(0, wanted)
      .map((copy) => ({ ...copy }));
    const lattice = gridLattice(context.geometry, 0);
    const perColumn = Math.max(1, Math.floor(context.usableHeight / lattice.pitchY));
    for (let i = 0; placed.length < wanted; i++) {
      placed.push({
        quarterTurns: 0,
        x: context.usableWidth + context.geometry.gapX + Math.floor(i / perColumn) * lattice.pitchX,
        y: (i % perColumn) * lattice.pitchY,
      });
    }
    return placed;
  };
  return {
    best(context) {
      const layout = freeFormFill(context);
      return {
        numX: layout.copies,
        numY: layout.copies > 0 ? 1 : 0,
        copies: layout.copies,
        place: () => layout.place().map((copy) => ({ ...copy })),
      };
    },
    plan,
    planCount: (_context, numX, numY) => numX * numY,
  };
}
