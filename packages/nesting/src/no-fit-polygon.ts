import { intersectionArea, type Point, placePoint, polygonArea } from '@diecut/geometry';
import ClipperLib from 'clipper-lib';
import { convexMinkowski, fromLowest, minkowskiFromLowest } from './convex';

// the same micrometre grid as the geometry package's polygon operations
const SCALE = 1000;

export type QuarterTurns = 0 | 1 | 2 | 3;

const toPath = (polygon: Point[]): ClipperLib.Path =>
  polygon.map((p) => ({ X: Math.round(p.x * SCALE), Y: Math.round(p.y * SCALE) }));
const fromPath = (path: ClipperLib.Path): Point[] => path.map((p) => ({ x: p.X / SCALE, y: p.Y / SCALE }));

/** A blank's contour turned `quarterTurns` times 90° counter-clockwise, as a layout places it. */
export function turnContour(contour: Point[], quarterTurns: QuarterTurns): Point[] {
  return contour.map((p) => placePoint({ quarterTurns, mirror: false, offset: { x: 0, y: 0 } }, p));
}

export const negate = (contour: Point[]): Point[] => contour.map((p) => ({ x: -p.x, y: -p.y }));

/**
 * Convex pieces grown by a rectangle `gapX` x `gapY` mm (half on each side): two grown copies that do
 * not overlap keep at least `gapX` between them across x and `gapY` across y.
 */
export function growPieces(pieces: Point[][], gapX: number, gapY: number): Point[][] {
  if (gapX <= 0 && gapY <= 0) return pieces;
  const hx = gapX / 2;
  const hy = gapY / 2;
  const rectangle = [
    { x: -hx, y: -hy },
    { x: hx, y: -hy },
    { x: hx, y: hy },
    { x: -hx, y: hy },
  ];
  return pieces.map((piece) => convexMinkowski(piece, rectangle));
}

export const translate = (contour: Point[], by: Point): Point[] =>
  contour.map((p) => ({ x: p.x + by.x, y: p.y + by.y }));

/**
 * A no-fit polygon: the offsets of a moving copy (relative to a fixed one) at which the two overlap
 * are exactly the interior of these contours (outer boundaries and pockets, even-odd).
 */
export interface NoFitPolygon {
  contours: Point[][];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Contours that are pockets: offsets inside them interlock the two copies. */
  pockets: number;
}

export function noFitPolygonOf(contours: Point[][], pockets: number): NoFitPolygon {
  const all = contours.flat();
  return {
    contours,
    pockets,
    minX: Math.min(...all.map((p) => p.x)),
    minY: Math.min(...all.map((p) => p.y)),
    maxX: Math.max(...all.map((p) => p.x)),
    maxY: Math.max(...all.map((p) => p.y)),
  };
}

/**
 * The no-fit polygon of `moving` about `fixed`, each given as convex pieces: `fixed ⊕ (−moving)`, the
 * union of the convex sums of every pair of pieces (the same set as Clipper's Minkowski sum of the
 * outlines, in a fraction of the time). Each hole of the union is tested with a real placement: a
 * pocket where the copies would overlap is filled.
 */
export function noFitPolygon(fixed: Point[][], moving: Point[][]): NoFitPolygon {
  const fixedPieces = fixed.map(fromLowest);
  const negated = moving.map((piece) => fromLowest(negate(piece)));
  const convexSums: Point[][] = [];
  for (const a of fixedPieces) for (const b of negated) convexSums.push(minkowskiFromLowest(a, b));
  const clipper = new ClipperLib.Clipper();
  clipper.AddPaths(withoutContained(convexSums).map(toPath), ClipperLib.PolyType.ptSubject, true);
  const union: ClipperLib.Path[] = [];
  clipper.Execute(
    ClipperLib.ClipType.ctUnion,
    union,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  );
  const outers = union.filter((path) => ClipperLib.Clipper.Orientation(path)).map(fromPath);
  const holes = union.filter((path) => !ClipperLib.Clipper.Orientation(path)).map(fromPath);
  const pockets = holes.filter((hole) => {
    const inside = interiorPoint(hole);
    return (
      inside !== undefined &&
      intersectionArea(
        fixed,
        moving.map((piece) => translate(piece, inside)),
      ) < 1e-3
    );
  });
  return noFitPolygonOf([...outers, ...pockets], pockets.length);
}

/**
 * Convex polygons less those lying wholly inside a larger one: most pairwise sums of a carton's small
 * flaps fall inside the sum of its body, and the union's cost grows with every polygon it is given.
 */
function withoutContained(polygons: Point[][]): Point[][] {
  const sized = polygons
    .map((points) => {
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      return {
        points,
        area: Math.abs(polygonArea(points)),
        box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const,
      };
    })
    .sort((p, q) => q.area - p.area);
  const kept: Array<(typeof sized)[number] & { edges: Float64Array }> = [];
  for (const polygon of sized) {
    const [x0, y0, x1, y1] = polygon.box;
    const inside = kept.some(
      ({ box, edges }) =>
        // a polygon can only hold one whose box its own box holds
        box[0] <= x0 + 1e-3 &&
        box[1] <= y0 + 1e-3 &&
        box[2] >= x1 - 1e-3 &&
        box[3] >= y1 - 1e-3 &&
        polygon.points.every((p) => insideEdges(edges, p)),
    );
    if (!inside) kept.push({ ...polygon, edges: inwardEdges(polygon.points) });
  }
  return kept.map((polygon) => polygon.points);
}

