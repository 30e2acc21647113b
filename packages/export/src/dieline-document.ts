import {
  type ArcSegment,
  arcSweep,
  artworkFrame,
  type Bounds,
  boundsOf,
  type DimensionLine,
  displayLength,
  isLayout,
  type Layout,
  type LinePath,
  layoutBounds,
  layoutDimensions,
  layoutGlueAreas,
  layoutLines,
  layoutRegions,
  MM_PER_INCH,
  offsetRegions,
  type PanelGraph,
  type Point,
  type Segment,
  singleCopyLayout,
} from '@diecut/geometry';

/** The unit a file is written in: its coordinates, sizes and dimension labels. */
export type OutputUnit = 'mm' | 'in';

/** What the PDF header lists about the dieline (interface `pdf_header`). */
export interface DielineHeader {
  templateId: string;
  templateName: string;
  /** ECMA or FEFCO code; null when the style has none. */
  standardCode?: string | null;
  /** Every variable as requested, with its unit where it is a length. */
  variables: Array<{ name: string; value: number | boolean | string; unit?: string }>;
  /** Board, e.g. `0.5 mm` or `SBS 350 g/m²`. */
  material?: string;
  createdAt: Date;
  /** More lines after the variables: a nesting's sheet, copies, efficiency and knife lengths. */
  notes?: string[];
}

/** Options every writer takes. */
export interface DielineWriterOptions {
  /** Unit of the output file; `mm` by default. */
  unit?: OutputUnit;
  /** Dimension labels with arrows on the ANNOTATION layer (`dimension_texts`); on by default. */
  dimensionTexts?: boolean;
  /** Bleed in mm: when above 0, the blank grown by this much is drawn on the BLEED layer (`overflow`). */
  bleed?: number;
  /** Header of a PDF page (`pdf_header`); CFF2 files carry it as ORDER notes. Other formats ignore it. */
  header?: DielineHeader;
  /** Empty space around the drawing on SVG and PDF pages, mm; 10 by default. */
  margin?: number;
}

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

/**
 * A dieline ready to write: plain geometry in the output unit with the blank's lower-left corner at
 * the origin (y up), so that each writer only formats it.
 */
export interface DielineDocument {
  unit: OutputUnit;
  /** Blank size in the unit. */
  width: number;
  height: number;
  /** Everything drawn (blank, bleed, captions, sheet), in the unit. */
  extent: Bounds;
  /** The artwork frame (`artworkFrame`: the blank grown by the bleed), in the unit: a PDF's BleedBox. */
  artwork: Bounds;
  /** Page margin in the unit. */
  margin: number;
  lines: LinePath[];
  /** Closed rings of the bleed outline; empty without bleed. */
  bleed: Point[][];
  glueAreas: Point[][];
  dimensions: DimensionAnnotation[];
  /** Names of the dimensions left out because their label found no place clear of the others. */
  omittedDimensions: string[];
  /** Height of dimension labels in the unit: the font size (em) in SVG and PDF. */
  textHeight: number;
  /**
   * The name of each piece of a multi-part dieline, centred under it (baseline centre, unit), so the
   * die maker and the finisher know which blank is which; none for one blank or a nesting.
   */
  captions: Array<{ text: string; position: Point; width: number }>;
  header?: DielineHeader;
  /**
   * The press sheet of a nesting, in the unit: its outline and the usable area inside its margins
   * (closed rings). The sheet's lower-left corner is the origin, and `width` and `height` are its size.
   */
  sheet?: { outline: Point[]; usable: Point[] };
}

const TEXT_HEIGHT_MM = 3;
/** Room between a piece of a multi-part dieline and its caption, mm. */
const CAPTION_GAP_MM = 3;
const ARROW_LENGTH_MM = 2.5;
const DEFAULT_MARGIN_MM = 10;
/** How far a nesting's overall width and height lines stand off its copies, mm. */
const OVERALL_OFFSET_MM = 8;

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
  m: 0.876,
  i: 0.243,
  n: 0.591,
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

/** mm per unit of the output. */
export const MM_PER_UNIT: Record<OutputUnit, number> = { mm: 1, in: MM_PER_INCH };

