import { intersectionArea, type Point, placePoint, polygonArea, unionPolygons } from '@diecut/geometry';
import { convexMinkowski, fromLowest, minkowskiFromLowest } from './convex';

export type QuarterTurns = 0 | 1 | 2 | 3;

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
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const contour of contours) {
    for (const p of contour) {
      if (p.x < minX) minX = p.x;
      if (p.x > maxX) maxX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    }
  }
  return { contours, pockets, minX, minY, maxX, maxY };
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
  const union = unionPolygons(withoutContained(convexSums));
  const outers = union.map((region) => region.outer);
  const holes = union.flatMap((region) => region.holes);
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
      const signedArea = polygonArea(points);
      return { points, signedArea, area: Math.abs(signedArea), box: boxOf(points) };
    })
    .sort((p, q) => q.area - p.area);
  const kept: Point[][] = [];
  // the kept polygons' boxes (x0, y0, x1, y1 each) and inward edges, side by side for a tight loop
  const keptBoxes: number[] = [];
  const keptEdges: Float64Array[] = [];
  for (const polygon of sized) {
    const box = polygon.box;
    const x0 = box[0] + 1e-3;
    const y0 = box[1] + 1e-3;
    const x1 = box[2] - 1e-3;
    const y1 = box[3] - 1e-3;
    let inside = false;
    for (let k = 0; k < kept.length && !inside; k++) {
      // a polygon can only hold one whose box its own box holds
      inside =
        (keptBoxes[4 * k] as number) <= x0 &&
        (keptBoxes[4 * k + 1] as number) <= y0 &&
        (keptBoxes[4 * k + 2] as number) >= x1 &&
        (keptBoxes[4 * k + 3] as number) >= y1 &&
        insideAllEdges(keptEdges[k] as Float64Array, polygon.points);
    }
    if (inside) continue;
    kept.push(polygon.points);
    keptBoxes.push(box[0], box[1], box[2], box[3]);
    keptEdges.push(inwardEdges(polygon.points, polygon.signedArea));
  }
  return kept;
}

function boxOf(points: Point[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  }
  return [minX, minY, maxX, maxY];
}

/** Each edge of a convex polygon as its start point and unit normal pointing inward: x, y, nx, ny. */
function inwardEdges(polygon: Point[], signedArea: number): Float64Array {
  const turn = Math.sign(signedArea) || 1;
  const edges = new Float64Array(polygon.length * 4);
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    edges[i * 4] = a.x;
    edges[i * 4 + 1] = a.y;
    edges[i * 4 + 2] = (-(b.y - a.y) / length) * turn;
    edges[i * 4 + 3] = ((b.x - a.x) / length) * turn;
  }
  return edges;
}

/** Whether every point lies inside or on (to a micrometre) the convex polygon of these inward edges. */
function insideAllEdges(edges: Float64Array, points: Point[]): boolean {
  for (const p of points) {
    for (let i = 0; i < edges.length; i += 4) {
      const distance =
        (p.x - (edges[i] as number)) * (edges[i + 2] as number) +
        (p.y - (edges[i + 1] as number)) * (edges[i + 3] as number);
      if (distance < -1e-3) return false;
    }
  }
  return true;
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

/** The no-fit polygon turned a quarter turn counter-clockwise. */
export function turnNoFitPolygon(nfp: NoFitPolygon): NoFitPolygon {
  return noFitPolygonOf(
    nfp.contours.map((contour) => contour.map((p) => ({ x: -p.y, y: p.x }))),
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
  const edges = edgeTable(contours, direction);
  // crossings of the line moved just above it (strictly) and just below it, as sorted hits
  const above: number[] = [];
  const below: number[] = [];
  for (let i = 0; i < edges.length; i += EDGE_FIELDS) {
    const pw = (edges[i + 1] as number) - c;
    const qw = (edges[i + 3] as number) - c;
    const crossesAbove = pw > ON_LINE !== qw > ON_LINE;
    const crossesBelow = pw >= -ON_LINE !== qw >= -ON_LINE;
    if (!crossesAbove && !crossesBelow) continue;
    const pAlong = edges[i] as number;
    const t = Math.abs(qw - pw) < 1e-12 ? 0 : Math.min(1, Math.max(0, -pw / (qw - pw)));
    const hit = pAlong + t * ((edges[i + 2] as number) - pAlong);
    if (crossesAbove) above.push(hit);
    if (crossesBelow) below.push(hit);
  }
  return intersectIntervals(pairsOf(above), pairsOf(below));
}

/** Sorted crossings taken two by two: the stretches between them lie inside. */
function pairsOf(hits: number[]): Interval[] {
  hits.sort((a, b) => a - b);
  const intervals: Interval[] = [];
  for (let i = 0; i + 1 < hits.length; i += 2) intervals.push([hits[i] as number, hits[i + 1] as number]);
  return intervals;
}

/** Per edge: start along the line, start across it, end along, end across. */
const EDGE_FIELDS = 4;

const edgeTables = new WeakMap<Point[][], { horizontal?: Float64Array; vertical?: Float64Array }>();

/**
 * The contours' edges as flat numbers, built once per contour set and direction: pitch searches run
 * many lines through one no-fit polygon.
 */
function edgeTable(contours: Point[][], direction: 'horizontal' | 'vertical'): Float64Array {
  let tables = edgeTables.get(contours);
  if (!tables) {
    tables = {};
    edgeTables.set(contours, tables);
  }
  const cached = tables[direction];
  if (cached) return cached;
  const count = contours.reduce((sum, contour) => sum + contour.length, 0);
  const edges = new Float64Array(count * EDGE_FIELDS);
  const horizontal = direction === 'horizontal';
  let i = 0;
  for (const contour of contours) {
    for (let k = 0; k < contour.length; k++) {
      const p = contour[k] as Point;
      const q = contour[(k + 1) % contour.length] as Point;
      edges[i++] = horizontal ? p.x : p.y;
      edges[i++] = horizontal ? p.y : p.x;
      edges[i++] = horizontal ? q.x : q.y;
      edges[i++] = horizontal ? q.y : q.x;
    }
  }
  tables[direction] = edges;
  return edges;
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
