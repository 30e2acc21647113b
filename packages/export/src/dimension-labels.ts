// Dimension annotations as drawn, and where their labels go: a label's width from the label fonts'
// advances, and labels kept clear of each other along their dimension lines.
import { hypot, type Point } from '@diecut/geometry';

/** A measurement as drawn: a dimension line with an arrow at each end and a label above its middle. */
export interface DimensionAnnotation {
  name: string;
  /** The value and unit, e.g. `100 mm`. */
  label: string;
  start: Point;
  end: Point;
  /** From the measured points to the dimension line, when it is drawn offset. */
  extensionLines: Array<[Point, Point]>;
  /** Filled triangles, tip first. */
  arrows: [Point[], Point[]];
  /** Centre of the label's baseline: the middle of the dimension line, or moved along it to keep clear of other labels. */
  textPosition: Point;
  /** Degrees counter-clockwise, between -90 and 90 so that the label never reads upside down. */
  textAngle: number;
  /** Width of the label text along its baseline, in the unit (`labelWidth`). */
  textWidth: number;
  /**
   * Corners of the space the label claims, counter-clockwise: its text from the baseline to the cap
   * height plus a clearance all round. No two labels' boxes overlap.
   */
  textBox: Point[];
}

/** A dimension before `placeLabels` gives its label a spot: its box is claimed only there. */
export type UnplacedDimension = Omit<DimensionAnnotation, 'textBox'>;

/**
 * Advance widths (em) of the characters labels are made of, the wider of Inter (embedded in the PDF)
 * and Helvetica/Arial (the SVG's font-family), rounded up, so that a label's box holds it in either.
 */
const LABEL_ADVANCE_EM: Readonly<Record<string, number>> = {
  '0': 0.631,
  '1': 0.556,
  '2': 0.61,
  '3': 0.618,
  '4': 0.646,
  '5': 0.594,
  '6': 0.621,
  '7': 0.566,
  '8': 0.619,
  '9': 0.621,
  '.': 0.289,
  ',': 0.289,
  '-': 0.46,
  ' ': 0.282,
  a: 0.556,
  b: 0.613,
  c: 0.572,
  d: 0.613,
  e: 0.584,
  f: 0.371,
  g: 0.614,
  h: 0.592,
  i: 0.243,
  j: 0.243,
  k: 0.549,
  l: 0.243,
  m: 0.876,
  n: 0.591,
  o: 0.6,
  p: 0.613,
  q: 0.613,
  r: 0.377,
  s: 0.528,
  t: 0.328,
  u: 0.592,
  v: 0.563,
  w: 0.819,
  x: 0.546,
  y: 0.563,
  z: 0.553,
  B: 0.667,
  C: 0.731,
  E: 0.667,
  A: 0.667,
};
/** Character pairs that Inter kerns apart (em); every other pair of label characters kerns tighter or not at all. */
const LABEL_KERNING_EM: Readonly<Record<string, number>> = { '77': 0.04 };
/** Any other character: wider than most Latin letters, so an unexpected label errs on the roomy side. */
const LABEL_FALLBACK_ADVANCE_EM = 0.8;
/** Height of digits and capitals above the baseline, em (Inter 0.727, Helvetica 0.718). */
export const LABEL_CAP_HEIGHT_EM = 0.73;
/** Clear space around a label's text, em: labels closer than this read as one. */
const LABEL_CLEARANCE_EM = 0.15;
/** A label that collides moves along its dimension line in steps of this many text heights. */
const LABEL_STEP_EM = 0.25;

const DEG = Math.PI / 180;

/** Width of a label's text at a text height (font size), from the advance widths of the label fonts. */
export function labelWidth(label: string, textHeight: number): number {
  let em = 0;
  let previous: string | undefined;
  // by code point, as the fonts advance; a pair is looked up only where one is kerned
  for (const character of label) {
    em += LABEL_ADVANCE_EM[character] ?? LABEL_FALLBACK_ADVANCE_EM;
    if (previous !== undefined && KERNED_FIRST.has(previous))
      em += LABEL_KERNING_EM[`${previous}${character}`] ?? 0;
    previous = character;
  }
  return em * textHeight;
}

const KERNED_FIRST = new Set(Object.keys(LABEL_KERNING_EM).map((pair) => [...pair][0]));

