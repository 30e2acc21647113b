import { type Point, polygonArea } from '@diecut/geometry';

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The polygon counter-clockwise, without repeated points or straight-through corners. */
export function cleanPolygon(polygon: Point[]): Point[] {
  let points = polygonArea(polygon) < 0 ? [...polygon].reverse() : [...polygon];
  let changed = true;
  while (changed && points.length > 3) {
    changed = false;
    const kept: Point[] = [];
    for (let i = 0; i < points.length; i++) {
      const prev = kept.length > 0 ? (kept[kept.length - 1] as Point) : (points[points.length - 1] as Point);
      const p = points[i] as Point;
      const next = points[(i + 1) % points.length] as Point;
      const span = Math.hypot(next.x - prev.x, next.y - prev.y);
      if (
        Math.hypot(p.x - prev.x, p.y - prev.y) < 1e-9 ||
        Math.abs(cross(prev, p, next)) <= 1e-9 * Math.max(1, span)
      ) {
        changed = true;
        continue;
      }
      kept.push(p);
    }
    points = kept;
  }
  return points;
}

export function isConvex(polygon: Point[]): boolean {
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    const c = polygon[(i + 2) % polygon.length] as Point;
    if (cross(a, b, c) < -1e-9) return false;
  }
  return true;
}

const same = (p: Point, q: Point) => Math.abs(p.x - q.x) < 1e-12 && Math.abs(p.y - q.y) < 1e-12;

/** Inside or on the triangle (a vertex on a diagonal would make the diagonal leave the polygon). */
function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  if (same(p, a) || same(p, b) || same(p, c)) return false;
  return cross(a, b, p) >= -1e-12 && cross(b, c, p) >= -1e-12 && cross(c, a, p) >= -1e-12;
}

/** Triangles of a simple counter-clockwise polygon by ear clipping, as index triples; null when stuck. */
function triangulate(polygon: Point[]): number[][] | null {
  const remaining = polygon.map((_, i) => i);
  const removed = polygon.map(() => false);
  // why each corner was last refused as an ear, between which neighbours: a reflex corner (-1) or
  // a corner inside its triangle. The refusal stands while the neighbours and that corner stay, so a
  // scan after each clip tests again only the corners the clip changed
  const refusedBetween: Array<[number, number, number] | undefined> = [];
  const triangles: number[][] = [];
  let guard = 0;
  while (remaining.length > 3) {
    if (guard++ > polygon.length * polygon.length) return null;
    let clipped = false;
    for (let i = 0; i < remaining.length; i++) {
      const ia = remaining[(i + remaining.length - 1) % remaining.length] as number;
      const ib = remaining[i] as number;
      const ic = remaining[(i + 1) % remaining.length] as number;
      const refused = refusedBetween[ib];
      if (refused && refused[0] === ia && refused[1] === ic && (refused[2] < 0 || !removed[refused[2]]))
        continue;
      const a = polygon[ia] as Point;
      const b = polygon[ib] as Point;
      const c = polygon[ic] as Point;
      if (cross(a, b, c) <= 1e-12) {
        refusedBetween[ib] = [ia, ic, -1];
        continue;
      }
      const inside = remaining.find(
        (j) => j !== ia && j !== ib && j !== ic && inTriangle(polygon[j] as Point, a, b, c),
      );
      if (inside !== undefined) {
        refusedBetween[ib] = [ia, ic, inside];
        continue;
      }
      triangles.push([ia, ib, ic]);
      remaining.splice(i, 1);
      removed[ib] = true;
      clipped = true;
      break;
    }
    if (!clipped) return null;
  }
  triangles.push(remaining);
  return triangles;
}

/**
 * Convex pieces whose union is the polygon (Hertel-Mehlhorn: triangles merged across diagonals while
 * the merge stays convex); null when the polygon cannot be triangulated.
 */
