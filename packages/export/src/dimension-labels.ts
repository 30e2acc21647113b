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
export type UnplacedDimension = Omit<DimensionAnnotation, 'textBox'> & { textBox?: Point[] | undefined };

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
  // by code point, as the fonts advance; a pair is looked up only where one is kerned. A label of no
  // surrogate pairs (nearly every one) is read by index, with no iterator walked
  const characters = /[\uD800-\uDFFF]/.test(label) ? [...label] : label;
  for (let i = 0; i < characters.length; i++) {
    const character = characters[i] as string;
    em += LABEL_ADVANCE_EM[character] ?? LABEL_FALLBACK_ADVANCE_EM;
    if (previous !== undefined && KERNED_FIRST.has(previous))
      em += LABEL_KERNING_EM[`${previous}${character}`] ?? 0;
    previous = character;
  }
  return em * textHeight;
}

const KERNED_FIRST = new Set(Object.keys(LABEL_KERNING_EM).map((pair) => [...pair][0]));

/**
 * A label's box as numbers at `at` of an array: its corners counter-clockwise (x, y each), each edge's
 * normal (x, y and length, degenerate edges left out, `BOX_AXIS_COUNT` numbers of them used), then its
 * bounds (min x, min y, max x, max y). Spots tried and boxes placed are written over in arrays, so a
 * spot makes no points and a placed box no polygon of its own.
 */
const BOX = 25;
const BOX_AXES = 8;
const BOX_AXIS_COUNT = 20;
const BOX_BOUNDS = 21;

/**
 * The spot being tried (x, y), the text height, the overlap tolerance and the normal being projected
 * on (x, y, length): stored for the box and line tests, not passed, since V8 boxed every number
 * passed to a call it did not inline, for every spot, box and line tried.
 */
const trying = new Float64Array(7);
const X = 0;
const Y = 1;
const TEXT_HEIGHT = 2;
const TOLERANCE = 3;
const NX = 4;
const NY = 5;
const NORMAL_LENGTH = 6;

/** The box a label claims around its baseline centre, written at `at` of `box`: text from baseline to cap height, plus clearance. */
function fillLabelBox(box: Float64Array, at: number, label: UnplacedDimension): void {
  const x = trying[X] as number;
  const y = trying[Y] as number;
  const textHeight = trying[TEXT_HEIGHT] as number;
  const angle = label.textAngle;
  const width = label.textWidth;
  const clearance = textHeight * LABEL_CLEARANCE_EM;
  const ux = Math.cos(angle * DEG);
  const uy = Math.sin(angle * DEG);
  const left = -width / 2 - clearance;
  const right = width / 2 + clearance;
  const bottom = -clearance;
  const top = textHeight * LABEL_CAP_HEIGHT_EM + clearance;
  box[at] = x + ux * left - uy * bottom;
  box[at + 1] = y + uy * left + ux * bottom;
  box[at + 2] = x + ux * right - uy * bottom;
  box[at + 3] = y + uy * right + ux * bottom;
  box[at + 4] = x + ux * right - uy * top;
  box[at + 5] = y + uy * right + ux * top;
  box[at + 6] = x + ux * left - uy * top;
  box[at + 7] = y + uy * left + ux * top;
  // each edge's normal and the bounds, from the corners as written
  let count = 0;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < 4; i++) {
    const px = box[at + 2 * i] as number;
    const py = box[at + 2 * i + 1] as number;
    const j = (i + 1) % 4;
    const nx = (box[at + 2 * j + 1] as number) - py;
    const ny = px - (box[at + 2 * j] as number);
    const length = hypot(nx, ny);
    if (length >= 1e-12) {
      box[at + BOX_AXES + count] = nx;
      box[at + BOX_AXES + count + 1] = ny;
      box[at + BOX_AXES + count + 2] = length;
      count += 3;
    }
    if (px < minX) minX = px;
    if (px > maxX) maxX = px;
    if (py < minY) minY = py;
    if (py > maxY) maxY = py;
  }
  box[at + BOX_AXIS_COUNT] = count;
  box[at + BOX_BOUNDS] = minX;
  box[at + BOX_BOUNDS + 1] = minY;
  box[at + BOX_BOUNDS + 2] = maxX;
  box[at + BOX_BOUNDS + 3] = maxY;
}

