// The knife rules: knives that run too close without meeting, and jogs too short to bend.
import {
  distance,
  distanceToSegment,
  distanceToSegmentAt,
  flattenSegment,
  hypot,
  type Point,
  type Segment,
  segmentEnd,
  segmentLength,
} from '../primitives/segment';
import { type DesignRuleFinding, type DesignRuleLimits, round2, TOLERANCE, TOUCH } from './limits';

export interface Piece {
  a: Point;
  b: Point;
  owner: number;
  /** Bounds and length, worked out once: the knife-gap check compares every nearby pair. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  length: number;
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

function segmentsIntersect(p: Piece, q: Piece): boolean {
  const d1 = cross(q.a, q.b, p.a);
  const d2 = cross(q.a, q.b, p.b);
  const d3 = cross(p.a, p.b, q.a);
  const d4 = cross(p.a, p.b, q.b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/**
 * Whether the bounds of two pieces lie further apart than `distance` (plus a margin for rounding), so
 * that no point of one comes within `distance` of the other: a cheap test before measuring.
 */
function apart(p: Piece, q: Piece, distance: number): boolean {
  const d = distance + 1e-6;
  return q.minX - p.maxX > d || p.minX - q.maxX > d || q.minY - p.maxY > d || p.minY - q.maxY > d;
}

/** Whether any piece of one knife touches a piece of the other (plain loops: this runs for every near pair). */
function knivesTouch(first: Piece[], second: Piece[]): boolean {
  for (const p of first) {
    for (const q of second) if (!apart(p, q, TOUCH) && pieceDistance(p, q) < TOUCH) return true;
  }
  return false;
}

function pieceDistance(p: Piece, q: Piece): number {
  if (segmentsIntersect(p, q)) return 0;
  return Math.min(
    distanceToSegment(p.a, q.a, q.b),
    distanceToSegment(p.b, q.a, q.b),
    distanceToSegment(q.a, p.a, p.b),
    distanceToSegment(q.b, p.a, p.b),
  );
}

/** A knife cut into straight pieces (arcs in chords of at most 5 degrees), tagged with the knife it belongs to. */
export function knifePieces(knives: Segment[]): Piece[] {
  const pieces: Piece[] = [];
  const add = (a: Point, b: Point, owner: number) => {
    pieces.push({
      a,
      b,
      owner,
      minX: Math.min(a.x, b.x),
      minY: Math.min(a.y, b.y),
      maxX: Math.max(a.x, b.x),
      maxY: Math.max(a.y, b.y),
      length: distance(a, b),
    });
  };
  for (let owner = 0; owner < knives.length; owner++) {
    const knife = knives[owner] as Segment;
    // a line is its one piece (most knives): no list of its two points
    if (knife.type === 'line') {
      add(knife.start, knife.end, owner);
      continue;
    }
    // a fresh array of the arc's chord ends but the last
    const points = flattenSegment(knife, 5);
    points.push(segmentEnd(knife));
    for (let i = 1; i < points.length; i++) add(points[i - 1] as Point, points[i] as Point, owner);
  }
  return pieces;
}

/**
 * Knife pairs: two knives that do not meet, near parallel, closer than the limit over a shared run.
 * The run is measured along the first knife where the second lies within the limit of it.
 */
export function checkKnifeGaps(pieces: Piece[], limits: DesignRuleLimits): DesignRuleFinding[] {
  const byOwner = piecesByKnife(pieces);
  const findings: DesignRuleFinding[] = [];
  const owners = [...byOwner.keys()];
  const boxes = knifeBounds(owners.map((owner) => byOwner.get(owner) as Piece[]));
  const gap = limits.knifeGap;
  for (let i = 0; i < owners.length; i++) {
    for (let j = i + 1; j < owners.length; j++) {
      if (boundsApart(boxes, i, j, gap)) continue;
      const first = byOwner.get(owners[i] as number) as Piece[];
      const second = byOwner.get(owners[j] as number) as Piece[];
      // knives that touch (a corner, a T, a crossing) meet: the die joins them; pieces whose bounds
      // lie clearly further apart than that cannot touch, and are not measured
      if (knivesTouch(first, second)) continue;
      const { run, closest, at } = parallelRun(first, second, gap);
      if (run >= limits.knifeGapRun && closest < gap - TOLERANCE) {
        findings.push({
          rule: 'knife_gap',
          message: `two knives run ${round2(closest)} mm apart for ${round2(run)} mm without meeting (at least ${round2(gap)} mm apart, or share one knife)`,
          at,
          measured: closest,
          limit: gap,
        });
      }
    }
  }
  return findings;
}

/** The pieces of each knife, knives in the order their first piece comes. */
function piecesByKnife(pieces: Piece[]): Map<number, Piece[]> {
  const byOwner = new Map<number, Piece[]>();
  for (const piece of pieces) {
    const list = byOwner.get(piece.owner);
    if (list) list.push(piece);
    else byOwner.set(piece.owner, [piece]);
  }
  return byOwner;
}

/** Each knife's bounds: minX, minY, maxX, maxY of the i-th knife at 4i. */
function knifeBounds(knives: Piece[][]): Float64Array {
  const boxes = new Float64Array(knives.length * 4);
  knives.forEach((knife, i) => {
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const piece of knife) {
      minX = Math.min(minX, piece.minX);
      minY = Math.min(minY, piece.minY);
      maxX = Math.max(maxX, piece.maxX);
      maxY = Math.max(maxY, piece.maxY);
    }
    boxes[i * 4] = minX;
    boxes[i * 4 + 1] = minY;
    boxes[i * 4 + 2] = maxX;
    boxes[i * 4 + 3] = maxY;
  });
  return boxes;
}

