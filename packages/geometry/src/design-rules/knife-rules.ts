// The knife rules: knives that run too close without meeting, and jogs too short to bend.
import {
  type ArcSegment,
  chordSteps,
  DEG,
  distanceToSegmentXY,
  hypot,
  type Point,
  type Segment,
  segmentLength,
  signedSweep,
} from '../primitives/segment';
import { type DesignRuleFinding, type DesignRuleLimits, round2, TOLERANCE, TOUCH } from './limits';

/**
 * Every knife cut into straight pieces (arcs in chords of at most 5 degrees), kept as numbers: the
 * i-th piece's ends, bounds and length at `PIECE * i` of `data`, and the k-th knife's pieces from
 * `first[k]` up to `first[k + 1]`. The knife-gap check compares every nearby pair, and a few hundred
 * pieces a dieline as objects (with their numbers boxed) were a good share of a create's garbage.
 */
export interface Pieces {
  data: Float64Array;
  first: Int32Array;
}

/** Ends a (x, y), b (x, y), bounds minX, minY, maxX, maxY, length. */
const PIECE = 9;
const AX = 0;
const AY = 1;
const BX = 2;
const BY = 3;
const MIN_X = 4;
const MIN_Y = 5;
const MAX_X = 6;
const MAX_Y = 7;
const LENGTH = 8;

/** How many chords `flattenSegment(arc, 5)` cuts an arc into. */
const arcSteps = (segment: ArcSegment): number => chordSteps(signedSweep(segment), 5);

/**
 * The pieces' numbers, kept from one check to the next and grown as needed: the arrays of every
 * check were a fifth of its garbage. A check reads its pieces before the next is cut.
 */
let pieceData = new Float64Array(PIECE * 256);
let pieceFirst = new Int32Array(64);

/** Writes a piece's ends at `at` of `data`: where the next piece goes. */
function putEnds(data: Float64Array, at: number, ax: number, ay: number, bx: number, by: number): number {
  data[at + AX] = ax;
  data[at + AY] = ay;
  data[at + BX] = bx;
  data[at + BY] = by;
  return at + PIECE;
}

/**
 * The knives cut into straight pieces (arcs in chords of at most 5 degrees), tagged with the knife
 * each belongs to: over the kept arrays, which the next call writes over.
 */
export function knifePieces(knives: Segment[]): Pieces {
  let count = 0;
  for (const knife of knives) count += knife.type === 'line' ? 1 : arcSteps(knife);
  if (pieceData.length < count * PIECE) pieceData = new Float64Array(2 * count * PIECE);
  if (pieceFirst.length <= knives.length) pieceFirst = new Int32Array(2 * knives.length + 2);
  const data = pieceData;
  // the knives' count is read from its length
  const first = pieceFirst.subarray(0, knives.length + 1);
  // the pieces' ends first, then each one's bounds and length from its ends as written: no call per
  // piece that V8 would hand four boxed numbers
  let at = 0;
  for (let k = 0; k < knives.length; k++) {
    const knife = knives[k] as Segment;
    first[k] = at / PIECE;
    if (knife.type === 'line') {
      at = putEnds(data, at, knife.start.x, knife.start.y, knife.end.x, knife.end.y);
      continue;
    }
    // flattenSegment's chord ends, then segmentEnd, with pointOnArc's arithmetic
    const sweep = signedSweep(knife);
    const steps = chordSteps(sweep, 5);
    const { center, radius } = knife;
    let x = 0;
    let y = 0;
    for (let i = 0; i <= steps; i++) {
      const angle = i === steps ? knife.endAngle : knife.startAngle + (sweep * i) / steps;
      const nextX = center.x + radius * Math.cos(angle * DEG);
      const nextY = center.y + radius * Math.sin(angle * DEG);
      if (i > 0) at = putEnds(data, at, x, y, nextX, nextY);
      x = nextX;
      y = nextY;
    }
  }
  first[knives.length] = at / PIECE;
  for (let p = 0; p < at; p += PIECE) {
    const ax = data[p + AX] as number;
    const ay = data[p + AY] as number;
    const bx = data[p + BX] as number;
    const by = data[p + BY] as number;
    data[p + MIN_X] = Math.min(ax, bx);
    data[p + MIN_Y] = Math.min(ay, by);
    data[p + MAX_X] = Math.max(ax, bx);
    data[p + MAX_Y] = Math.max(ay, by);
    data[p + LENGTH] = hypot(bx - ax, by - ay);
  }
  return { data, first };
}

/**
 * Whether the bounds of two pieces (at offsets `p` and `q` of `d`) lie further apart than `distance`
 * (plus a margin for rounding), so that no point of one comes within `distance` of the other: a cheap
 * test before measuring.
 */