/** Each edge of a convex polygon as its start point and unit normal pointing inward: x, y, nx, ny. */
function inwardEdges(polygon: Point[]): Float64Array {
  const turn = Math.sign(polygonArea(polygon)) || 1;
  const edges = new Float64Array(polygon.length * 4);
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    edges.set([a.x, a.y, (-(b.y - a.y) / length) * turn, ((b.x - a.x) / length) * turn], i * 4);
  });
  return edges;
}

/** Whether `p` lies inside or on (to a micrometre) the convex polygon of these inward edges. */
function insideEdges(edges: Float64Array, p: Point): boolean {
  for (let i = 0; i < edges.length; i += 4) {
    const distance =
      (p.x - (edges[i] as number)) * (edges[i + 2] as number) +
      (p.y - (edges[i + 1] as number)) * (edges[i + 3] as number);
    if (distance < -1e-3) return false;
  }
  return true;
}

/** The Minkowski sum of two outlines by Clipper (slow for long outlines: for checking only). */
export function clipperNoFitPolygon(fixed: Point[], moving: Point[]): Point[][] {
  return ClipperLib.Clipper.MinkowskiSum(toPath(negate(moving)), toPath(fixed), true).map(fromPath);
}

/** A point well inside a simple polygon: the middle of the longest chord through its middle height. */
function interiorPoint(polygon: Point[]): Point | undefined {
  const ys = polygon.map((p) => p.y);
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  const chords = insideIntervals([polygon], 'horizontal', y);
  const longest = chords.reduce<Interval | undefined>(
    (best, chord) => (!best || chord[1] - chord[0] > best[1] - best[0] ? chord : best),
    undefined,
  );
  return longest && longest[1] - longest[0] > 2e-3 ? { x: (longest[0] + longest[1]) / 2, y } : undefined;
}

/** `-nfp`: the no-fit polygon with the fixed and moving copies swapped. */
export function swapNoFitPolygon(nfp: NoFitPolygon, shift: Point = { x: 0, y: 0 }): NoFitPolygon {
  return noFitPolygonOf(
    nfp.contours.map((contour) => translate(negate(contour), shift)),
    nfp.pockets,
  );
}

export function shiftNoFitPolygon(nfp: NoFitPolygon, shift: Point): NoFitPolygon {
  return {
    contours: nfp.contours.map((contour) => translate(contour, shift)),
    pockets: nfp.pockets,
    minX: nfp.minX + shift.x,
    minY: nfp.minY + shift.y,
    maxX: nfp.maxX + shift.x,
    maxY: nfp.maxY + shift.y,
  };
}

/** An open interval [start, end] of a parameter. */
export type Interval = [number, number];

const ON_LINE = 1e-6;

/**
 * Where a horizontal line `y = c` (or a vertical line `x = c`) runs inside the contours (even-odd),
 * as open intervals of x (or y). A stretch running along an edge of the contours is a touch, not an
 * overlap: only what is inside just above and just below the line counts.
 */
export function insideIntervals(
  contours: Point[][],
  direction: 'horizontal' | 'vertical',
  c: number,
): Interval[] {
  const along = (p: Point) => (direction === 'horizontal' ? p.x : p.y);
  const across = (p: Point) => (direction === 'horizontal' ? p.y : p.x);
  const crossings = (abovePlus: boolean): Interval[] => {
    const hits: number[] = [];
    for (const contour of contours) {
      for (let i = 0; i < contour.length; i++) {
        const p = contour[i] as Point;
        const q = contour[(i + 1) % contour.length] as Point;
        const pw = across(p) - c;
        const qw = across(q) - c;
        const pAbove = abovePlus ? pw > ON_LINE : pw >= -ON_LINE;
        const qAbove = abovePlus ? qw > ON_LINE : qw >= -ON_LINE;
        if (pAbove === qAbove) continue;
        const t = Math.abs(qw - pw) < 1e-12 ? 0 : Math.min(1, Math.max(0, -pw / (qw - pw)));
        hits.push(along(p) + t * (along(q) - along(p)));
      }
    }
    hits.sort((a, b) => a - b);
    const intervals: Interval[] = [];
    for (let i = 0; i + 1 < hits.length; i += 2) intervals.push([hits[i] as number, hits[i + 1] as number]);
    return intervals;
  };
  return intersectIntervals(crossings(true), crossings(false));
}

function intersectIntervals(a: Interval[], b: Interval[]): Interval[] {
  const result: Interval[] = [];
  for (const [a0, a1] of a) {
    for (const [b0, b1] of b) {
      const start = Math.max(a0, b0);
      const end = Math.min(a1, b1);
      if (end - start > ON_LINE) result.push([start, end]);
    }
  }
  return result;
}

/** Where a line through the no-fit polygon overlaps, or nothing when it misses its bounds. */
export function lineThrough(nfp: NoFitPolygon, direction: 'horizontal' | 'vertical', c: number): Interval[] {
  if (direction === 'horizontal' && (c <= nfp.minY || c >= nfp.maxY)) return [];
  if (direction === 'vertical' && (c <= nfp.minX || c >= nfp.maxX)) return [];
  return insideIntervals(nfp.contours, direction, c);
}

const TOLERANCE = 1e-7;

/** The smallest value from `from` on that lies in none of the open intervals. */
export function firstFree(intervals: Interval[], from: number): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let t = from;
  let moved = true;
  while (moved) {
    moved = false;
    for (const [start, end] of sorted) {
      if (start > t) break;
      if (start < t - TOLERANCE && t < end - TOLERANCE) {
        t = end;
        moved = true;
      }
    }
  }
  return t;
}