export function convexPieces(polygon: Point[]): Point[][] | null {
  const clean = cleanPolygon(polygon);
  if (clean.length < 3) return [];
  if (isConvex(clean)) return [clean];
  const triangles = triangulate(clean);
  if (!triangles) return null;
  const pieces = triangles.map((t) => [...t]);
  const convex = (indices: number[]) => isConvex(indices.map((i) => clean[i] as Point));
  const n = clean.length;
  // pairs found not to merge stay so until one of them changes
  const apart = new Map<number[], Set<number[]>>();
  let merged = true;
  while (merged) {
    merged = false;
    // only pieces across a diagonal can merge: each directed edge u -> v to its piece
    const byEdge = new Map<number, number[][]>();
    const indexOf = new Map<number[], number>();
    pieces.forEach((piece, index) => {
      indexOf.set(piece, index);
      piece.forEach((u, k) => {
        const edge = u * n + (piece[(k + 1) % piece.length] as number);
        byEdge.set(edge, [...(byEdge.get(edge) ?? []), piece]);
      });
    });
    outer: for (let p = 0; p < pieces.length; p++) {
      const a = pieces[p] as number[];
      const neighbours = a
        .flatMap((u, i) => byEdge.get((a[(i + 1) % a.length] as number) * n + u) ?? [])
        .filter((b) => (indexOf.get(b) as number) > p)
        .sort((b, c) => (indexOf.get(b) as number) - (indexOf.get(c) as number));
      for (const b of new Set(neighbours)) {
        if (apart.get(a)?.has(b)) continue;
        for (let i = 0; i < a.length; i++) {
          const u = a[i] as number;
          const v = a[(i + 1) % a.length] as number;
          const j = b.findIndex((w, k) => w === v && b[(k + 1) % b.length] === u);
          if (j < 0) continue;
          // a from v round to u, then b from after u round to before v
          const fromA = [...a.slice(i + 1), ...a.slice(0, i + 1)];
          const startB = (j + 2) % b.length;
          const fromB: number[] = [];
          for (let k = 0; k < b.length - 2; k++) fromB.push(b[(startB + k) % b.length] as number);
          const union = [...fromA, ...fromB];
          if (!convex(union)) continue;
          pieces[p] = union;
          pieces.splice(indexOf.get(b) as number, 1);
          merged = true;
          break outer;
        }
        if (!apart.has(a)) apart.set(a, new Set());
        apart.get(a)?.add(b);
      }
    }
  }
  return pieces.map((indices) => indices.map((i) => clean[i] as Point));
}

/** Convex hull, counter-clockwise (monotone chain). */
export function convexHull(points: Point[]): Point[] {
  return hullOfSorted([...points].sort(byXThenY));
}

const byXThenY = (a: Point, b: Point) => a.x - b.x || a.y - b.y;

