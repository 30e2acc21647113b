import {
  arcSweep,
  hypot,
  type Layout,
  type LineType,
  type PanelGraph,
  type Point,
  type Segment,
  segmentEnd,
  segmentStart,
} from '@diecut/geometry';
import {
  buildDielineDocument,
  COORDINATE_DECIMALS,
  type DielineDocument,
  type DielineWriterOptions,
  formatNumber,
  MM_PER_UNIT,
  splitArc,
} from './dieline-document';
import type { DimensionAnnotation } from './dimension-labels';
import { FILM_STYLE, GLUE_STYLE, LINE_STYLES, SHEET_STYLE } from './line-styles';

const INKSCAPE_NS = 'http://www.inkscape.org/namespaces/inkscape';
/** Dieline strokes are 1 pt wide, annotations thinner: print files want about 1 pt, 0.3 pt at least. */
const LINE_WIDTH_MM = 25.4 / 72;
const ANNOTATION_WIDTH_MM = 0.35 * (25.4 / 72);

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Numbers and points as the SVG page writes them. */
interface PageMapper {
  num(value: number): string;
  x(p: Point): number;
  y(p: Point): number;
  pt(p: Point): string;
}

/** Maps sheet coordinates (y up, blank at the origin) to the SVG page (y down, margin around). */
function pageMapper(document: DielineDocument): PageMapper {
  const decimals = COORDINATE_DECIMALS[document.unit];
  const num = (value: number) => formatNumber(value, decimals);
  const { extent, margin } = document;
  const x = (p: Point) => p.x - extent.minX + margin;
  const y = (p: Point) => extent.maxY - p.y + margin;
  const pt = (p: Point) => `${num(x(p))} ${num(y(p))}`;
  return { num, x, y, pt };
}

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
    if (!cursor || hypot(cursor.x - start.x, cursor.y - start.y) > 1e-9)
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

function ringPath(ring: Point[], pt: (p: Point) => string): string {
  // `M` then ` L` before each point after the first, grown as one string (no list of points' texts)
  let path = 'M';
  for (let i = 0; i < ring.length; i++) path += i === 0 ? pt(ring[i] as Point) : ` L${pt(ring[i] as Point)}`;
  return `${path} Z`;
}

function layerGroup(id: string, attributes: string, body: string[]): string[] {
  return [
    `<g id="${id}" inkscape:groupmode="layer" inkscape:label="${id}"${attributes}>`,
    ...body.map((line) => `  ${line}`),
    '</g>',
  ];
}

/** Writes a prepared dieline document as SVG. */
export function renderDielineSvg(document: DielineDocument): string {
  const page = pageMapper(document);
  const out = svgOpening(document, page);
  if (document.sheet) out.push(...sheetLayer(document.sheet, document.unit, page));
  if (document.glueAreas.length > 0) out.push(...glueLayer(document.glueAreas, page));
  if (document.filmAreas.length > 0) out.push(...filmLayer(document.filmAreas, page));
  if (document.bleed.length > 0) out.push(...bleedLayer(document.bleed, document.unit, page));
  // marks (a stitched joint's stitches) go into the one annotation layer, with the dimensions
  for (const { lineType, segments } of document.lines)
    if (lineType !== 'annotation') out.push(...lineLayer(lineType, segments, document.unit, page));
  const marks = document.lines
    .filter((path) => path.lineType === 'annotation')
    .flatMap((path) => path.segments);
  if (document.dimensions.length > 0 || document.captions.length > 0 || marks.length > 0)
    out.push(...annotationLayer(document, page, marks));
  out.push('</svg>', '');
  return out.join('\n');
}