/** Decimals written for coordinates: 0.0001 mm, or 0.000001 in (0.0000254 mm). */
export const COORDINATE_DECIMALS: Record<OutputUnit, number> = { mm: 4, in: 6 };

/** A number with fixed decimals and no trailing zeros, never `-0`: the same graph always gives the same bytes. */
export function formatNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  // trailing zeros, then a bare point, cut by index: every coordinate of every file passes here
  let end = fixed.length;
  if (fixed.includes('.')) {
    while (fixed.charCodeAt(end - 1) === ZERO) end--;
    if (fixed.charCodeAt(end - 1) === POINT) end--;
  }
  const trimmed = end === fixed.length ? fixed : fixed.slice(0, end);
  return trimmed === '-0' ? '0' : trimmed;
}

const ZERO = 48;
const POINT = 46;

const DEG = Math.PI / 180;

/** An arc split into pieces of at most `maxSweep` degrees, same direction (SVG arcs and PDF curves stay exact). */
export function splitArc(segment: ArcSegment, maxSweep: number): ArcSegment[] {
  const sweep = arcSweep(segment);
  const pieces = Math.max(1, Math.ceil(sweep / maxSweep - 1e-9));
  const sign = segment.clockwise ? -1 : 1;
  const step = (sweep / pieces) * sign;
  return Array.from({ length: pieces }, (_, i) => ({
    ...segment,
    startAngle: segment.startAngle + step * i,
    endAngle: segment.startAngle + step * (i + 1),
  }));
}

/** Width of a label's text at a text height (font size), from the advance widths of the label fonts. */
export function labelWidth(label: string, textHeight: number): number {
  const characters = [...label];
  let em = 0;
  characters.forEach((character, i) => {
    em += LABEL_ADVANCE_EM[character] ?? LABEL_FALLBACK_ADVANCE_EM;
    if (i > 0) em += LABEL_KERNING_EM[`${characters[i - 1]}${character}`] ?? 0;
  });
  return em * textHeight;
}

/** The box a label claims around its baseline centre: text from baseline to cap height, plus clearance. */
function labelBox(position: Point, angle: number, width: number, textHeight: number): Point[] {
  const clearance = textHeight * LABEL_CLEARANCE_EM;
  const ux = Math.cos(angle * DEG);
  const uy = Math.sin(angle * DEG);
  const left = -width / 2 - clearance;
  const right = width / 2 + clearance;
  const bottom = -clearance;
  const top = textHeight * LABEL_CAP_HEIGHT_EM + clearance;
  return [
    [left, bottom],
    [right, bottom],
    [right, top],
    [left, top],
  ].map(([along, up]) => ({
    x: position.x + ux * (along as number) - uy * (up as number),
    y: position.y + uy * (along as number) + ux * (up as number),
  }));
}

/** Whether two convex polygons share more than an edge (separating axis test; touching is not overlapping). */
function convexOverlap(a: Point[], b: Point[], tolerance: number): boolean {
  for (const polygon of [a, b]) {
    for (let i = 0; i < polygon.length; i++) {
      const p = polygon[i] as Point;
      const q = polygon[(i + 1) % polygon.length] as Point;
      const nx = q.y - p.y;
      const ny = p.x - q.x;
      const length = Math.hypot(nx, ny);
      if (length < 1e-12) continue;
      const project = (points: Point[]) => points.map((r) => (r.x * nx + r.y * ny) / length);
      const pa = project(a);
      const pb = project(b);
      if (Math.max(...pa) <= Math.min(...pb) + tolerance || Math.max(...pb) <= Math.min(...pa) + tolerance)
        return false;
    }
  }
  return true;
}

/**
 * Keeps labels off each other, in the order of the graph's dimensions: a label whose box overlaps one
 * already placed slides along its dimension line (nearest free spot first, its centre staying on the
 * line); when no spot on the line is free, the dimension is left out rather than drawn unreadable.
 * Among free spots, one that no other dimension's line or extension line crosses comes first, but a
 * crossing line alone never leaves a dimension out.
 */