/** The box a label claims around its baseline centre: text from baseline to cap height, plus clearance. */
function labelBox(position: Point, angle: number, width: number, textHeight: number): Point[] {
  const box = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ];
  fillLabelBox(box, position.x, position.y, angle, width, textHeight);
  return box;
}

/** `labelBox` written into the four points of `box`, so a spot tried and refused makes no points. */
function fillLabelBox(
  box: Point[],
  x: number,
  y: number,
  angle: number,
  width: number,
  textHeight: number,
): void {
  const clearance = textHeight * LABEL_CLEARANCE_EM;
  const ux = Math.cos(angle * DEG);
  const uy = Math.sin(angle * DEG);
  const left = -width / 2 - clearance;
  const right = width / 2 + clearance;
  const bottom = -clearance;
  const top = textHeight * LABEL_CAP_HEIGHT_EM + clearance;
  const corner = (p: Point, along: number, up: number) => {
    p.x = x + ux * along - uy * up;
    p.y = y + uy * along + ux * up;
  };
  corner(box[0] as Point, left, bottom);
  corner(box[1] as Point, right, bottom);
  corner(box[2] as Point, right, top);
  corner(box[3] as Point, left, top);
}

/**
 * A convex polygon with its edge normals (x, y, length per edge, degenerate edges left out) and its
 * bounding box worked out once.
 */
interface Convex {
  points: Point[];
  /** Each edge's normal x, y and length, 3 numbers apiece, the first `axisCount` of them used. */
  axes: Float64Array;
  axisCount: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function convex(points: Point[]): Convex {
  const shape: Convex = {
    points,
    axes: new Float64Array(3 * points.length),
    axisCount: 0,
    minX: 0,
    minY: 0,
    maxX: 0,
    maxY: 0,
  };
  measureConvex(shape);
  return shape;
}

/** Works out a convex polygon's axes and bounds again from its points, in place. */
function measureConvex(shape: Convex): void {
  // written over in place: emptying a list of them and pushing again made its storage anew for
  // every spot a label tried
  const { points, axes } = shape;
  let count = 0;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Point;
    const q = points[(i + 1) % points.length] as Point;
    const nx = q.y - p.y;
    const ny = p.x - q.x;
    const length = hypot(nx, ny);
    if (length >= 1e-12) {
      axes[count] = nx;
      axes[count + 1] = ny;
      axes[count + 2] = length;
      count += 3;
    }
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  }
  shape.axisCount = count;
  shape.minX = minX;
  shape.minY = minY;
  shape.maxX = maxX;
  shape.maxY = maxY;
}

/** Whether two convex polygons share more than an edge (separating axis test; touching is not overlapping). */
function convexOverlap(a: Convex, b: Convex, tolerance: number): boolean {
  // every label tries many spots against every placed label and line: most pairs lie apart, which
  // their boxes show (apart boxes mean an edge normal separates them too); then normals once per
  // polygon, and no arrays per axis
  if (a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY) return false;
  return (
    !separatedByAxes(a, a.points, b.points, tolerance) && !separatedByAxes(b, a.points, b.points, tolerance)
  );
}

/** Whether one of `shape`'s axes separates `a` from `b` by more than `tolerance`. */
function separatedByAxes(shape: Convex, a: Point[], b: Point[], tolerance: number): boolean {
  const { axes, axisCount } = shape;
  for (let k = 0; k < axisCount; k += 3) {
    const nx = axes[k] as number;
    const ny = axes[k + 1] as number;
    const length = axes[k + 2] as number;
    let minA = Number.POSITIVE_INFINITY;
    let maxA = Number.NEGATIVE_INFINITY;
    for (const r of a) {
      const t = (r.x * nx + r.y * ny) / length;
      if (t < minA) minA = t;
      if (t > maxA) maxA = t;
    }
    let minB = Number.POSITIVE_INFINITY;
    let maxB = Number.NEGATIVE_INFINITY;
    for (const r of b) {
      const t = (r.x * nx + r.y * ny) / length;
      if (t < minB) minB = t;
      if (t > maxB) maxB = t;
    }
    if (maxA <= minB + tolerance || maxB <= minA + tolerance) return true;
  }
  return false;
}

/**
 * Keeps labels off each other, in the order of the graph's dimensions: a label whose box overlaps one
 * already placed slides along its dimension line (nearest free spot first, its centre staying on the
 * line); when no spot on the line is free, the dimension is left out rather than drawn unreadable.
 * Among free spots, one that no other dimension's line or extension line crosses comes first, but a
 * crossing line alone never leaves a dimension out.
 */