/** Whether the i-th and j-th knives' bounds lie more than `gap` apart, so no pair of them can be close. */
function boundsApart(boxes: Float64Array, i: number, j: number, gap: number): boolean {
  return (
    (boxes[j * 4] as number) > (boxes[i * 4 + 2] as number) + gap ||
    (boxes[i * 4] as number) > (boxes[j * 4 + 2] as number) + gap ||
    (boxes[j * 4 + 1] as number) > (boxes[i * 4 + 3] as number) + gap ||
    (boxes[i * 4 + 1] as number) > (boxes[j * 4 + 3] as number) + gap
  );
}

/**
 * How long the first knife runs within `gap` of the second, near parallel (within 30 degrees); the
 * closest the two come on that run, and where on the first knife.
 */
function parallelRun(
  first: Piece[],
  second: Piece[],
  gap: number,
): { run: number; closest: number; at: Point } {
  const minCos = Math.cos(Math.PI / 6);
  let run = 0;
  let closest = Number.POSITIVE_INFINITY;
  let at: Point = first[0]?.a as Point;
  for (const p of first) {
    const length = p.length;
    if (length < 1e-9) continue;
    const ux = (p.b.x - p.a.x) / length;
    const uy = (p.b.y - p.a.y) / length;
    for (const q of second) {
      // every point of q at least the gap from every point of p: it adds no run (as below)
      if (apart(p, q, gap)) continue;
      const qLength = q.length;
      if (qLength < 1e-9) continue;
      const cos = Math.abs((ux * (q.b.x - q.a.x) + uy * (q.b.y - q.a.y)) / qLength);
      if (cos < minCos) continue;
      // the stretch of p alongside q: q's ends projected on p, clipped to p
      const s0 = (q.a.x - p.a.x) * ux + (q.a.y - p.a.y) * uy;
      const s1 = (q.b.x - p.a.x) * ux + (q.b.y - p.a.y) * uy;
      const from = Math.max(0, Math.min(s0, s1));
      const to = Math.min(length, Math.max(s0, s1));
      if (to - from < 1e-6) continue;
      // distances from p to q's line at both ends of the stretch; linear in between
      const d0 = distanceToSegmentAt(p.a.x + ux * from, p.a.y + uy * from, q.a, q.b);
      const d1 = distanceToSegmentAt(p.a.x + ux * to, p.a.y + uy * to, q.a, q.b);
      if (Math.min(d0, d1) >= gap - TOLERANCE) continue;
      const within =
        Math.max(d0, d1) < gap ? to - from : ((to - from) * (gap - Math.min(d0, d1))) / Math.abs(d1 - d0);
      run += within;
      if (Math.min(d0, d1) < closest) {
        closest = Math.min(d0, d1);
        const nearest = d0 <= d1 ? from : to;
        at = { x: p.a.x + ux * nearest, y: p.a.y + uy * nearest };
      }
    }
  }
  return { run, closest, at };
}

/** Short knife segments with a corner at both ends: knives meet there at an angle. */
export function checkJogs(knives: Segment[], pieces: Piece[], limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  const direction = (a: Point, b: Point) => {
    const l = hypot(b.x - a.x, b.y - a.y);
    return { x: (b.x - a.x) / l, y: (b.y - a.y) / l };
  };
  /** Another knife touches `end` at an angle (not a tangent continuation, not straight through). */
  const isCorner = (index: number, end: Point, along: Point): boolean =>
    pieces.some((piece) => {
      if (piece.owner === index) return false;
      if (distanceToSegment(end, piece.a, piece.b) > TOUCH) return false;
      const d = direction(piece.a, piece.b);
      return Math.abs(d.x * along.y - d.y * along.x) > Math.sin((10 * Math.PI) / 180);
    });
  knives.forEach((knife, index) => {
    if (knife.type !== 'line') return;
    const length = segmentLength(knife);
    if (length >= limits.jog - TOLERANCE || length < 1e-9) return;
    const along = direction(knife.start, knife.end);
    if (isCorner(index, knife.start, along) && isCorner(index, knife.end, along)) {
      findings.push({
        rule: 'short_jog',
        message: `a ${round2(length)} mm knife between two corners (at least ${round2(limits.jog)} mm): merge it into its neighbours`,
        at: { x: (knife.start.x + knife.end.x) / 2, y: (knife.start.y + knife.end.y) / 2 },
        measured: length,
        limit: limits.jog,
      });
    }
  });
  return findings;
}
