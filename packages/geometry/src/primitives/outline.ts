import {
  type ArcSegment,
  arc,
  hypot,
  line,
  loopArea,
  type Point,
  reverseSegment,
  type Segment,
} from './segment';

const DEG = 180 / Math.PI;

/** A corner of an outline; `radius` rounds it with a tangent arc. */
export interface Corner {
  x: number;
  y: number;
  radius?: number;
}

/** Walk from the previous corner to `to` along a circle about `center` instead of a straight edge. */
export interface ArcStep {
  arcTo: Point;
  center: Point;
  clockwise: boolean;
}

export type OutlineStep = Corner | ArcStep;

const isArcStep = (step: OutlineStep): step is ArcStep => 'arcTo' in step;
/**
 * A step's point as a point of its own: a corner written with a spread or a radius is an object of
 * another shape, and every knife, rule and writer that reads a point of an outline then read every
 * point through a slower, allocating path.
 */
const stepPoint = (step: OutlineStep): Point => {
  const { x, y } = isArcStep(step) ? step.arcTo : step;
  return { x, y };
};

function angleOf(center: Point, p: Point): number {
  return Math.atan2(p.y - center.y, p.x - center.x) * DEG;
}

/** Where the last `fillet` leaves the edge coming in and meets the edge going out. */
let filletStart: Point = { x: 0, y: 0 };
let filletEnd: Point = { x: 0, y: 0 };

/**
 * Replaces a corner by a tangent arc between its two straight edges: the arc, its ends left in
 * `filletStart` and `filletEnd` (directions as numbers, and no object to carry three results).
 */
function fillet(prev: Point, corner: Point, next: Point, radius: number): ArcSegment | undefined {
  const ax = prev.x - corner.x;
  const ay = prev.y - corner.y;
  const bx = next.x - corner.x;
  const by = next.y - corner.y;
  const la = hypot(ax, ay);
  const lb = hypot(bx, by);
  if (la < 1e-9 || lb < 1e-9) return undefined;
  const uax = ax / la;
  const uay = ay / la;
  const ubx = bx / lb;
  const uby = by / lb;
  // a straight-through (or doubling back) corner has no tangent circle: leave it sharp
  if (Math.abs(uax * uby - uay * ubx) < 1e-9) return undefined;
  const half = Math.acos(Math.max(-1, Math.min(1, uax * ubx + uay * uby))) / 2;
  // never eat more than half of either edge, so neighbouring fillets cannot cross
  const tangent = Math.min(radius / Math.tan(half), la / 2, lb / 2);
  const r = tangent * Math.tan(half);
  const start = { x: corner.x + uax * tangent, y: corner.y + uay * tangent };
  const end = { x: corner.x + ubx * tangent, y: corner.y + uby * tangent };
  const bisectorX = uax + ubx;
  const bisectorY = uay + uby;
  const lbis = hypot(bisectorX, bisectorY);
  const centreDistance = r / Math.sin(half);
  const center = {
    x: corner.x + (bisectorX / lbis) * centreDistance,
    y: corner.y + (bisectorY / lbis) * centreDistance,
  };
  // incoming direction (corner - prev) turning left means a counter-clockwise arc
  const turnsLeft = -ax * by - -ay * bx > 0;
  filletStart = start;
  filletEnd = end;
  return arc(center, r, angleOf(center, start), angleOf(center, end), !turnsLeft);
}

/**
 * A closed outline through `steps`: straight edges between corners, optional fillets, and arc steps.
 * The result is counter-clockwise whatever order the steps were given in.
 */
export function outline(steps: OutlineStep[]): Segment[] {
  return turnedCounterClockwise(walkOutline(steps));
}

/**
 * The segments of `outline(steps)` in the order the steps walk them, either way round; with a frame,
 * `placeSegments(f, ...)` of them, placed as they are made (the unplaced walk was a build's garbage).
 */