function apart(d: Float64Array, p: number, q: number, distance: number): boolean {
  const m = distance + 1e-6;
  return (
    (d[q + MIN_X] as number) - (d[p + MAX_X] as number) > m ||
    (d[p + MIN_X] as number) - (d[q + MAX_X] as number) > m ||
    (d[q + MIN_Y] as number) - (d[p + MAX_Y] as number) > m ||
    (d[p + MIN_Y] as number) - (d[q + MAX_Y] as number) > m
  );
}

/** Whether any piece of knife i touches a piece of knife j (plain loops: this runs for every near pair). */
function knivesTouch({ data, first }: Pieces, i: number, j: number): boolean {
  for (let p = (first[i] as number) * PIECE; p < (first[i + 1] as number) * PIECE; p += PIECE) {
    for (let q = (first[j] as number) * PIECE; q < (first[j + 1] as number) * PIECE; q += PIECE) {
      if (!apart(data, p, q, TOUCH) && piecesTouch(data, p, q)) return true;
    }
  }
  return false;
}

/**
 * Whether pieces p and q (at offsets of `d`) come within `TOUCH` of each other: they cross at a point
 * inside both, or an end of one lies that near the other. Offsets are passed, never coordinates: a
 * number passed to a call V8 does not inline is boxed, and so is one handed back.
 */
function piecesTouch(d: Float64Array, p: number, q: number): boolean {
  const pax = d[p + AX] as number;
  const pay = d[p + AY] as number;
  const pbx = d[p + BX] as number;
  const pby = d[p + BY] as number;
  const qax = d[q + AX] as number;
  const qay = d[q + AY] as number;
  const qbx = d[q + BX] as number;
  const qby = d[q + BY] as number;
  // the cross products of each piece's ends about the other
  const d1 = (qbx - qax) * (pay - qay) - (qby - qay) * (pax - qax);
  const d2 = (qbx - qax) * (pby - qay) - (qby - qay) * (pbx - qax);
  const d3 = (pbx - pax) * (qay - pay) - (pby - pay) * (qax - pax);
  const d4 = (pbx - pax) * (qby - pay) - (pby - pay) * (qbx - pax);
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    endTouches(d, p + AX, q) ||
    endTouches(d, p + BX, q) ||
    endTouches(d, q + AX, p) ||
    endTouches(d, q + BX, p)
  );
}

/** `distanceToSegmentXY` of the end at `end` of `d` from the piece at `piece`, below `TOUCH`, to the bit. */
function endTouches(d: Float64Array, end: number, piece: number): boolean {
  const x = d[end] as number;
  const y = d[end + 1] as number;
  const ax = d[piece + AX] as number;
  const ay = d[piece + AY] as number;
  const dx = (d[piece + BX] as number) - ax;
  const dy = (d[piece + BY] as number) - ay;
  const len2 = dx * dx + dy * dy;
  const s = len2 < 1e-18 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
  const ex = x - ax - s * dx;
  const ey = y - ay - s * dy;
  return Math.sqrt(ex * ex + ey * ey) < TOUCH;
}

/**
 * Knife pairs: two knives that do not meet, near parallel, closer than the limit over a shared run.
 * The run is measured along the first knife where the second lies within the limit of it.
 */
export function checkKnifeGaps(pieces: Pieces, limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  const knives = pieces.first.length - 1;
  const boxes = knifeBounds(pieces);
  const gap = limits.knifeGap;
  for (let i = 0; i < knives; i++) {
    for (let j = i + 1; j < knives; j++) {
      if (boundsApart(boxes, i, j, gap)) continue;
      // knives that touch (a corner, a T, a crossing) meet: the die joins them; pieces whose bounds
      // lie clearly further apart than that cannot touch, and are not measured
      if (knivesTouch(pieces, i, j)) continue;
      parallelRun(pieces, i, j, limits);
      const run = runOf[RUN] as number;
      const closest = runOf[CLOSEST] as number;
      if (run >= limits.knifeGapRun && closest < gap - TOLERANCE) {
        findings.push({
          rule: 'knife_gap',
          message: `two knives run ${round2(closest)} mm apart for ${round2(run)} mm without meeting (at least ${round2(gap)} mm apart, or share one knife)`,
          at: { x: runOf[AT_X] as number, y: runOf[AT_Y] as number },
          measured: closest,
          limit: gap,
        });
      }
    }
  }
  return findings;
}