function placeLabels(
  annotations: DimensionAnnotation[],
  textHeight: number,
): { placed: DimensionAnnotation[]; omitted: string[] } {
  const placed: DimensionAnnotation[] = [];
  const omitted: string[] = [];
  const tolerance = textHeight * 1e-6;
  const step = textHeight * LABEL_STEP_EM;
  const linesOf = (annotation: DimensionAnnotation): Point[][] => [
    [annotation.start, annotation.end],
    ...annotation.extensionLines,
  ];
  for (const annotation of annotations) {
    const length = Math.hypot(annotation.end.x - annotation.start.x, annotation.end.y - annotation.start.y);
    const ux = (annotation.end.x - annotation.start.x) / length;
    const uy = (annotation.end.y - annotation.start.y) / length;
    const steps = Math.floor((length / 2 + tolerance) / step);
    const otherLines = annotations.filter((other) => other !== annotation).flatMap(linesOf);
    let clear: { textPosition: Point; textBox: Point[] } | undefined;
    let crossed: typeof clear;
    for (let i = 0; i <= 2 * steps && !clear; i++) {
      // 0, +1, -1, +2, -2, ... steps from the middle
      const shift = (i % 2 === 1 ? 1 : -1) * Math.ceil(i / 2) * step;
      const textPosition = {
        x: annotation.textPosition.x + ux * shift,
        y: annotation.textPosition.y + uy * shift,
      };
      const textBox = labelBox(textPosition, annotation.textAngle, annotation.textWidth, textHeight);
      if (placed.some((other) => convexOverlap(textBox, other.textBox, tolerance))) continue;
      if (otherLines.some((line) => convexOverlap(textBox, line, tolerance)))
        crossed ??= { textPosition, textBox };
      else clear = { textPosition, textBox };
    }
    const spot = clear ?? crossed;
    if (spot) placed.push({ ...annotation, ...spot });
    else omitted.push(annotation.name);
  }
  return { placed, omitted };
}

function dimensionAnnotation(
  name: string,
  measuredStart: Point,
  measuredEnd: Point,
  offset: number,
  label: string,
  textHeight: number,
  arrowLength: number,
): DimensionAnnotation | undefined {
  const length = Math.hypot(measuredEnd.x - measuredStart.x, measuredEnd.y - measuredStart.y);
  if (length < 1e-9) return undefined;
  const ux = (measuredEnd.x - measuredStart.x) / length;
  const uy = (measuredEnd.y - measuredStart.y) / length;
  // offset is to the left of start -> end
  const shift = { x: -uy * offset, y: ux * offset };
  const start = { x: measuredStart.x + shift.x, y: measuredStart.y + shift.y };
  const end = { x: measuredEnd.x + shift.x, y: measuredEnd.y + shift.y };
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
  const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  const textPosition = { x: mid.x - Math.sin(angle * DEG) * gap, y: mid.y + Math.cos(angle * DEG) * gap };
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
    textBox: labelBox(textPosition, textAngle, textWidth, textHeight),
  };
}

/**
 * Turns a panel graph, or a layout of placed copies, into the document the writers format: lines by
 * type (cuts of abutting copies merged into one knife), bleed, glue areas and dimension annotations
 * (on the first copy), moved so the drawing's lower-left corner is the origin and scaled to the unit.
 */