/** The XML declaration and the `<svg>` element at real size, with the template as its title. */
function svgOpening(document: DielineDocument, { num }: PageMapper): string[] {
  const { unit, extent, margin } = document;
  const pageWidth = extent.maxX - extent.minX + 2 * margin;
  const pageHeight = extent.maxY - extent.minY + 2 * margin;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="${INKSCAPE_NS}" version="1.1" width="${num(pageWidth)}${unit}" height="${num(pageHeight)}${unit}" viewBox="0 0 ${num(pageWidth)} ${num(pageHeight)}">`,
  ];
  if (document.header) {
    const { templateName, templateId } = document.header;
    out.push(`<title>${escapeXml(`${templateName} (${templateId})`)}</title>`);
  }
  return out;
}

/** A nesting's sheet edge, and its usable area dashed. */
function sheetLayer(
  sheet: NonNullable<DielineDocument['sheet']>,
  unit: DielineDocument['unit'],
  { num, pt }: PageMapper,
): string[] {
  const perMm = 1 / MM_PER_UNIT[unit];
  const dash = SHEET_STYLE.dashMm.map((d) => num(d * perMm)).join(' ');
  return layerGroup(
    SHEET_STYLE.layer,
    ` fill="none" stroke="${SHEET_STYLE.stroke}" stroke-width="${num(ANNOTATION_WIDTH_MM * perMm)}"`,
    [
      `<path data-sheet="edge" d="${ringPath(sheet.outline, pt)}"/>`,
      `<path data-sheet="usable" stroke-dasharray="${dash}" d="${ringPath(sheet.usable, pt)}"/>`,
    ],
  );
}

function glueLayer(glueAreas: Point[][], { pt }: PageMapper): string[] {
  return layerGroup(
    GLUE_STYLE.layer,
    ` fill="${GLUE_STYLE.stroke}" fill-opacity="0.6" stroke="none"`,
    glueAreas.map((area) => `<path d="${ringPath(area, pt)}"/>`),
  );
}

/** Window film patches, tinted and outlined, on the FILM layer the window patcher reads. */
function filmLayer(filmAreas: Point[][], { pt }: PageMapper): string[] {
  return layerGroup(
    FILM_STYLE.layer,
    ` fill="${FILM_STYLE.stroke}" fill-opacity="0.4" stroke="none"`,
    filmAreas.map((area) => `<path d="${ringPath(area, pt)}"/>`),
  );
}

function bleedLayer(bleed: Point[][], unit: DielineDocument['unit'], { num, pt }: PageMapper): string[] {
  const perMm = 1 / MM_PER_UNIT[unit];
  const style = LINE_STYLES.bleed;
  return layerGroup(
    style.layer,
    ` data-line-type="bleed" fill="none" stroke="${style.stroke}" stroke-width="${num(ANNOTATION_WIDTH_MM * perMm)}"`,
    [`<path d="${bleed.map((ring) => ringPath(ring, pt)).join(' ')}"/>`],
  );
}

/** One line type's lines as one path, in its stroke and dash. */
function lineLayer(
  lineType: LineType,
  segments: Segment[],
  unit: DielineDocument['unit'],
  { num, pt }: PageMapper,
): string[] {
  const perMm = 1 / MM_PER_UNIT[unit];
  const style = LINE_STYLES[lineType];
  const dash =
    style.dashMm.length > 0 ? ` stroke-dasharray="${style.dashMm.map((d) => num(d * perMm)).join(' ')}"` : '';
  return layerGroup(
    style.layer,
    ` data-line-type="${lineType}" fill="none" stroke="${style.stroke}" stroke-width="${num(LINE_WIDTH_MM * perMm)}" stroke-linecap="round" stroke-linejoin="round"${dash}`,
    [`<path d="${segmentsPath(segments, pt, num)}"/>`],
  );
}

/** Marks (stitches), the parts' captions, then each dimension's lines, arrows and label, in one layer. */
function annotationLayer(document: DielineDocument, page: PageMapper, marks: Segment[]): string[] {
  const { num, x, y, pt } = page;
  const style = LINE_STYLES.annotation;
  const body: string[] = [];
  if (marks.length > 0) {
    const width = num(ANNOTATION_WIDTH_MM / MM_PER_UNIT[document.unit]);
    body.push(
      `<path data-marks="" d="${segmentsPath(marks, pt, num)}" fill="none" stroke="${style.stroke}" stroke-width="${width}"/>`,
    );
  }
  for (const caption of document.captions) {
    body.push(
      `<text data-caption="part" x="${num(x(caption.position))}" y="${num(y(caption.position))}">${escapeXml(caption.text)}</text>`,
    );
  }
  for (const dimension of document.dimensions) body.push(...dimensionGroup(dimension, document.unit, page));
  return layerGroup(
    style.layer,
    ` data-line-type="annotation" font-family="Helvetica, Arial, sans-serif" font-size="${num(document.textHeight)}" text-anchor="middle" fill="${style.stroke}"`,
    body,
  );
}

function dimensionGroup(
  dimension: DimensionAnnotation,
  unit: DielineDocument['unit'],
  { num, x, y, pt }: PageMapper,
): string[] {
  const perMm = 1 / MM_PER_UNIT[unit];
  const style = LINE_STYLES.annotation;
  let lines = `M${pt(dimension.start)} L${pt(dimension.end)}`;
  for (const [a, b] of dimension.extensionLines) lines += ` M${pt(a)} L${pt(b)}`;
  const arrows = `${ringPath(dimension.arrows[0], pt)} ${ringPath(dimension.arrows[1], pt)}`;
  const tx = num(x(dimension.textPosition));
  const ty = num(y(dimension.textPosition));
  // SVG angles turn clockwise (y down)
  const rotate =
    dimension.textAngle !== 0 ? ` transform="rotate(${num(-dimension.textAngle)} ${tx} ${ty})"` : '';
  return [
    `<g data-dimension="${escapeXml(dimension.name)}">`,
    `  <path d="${lines}" fill="none" stroke="${style.stroke}" stroke-width="${num(ANNOTATION_WIDTH_MM * perMm)}"/>`,
    `  <path d="${arrows}" fill="${style.stroke}" stroke="none"/>`,
    `  <text x="${tx}" y="${ty}"${rotate}>${escapeXml(dimension.label)}</text>`,
    '</g>',
  ];
}

/**
 * A production SVG of a dieline: real size (width and height in mm or in, viewBox in the same unit),
 * one Inkscape layer per line type in the styles of `LINE_STYLES`, arcs kept as arcs, and optional
 * dimension labels and bleed outline.
 */
export function writeSvg(source: PanelGraph | Layout, options: DielineWriterOptions = {}): string {
  return renderDielineSvg(buildDielineDocument(source, options));
}