/** The monotone chain over points already sorted by `byXThenY`. */
function hullOfSorted(sorted: Point[]): Point[] {
  if (sorted.length < 3) return sorted;
  const lower: Point[] = [];
  for (const p of sorted) {
    while (
      lower.length >= 2 &&
      cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0
    )
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i] as Point;
    while (
      upper.length >= 2 &&
      cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0
    )
      upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/**
 * A ring that is convex but for rounding, sorted by `byXThenY` in linear time: from its least point
 * one way round and the other way round to its greatest are two sorted runs, merged. Null when the
 * rounding left a run out of order (the caller sorts then).
 */
function sortConvexRing(ring: Point[]): Point[] | null {
  const n = ring.length;
  let least = 0;
  let greatest = 0;
  for (let i = 1; i < n; i++) {
    if (byXThenY(ring[i] as Point, ring[least] as Point) < 0) least = i;
    if (byXThenY(ring[i] as Point, ring[greatest] as Point) > 0) greatest = i;
  }
  if (least === greatest) return null;
  const sorted: Point[] = [ring[least] as Point];
  // the forward run takes least+1 .. greatest, the backward run least-1 .. greatest+1
  let forward = (least + 1) % n;
  let backward = (least + n - 1) % n;
  const forwardEnd = (greatest + 1) % n;
  let forwardLast = ring[least] as Point;
  let backwardLast = ring[least] as Point;
  let forwardDone = false;
  let backwardDone = backward === greatest;
  while (!forwardDone || !backwardDone) {
    const f = ring[forward] as Point;
    const b = ring[backward] as Point;
    if (!forwardDone && (backwardDone || byXThenY(f, b) <= 0)) {
      if (byXThenY(forwardLast, f) > 0) return null;
      sorted.push(f);
      forwardLast = f;
      forward = (forward + 1) % n;
      forwardDone = forward === forwardEnd;
    } else {
      if (byXThenY(backwardLast, b) > 0) return null;
      sorted.push(b);
      backwardLast = b;
      backward = (backward + n - 1) % n;
      backwardDone = backward === greatest;
    }
  }
  return sorted;
}

/** A convex polygon counter-clockwise, starting at its lowest (then leftmost) corner. */
export function fromLowest(polygon: Point[]): Point[] {
  const hull = convexHull(polygon);
  let start = 0;
  hull.forEach((p, i) => {
    const best = hull[start] as Point;
    if (p.y < best.y || (p.y === best.y && p.x < best.x)) start = i;
  });
  return [...hull.slice(start), ...hull.slice(0, start)];
}

/**
 * Minkowski sum of two convex polygons: their edges merged in order of direction (linear in their
 * corners, where the hull of every sum of corners was quadratic), then cleaned by a hull.
 */
export function convexMinkowski(a: Point[], b: Point[]): Point[] {
  return minkowskiFromLowest(fromLowest(a), fromLowest(b));
}

/**
 * `convexMinkowski` of two polygons already given by `fromLowest`: a no-fit polygon sums every pair
 * of pieces, so each piece is put in order once, not once per pair.
 */
export function minkowskiFromLowest(p: Point[], q: Point[]): Point[] {
  if (p.length < 3 || q.length < 3) {
    const sums: Point[] = [];
    for (const u of p) for (const v of q) sums.push({ x: u.x + v.x, y: u.y + v.y });
    return convexHull(sums);
  }
  const n = p.length;
  const m = q.length;
  const out: Point[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const u = p[i % n] as Point;
    const v = q[j % m] as Point;
    out.push({ x: u.x + v.x, y: u.y + v.y });
    const un = p[(i + 1) % n] as Point;
    const vn = q[(j + 1) % m] as Point;
    const turn = (un.x - u.x) * (vn.y - v.y) - (un.y - u.y) * (vn.x - v.x);
    if (j >= m || (i < n && turn > 0)) i++;
    else if (i >= n || turn < 0) j++;
    else {
      i++;
      j++;
    }
  }
  // the merged edges run round the sum in order: its hull needs no sort
  return hullOfSorted(sortConvexRing(out) ?? out.sort(byXThenY));
}

/**
 * Convex pieces that tile a blank without overlapping, merged two at a time wherever their union is
 * itself convex (its hull adds no area): a carton's four walls become one rectangle. Fewer pieces
 * make far fewer pairwise Minkowski sums, the cost of a no-fit polygon.
 */
export function mergeConvexPieces(pieces: Point[][]): Point[][] {
  const merged: MergingPiece[] = pieces.map((piece) => ({
    points: piece,
    area: Math.abs(polygonArea(piece)),
    apart: new Set(),
  }));
  let joined = true;
  while (joined) {
    joined = false;
    for (let i = 0; i < merged.length && !joined; i++) {
      for (let j = i + 1; j < merged.length && !joined; j++) {
        const a = merged[i] as MergingPiece;
        const b = merged[j] as MergingPiece;
        if (a.apart.has(b)) continue;
        const hull = convexHull([...a.points, ...b.points]);
        const area = Math.abs(polygonArea(hull));
        // a hull no larger than the two pieces is their union (they tile, never overlap)
        if (area <= (a.area + b.area) * (1 + 1e-9) + 1e-6) {
          merged.splice(j, 1);
          merged[i] = { points: hull, area, apart: new Set() };
          joined = true;
        } else a.apart.add(b);
      }
    }
  }
  return merged.map((piece) => piece.points);
}

interface MergingPiece {
  points: Point[];
  area: number;
  /** Pieces found not to merge with this one: they stay apart until one of them changes. */
  apart: Set<MergingPiece>;
}