/** Each knife's bounds: minX, minY, maxX, maxY of the i-th knife at 4i. */
function knifeBounds({ data, first }: Pieces): Float64Array {
  const knives = first.length - 1;
  const boxes = new Float64Array(knives * 4);
  for (let i = 0; i < knives; i++) {
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (let p = (first[i] as number) * PIECE; p < (first[i + 1] as number) * PIECE; p += PIECE) {
      minX = Math.min(minX, data[p + MIN_X] as number);
      minY = Math.min(minY, data[p + MIN_Y] as number);
      maxX = Math.max(maxX, data[p + MAX_X] as number);
      maxY = Math.max(maxY, data[p + MAX_Y] as number);
    }
    boxes[i * 4] = minX;
    boxes[i * 4 + 1] = minY;
    boxes[i * 4 + 2] = maxX;
    boxes[i * 4 + 3] = maxY;
  }
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

/** What `parallelRun` found, at these indexes: numbers stored, since one handed back or in an object was boxed. */
const runOf = new Float64Array(4);
const RUN = 0;
const CLOSEST = 1;
const AT_X = 2;
const AT_Y = 3;

/**
 * How long knife i runs within the knife gap of knife j, near parallel (within 30 degrees); the
 * closest the two come on that run, and where on the first knife: all left in `runOf`.
 */
function parallelRun(
  { data: d, first: firsts }: Pieces,
  i: number,
  j: number,
  limits: DesignRuleLimits,
): void {
  const gap = limits.knifeGap;
  const minCos = Math.cos(Math.PI / 6);
  let run = 0;
  let closest = Number.POSITIVE_INFINITY;
  const start = (firsts[i] as number) * PIECE;
  let atX = d[start + AX] as number;
  let atY = d[start + AY] as number;
  for (let p = start; p < (firsts[i + 1] as number) * PIECE; p += PIECE) {
    const length = d[p + LENGTH] as number;
    if (length < 1e-9) continue;
    const pax = d[p + AX] as number;
    const pay = d[p + AY] as number;
    const ux = ((d[p + BX] as number) - pax) / length;
    const uy = ((d[p + BY] as number) - pay) / length;
    for (let q = (firsts[j] as number) * PIECE; q < (firsts[j + 1] as number) * PIECE; q += PIECE) {
      // every point of q at least the gap from every point of p: it adds no run (as below)
      if (apart(d, p, q, gap)) continue;
      const qLength = d[q + LENGTH] as number;
      if (qLength < 1e-9) continue;
      const qax = d[q + AX] as number;
      const qay = d[q + AY] as number;
      const qbx = d[q + BX] as number;
      const qby = d[q + BY] as number;
      const cos = Math.abs((ux * (qbx - qax) + uy * (qby - qay)) / qLength);
      if (cos < minCos) continue;
      // the stretch of p alongside q: q's ends projected on p, clipped to p
      const s0 = (qax - pax) * ux + (qay - pay) * uy;
      const s1 = (qbx - pax) * ux + (qby - pay) * uy;
      const from = Math.max(0, Math.min(s0, s1));
      const to = Math.min(length, Math.max(s0, s1));
      if (to - from < 1e-6) continue;
      // distances from p to q's line at both ends of the stretch; linear in between
      const d0 = distanceToSegmentXY(pax + ux * from, pay + uy * from, qax, qay, qbx, qby);
      const d1 = distanceToSegmentXY(pax + ux * to, pay + uy * to, qax, qay, qbx, qby);
      if (Math.min(d0, d1) >= gap - TOLERANCE) continue;
      const within =
        Math.max(d0, d1) < gap ? to - from : ((to - from) * (gap - Math.min(d0, d1))) / Math.abs(d1 - d0);
      run += within;
      if (Math.min(d0, d1) < closest) {
        closest = Math.min(d0, d1);
        const nearest = d0 <= d1 ? from : to;
        atX = pax + ux * nearest;
        atY = pay + uy * nearest;
      }
    }
  }
  runOf[RUN] = run;
  runOf[CLOSEST] = closest;
  runOf[AT_X] = atX;
  runOf[AT_Y] = atY;
}

/** Short knife segments with a corner at both ends: knives meet there at an angle. */
export function checkJogs(knives: Segment[], pieces: Pieces, limits: DesignRuleLimits): DesignRuleFinding[] {
  const findings: DesignRuleFinding[] = [];
  const direction = (a: Point, b: Point) => {
    const l = hypot(b.x - a.x, b.y - a.y);
    return { x: (b.x - a.x) / l, y: (b.y - a.y) / l };
  };
  const { data: d, first } = pieces;
  /** Another knife touches `end` at an angle (not a tangent continuation, not straight through). */
  const isCorner = (index: number, end: Point, along: Point): boolean => {
    for (let p = 0; p < (first[first.length - 1] as number) * PIECE; p += PIECE) {
      if (p >= (first[index] as number) * PIECE && p < (first[index + 1] as number) * PIECE) continue;
      const ax = d[p + AX] as number;
      const ay = d[p + AY] as number;
      const bx = d[p + BX] as number;
      const by = d[p + BY] as number;
      if (distanceToSegmentXY(end.x, end.y, ax, ay, bx, by) > TOUCH) continue;
      // direction(a, b)'s arithmetic, without the point
      const l = hypot(bx - ax, by - ay);
      const dx = (bx - ax) / l;
      const dy = (by - ay) / l;
      if (Math.abs(dx * along.y - dy * along.x) > Math.sin((10 * Math.PI) / 180)) return true;
    }
    return false;
  };
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
