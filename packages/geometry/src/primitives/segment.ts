import { grownArray } from './grown-array';

/** A point in the flat sheet plane, mm, y up. */
export interface Point {
  x: number;
  y: number;
}

export interface LineSegment {
  type: 'line';
  start: Point;
  end: Point;
}

/**
 * A circular arc from `startAngle` to `endAngle` (degrees), counter-clockwise unless `clockwise`.
 * The direction matters only for walking a closed outline; the drawn arc is the same either way.
 */
export interface ArcSegment {
  type: 'arc';
  center: Point;
  radius: number;
  startAngle: number;
  endAngle: number;
  clockwise?: boolean;
}

export type Segment = LineSegment | ArcSegment;

export const point = (x: number, y: number): Point => ({ x, y });
export const line = (start: Point, end: Point): LineSegment => ({ type: 'line', start, end });
export const arc = (
  center: Point,
  radius: number,
  startAngle: number,
  endAngle: number,
  clockwise = false,
): ArcSegment =>
  // written out both ways: spreading `{ clockwise }` or `{}` in made that object too, for every arc
  clockwise
    ? { type: 'arc', center, radius, startAngle, endAngle, clockwise }
    : { type: 'arc', center, radius, startAngle, endAngle };

/** Radians per degree. */
export const DEG = Math.PI / 180;

/** Sweep of an arc in degrees, in (0, 360], in its own direction. */
export function arcSweep(segment: ArcSegment): number {
  const delta = segment.clockwise
    ? segment.startAngle - segment.endAngle
    : segment.endAngle - segment.startAngle;
  const sweep = ((delta % 360) + 360) % 360;
  return sweep === 0 ? 360 : sweep;
}

/** The same arc described counter-clockwise, as DXF and most CAD store arcs. */
export function counterClockwiseArc(segment: ArcSegment): ArcSegment {
  if (!segment.clockwise) return segment;
  return arc(segment.center, segment.radius, segment.endAngle, segment.startAngle);
}

export function pointOnArc(segment: ArcSegment, angleDeg: number): Point {
  return {
    x: segment.center.x + segment.radius * Math.cos(angleDeg * DEG),
    y: segment.center.y + segment.radius * Math.sin(angleDeg * DEG),
  };
}

export function segmentStart(segment: Segment): Point {
  return segment.type === 'line' ? segment.start : pointOnArc(segment, segment.startAngle);
}

export function segmentEnd(segment: Segment): Point {
  return segment.type === 'line' ? segment.end : pointOnArc(segment, segment.endAngle);
}

/** Distance from `p` to the segment `a`-`b` (to `a` when the segment has no length). */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  return distanceToSegmentAt(p.x, p.y, a, b);
}

/** `distanceToSegment` of the point (x, y), for hot loops that should make no point objects. */
export function distanceToSegmentAt(x: number, y: number, a: Point, b: Point): number {
  return distanceToSegmentXY(x, y, a.x, a.y, b.x, b.y);
}

/** `distanceToSegment` of the point (x, y) from the segment (ax, ay)-(bx, by): for ends kept as numbers. */
export function distanceToSegmentXY(
  x: number,
  y: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const s = len2 < 1e-18 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
  // not Math.hypot: V8 makes an array of its arguments on every call, and the rule checks measure
  // thousands of point-to-knife distances per dieline; sizes in mm are far from overflowing a square
  const ex = x - ax - s * dx;
  const ey = y - ay - s * dy;
  return Math.sqrt(ex * ex + ey * ey);
}

/**
 * `Math.hypot(dx, dy)` to the bit, without V8's list of its arguments on each call (every length of
 * every create passes here): V8 scales both legs by the larger and takes the root of the scaled
 * squares' sum; for two legs its compensated sum adds nothing, so this is the same arithmetic.
 */
export function hypot(dx: number, dy: number): number {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ay === 0) return ax;
  if (ax === 0) return ay;
  if (Number.isNaN(ax) || Number.isNaN(ay)) return ax === Infinity || ay === Infinity ? Infinity : NaN;
  const max = Math.max(ax, ay);
  if (max === Infinity) return Infinity;
  const a = ax / max;
  const b = ay / max;
  return Math.sqrt(a * a + b * b) * max;
}

export function distance(a: Point, b: Point): number {
  return hypot(b.x - a.x, b.y - a.y);
}

