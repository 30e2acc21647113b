import type { Point } from '@diecut/geometry';
import type { GapGeometry } from './blank-geometry';
import {
  firstFree,
  type Interval,
  lineThrough,
  type NoFitPolygon,
  type QuarterTurns,
} from './no-fit-polygon';

/** One copy of a motif: its turn and where its bounding box's lower-left corner sits in the motif. */
export interface MotifCopy {
  quarterTurns: QuarterTurns;
  at: Point;
}

/** A motif repeated at `i * (pitchX, 0) + j * (0, pitchY)`. */
export interface MotifLattice {
  motif: MotifCopy[];
  pitchX: number;
  pitchY: number;
}

/** The most multiples of a step any search looks at (a step under a tenth of the reach stops early). */
const MAX_MULTIPLES = 10_000;

const scaled = (intervals: Interval[], shift: number, multiple: number): Interval[] =>
  intervals.map(([start, end]) => [(start - shift) / multiple, (end - shift) / multiple]);

/**
 * The smallest step `t > 0` such that no multiple `m * t` (m = 1, 2, …) falls in the bad intervals
 * `constraint(m)`. Once `m * t` passes `reach` no constraint is left.
 */
export function minimalStep(constraint: (multiple: number) => Interval[], reach: number): number {
  const first = constraint(1);
  const lower = Math.max(firstFree(first, 1e-6), 1e-3);
  const multiples = Math.min(MAX_MULTIPLES, Math.ceil(reach / lower) + 1);
  const all = [...first];
  for (let m = 2; m <= multiples; m++) all.push(...constraint(m));
  return firstFree(all, lower);
}

interface Line {
  intervals: Interval[];
  shift: number;
}

const reachOf = (nfps: NoFitPolygon[], axis: 'x' | 'y', shift: number) =>
  Math.max(
    ...nfps.map((nfp) =>
      axis === 'x'
        ? Math.max(Math.abs(nfp.maxX), Math.abs(nfp.minX))
        : Math.max(Math.abs(nfp.maxY), Math.abs(nfp.minY)),
    ),
  ) + shift;

/**
 * The smallest pitches of a motif lattice: first along x (every multiple of the pitch, every pair
 * of motif copies, on the line through their offset), then along y for every column offset
 * `i * pitchX` (i of any sign) and every multiple of the y pitch. Exact: each bound is where a line
 * leaves a no-fit polygon.
 */
export function motifLattice(geometry: GapGeometry, motif: MotifCopy[]): MotifLattice {
  const key = `lattice:${JSON.stringify(motif)}`;
  const cached = geometry.memo.get(key) as MotifLattice | undefined;
  if (cached) return cached;
  const pairs = motif.flatMap((fixed) =>
    motif.map((moving) => ({
      nfp: geometry.nfp(fixed.quarterTurns, moving.quarterTurns),
      d: { x: moving.at.x - fixed.at.x, y: moving.at.y - fixed.at.y },
    })),
  );
  const span = Math.max(...motif.map((copy) => Math.max(Math.abs(copy.at.x), Math.abs(copy.at.y))));
  const nfps = pairs.map((pair) => pair.nfp);
  const rows: Line[] = pairs.map(({ nfp, d }) => ({
    intervals: lineThrough(nfp, 'horizontal', d.y),
    shift: d.x,
  }));
  const pitchX = minimalStep(
    (m) => rows.flatMap((row) => scaled(row.intervals, row.shift, m)),
    reachOf(nfps, 'x', 2 * span),
  );
  const columns: Line[] = pairs.flatMap(({ nfp, d }) => {
    const lines: Line[] = [];
    const from = Math.floor((nfp.minX - d.x) / pitchX);
    const to = Math.ceil((nfp.maxX - d.x) / pitchX);
    for (let i = from; i <= to; i++) {
      const intervals = lineThrough(nfp, 'vertical', d.x + i * pitchX);
      if (intervals.length > 0) lines.push({ intervals, shift: d.y });
    }
    return lines;
  });
  const pitchY = minimalStep(
    (m) => columns.flatMap((column) => scaled(column.intervals, column.shift, m)),
    reachOf(nfps, 'y', 2 * span),
  );
  const lattice = { motif, pitchX, pitchY };
  geometry.memo.set(key, lattice);
  return lattice;
}