export function placeLabels(
  annotations: UnplacedDimension[],
  textHeight: number,
): { placed: DimensionAnnotation[]; omitted: string[] } {
  const placed: DimensionAnnotation[] = [];
  const placedBoxes: Convex[] = [];
  const scratch = convex(labelBox({ x: 0, y: 0 }, 0, 0, textHeight));
  const omitted: string[] = [];
  const tolerance = textHeight * 1e-6;
  const step = textHeight * LABEL_STEP_EM;
  // each dimension's line and extension lines, once, as numbers: every other label is tried against them
  const lines = dimensionLines(annotations);
  const crossesALine = (index: number, box: Convex) => {
    for (let k = 0; k < annotations.length; k++) {
      if (k === index) continue;
      for (let at = lines.first[k] as number; at < (lines.first[k + 1] as number); at += LINE)
        if (crossesLine(box, lines.data, at, tolerance)) return true;
    }
    return false;
  };
  for (let index = 0; index < annotations.length; index++) {
    const annotation = annotations[index] as UnplacedDimension;
    const length = hypot(annotation.end.x - annotation.start.x, annotation.end.y - annotation.start.y);
    const ux = (annotation.end.x - annotation.start.x) / length;
    const uy = (annotation.end.y - annotation.start.y) / length;
    const steps = Math.floor((length / 2 + tolerance) / step);
    let clear: { textPosition: Point; textBox: Convex } | undefined;
    let crossed: typeof clear;
    // a spot is tried in one scratch box (most are refused); only a spot kept gets a box of its own
    const { textAngle, textWidth } = annotation;
    for (let i = 0; i <= 2 * steps && !clear; i++) {
      // 0, +1, -1, +2, -2, ... steps from the middle
      const shift = (i % 2 === 1 ? 1 : -1) * Math.ceil(i / 2) * step;
      const x = annotation.textPosition.x + ux * shift;
      const y = annotation.textPosition.y + uy * shift;
      fillLabelBox(scratch.points, x, y, textAngle, textWidth, textHeight);
      measureConvex(scratch);
      if (overlapsAny(scratch, placedBoxes, tolerance)) continue;
      const crosses = crossesALine(index, scratch);
      if (crosses && crossed) continue;
      const textPosition = { x, y };
      const spot = {
        textPosition,
        textBox: convex(labelBox(textPosition, textAngle, textWidth, textHeight)),
      };
      if (crosses) crossed = spot;
      else clear = spot;
    }
    const spot = clear ?? crossed;
    if (spot) {
      placed.push({ ...annotation, textPosition: spot.textPosition, textBox: spot.textBox.points });
      placedBoxes.push(spot.textBox);
    } else omitted.push(annotation.name);
  }
  return { placed, omitted };
}

/**
 * Every dimension's line and extension lines as numbers: the k-th dimension's lines from `first[k]`
 * up to `first[k + 1]` of `data`, `LINE` numbers each (start x, y, end x, y, then bounds).
 */
function dimensionLines(annotations: UnplacedDimension[]): { data: Float64Array; first: Int32Array } {
  let count = 0;
  for (const annotation of annotations) count += 1 + annotation.extensionLines.length;
  const data = new Float64Array(count * LINE);
  const first = new Int32Array(annotations.length + 1);
  let at = 0;
  const add = (a: Point, b: Point) => {
    data[at] = a.x;
    data[at + 1] = a.y;
    data[at + 2] = b.x;
    data[at + 3] = b.y;
    data[at + 4] = Math.min(a.x, b.x);
    data[at + 5] = Math.min(a.y, b.y);
    data[at + 6] = Math.max(a.x, b.x);
    data[at + 7] = Math.max(a.y, b.y);
    at += LINE;
  };
  annotations.forEach((annotation, k) => {
    first[k] = at;
    add(annotation.start, annotation.end);
    for (const [a, b] of annotation.extensionLines) add(a, b);
  });
  first[annotations.length] = at;
  return { data, first };
}

const LINE = 8;

/**
 * `convexOverlap(box, convex([start, end]), tolerance)` for the line at `at` of `data`, to the bit,
 * without the line's polygon: its two edges' normals are each other's negation, and so are the
 * projections on them.
 */
