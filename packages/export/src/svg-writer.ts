import {
  arcSweep,
  type Layout,
  type LineType,
  type PanelGraph,
  type Point,
  type Segment,
  segmentEnd,
  segmentStart,
} from '@diecut/geometry';
import {
  apart,
  arcPieces,
  COORDINATE_DECIMALS,
  DEG,
  type DielineDocument,
  type DielineWriterOptions,
  dielineDocumentParts,
  type LinesToMove,
  linesInPlace,
  MM_PER_UNIT,
  splitArc,
} from './dieline-document';
import type { DimensionAnnotation } from './dimension-labels';
import { FILM_STYLE, GLUE_STYLE, LINE_STYLES, SHEET_STYLE } from './line-styles';
import { TextWriter } from './text-writer';

const INKSCAPE_NS = 'http://www.inkscape.org/namespaces/inkscape';
/** Dieline strokes are 1 pt wide, annotations thinner: print files want about 1 pt, 0.3 pt at least. */
const LINE_WIDTH_MM = 25.4 / 72;
const ANNOTATION_WIDTH_MM = 0.35 * (25.4 / 72);

const escapeXml = (text: string): string =>
  // most texts (every dimension's name and label) have nothing to escape: no new strings for them
  /[&<>"]/.test(text)
    ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    : text;

/** Path data of segments; arcs stay arcs, split into pieces of at most 90 degrees. */
export function segmentsPath(
  segments: Segment[],
  pt: (p: Point) => string,
  num: (v: number) => string,
): string {
  // one string grown piece by piece: every line of every file passes here, and a list of parts (and
  // a list per segment) was garbage
  let path = '';
  let cursor: Point | undefined;
  const move = (start: Point) => {
    if (!cursor || apart(cursor.x - start.x, cursor.y - start.y))
      path += path === '' ? `M${pt(start)}` : ` M${pt(start)}`;
  };
  for (const segment of segments) {
    if (segment.type === 'line') {
      move(segment.start);
      path += ` L${pt(segment.end)}`;
      cursor = segment.end;
      continue;
    }
    for (const piece of splitArc(segment, 90)) {
      move(segmentStart(piece));
      // the y flip turns a counter-clockwise sheet arc clockwise in SVG's y-down frame: sweep-flag 0
      const large = arcSweep(piece) > 180 ? 1 : 0;
      const sweep = piece.clockwise ? 1 : 0;
      const r = num(piece.radius);
      cursor = segmentEnd(piece);
      path += ` A${r} ${r} 0 ${large} ${sweep} ${pt(cursor)}`;
    }
  }
  return path;
}

/**
 * The SVG page of one document as it is written: sheet coordinates (y up, blank at the origin) mapped
 * to the page (y down, margin around), and numbers written straight into the file's text.
 */
class SvgPage {
  readonly decimals: number;
  private readonly minX: number;
  private readonly maxY: number;
  private readonly margin: number;

  constructor(
    readonly out: TextWriter,
    document: DielineDocument,
  ) {
    this.decimals = COORDINATE_DECIMALS[document.unit];
    this.minX = document.extent.minX;
    this.maxY = document.extent.maxY;
    this.margin = document.margin;
  }

  num(value: number): TextWriter {
    return this.out.number(value, this.decimals);
  }

  x(p: Point): number {
    return p.x - this.minX + this.margin;
  }

  y(p: Point): number {
    return this.maxY - p.y + this.margin;
  }

  /** A point as `x y`. */
  point(p: Point): TextWriter {
    this.at[0] = p.x;
    this.at[1] = p.y;
    return this.writeAt();
  }

  /** A closed ring's path data: `M` to the first point, ` L` to each next, ` Z`. */
  ring(ring: Point[]): void {
    for (let i = 0; i < ring.length; i++) {
      this.out.text(i === 0 ? 'M' : ' L');
      this.point(ring[i] as Point);
    }
    this.out.text(' Z');
  }

  /**
   * The point stored in `at` (x, y), as `point` writes it. Coordinates are stored, not passed, on
   * their way here: V8 boxed every number passed to, or handed back from, a call it did not inline.
   */
  private writeAt(): TextWriter {
    return this.num((this.at[0] as number) - this.minX + this.margin)
      .text(' ')
      .number(this.maxY - (this.at[1] as number) + this.margin, this.decimals);
  }

  /** Where the next point to write is stored: x, y. */
  private readonly at = new Float64Array(2);

  /**
   * Path data of segments, as `segmentsPath` writes it, each point moved into the document as it is
   * written (`move`'s numbers as they are: no moved copy of a line is made).
   */
  segments(segments: Segment[], { originX, originY, scale }: LinesToMove): void {
    const { out } = this;
    // the pen's place as numbers: a pen move is written only where a segment starts elsewhere
    // (`apart`)
    let atX = 0;
    let atY = 0;
    let started = false;
    for (let k = 0; k < segments.length; k++) {
      const segment = segments[k] as Segment;
      if (segment.type === 'line') {
        const sx = (segment.start.x - originX) * scale;
        const sy = (segment.start.y - originY) * scale;
        const ex = (segment.end.x - originX) * scale;
        const ey = (segment.end.y - originY) * scale;
        if (!started || apart(atX - sx, atY - sy)) {
          out.text(started ? ' M' : 'M');
          this.at[0] = sx;
          this.at[1] = sy;
          this.writeAt();
        }
        out.text(' L');
        this.at[0] = ex;
        this.at[1] = ey;
        this.writeAt();
        atX = ex;
        atY = ey;
        started = true;
        continue;
      }
      // the arc moved as movedArc moves it and split as splitArc splits it, each piece's ends where
      // pointOnArc puts them: numbers only, no piece made
      const cx = (segment.center.x - originX) * scale;
      const cy = (segment.center.y - originY) * scale;
      const radius = segment.radius * scale;
      const { startAngle, clockwise } = segment;
      const sweep = arcSweep(segment);
      const pieces = arcPieces(sweep, 90);
      const step = (sweep / pieces) * (clockwise ? -1 : 1);
      for (let i = 0; i < pieces; i++) {
        const from = startAngle + step * i;
        const to = startAngle + step * (i + 1);
        const sx = cx + radius * Math.cos(from * DEG);
        const sy = cy + radius * Math.sin(from * DEG);
        if (!started || apart(atX - sx, atY - sy)) {
          out.text(started ? ' M' : 'M');
          this.at[0] = sx;
          this.at[1] = sy;
          this.writeAt();
        }
        atX = cx + radius * Math.cos(to * DEG);
        atY = cy + radius * Math.sin(to * DEG);
        started = true;
        // the piece's own sweep, as arcSweep gives it
        const turned = (((clockwise ? from - to : to - from) % 360) + 360) % 360;
        const turn = (turned === 0 ? 360 : turned) > 180;
        out.text(' A');
        this.num(radius).text(' ');
        this.num(radius).text(turn ? ' 0 1 ' : ' 0 0 ');
        // the y flip turns a counter-clockwise sheet arc clockwise in SVG's y-down frame: sweep-flag 0
        out.text(clockwise ? '1 ' : '0 ');
        this.at[0] = atX;
        this.at[1] = atY;
        this.writeAt();
      }
    }
  }

  /** A layer's opening tag up to its own attributes, which the caller writes before `>`. */
  openLayer(id: string): TextWriter {
    return this.out
      .text('<g id="')
      .text(id)
      .text('" inkscape:groupmode="layer" inkscape:label="')
      .text(id)
      .text('"');
  }
}

/** The writer every SVG is written with, one at a time (writing never waits). */
const writer = new TextWriter();

/** Writes a prepared dieline document as SVG. */
export function renderDielineSvg(document: DielineDocument): string {
  return writeDocument(document).toString();
}

/** The SVG of a prepared dieline document as UTF-8 bytes, as a file is stored. */
export function renderDielineSvgBytes(document: DielineDocument): Uint8Array {
  return writeDocument(document).toBytes();
}

/** The SVG of a layout as UTF-8 bytes: `renderDielineSvgBytes(buildDielineDocument(layout, options))`. */
export function writeSvgBytes(source: PanelGraph | Layout, options: DielineWriterOptions = {}): Uint8Array {
  const { document, toMove } = dielineDocumentParts(source, options, false);
  return writeDocument(document, toMove).toBytes();
}

/** The document written into the shared writer, whose text it then holds; its lines from `toMove`. */
function writeDocument(document: DielineDocument, toMove = linesInPlace(document)): TextWriter {
  const page = new SvgPage(writer.reset(), document);
  svgOpening(document, page);
  if (document.sheet) sheetLayer(document.sheet, document.unit, page);
  if (document.glueAreas.length > 0) areaLayer(document.glueAreas, GLUE_STYLE, '0.6', page);
  if (document.filmAreas.length > 0) areaLayer(document.filmAreas, FILM_STYLE, '0.4', page);
  if (document.bleed.length > 0) bleedLayer(document.bleed, document.unit, page);
  // marks (a stitched joint's stitches) go into the one annotation layer, with the dimensions
  for (const { lineType, segments } of toMove.paths)
    if (lineType !== 'annotation') lineLayer(lineType, segments, document.unit, page, toMove);
  const marks = toMove.paths
    .filter((path) => path.lineType === 'annotation')
    .flatMap((path) => path.segments);
  if (document.dimensions.length > 0 || document.captions.length > 0 || marks.length > 0)
    annotationLayer(document, page, marks, toMove);
  return page.out.text('</svg>\n');
}

/** The XML declaration and the `<svg>` element at real size, with the template as its title. */
function svgOpening(document: DielineDocument, page: SvgPage): void {
  const { unit, extent, margin } = document;
  const pageWidth = extent.maxX - extent.minX + 2 * margin;
  const pageHeight = extent.maxY - extent.minY + 2 * margin;
  const { out } = page;
  out.text('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n');
  out.text(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="${INKSCAPE_NS}" version="1.1" width="`);
  page.num(pageWidth).text(unit).text('" height="');
  page.num(pageHeight).text(unit).text('" viewBox="0 0 ');
  page.num(pageWidth).text(' ');
  page.num(pageHeight).text('">\n');
  if (document.header) {
    const { templateName, templateId } = document.header;
    out
      .text('<title>')
      .text(escapeXml(`${templateName} (${templateId})`))
      .text('</title>\n');
  }
}

/** Numbers separated by spaces (a dash pattern), each mm value in the unit. */
function writeDash(page: SvgPage, dashMm: readonly number[], perMm: number): void {
  dashMm.forEach((d, i) => {
    if (i > 0) page.out.text(' ');
    page.num(d * perMm);
  });
}

/** A nesting's sheet edge, and its usable area dashed. */
function sheetLayer(
  sheet: NonNullable<DielineDocument['sheet']>,
  unit: DielineDocument['unit'],
  page: SvgPage,
): void {
  const perMm = 1 / MM_PER_UNIT[unit];
  const { out } = page;
  page
    .openLayer(SHEET_STYLE.layer)
    .text(' fill="none" stroke="')
    .text(SHEET_STYLE.stroke)
    .text('" stroke-width="');
  page.num(ANNOTATION_WIDTH_MM * perMm).text('">\n');
  out.text('  <path data-sheet="edge" d="');
  page.ring(sheet.outline);
  out.text('"/>\n  <path data-sheet="usable" stroke-dasharray="');
  writeDash(page, SHEET_STYLE.dashMm, perMm);
  out.text('" d="');
  page.ring(sheet.usable);
  out.text('"/>\n</g>\n');
}

/** Filled areas (glue, or window film patches for the window patcher: no tool line), one path each. */
function areaLayer(
  areas: Point[][],
  style: { layer: string; stroke: string },
  opacity: string,
  page: SvgPage,
): void {
  const { out } = page;
  page.openLayer(style.layer).text(' fill="').text(style.stroke).text('" fill-opacity="').text(opacity);
  out.text('" stroke="none">\n');
  for (const area of areas) {
    out.text('  <path d="');
    page.ring(area);
    out.text('"/>\n');
  }
  out.text('</g>\n');
}

function bleedLayer(bleed: Point[][], unit: DielineDocument['unit'], page: SvgPage): void {
  const perMm = 1 / MM_PER_UNIT[unit];
  const style = LINE_STYLES.bleed;
  const { out } = page;
  page.openLayer(style.layer).text(' data-line-type="bleed" fill="none" stroke="').text(style.stroke);
  out.text('" stroke-width="');
  page.num(ANNOTATION_WIDTH_MM * perMm).text('">\n  <path d="');
  bleed.forEach((ring, i) => {
    if (i > 0) out.text(' ');
    page.ring(ring);
  });
  out.text('"/>\n</g>\n');
}

/** One line type's lines as one path, in its stroke and dash. */
function lineLayer(
  lineType: LineType,
  segments: Segment[],
  unit: DielineDocument['unit'],
  page: SvgPage,
  toMove: LinesToMove,
): void {
  const perMm = 1 / MM_PER_UNIT[unit];
  const style = LINE_STYLES[lineType];
  const { out } = page;
  page
    .openLayer(style.layer)
    .text(' data-line-type="')
    .text(lineType)
    .text('" fill="none" stroke="')
    .text(style.stroke);
  out.text('" stroke-width="');
  page.num(LINE_WIDTH_MM * perMm).text('" stroke-linecap="round" stroke-linejoin="round"');
  if (style.dashMm.length > 0) {
    out.text(' stroke-dasharray="');
    writeDash(page, style.dashMm, perMm);
    out.text('"');
  }
  out.text('>\n  <path d="');
  page.segments(segments, toMove);
  out.text('"/>\n</g>\n');
}

/** Marks (stitches), the parts' captions, then each dimension's lines, arrows and label, in one layer. */
function annotationLayer(
  document: DielineDocument,
  page: SvgPage,
  marks: Segment[],
  toMove: LinesToMove,
): void {
  const style = LINE_STYLES.annotation;
  const { out } = page;
  page
    .openLayer(style.layer)
    .text(' data-line-type="annotation" font-family="Helvetica, Arial, sans-serif" font-size="');
  page.num(document.textHeight).text('" text-anchor="middle" fill="').text(style.stroke).text('">\n');
  if (marks.length > 0) {
    out.text('  <path data-marks="" d="');
    page.segments(marks, toMove);
    out.text('" fill="none" stroke="').text(style.stroke).text('" stroke-width="');
    page.num(ANNOTATION_WIDTH_MM / MM_PER_UNIT[document.unit]).text('"/>\n');
  }
  for (const caption of document.captions) {
    out.text('  <text data-caption="part" x="');
    page.num(page.x(caption.position)).text('" y="');
    page.num(page.y(caption.position)).text('">').text(escapeXml(caption.text)).text('</text>\n');
  }
  for (const dimension of document.dimensions) dimensionGroup(dimension, document.unit, page);
  out.text('</g>\n');
}

function dimensionGroup(dimension: DimensionAnnotation, unit: DielineDocument['unit'], page: SvgPage): void {
  const perMm = 1 / MM_PER_UNIT[unit];
  const style = LINE_STYLES.annotation;
  const { out } = page;
  out.text('  <g data-dimension="').text(escapeXml(dimension.name)).text('">\n    <path d="M');
  page.point(dimension.start).text(' L');
  page.point(dimension.end);
  // indexed, and no pair destructured: each walked an iterator wherever this ran unoptimized
  const { extensionLines } = dimension;
  for (let i = 0; i < extensionLines.length; i++) {
    const pair = extensionLines[i] as [Point, Point];
    out.text(' M');
    page.point(pair[0]).text(' L');
    page.point(pair[1]);
  }
  out.text('" fill="none" stroke="').text(style.stroke).text('" stroke-width="');
  page.num(ANNOTATION_WIDTH_MM * perMm).text('"/>\n    <path d="');
  page.ring(dimension.arrows[0]);
  out.text(' ');
  page.ring(dimension.arrows[1]);
  out.text('" fill="').text(style.stroke).text('" stroke="none"/>\n    <text x="');
  const tx = page.x(dimension.textPosition);
  const ty = page.y(dimension.textPosition);
  page.num(tx).text('" y="');
  page.num(ty).text('"');
  // SVG angles turn clockwise (y down)
  if (dimension.textAngle !== 0) {
    out.text(' transform="rotate(');
    page.num(-dimension.textAngle).text(' ');
    page.num(tx).text(' ');
    page.num(ty).text(')"');
  }
  out.text('>').text(escapeXml(dimension.label)).text('</text>\n  </g>\n');
}

/**
 * A production SVG of a dieline: real size (width and height in mm or in, viewBox in the same unit),
 * one Inkscape layer per line type in the styles of `LINE_STYLES`, arcs kept as arcs, and optional
 * dimension labels and bleed outline.
 */
export function writeSvg(source: PanelGraph | Layout, options: DielineWriterOptions = {}): string {
  const { document, toMove } = dielineDocumentParts(source, options, false);
  return writeDocument(document, toMove).toString();
}
