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
import {
  firstFree,
  type Interval,
  lineThrough,
  type NoFitPolygon,
  type QuarterTurns,
} from './no-fit-polygon';
import { pairArrangement, pairStrategy } from './pair-arrangement';

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
export const FREE_FORM_WORK = 1_500_000;

const TOUCH = 1e-7;

/** What a scan line costs besides the no-fit polygon edges it crosses, in edges. */
const LINE_COST = 32;

/** Bounded work: every scan adds the edges it crossed; `spent` once the budget is gone. */
export class WorkBudget {
  used = 0;
  constructor(readonly limit: number) {}
  get spent(): boolean {
    return this.used >= this.limit;
  }
}

const edgeCounts = new WeakMap<NoFitPolygon, number>();

function edgesOf(nfp: NoFitPolygon): number {
  let edges = edgeCounts.get(nfp);
  if (edges === undefined) {
    edges = nfp.contours.reduce((sum, contour) => sum + contour.length, 0);
    edgeCounts.set(nfp, edges);
  }
  return edges;
}

/** The distinct coordinates (y, or x) of a no-fit polygon's vertices, ascending. */
function vertexLevels(
  context: ArrangementContext,
  fixed: QuarterTurns,
  moving: QuarterTurns,
  axis: 'x' | 'y',
): number[] {
  const key = `free-form-levels:${fixed}:${moving}:${axis}`;
  const cached = context.geometry.memo.get(key) as number[] | undefined;
  if (cached) return cached;
  const nfp = context.geometry.nfp(fixed, moving);
  const values = nfp.contours.flatMap((contour) => contour.map((p) => p[axis])).sort((a, b) => a - b);
  const levels: number[] = [];
  for (const v of values)
    if (levels.length === 0 || v - (levels[levels.length - 1] as number) > 1e-9) levels.push(v);
  context.geometry.memo.set(key, levels);
  return levels;
}

/** Merges a sorted list into another, both ascending. */
function mergeSorted(a: number[], b: number[]): number[] {
  const out: number[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length)
    out[k++] = (a[i] as number) <= (b[j] as number) ? (a[i++] as number) : (b[j++] as number);
  while (i < a.length) out[k++] = a[i++] as number;
  while (j < b.length) out[k++] = b[j++] as number;
  return out;
}