function crossesLine(box: Convex, data: Float64Array, at: number, tolerance: number): boolean {
  const sx = data[at] as number;
  const sy = data[at + 1] as number;
  const ex = data[at + 2] as number;
  const ey = data[at + 3] as number;
  if (
    box.maxX < (data[at + 4] as number) ||
    (data[at + 6] as number) < box.minX ||
    box.maxY < (data[at + 5] as number) ||
    (data[at + 7] as number) < box.minY
  )
    return false;
  // the box's own normals, as separatedByAxes(box.axes, box.points, line) reads them
  const { axes, axisCount, points } = box;
  for (let k = 0; k < axisCount; k += 3) {
    const nx = axes[k] as number;
    const ny = axes[k + 1] as number;
    if (apartAlong(points, nx, ny, axes[k + 2] as number, sx, sy, ex, ey, tolerance)) return false;
  }
  // the line's two normals (start to end, then end to start), unless it has no length: negating a
  // normal negates every projection exactly, so the second reads the first's numbers mirrored
  const nx = ey - sy;
  const ny = sx - ex;
  const length = hypot(nx, ny);
  if (length < 1e-12) return true;
  return !(
    apartAlong(points, nx, ny, length, sx, sy, ex, ey, tolerance) ||
    apartAlong(points, -nx, -ny, length, sx, sy, ex, ey, tolerance)
  );
}

/** Whether the box's points and the line from (sx, sy) to (ex, ey) project apart on the normal (nx, ny). */
function apartAlong(
  points: Convex['points'],
  nx: number,
  ny: number,
  length: number,
  sx: number,
  sy: number,
  ex: number,
  ey: number,
  tolerance: number,
): boolean {
  let minA = Number.POSITIVE_INFINITY;
  let maxA = Number.NEGATIVE_INFINITY;
  for (const r of points) {
    const t = (r.x * nx + r.y * ny) / length;
    if (t < minA) minA = t;
    if (t > maxA) maxA = t;
  }
  const t0 = (sx * nx + sy * ny) / length;
  const t1 = (ex * nx + ey * ny) / length;
  return maxA <= Math.min(t0, t1) + tolerance || Math.max(t0, t1) <= minA + tolerance;
}

function overlapsAny(box: Convex, others: Convex[], tolerance: number): boolean {
  for (const other of others) if (convexOverlap(box, other, tolerance)) return true;
  return false;
}

export function dimensionAnnotation(
  name: string,
  measuredStart: Point,
  measuredEnd: Point,
  offset: number,
  label: string,
  textHeight: number,
  arrowLength: number,
): UnplacedDimension | undefined {
  const length = hypot(measuredEnd.x - measuredStart.x, measuredEnd.y - measuredStart.y);
  if (length < 1e-9) return undefined;
  const ux = (measuredEnd.x - measuredStart.x) / length;
  const uy = (measuredEnd.y - measuredStart.y) / length;
  // offset is to the left of start -> end
  const shiftX = -uy * offset;
  const shiftY = ux * offset;
  const start = { x: measuredStart.x + shiftX, y: measuredStart.y + shiftY };
  const end = { x: measuredEnd.x + shiftX, y: measuredEnd.y + shiftY };
  const extensionLines: Array<[Point, Point]> =
    Math.abs(offset) > 1e-9
      ? [
          [measuredStart, start],
          [measuredEnd, end],
        ]
      : [];
  const size = Math.min(arrowLength, length / 3);
  const halfWidth = size * 0.3;
  const head = (tip: Point, dx: number, dy: number): Point[] => [
    tip,
    { x: tip.x - dx * size - dy * halfWidth, y: tip.y - dy * size + dx * halfWidth },
    { x: tip.x - dx * size + dy * halfWidth, y: tip.y - dy * size - dx * halfWidth },
  ];
  let angle = Math.atan2(uy, ux) / DEG;
  if (angle > 90 + 1e-9) angle -= 180;
  if (angle <= -90 + 1e-9) angle += 180;
  const gap = textHeight * 0.4;
  const textPosition = {
    x: (start.x + end.x) / 2 - Math.sin(angle * DEG) * gap,
    y: (start.y + end.y) / 2 + Math.cos(angle * DEG) * gap,
  };
  const textAngle = Math.round(angle * 1e9) / 1e9;
  const textWidth = labelWidth(label, textHeight);
  return {
    name,
    label,
    start,
    end,
    extensionLines,
    arrows: [head(end, ux, uy), head(start, -ux, -uy)],
    textPosition,
    textAngle,
    textWidth,
  };
}