/** Whether two boxes share more than an edge (separating axis test; touching is not overlapping). */
function boxesOverlap(a: Float64Array, at: number, b: Float64Array, bt: number): boolean {
  // every label tries many spots against every placed label and line: most pairs lie apart, which
  // their bounds show (apart bounds mean an edge normal separates them too)
  if (
    (a[at + BOX_BOUNDS + 2] as number) < (b[bt + BOX_BOUNDS] as number) ||
    (b[bt + BOX_BOUNDS + 2] as number) < (a[at + BOX_BOUNDS] as number) ||
    (a[at + BOX_BOUNDS + 3] as number) < (b[bt + BOX_BOUNDS + 1] as number) ||
    (b[bt + BOX_BOUNDS + 3] as number) < (a[at + BOX_BOUNDS + 1] as number)
  )
    return false;
  return !separatedByAxes(a, at, a, at, b, bt) && !separatedByAxes(b, bt, a, at, b, bt);
}

/** Whether one of the axes of the box at `st` of `shape` separates box `a` from box `b` by more than `tolerance`. */
function separatedByAxes(
  shape: Float64Array,
  st: number,
  a: Float64Array,
  at: number,
  b: Float64Array,
  bt: number,
): boolean {
  const tolerance = trying[TOLERANCE] as number;
  const count = shape[st + BOX_AXIS_COUNT] as number;
  for (let k = st + BOX_AXES; k < st + BOX_AXES + count; k += 3) {
    const nx = shape[k] as number;
    const ny = shape[k + 1] as number;
    const length = shape[k + 2] as number;
    let minA = Number.POSITIVE_INFINITY;
    let maxA = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < 8; i += 2) {
      const t = ((a[at + i] as number) * nx + (a[at + i + 1] as number) * ny) / length;
      if (t < minA) minA = t;
      if (t > maxA) maxA = t;
    }
    let minB = Number.POSITIVE_INFINITY;
    let maxB = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < 8; i += 2) {
      const t = ((b[bt + i] as number) * nx + (b[bt + i + 1] as number) * ny) / length;
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
 * crossing line alone never leaves a dimension out. A placed annotation is the one given, its label
 * moved and its box claimed.
 */
export function placeLabels(
  annotations: UnplacedDimension[],
  textHeight: number,
): { placed: DimensionAnnotation[]; omitted: string[] } {
  const placed: DimensionAnnotation[] = [];
  // the boxes placed, one after another, and after them the spot being tried
  if (labelBoxes.length < BOX * (annotations.length + 1))
    labelBoxes = new Float64Array(BOX * 2 * (annotations.length + 1));
  const boxes = labelBoxes;
  const omitted: string[] = [];
  const tolerance = textHeight * 1e-6;
  trying[TEXT_HEIGHT] = textHeight;
  trying[TOLERANCE] = tolerance;
  const step = textHeight * LABEL_STEP_EM;
  // each dimension's line and extension lines, once, as numbers: every other label is tried against them
  dimensionLines(annotations);
  const crossesALine = (index: number, at: number) => {
    for (let k = 0; k < annotations.length; k++) {
      if (k === index) continue;
      for (let line = linesFirst[k] as number; line < (linesFirst[k + 1] as number); line += LINE)
        if (crossesLine(boxes, at, linesData, line)) return true;
    }
    return false;
  };
  for (let index = 0; index < annotations.length; index++) {
    const annotation = annotations[index] as UnplacedDimension;
    const length = hypot(annotation.end.x - annotation.start.x, annotation.end.y - annotation.start.y);
    const ux = (annotation.end.x - annotation.start.x) / length;
    const uy = (annotation.end.y - annotation.start.y) / length;
    const steps = Math.floor((length / 2 + tolerance) / step);
    // the spot tried is written after the boxes placed
    const spot = BOX * placed.length;
    let found = false;
    let crossed = false;
    let crossedX = 0;
    let crossedY = 0;
    let x = 0;
    let y = 0;
    for (let i = 0; i <= 2 * steps; i++) {
      // 0, +1, -1, +2, -2, ... steps from the middle
      const shift = (i % 2 === 1 ? 1 : -1) * Math.ceil(i / 2) * step;
      x = annotation.textPosition.x + ux * shift;
      y = annotation.textPosition.y + uy * shift;
      trying[X] = x;
      trying[Y] = y;
      fillLabelBox(boxes, spot, annotation);
      let overlaps = false;
      for (let other = 0; other < spot && !overlaps; other += BOX)
        overlaps = boxesOverlap(boxes, spot, boxes, other);
      if (overlaps) continue;
      const crosses = crossesALine(index, spot);
      if (crosses && crossed) continue;
      if (!crosses) {
        found = true;
        break;
      }
      crossed = true;
      crossedX = x;
      crossedY = y;
    }
    if (!found && crossed) {
      x = crossedX;
      y = crossedY;
      trying[X] = x;
      trying[Y] = y;
      fillLabelBox(boxes, spot, annotation);
    }
    if (found || crossed) {
      // the middle spot the annotation came with is its own: moved in place
      const own = annotation as DimensionAnnotation;
      own.textPosition.x = x;
      own.textPosition.y = y;
      own.textBox = [
        { x: boxes[spot] as number, y: boxes[spot + 1] as number },
        { x: boxes[spot + 2] as number, y: boxes[spot + 3] as number },
        { x: boxes[spot + 4] as number, y: boxes[spot + 5] as number },
        { x: boxes[spot + 6] as number, y: boxes[spot + 7] as number },
      ];
      placed.push(own);
    } else omitted.push(annotation.name);
  }
  return { placed, omitted };
}

/**
 * The labels' boxes (`BOX` numbers each), and every dimension's line and extension lines as numbers
 * (the k-th dimension's lines from `linesFirst[k]` up to `linesFirst[k + 1]` of `linesData`, `LINE`
 * numbers each: start x, y, end x, y, then bounds): arrays kept from one placing to the next, grown
 * as needed (three typed arrays made for every file were a fifth of its labels' garbage).
 */
let labelBoxes = new Float64Array(BOX * 32);
let linesData = new Float64Array(8 * 96);
let linesFirst = new Int32Array(33);

/** Writes every dimension's line and extension lines into `linesData` and `linesFirst`. */
function dimensionLines(annotations: UnplacedDimension[]): void {
  let count = 0;
  for (let k = 0; k < annotations.length; k++)
    count += 1 + (annotations[k] as UnplacedDimension).extensionLines.length;
  if (linesData.length < count * LINE) linesData = new Float64Array(2 * count * LINE);
  if (linesFirst.length < annotations.length + 1) linesFirst = new Int32Array(2 * (annotations.length + 1));
  let at = 0;
  for (let k = 0; k < annotations.length; k++) {
    const annotation = annotations[k] as UnplacedDimension;
    linesFirst[k] = at;
    at = addLine(at, annotation.start, annotation.end);
    const { extensionLines } = annotation;
    for (let e = 0; e < extensionLines.length; e++) {
      const pair = extensionLines[e] as [Point, Point];
      at = addLine(at, pair[0], pair[1]);
    }
  }
  linesFirst[annotations.length] = at;
}

/** Writes the line from `a` to `b` at `at` of `linesData`; where the next goes. */
function addLine(at: number, a: Point, b: Point): number {
  linesData[at] = a.x;
  linesData[at + 1] = a.y;
  linesData[at + 2] = b.x;
  linesData[at + 3] = b.y;
  linesData[at + 4] = Math.min(a.x, b.x);
  linesData[at + 5] = Math.min(a.y, b.y);
  linesData[at + 6] = Math.max(a.x, b.x);
  linesData[at + 7] = Math.max(a.y, b.y);
  return at + LINE;
}

const LINE = 8;

/**
 * whether the box at `bt` of `box` overlaps the polygon of the line's two ends for the line at `at` of `data`, to the bit,
 * without the line's polygon: its two edges' normals are each other's negation, and so are the
 * projections on them.
 */
function crossesLine(box: Float64Array, bt: number, data: Float64Array, at: number): boolean {
  const sx = data[at] as number;
  const sy = data[at + 1] as number;
  const ex = data[at + 2] as number;
  const ey = data[at + 3] as number;
  if (
    (box[bt + BOX_BOUNDS + 2] as number) < (data[at + 4] as number) ||
    (data[at + 6] as number) < (box[bt + BOX_BOUNDS] as number) ||
    (box[bt + BOX_BOUNDS + 3] as number) < (data[at + 5] as number) ||
    (data[at + 7] as number) < (box[bt + BOX_BOUNDS + 1] as number)
  )
    return false;
  // the box's own normals, as separatedByAxes reads them
  const axes = bt + BOX_AXES;
  for (let k = axes; k < axes + (box[bt + BOX_AXIS_COUNT] as number); k += 3) {
    trying[NX] = box[k] as number;
    trying[NY] = box[k + 1] as number;
    trying[NORMAL_LENGTH] = box[k + 2] as number;
    if (apartAlong(box, bt, data, at)) return false;
  }
  // the line's two normals (start to end, then end to start), unless it has no length: negating a
  // normal negates every projection exactly, so the second reads the first's numbers mirrored
  const nx = ey - sy;
  const ny = sx - ex;
  const length = hypot(nx, ny);
  if (length < 1e-12) return true;
  trying[NX] = nx;
  trying[NY] = ny;
  trying[NORMAL_LENGTH] = length;
  if (apartAlong(box, bt, data, at)) return false;
  trying[NX] = -nx;
  trying[NY] = -ny;
  return !apartAlong(box, bt, data, at);
}

/**
 * Whether the box's corners and the line at `at` of `data` project apart on the normal in `trying`
 * (x, y and its length).
 */
function apartAlong(box: Float64Array, bt: number, data: Float64Array, at: number): boolean {
  const nx = trying[NX] as number;
  const ny = trying[NY] as number;
  const length = trying[NORMAL_LENGTH] as number;
  const tolerance = trying[TOLERANCE] as number;
  const sx = data[at] as number;
  const sy = data[at + 1] as number;
  const ex = data[at + 2] as number;
  const ey = data[at + 3] as number;
  let minA = Number.POSITIVE_INFINITY;
  let maxA = Number.NEGATIVE_INFINITY;
  for (let i = bt; i < bt + 8; i += 2) {
    const t = ((box[i] as number) * nx + (box[i + 1] as number) * ny) / length;
    if (t < minA) minA = t;
    if (t > maxA) maxA = t;
  }
  const t0 = (sx * nx + sy * ny) / length;
  const t1 = (ex * nx + ey * ny) / length;
  return maxA <= Math.min(t0, t1) + tolerance || Math.max(t0, t1) <= minA + tolerance;
}

/**
 * The dimension `dimensionAnnotation` draws next, in the document's unit: its measured points (start
 * x, y, end x, y), how far its line stands off them (left of start to end), the text height and the
 * arrows' length. Written here by the caller rather than passed, since V8 boxed every number passed
 * to a call it did not inline.
 */
export const measured = new Float64Array(7);
export const MEASURED_START_X = 0;
export const MEASURED_START_Y = 1;
export const MEASURED_END_X = 2;
export const MEASURED_END_Y = 3;
export const MEASURED_OFFSET = 4;
export const MEASURED_TEXT_HEIGHT = 5;
export const MEASURED_ARROW_LENGTH = 6;

/**
 * The dimension in `measured` as drawn, labelled `label`; none of zero length. A point equal to one of
 * `previous`'s ends (as a chain's links meet, or two overall sizes start at one corner) is that point,
 * not a copy: a document's annotations are only read.
 */
export function dimensionAnnotation(
  name: string,
  label: string,
  previous: UnplacedDimension | undefined,
): UnplacedDimension | undefined {
  const measuredStartX = measured[MEASURED_START_X] as number;
  const measuredStartY = measured[MEASURED_START_Y] as number;
  const measuredEndX = measured[MEASURED_END_X] as number;
  const measuredEndY = measured[MEASURED_END_Y] as number;
  const offset = measured[MEASURED_OFFSET] as number;
  const textHeight = measured[MEASURED_TEXT_HEIGHT] as number;
  const length = hypot(measuredEndX - measuredStartX, measuredEndY - measuredStartY);
  if (length < 1e-9) return undefined;
  const ux = (measuredEndX - measuredStartX) / length;
  const uy = (measuredEndY - measuredStartY) / length;
  // offset is to the left of start -> end
  const shiftX = -uy * offset;
  const shiftY = ux * offset;
  const startX = measuredStartX + shiftX;
  const startY = measuredStartY + shiftY;
  const endX = measuredEndX + shiftX;
  const endY = measuredEndY + shiftY;
  const start = sharedPoint(startX, startY, previous);
  const end = sharedPoint(endX, endY, previous);
  // the measured points are kept only as the extension lines' feet
  const extensionLines: Array<[Point, Point]> =
    Math.abs(offset) > 1e-9
      ? [
          [sharedPoint(measuredStartX, measuredStartY, previous), start],
          [sharedPoint(measuredEndX, measuredEndY, previous), end],
        ]
      : [];
  const size = Math.min(measured[MEASURED_ARROW_LENGTH] as number, length / 3);
  const halfWidth = size * 0.3;
  // each head written out, tip first (a closure over the sizes was made and boxed them per dimension)
  const bx = -ux;
  const by = -uy;
  const arrows: [Point[], Point[]] = [
    [
      end,
      { x: endX - ux * size - uy * halfWidth, y: endY - uy * size + ux * halfWidth },
      { x: endX - ux * size + uy * halfWidth, y: endY - uy * size - ux * halfWidth },
    ],
    [
      start,
      { x: startX - bx * size - by * halfWidth, y: startY - by * size + bx * halfWidth },
      { x: startX - bx * size + by * halfWidth, y: startY - by * size - bx * halfWidth },
    ],
  ];
  let angle = Math.atan2(uy, ux) / DEG;
  if (angle > 90 + 1e-9) angle -= 180;
  if (angle <= -90 + 1e-9) angle += 180;
  const gap = textHeight * 0.4;
  const textPosition = {
    x: (startX + endX) / 2 - Math.sin(angle * DEG) * gap,
    y: (startY + endY) / 2 + Math.cos(angle * DEG) * gap,
  };
  const textAngle = Math.round(angle * 1e9) / 1e9;
  const textWidth = labelWidth(label, textHeight);
  // the box is claimed by placeLabels; made with its slot, an annotation grows no property store then
  return {
    name,
    label,
    start,
    end,
    extensionLines,
    arrows,
    textPosition,
    textAngle,
    textWidth,
    textBox: undefined,
  };
}

/**
 * `previous`'s start, end or an extension line's foot at exactly (`x`, `y`) (a zero of the same sign:
 * a writer's directions read it), or a new point there.
 */
function sharedPoint(x: number, y: number, previous: UnplacedDimension | undefined): Point {
  if (previous !== undefined) {
    if (samePoint(previous.start, x, y)) return previous.start;
    if (samePoint(previous.end, x, y)) return previous.end;
    const { extensionLines } = previous;
    for (let i = 0; i < extensionLines.length; i++) {
      const foot = (extensionLines[i] as [Point, Point])[0];
      if (samePoint(foot, x, y)) return foot;
    }
  }
  return { x, y };
}

const samePoint = (p: Point, x: number, y: number): boolean =>
  p.x === x && p.y === y && (x !== 0 || 1 / p.x === 1 / x) && (y !== 0 || 1 / p.y === 1 / y);