/**
 * Rows (or columns) that alternate between a turn and its half turn, bounding boxes aligned: the
 * pitch along a row (copies of one turn) and the smallest step between rows such that no copy of
 * any row overlaps a copy of any other, whatever their distance.
 */
export interface AlternatingLattice {
  base: QuarterTurns;
  direction: 'rows' | 'columns';
  /** Pitch between copies of one row (x) or column (y). */
  along: number;
  /** Step between neighbouring rows (y) or columns (x). */
  across: number;
}

export function alternatingLattice(
  geometry: GapGeometry,
  base: QuarterTurns,
  direction: 'rows' | 'columns',
): AlternatingLattice {
  const key = `alternating:${base}:${direction}`;
  const cached = geometry.memo.get(key) as AlternatingLattice | undefined;
  if (cached) return cached;
  const alongLine: 'horizontal' | 'vertical' = direction === 'rows' ? 'horizontal' : 'vertical';
  const acrossLine: 'horizontal' | 'vertical' = direction === 'rows' ? 'vertical' : 'horizontal';
  const self = geometry.nfp(base, base);
  const selfLine = lineThrough(self, alongLine, 0);
  const along = minimalStep(
    (m) => scaled(selfLine, 0, m),
    reachOf([self], direction === 'rows' ? 'x' : 'y', 0),
  );
  const turnOf = (row: number) => ((base + 2 * (row % 2)) % 4) as QuarterTurns;
  // lines across the rows at every copy offset of a row, for a row of each parity and an odd or even distance
  const linesFor = (parity: number, distanceParity: number): Interval[] => {
    const nfp = geometry.nfp(turnOf(parity), turnOf(parity + distanceParity));
    const low = direction === 'rows' ? nfp.minX : nfp.minY;
    const high = direction === 'rows' ? nfp.maxX : nfp.maxY;
    const intervals: Interval[] = [];
    for (let i = Math.floor(low / along); i <= Math.ceil(high / along); i++) {
      intervals.push(...lineThrough(nfp, acrossLine, i * along));
    }
    return intervals;
  };
  const byParity = [0, 1].map((distanceParity) => [
    ...linesFor(0, distanceParity),
    ...linesFor(1, distanceParity),
  ]);
  const nfps = [geometry.nfp(base, base), geometry.nfp(base, turnOf(1)), geometry.nfp(turnOf(1), base)];
  const across = minimalStep(
    (m) => scaled(byParity[m % 2] as Interval[], 0, m),
    reachOf(nfps, direction === 'rows' ? 'y' : 'x', 0),
  );
  const lattice: AlternatingLattice = { base, direction, along, across };
  geometry.memo.set(key, lattice);
  return lattice;
}

/**
 * Head-to-tail pair motifs: a copy and its half turn touching at a vertex of their no-fit polygon
 * (an outer vertex, or a vertex of an interlocking pocket), the `count` pairs with the smallest
 * bounding boxes, each motif moved so its box starts at the origin.
 */
export function pairMotifs(geometry: GapGeometry, base: QuarterTurns, count: number): MotifCopy[][] {
  const key = `pairs:${base}:${count}`;
  const cached = geometry.memo.get(key) as MotifCopy[][] | undefined;
  if (cached) return cached;
  const turned = ((base + 2) % 4) as QuarterTurns;
  const box = geometry.blank.orientation(base);
  const nfp = geometry.nfp(base, turned);
  const seen = new Set<string>();
  // every vertex is a candidate: only the few with the smallest boxes are built into motifs
  const candidates: Array<{ area: number; v: Point }> = [];
  for (const contour of nfp.contours) {
    for (const v of contour) {
      const id = `${v.x.toFixed(3)},${v.y.toFixed(3)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const width = Math.max(box.width, v.x + box.width) - Math.min(0, v.x);
      const height = Math.max(box.height, v.y + box.height) - Math.min(0, v.y);
      candidates.push({ area: width * height, v });
    }
  }
  candidates.sort((a, b) => a.area - b.area);
  const motifs = candidates.slice(0, count).map(({ v }): MotifCopy[] => {
    const minX = Math.min(0, v.x);
    const minY = Math.min(0, v.y);
    return [
      { quarterTurns: base, at: { x: -minX, y: -minY } },
      { quarterTurns: turned, at: { x: v.x - minX, y: v.y - minY } },
    ];
  });
  geometry.memo.set(key, motifs);
  return motifs;
}
