import {
  type ArcSegment,
  arcSweep,
  type Bounds,
  blankBounds,
  blankRegions,
  boundsOf,
  dielineLines,
  displayLength,
  type LinePath,
  MM_PER_INCH,
  offsetRegions,
  type PanelGraph,
  type Point,
  type Segment,
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
  /** Centre of the label's baseline. */
  textPosition: Point;
  /** Degrees counter-clockwise, between -90 and 90 so that the label never reads upside down. */
  textAngle: number;
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
  /** Everything drawn (blank and bleed), in the unit. */
  extent: Bounds;
  /** Page margin in the unit. */
  margin: number;
  lines: LinePath[];
  /** Closed rings of the bleed outline; empty without bleed. */
  bleed: Point[][];
  glueAreas: Point[][];
  dimensions: DimensionAnnotation[];
  /** Height of dimension labels in the unit. */
  textHeight: number;
  header?: DielineHeader;
}

const TEXT_HEIGHT_MM = 3;
const ARROW_LENGTH_MM = 2.5;
const DEFAULT_MARGIN_MM = 10;

/** mm per unit of the output. */
export const MM_PER_UNIT: Record<OutputUnit, number> = { mm: 1, in: MM_PER_INCH };

/** Decimals written for coordinates: 0.0001 mm, or 0.000001 in (0.0000254 mm). */
export const COORDINATE_DECIMALS: Record<OutputUnit, number> = { mm: 4, in: 6 };

/** A number with fixed decimals and no trailing zeros, never `-0`: the same graph always gives the same bytes. */
export function formatNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  if (/^-0\.?0*$/.test(fixed)) return '0';
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

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
  return {
    name,
    label,
    start,
    end,
    extensionLines,
    arrows: [head(end, ux, uy), head(start, -ux, -uy)],
    textPosition,
    textAngle: Math.round(angle * 1e9) / 1e9,
  };
}

/**
 * Turns a panel graph into the document the writers format: lines by type, bleed, glue areas and
 * dimension annotations, moved so the blank's lower-left corner is the origin and scaled to the unit.
 */
export function buildDielineDocument(graph: PanelGraph, options: DielineWriterOptions = {}): DielineDocument {
  const unit = options.unit ?? 'mm';
  const scale = 1 / MM_PER_UNIT[unit];
  const blank = blankBounds(graph);
  const at = (p: Point): Point => ({ x: (p.x - blank.minX) * scale, y: (p.y - blank.minY) * scale });
  const moveSegment = (segment: Segment): Segment =>
    segment.type === 'line'
      ? { type: 'line', start: at(segment.start), end: at(segment.end) }
      : { ...segment, center: at(segment.center), radius: segment.radius * scale };
  const lines = dielineLines(graph).map(({ lineType, segments }) => ({
    lineType,
    segments: segments.map(moveSegment),
  }));
  const bleedMm = options.bleed ?? 0;
  const bleed =
    bleedMm > 0
      ? offsetRegions(blankRegions(graph), bleedMm).flatMap((region) =>
          [region.outer, ...region.holes].map((ring) => ring.map(at)),
        )
      : [];
  const width = (blank.maxX - blank.minX) * scale;
  const height = (blank.maxY - blank.minY) * scale;
  const extent =
    bleed.length > 0
      ? boundsOf([{ x: 0, y: 0 }, { x: width, y: height }, ...bleed.flat()])
      : { minX: 0, minY: 0, maxX: width, maxY: height };
  const textHeight = TEXT_HEIGHT_MM * scale;
  const dimensions =
    options.dimensionTexts === false
      ? []
      : graph.dimensions
          .map((dimension) =>
            dimensionAnnotation(
              dimension.name,
              at(dimension.start),
              at(dimension.end),
              dimension.offset * scale,
              `${displayLength(dimension.valueMm, unit)} ${unit}`,
              textHeight,
              ARROW_LENGTH_MM * scale,
            ),
          )
          .filter((annotation): annotation is DimensionAnnotation => annotation !== undefined);
  return {
    unit,
    width,
    height,
    extent,
    margin: (options.margin ?? DEFAULT_MARGIN_MM) * scale,
    lines,
    bleed,
    glueAreas: graph.glueAreas.map((area) => area.polygon.map(at)),
    dimensions,
    textHeight,
    ...(options.header ? { header: options.header } : {}),
  };
}