function walkOutline(steps: OutlineStep[], f?: Frame): Segment[] {
  const count = steps.length;
  const segments = walked;
  let made = 0;
  for (let i = 0; i < count; i++) {
    const step = steps[i] as OutlineStep;
    const here = f ? (isArcStep(step) ? step.arcTo : step) : stepPoint(step);
    if (!isArcStep(step) && step.radius && step.radius > 0) {
      const prevStep = steps[(i - 1 + count) % count] as OutlineStep;
      const nextStep = steps[(i + 1) % count] as OutlineStep;
      const rounded =
        isArcStep(prevStep) || isArcStep(nextStep)
          ? undefined
          : fillet(prevStep, here, nextStep, step.radius);
      if (rounded) {
        entries[i] = filletStart;
        exits[i] = filletEnd;
        fillets[i] = rounded;
        continue;
      }
    }
    entries[i] = here;
    exits[i] = here;
    fillets[i] = undefined;
  }
  // a placed edge starts at the point the edge before it ended at (one point, as an unplaced walk shares it)
  let placedEnd: Point | undefined;
  let placedFirst: Point | undefined;
  for (let i = 0; i < count; i++) {
    const next = (i + 1) % count;
    const nextStep = steps[next] as OutlineStep;
    const from = exits[i] as Point;
    if (isArcStep(nextStep)) {
      const arcTo = arc(
        nextStep.center,
        hypot(from.x - nextStep.center.x, from.y - nextStep.center.y),
        angleOf(nextStep.center, from),
        angleOf(nextStep.center, nextStep.arcTo),
        nextStep.clockwise,
      );
      segments[made++] = f ? placeArc(f, arcTo) : arcTo;
      placedEnd = undefined;
    } else {
      const to = entries[next] as Point;
      if (hypot(to.x - from.x, to.y - from.y) > 1e-9) {
        if (f) {
          const start = placedEnd && from === entries[i] ? placedEnd : toSheet(f, from);
          if (i === 0) placedFirst = start;
          placedEnd = next === 0 && placedFirst && to === exits[0] ? placedFirst : toSheet(f, to);
          segments[made++] = line(start, placedEnd);
        } else segments[made++] = line(from, to);
      } else placedEnd = undefined;
      const rounded = fillets[next];
      if (rounded) {
        segments[made++] = f ? placeArc(f, rounded) : rounded;
        placedEnd = undefined;
      }
    }
  }
  // a copy of just its length: a list grown by pushing holds room for 17 segments from the first
  return segments.slice(0, made);
}

/**
 * Where each step's incoming edge ends and its outgoing edge starts (differs for filleted corners),
 * in the frame, and the walk's segments: kept from walk to walk (three lists per outline grown by
 * pushing were half a build's garbage). A placed walk reads the steps' own points, none of them kept.
 */
const entries: Point[] = [];
const exits: Point[] = [];
const fillets: Array<ArcSegment | undefined> = [];
const walked: Segment[] = [];

/** A closed outline made counter-clockwise (mirrored frames and hand-written step lists can turn it). */
export function counterClockwise(segments: Segment[]): Segment[] {
  // arcs are sampled along their sweep, so a notch's bulge (or a loop that is one whole circle)
  // counts toward the orientation; summed as sampled, since every panel of every build passes here
  if (loopArea(segments, 30) >= 0) return segments;
  return segments.map(reverseSegment).reverse();
}

/**
 * `counterClockwise` of a walk's own new segments, turned where they are: a line's ends swapped, the
 * list reversed (a reversed copy of every line, and of the list, for every outline walked clockwise).
 */
function turnedCounterClockwise(segments: Segment[]): Segment[] {
  if (loopArea(segments, 30) >= 0) return segments;
  segments.reverse();
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    if (segment.type === 'line') {
      const { start } = segment;
      segment.start = segment.end;
      segment.end = start;
    } else segments[i] = reverseSegment(segment);
  }
  return segments;
}

/**
 * An axis-aligned local frame: `u` runs along a crease, `v` away from the body. Flaps are drawn once
 * in their own frame and placed at every end and side by choosing the signs.
 */
export interface Frame {
  origin: Point;
  /** +1 or -1: which way x runs as u grows. */
  uSign: 1 | -1;
  /** +1 or -1: which way y runs as v grows. */
  vSign: 1 | -1;
}

export const frame = (origin: Point, uSign: 1 | -1, vSign: 1 | -1): Frame => ({ origin, uSign, vSign });

export function toSheet(f: Frame, p: Point): Point {
  return { x: f.origin.x + f.uSign * p.x, y: f.origin.y + f.vSign * p.y };
}

/** An arc moved from a frame to the sheet; a mirrored frame flips its direction. */
function placeArc(f: Frame, segment: ArcSegment): ArcSegment {
  return arc(
    toSheet(f, segment.center),
    segment.radius,
    Math.atan2(f.vSign * Math.sin(segment.startAngle / DEG), f.uSign * Math.cos(segment.startAngle / DEG)) *
      DEG,
    Math.atan2(f.vSign * Math.sin(segment.endAngle / DEG), f.uSign * Math.cos(segment.endAngle / DEG)) * DEG,
    f.uSign * f.vSign < 0 ? !segment.clockwise : Boolean(segment.clockwise),
  );
}

/** Maps segments from a frame to the sheet; a mirrored frame flips arc directions. */
export function placeSegments(f: Frame, segments: Segment[]): Segment[] {
  return segments.map((segment) =>
    segment.type === 'line' ? line(toSheet(f, segment.start), toSheet(f, segment.end)) : placeArc(f, segment),
  );
}

/** An outline drawn in a frame, placed on the sheet and made counter-clockwise again. */
export function placeOutline(f: Frame, steps: OutlineStep[]): Segment[] {
  // turned once, when placed: placing an outline walked the other way gives the placed one walked the
  // other way, so turning it first too (and measuring it twice) changed nothing
  return turnedCounterClockwise(walkOutline(steps, f));
}

/** A rectangle as an outline, counter-clockwise. */
export function rectangle(minX: number, minY: number, maxX: number, maxY: number): Segment[] {
  return outline([
    { x: minX, y: minY },
    { x: maxX, y: minY },
    { x: maxX, y: maxY },
    { x: minX, y: maxY },
  ]);
}