/** The first index of a sorted list whose value is at least `value`. */
function lowerBound(values: number[], value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Copies placed one at a time on the usable area, each at the lowest (then leftmost) point where it
 * touches but does not overlap the copies before it; or leftmost then lowest (`axis` 'x'), or nearest
 * the right side second (`gravity` -1). A copy at offset `d` from a placed copy overlaps it exactly
 * when `d` lies inside their no-fit polygon, so free points are found on exact scan lines through the
 * placed copies' no-fit polygons: lines at the levels of their vertices and of their crossings with
 * the usable area's sides, then a drop and a slide along exact lines.
 */
export class FreeFormFill {
  readonly placed: PlacedCopy[] = [];
  /** Per turn, the levels (y, or x for axis 'x') of the lines still worth scanning, ascending. */
  private lines: number[][];
  /** Per turn, the level below which no line has room (free room only shrinks). */
  private floor: number[];
  /** Lines at one level run this way; the other way crosses them. */
  private readonly along: 'horizontal' | 'vertical';
  private readonly across: 'horizontal' | 'vertical';

  constructor(
    readonly context: ArrangementContext,
    readonly budget: WorkBudget,
    /** 1: copies settle to the low end of the second axis (left, or down); -1: to its high end. */
    readonly gravity: 1 | -1 = 1,
    /** The axis copies go lowest along first: 'y' fills rows from the bottom, 'x' columns from the left. */
    readonly axis: 'x' | 'y' = 'y',
  ) {
    this.lines = [0, 1, 2, 3].map(() => [0]);
    this.floor = [0, 0, 0, 0];
    this.along = axis === 'y' ? 'horizontal' : 'vertical';
    this.across = axis === 'y' ? 'vertical' : 'horizontal';
  }

  clone(): FreeFormFill {
    const copy = new FreeFormFill(this.context, this.budget, this.gravity, this.axis);
    copy.placed.push(...this.placed);
    copy.lines = this.lines.map((lines) => lines);
    copy.floor = [...this.floor];
    return copy;
  }

  /** The room a turn has along the first and second axes: the range of its box's lower-left corner. */
  private room(turn: QuarterTurns): { first: number; second: number } {
    const box = this.context.geometry.blank.orientation(turn);
    const width = this.context.usableWidth - box.width;
    const height = this.context.usableHeight - box.height;
    return this.axis === 'y' ? { first: height, second: width } : { first: width, second: height };
  }

  /** A point from its first- and second-axis coordinates. */
  private point(first: number, second: number): { x: number; y: number } {
    return this.axis === 'y' ? { x: second, y: first } : { x: first, y: second };
  }

  /** Where a line through the placed copies' no-fit polygons overlaps, for a copy of `turn`. */
  private blocked(turn: QuarterTurns, direction: 'horizontal' | 'vertical', c: number): Interval[] {
    const intervals: Interval[] = [];
    // a line costs its look at every placed copy, and the edges of the no-fit polygons it crosses
    this.budget.used += LINE_COST + this.placed.length;
    for (const copy of this.placed) {
      const nfp = this.context.geometry.nfp(copy.quarterTurns, turn);
      const along = direction === 'horizontal' ? copy.x : copy.y;
      const across = direction === 'horizontal' ? copy.y : copy.x;
      const local = c - across;
      if (
        direction === 'horizontal'
          ? local <= nfp.minY || local >= nfp.maxY
          : local <= nfp.minX || local >= nfp.maxX
      )
        continue;
      this.budget.used += edgesOf(nfp);
      for (const [start, end] of lineThrough(nfp, direction, local))
        intervals.push([start + along, end + along]);
    }
    return intervals;
  }

  /** The lowest (along the first axis), then nearest the gravity side, free point for a copy of `turn`. */
  lowest(turn: QuarterTurns): { x: number; y: number } | null {
    const room = this.room(turn);
    if (room.first < -1e-9 || room.second < -1e-9) return null;
    const lines = this.lines[turn] as number[];
    let previous = -Infinity;
    for (let i = lowerBound(lines, this.floor[turn] as number); i < lines.length; i++) {
      const first = lines[i] as number;
      if (first > room.first + 1e-9) break;
      if (first - previous < 1e-9) continue;
      previous = first;
      if (this.budget.spent) return null;
      const second = this.nearestSide(this.blocked(turn, this.along, first), room.second);
      if (second >= -1e-9 && second <= room.second + 1e-9) {
        this.floor[turn] = first;
        return this.settle(turn, first, second, room.second);
      }
    }
    this.floor[turn] = Infinity;
    return null;
  }

  /** The free point nearest the gravity side on a line: from 0 up, or from `room` down. */
  private nearestSide(intervals: Interval[], room: number): number {
    if (this.gravity === 1) return firstFree(intervals, 0);
    return -firstFree(
      intervals.map(([start, end]): Interval => [-end, -start]),
      -room,
    );
  }

  /** From a free point, lower along the first axis then to the gravity side, along exact lines, while it moves. */
  private settle(turn: QuarterTurns, first: number, second: number, room: number): { x: number; y: number } {
    for (let step = 0; step < 4; step++) {
      let moved = false;
      const drop = Math.max(
        0,
        ...this.blocked(turn, this.across, second)
          .filter(([, end]) => end <= first + TOUCH)
          .map(([, end]) => end),
      );
      if (drop < first - 1e-6) {
        first = drop;
        moved = true;
      }
      const line = this.blocked(turn, this.along, first);
      const side =
        this.gravity === 1
          ? Math.max(0, ...line.filter(([, end]) => end <= second + TOUCH).map(([, end]) => end))
          : Math.min(room, ...line.filter(([start]) => start >= second - TOUCH).map(([start]) => start));
      if (Math.abs(side - second) > 1e-6) {
        second = side;
        moved = true;
      }
      if (!moved) break;
    }
    return this.point(first, second);
  }

  /** Places a copy; its no-fit polygons add scan lines for every turn. */
  place(copy: PlacedCopy): void {
    this.placed.push(copy);
    const first = this.axis === 'y' ? copy.y : copy.x;
    const second = this.axis === 'y' ? copy.x : copy.y;
    for (const turn of this.context.turns) {
      const room = this.room(turn);
      if (room.first < -1e-9 || room.second < -1e-9) continue;
      const floor = this.floor[turn] as number;
      const nfp = this.context.geometry.nfp(copy.quarterTurns, turn);
      const added: number[] = [];
      for (const level of vertexLevels(this.context, copy.quarterTurns, turn, this.axis)) {
        const at = level + first;
        if (at >= floor && at <= room.first + 1e-9) added.push(at);
      }
      // where the no-fit polygon crosses the usable area's sides along the second axis
      const [low, high] = this.axis === 'y' ? [nfp.minX, nfp.maxX] : [nfp.minY, nfp.maxY];
      for (const side of [0, room.second]) {
        const local = side - second;
        if (local <= low || local >= high) continue;
        this.budget.used += edgesOf(nfp);
        for (const [start, end] of lineThrough(nfp, this.across, local))
          for (const at of [start + first, end + first])
            if (at >= floor && at <= room.first + 1e-9) added.push(at);
      }
      added.sort((a, b) => a - b);
      // lines under the floor have no room: dropped as the lists merge
      const lines = this.lines[turn] as number[];
      const from = lowerBound(lines, floor);
      this.lines[turn] = mergeSorted(from > 0 ? lines.slice(from) : lines, added);
    }
  }
}

/**
 * A turn's lowest point, as a fill compares them: `first` along the axis filled first, `along` the
 * distance from the gravity side, `top` the far edge of the copy along the first axis.
 */
export interface Spot {
  turn: QuarterTurns;
  x: number;
  y: number;
  first: number;
  along: number;
  top: number;
}

/** How a fill picks the next copy's turn among each turn's lowest point: the index chosen. */
export type TurnChoice = (spots: Spot[]) => number;

const pick =
  (key: (spot: Spot) => number): TurnChoice =>
  (spots) => {
    let best = 0;
    spots.forEach((spot, i) => {
      const b = spots[best] as Spot;
      const d = key(spot) - key(b);
      if (d < -1e-6 || (Math.abs(d) <= 1e-6 && spot.along < b.along - 1e-6)) best = i;
    });
    return best;
  };

/** Lowest corner first, then nearest the gravity side, then the turn listed first. */
export const lowestCorner: TurnChoice = pick((spot) => spot.first);

/** Lowest top edge first, then nearest the gravity side. */
export const lowestTop: TurnChoice = pick((spot) => spot.top);

/**
 * Continues a fill: each step places a copy of the turn `order[step]` gives (the turn `choose`
 * prefers when it gives none, or when that turn has no room left), until no copy fits, the copies
 * reach `limit` or the work budget is spent.
 */
export function continueFill(
  fill: FreeFormFill,
  turns: readonly QuarterTurns[],
  choose: TurnChoice,
  limit: number,
  order: ReadonlyArray<QuarterTurns | undefined> = [],
): FreeFormFill {
  const geometry = fill.context.geometry;
  const spotOf = (turn: QuarterTurns): Spot | null => {
    const at = fill.lowest(turn);
    if (!at) return null;
    const box = geometry.blank.orientation(turn);
    const [first, second, extent] = fill.axis === 'y' ? [at.y, at.x, box.height] : [at.x, at.y, box.width];
    return { turn, ...at, first, along: fill.gravity * second, top: first + extent };
  };
  while (fill.placed.length < limit && !fill.budget.spent) {
    const wanted = order[fill.placed.length];
    let spot = wanted !== undefined && turns.includes(wanted) ? spotOf(wanted) : null;
    if (!spot) {
      const spots: Spot[] = [];
      for (const turn of turns) {
        const at = spotOf(turn);
        if (at) spots.push(at);
      }
      if (spots.length === 0) break;
      spot = spots[choose(spots)] as Spot;
    }
    fill.place({ quarterTurns: spot.turn, x: spot.x, y: spot.y });
  }
  return fill;
}

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
    const consider = (fill: FreeFormFill) => {
      if (fill.placed.length > best.copies) {
        const placed = [...fill.placed];
        best = { copies: placed.length, place: () => placed };
      }
    };
    // plain fills, remembered with their states after each copy for the search over turns
    let plain: FreeFormFill[] = [];
    let plainChoice: TurnChoice = lowestCorner;
    const plainFill = (
      axis: 'x' | 'y',
      gravity: 1 | -1,
      allowed: readonly QuarterTurns[],
      choose: TurnChoice,
    ) => {
      const states: FreeFormFill[] = [];
      const fill = new FreeFormFill(context, budget, gravity, axis);
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
          const fill = new FreeFormFill(context, budget);
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
