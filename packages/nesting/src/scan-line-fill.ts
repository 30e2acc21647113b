import type { ArrangementContext, PlacedCopy } from './arrangements';
import {
  firstFree,
  type Interval,
  lineThrough,
  type NoFitPolygon,
  type QuarterTurns,
} from './no-fit-polygon';

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
export class ScanLineFill {
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

  clone(): ScanLineFill {
    const copy = new ScanLineFill(this.context, this.budget, this.gravity, this.axis);
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
  fill: ScanLineFill,
  turns: readonly QuarterTurns[],
  choose: TurnChoice,
  limit: number,
  order: ReadonlyArray<QuarterTurns | undefined> = [],
): ScanLineFill {
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