export function buildDielineDocument(
  source: PanelGraph | Layout,
  options: DielineWriterOptions = {},
): DielineDocument {
  const layout = isLayout(source) ? source : singleCopyLayout(source);
  const unit = options.unit ?? 'mm';
  const scale = 1 / MM_PER_UNIT[unit];
  const copies = layoutBounds(layout);
  const { sheet } = layout;
  // a nesting is drawn from the sheet's corner; a dieline from its blank's
  const blank = sheet ? { minX: 0, minY: 0, maxX: sheet.width, maxY: sheet.height } : copies;
  const at = (p: Point): Point => ({ x: (p.x - blank.minX) * scale, y: (p.y - blank.minY) * scale });
  const moveSegment = (segment: Segment): Segment =>
    segment.type === 'line'
      ? { type: 'line', start: at(segment.start), end: at(segment.end) }
      : { ...segment, center: at(segment.center), radius: segment.radius * scale };
  const lines = layoutLines(layout).map(({ lineType, segments }) => ({
    lineType,
    segments: segments.map(moveSegment),
  }));
  const bleedMm = options.bleed ?? 0;
  const bleed =
    bleedMm > 0
      ? offsetRegions(layoutRegions(layout), bleedMm).flatMap((region) =>
          [region.outer, ...region.holes].map((ring) => ring.map(at)),
        )
      : [];
  const width = (blank.maxX - blank.minX) * scale;
  const height = (blank.maxY - blank.minY) * scale;
  const placedCopies = [at({ x: copies.minX, y: copies.minY }), at({ x: copies.maxX, y: copies.maxY })];
  const textHeight = TEXT_HEIGHT_MM * scale;
  const named = !sheet && layout.copies.length > 1 && layout.copies.every((copy) => copy.name);
  const captions = named
    ? layout.copies.map((copy) => {
        const piece = layoutBounds({ copies: [copy] });
        const text = copy.name as string;
        // under the piece, clear of its bleed and its dimension labels' arrows
        const position = at({
          x: (piece.minX + piece.maxX) / 2,
          y: piece.minY - (bleedMm + CAPTION_GAP_MM + TEXT_HEIGHT_MM),
        });
        return { text, position, width: labelWidth(text, textHeight) };
      })
    : [];
  const captionCorners = captions.flatMap(({ position, width: textWidth }) => [
    { x: position.x - textWidth / 2, y: position.y },
    { x: position.x + textWidth / 2, y: position.y + textHeight },
  ]);
  const extent =
    bleed.length > 0 || sheet || captions.length > 0
      ? boundsOf([
          { x: 0, y: 0 },
          { x: width, y: height },
          ...(sheet ? placedCopies : []),
          ...bleed.flat(),
          ...captionCorners,
        ])
      : { minX: 0, minY: 0, maxX: width, maxY: height };
  // a nesting also shows its overall width and height, below and left of the copies
  const overall: DimensionLine[] = sheet
    ? [
        {
          name: 'overall_width',
          start: { x: copies.minX, y: copies.minY },
          end: { x: copies.maxX, y: copies.minY },
          offset: -OVERALL_OFFSET_MM,
          valueMm: copies.maxX - copies.minX,
        },
        {
          name: 'overall_height',
          start: { x: copies.minX, y: copies.minY },
          end: { x: copies.minX, y: copies.maxY },
          offset: OVERALL_OFFSET_MM,
          valueMm: copies.maxY - copies.minY,
        },
      ]
    : [];
  const annotations =
    options.dimensionTexts === false
      ? []
      : [...layoutDimensions(layout), ...overall]
          .map((dimension) =>
            dimensionAnnotation(
              dimension.name,
              at(dimension.start),
              at(dimension.end),
              dimension.offset * scale,
              `${displayLength(dimension.valueMm, unit)} ${unit}${'measure' in dimension && dimension.measure ? ` ${dimension.measure}` : ''}`,
              textHeight,
              ARROW_LENGTH_MM * scale,
            ),
          )
          .filter((annotation): annotation is DimensionAnnotation => annotation !== undefined);
  const { placed: dimensions, omitted: omittedDimensions } = placeLabels(annotations, textHeight);
  return {
    unit,
    width,
    height,
    extent,
    margin: (options.margin ?? DEFAULT_MARGIN_MM) * scale,
    lines,
    bleed,
    glueAreas: layoutGlueAreas(layout).map((area) => area.map(at)),
    dimensions,
    omittedDimensions,
    textHeight,
    captions,
    artwork: (() => {
      const frame = artworkFrame(layout, bleedMm);
      const low = at({ x: frame.minX, y: frame.minY });
      const high = at({ x: frame.minX + frame.width, y: frame.minY + frame.height });
      return { minX: low.x, minY: low.y, maxX: high.x, maxY: high.y };
    })(),
    ...(options.header ? { header: options.header } : {}),
    ...(sheet
      ? {
          sheet: {
            outline: rectangleRing(0, 0, sheet.width, sheet.height).map(at),
            usable: rectangleRing(
              sheet.margins.side,
              sheet.margins.bottom,
              sheet.width - sheet.margins.side,
              sheet.height - sheet.margins.top,
            ).map(at),
          },
        }
      : {}),
  };
}

const rectangleRing = (minX: number, minY: number, maxX: number, maxY: number): Point[] => [
  { x: minX, y: minY },
  { x: maxX, y: minY },
  { x: maxX, y: maxY },
  { x: minX, y: maxY },
];