export function segmentLength(segment: Segment): number {
  return segment.type === 'line'
    ? distance(segment.start, segment.end)
    : segment.radius * arcSweep(segment) * DEG;
}

/** An arc's sweep in degrees, negative when clockwise. */
export const signedSweep = (segment: ArcSegment): number => arcSweep(segment) * (segment.clockwise ? -1 : 1);

/** How many chords of at most `maxChordDeg` an arc sweeping `sweep` degrees is flattened into: at least 2. */
export const chordSteps = (sweep: number, maxChordDeg: number): number =>
  Math.max(2, Math.ceil(Math.abs(sweep) / maxChordDeg));

/** Points along a segment, start included, end excluded; arcs in chords of at most `maxChordDeg`. */
export function flattenSegment(segment: Segment, maxChordDeg = 5): Point[] {
  if (segment.type === 'line') return [segment.start];
  const sweep = signedSweep(segment);
  const steps = chordSteps(sweep, maxChordDeg);
  const points: Point[] = [];
  for (let i = 0; i < steps; i++) points.push(pointOnArc(segment, segment.startAngle + (sweep * i) / steps));
  return points;
}

/** The same segment walked the other way. */
export function reverseSegment(segment: Segment): Segment {
  if (segment.type === 'line') return line(segment.end, segment.start);
  return arc(segment.center, segment.radius, segment.endAngle, segment.startAngle, !segment.clockwise);
}

/** A closed chain of segments as a polygon (arcs flattened): the start point of every piece. */
export function flattenLoop(segments: Segment[], maxChordDeg = 5): Point[] {
  // every outline of every panel passes here several times a dieline: no array per line segment
  const points: Point[] = [];
  for (const segment of segments) {
    if (segment.type === 'line') points.push(segment.start);
    else for (const point of flattenSegment(segment, maxChordDeg)) points.push(point);
  }
  return points;
}

/** The x, y pairs `loopPoints` writes, grown as needed and shared by every call (none overlap). */
let loopXY = new Float64Array(2048);

/**
 * The points of `flattenLoop(segments, maxChordDeg)`, the same numbers to the bit, as x, y pairs from
 * the start of one shared array (`loopPointsXY`, overwritten by the next call); how many points. For
 * conversions that need each point once: no point made, and no callback, whose numbers a walk shared
 * by several callers passed boxed.
 */
export function loopPoints(segments: Segment[], maxChordDeg: number): number {
  let n = 0;
  for (let k = 0; k < segments.length; k++) {
    const segment = segments[k] as Segment;
    if (segment.type === 'line') {
      if (n + 2 > loopXY.length) growLoopXY();
      loopXY[n++] = segment.start.x;
      loopXY[n++] = segment.start.y;
      continue;
    }
    // flattenSegment's chords, and pointOnArc's arithmetic for each
    const sweep = signedSweep(segment);
    const steps = chordSteps(sweep, maxChordDeg);
    for (let i = 0; i < steps; i++) {
      if (n + 2 > loopXY.length) growLoopXY();
      const angle = (segment.startAngle + (sweep * i) / steps) * DEG;
      loopXY[n++] = segment.center.x + segment.radius * Math.cos(angle);
      loopXY[n++] = segment.center.y + segment.radius * Math.sin(angle);
    }
  }
  return n / 2;
}

function growLoopXY(): void {
  loopXY = grownArray(loopXY, loopXY.length * 2);
}

/** The array `loopPoints` last wrote. */
export const loopPointsXY = (): Float64Array => loopXY;

/** `polygonArea(flattenLoop(segments, maxChordDeg))` to the bit, without the points. */
export function loopArea(segments: Segment[], maxChordDeg = 5): number {
  const count = loopPoints(segments, maxChordDeg);
  if (count === 0) return 0;
  const xy = loopXY;
  let sum = 0;
  for (let i = 1; i < count; i++)
    sum +=
      (xy[2 * i - 2] as number) * (xy[2 * i + 1] as number) -
      (xy[2 * i] as number) * (xy[2 * i - 1] as number);
  sum +=
    (xy[2 * count - 2] as number) * (xy[1] as number) - (xy[0] as number) * (xy[2 * count - 1] as number);
  return sum / 2;
}

/** Signed area of a polygon: positive when counter-clockwise. */
export function polygonArea(points: Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % points.length] as Point;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}
