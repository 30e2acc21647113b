import {
  type Layout,
  type LineType,
  type PanelGraph,
  type Point,
  type Segment,
  segmentStart,
} from '@diecut/geometry';
import PDFDocument from 'pdfkit';
import {
  buildDielineDocument,
  type DielineDocument,
  type DielineWriterOptions,
  MM_PER_UNIT,
  splitArc,
} from './dieline-document';
import { FILM_STYLE, GLUE_STYLE, LINE_STYLES, SHEET_STYLE } from './line-styles';
import { countDocumentForLayoutCache, FONT, useFont } from './pdf-fonts';
import { drawHeader, HEADER_MIN_WIDTH_MM, headerHeightOf, headerLines, wrapHeader } from './pdf-header';

export interface PdfWriterOptions extends DielineWriterOptions {
  /** Deflate the content streams; true by default (tests read them uncompressed). */
  compress?: boolean;
  /** Creation date of the file when there is no header (the header's date wins); now by default. */
  createdAt?: Date;
}

/**
 * Separation (spot colour) of each line type. RIPs and cutting tables key on `CutContour` and
 * `Crease`; annotations and glue areas get spot colours of their own so that nothing prints by accident.
 */
export const PDF_SPOT_COLORS: Record<LineType, string> = {
  cut: 'CutContour',
  crease: 'Crease',
  cut_crease: 'CutCrease',
  partial_cut: 'PartialCut',
  perforation: 'Perforation',
  reverse_crease: 'ReverseCrease',
  v_groove: 'VGroove',
  fold_guide: 'FoldGuide',
  bleed: 'Bleed',
  annotation: 'Annotation',
};
const GLUE_SPOT = 'Glue';
const GLUE_TINT = 0.3;
/** Window film patches: a spot colour of their own, outlined, never a line the cutting table reads. */
export const FILM_SPOT = 'Film';

const PT_PER_MM = 72 / 25.4;
const LINE_WIDTH_PT = 1;
const ANNOTATION_WIDTH_PT = 0.35;
/** Bézier pieces of at most this many degrees stay within 1e-6 of the radius. */
const MAX_CURVE_SWEEP = 30;

/** The alternate CMYK (0-100) of a spot colour, from the screen colour of its line style. */
export function cmykOf(hex: string): [number, number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return [0, 0, 0, 100];
  const part = (c: number) => Math.round(((1 - c - k) / (1 - k)) * 1000) / 10;
  return [part(r), part(g), part(b), Math.round(k * 1000) / 10];
}

/** The parts of pdfkit's document this writer uses beyond its typings. */
export interface PdfKitInternals {
  addSpotColor(name: string, c: number, m: number, y: number, k: number): unknown;
  addContent(data: string): unknown;
  ref(data: object): { end(): void };
  page: { ext_gstates: Record<string, unknown>; dictionary: { data: Record<string, unknown> } };
}

/**
 * Where the document's drawing lands: `X` and `Y` take a point in the document's unit to pdfkit's
 * user space (points, y down from the top of the page), below the header.
 */
export interface PageFrame {
  /** Points per unit of the document. */
  k: number;
  marginPt: number;
  height: number;
  X(p: Point): number;
  Y(p: Point): number;
}

/** Registers a spot colour the first time it is used and gives back its name. */
export type SpotColors = (name: string, hex: string) => string;

/** Writes a prepared dieline document as a one-page PDF. */
export function renderDielinePdf(
  document: DielineDocument,
  options: Pick<PdfWriterOptions, 'compress' | 'createdAt'> = {},
): Promise<Uint8Array> {
  const pdf = openPdf(document, options);
  const internals = pdf as unknown as PdfKitInternals;
  countDocumentForLayoutCache();
  const done = collectBytes(pdf);

  const k = PT_PER_MM * MM_PER_UNIT[document.unit];
  const { extent, margin } = document;
  const marginPt = margin * k;
  const drawingWidth = (extent.maxX - extent.minX + 2 * margin) * k;
  // the header sits above the drawing, wrapped to the page width
  const pageWidth = Math.max(drawingWidth, document.header ? HEADER_MIN_WIDTH_MM * PT_PER_MM : 0);
  const header = wrapHeader(pdf, headerLines(document, PDF_SPOT_COLORS), pageWidth, marginPt);
  const page = addDrawingPage(pdf, document, k, pageWidth, headerHeightOf(header, marginPt));
  setPageBoxes(internals, document, page);

  const spot = spotColors(internals);
  overprintEverything(internals);
  if (document.sheet) drawSheet(pdf, page, document.sheet, document.unit, spot);
  if (document.glueAreas.length > 0) drawGlueAreas(pdf, page, document.glueAreas, spot);
  if (document.filmAreas.length > 0) drawFilmAreas(pdf, page, document.filmAreas, spot);
  if (document.bleed.length > 0) drawBleed(pdf, page, document.bleed, spot);
  drawLines(pdf, page, document, spot);
  // registered whether or not anything is annotated: every file lists the annotation colour
  const annotation = spot(PDF_SPOT_COLORS.annotation, LINE_STYLES.annotation.stroke);
  if (document.dimensions.length > 0) drawDimensions(pdf, page, document, annotation);
  if (document.captions.length > 0) drawCaptions(pdf, page, document, annotation);
  if (header.length > 0) drawHeader(pdf, page.marginPt, header, annotation);
  pdf.end();
  return done;
}

/** A pdfkit document with no page yet, its info dictionary filled in. */
function openPdf(
  document: DielineDocument,
  options: Pick<PdfWriterOptions, 'compress' | 'createdAt'>,
): PDFKit.PDFDocument {
  const createdAt = document.header?.createdAt ?? options.createdAt ?? new Date();
  const title = document.header
    ? `${document.header.templateName} (${document.header.templateId})`
    : 'Dieline';
  return new PDFDocument({
    autoFirstPage: false,
    // pdfkit's default is Helvetica, a standard font it never embeds (its typings say a path; a
    // parsed font works the same)
    font: FONT.regular() as string,
    compress: options.compress ?? true,
    info: {
      Title: title,
      Subject: 'Dieline',
      Creator: 'Diecut',
      Producer: 'Diecut (PDFKit)',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
}

/** The file's bytes once the document ends; listening starts before pdfkit writes any. */
export function collectBytes(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
}

/** Adds the one page: the drawing with its margin, below the header. `k` is points per unit. */
function addDrawingPage(
  pdf: PDFKit.PDFDocument,
  document: DielineDocument,
  k: number,
  pageWidth: number,
  headerHeight: number,
): PageFrame {
  const { extent, margin } = document;
  const marginPt = margin * k;
  const drawingHeight = (extent.maxY - extent.minY + 2 * margin) * k;
  const pageHeight = drawingHeight + headerHeight;
  pdf.addPage({ size: [pageWidth, pageHeight], margin: 0 });
  return {
    k,
    marginPt,
    height: pageHeight,
    // pdfkit's user space has y down from the top of the page
    X: (p: Point) => (p.x - extent.minX + margin) * k,
    Y: (p: Point) => headerHeight + (extent.maxY - p.y + margin) * k,
  };
}

/** The TrimBox and BleedBox, which prepress reads to place the artwork and trim the print. */
function setPageBoxes(internals: PdfKitInternals, document: DielineDocument, page: PageFrame): void {
  const { X, Y } = page;
  // page boxes are in default user space, y up from the bottom of the page
  const box = (minX: number, minY: number, maxX: number, maxY: number): number[] => [
    X({ x: minX, y: 0 }),
    page.height - Y({ x: 0, y: minY }),
    X({ x: maxX, y: 0 }),
    page.height - Y({ x: 0, y: maxY }),
  ];
  // the blank is the trimmed product; without bleed the bleed box is the trim box, not the whole page
  const pageBoxes = internals.page.dictionary.data;
  pageBoxes.TrimBox = box(0, 0, document.width, document.height);
  // a nesting's trim is the press sheet itself; a dieline's bleed box is its artwork frame
  const { artwork } = document;
  pageBoxes.BleedBox = document.sheet
    ? box(0, 0, document.width, document.height)
    : box(artwork.minX, artwork.minY, artwork.maxX, artwork.maxY);
}

export function spotColors(internals: PdfKitInternals): SpotColors {
  const used = new Set<string>();
  return (name, hex) => {
    if (!used.has(name)) {
      internals.addSpotColor(name, ...cmykOf(hex));
      used.add(name);
    }
    return name;
  };
}

/** Every mark overprints: the dieline must never knock out the artwork under it. */
export function overprintEverything(internals: PdfKitInternals): void {
  const overprint = internals.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 });
  overprint.end();
  internals.page.ext_gstates.GsOverprint = overprint;
  internals.addContent('/GsOverprint gs');
}

/** Adds a closed polygon to the current path. */
export function traceRing(pdf: PDFKit.PDFDocument, { X, Y }: PageFrame, points: Point[]): void {
  points.forEach((p, i) => {
    if (i === 0) pdf.moveTo(X(p), Y(p));
    else pdf.lineTo(X(p), Y(p));
  });
  pdf.closePath();
}

/** Adds segments to the current path, arcs as Bézier curves, moving only where a segment does not join. */
export function tracePath(pdf: PDFKit.PDFDocument, { X, Y }: PageFrame, segments: Segment[]): void {
  let cursor: Point | undefined;
  for (const segment of segments) {
    const start = segmentStart(segment);
    if (!cursor || Math.hypot(cursor.x - start.x, cursor.y - start.y) > 1e-9) pdf.moveTo(X(start), Y(start));
    if (segment.type === 'line') {
      pdf.lineTo(X(segment.end), Y(segment.end));
      cursor = segment.end;
      continue;
    }
    for (const piece of splitArc(segment, MAX_CURVE_SWEEP)) {
      const a0 = (piece.startAngle * Math.PI) / 180;
      const a1 = (piece.endAngle * Math.PI) / 180;
      const h = (4 / 3) * Math.tan((a1 - a0) / 4) * piece.radius;
      const { x: cx, y: cy } = piece.center;
      const p0 = { x: cx + piece.radius * Math.cos(a0), y: cy + piece.radius * Math.sin(a0) };
      const p3 = { x: cx + piece.radius * Math.cos(a1), y: cy + piece.radius * Math.sin(a1) };
      const p1 = { x: p0.x - h * Math.sin(a0), y: p0.y + h * Math.cos(a0) };
      const p2 = { x: p3.x + h * Math.sin(a1), y: p3.y - h * Math.cos(a1) };
      pdf.bezierCurveTo(X(p1), Y(p1), X(p2), Y(p2), X(p3), Y(p3));
      cursor = p3;
    }
  }
}

/** A nesting's sheet edge, then its usable area dashed: thin, in the annotation colour, never a knife. */
function drawSheet(
  pdf: PDFKit.PDFDocument,
  page: PageFrame,
  sheet: NonNullable<DielineDocument['sheet']>,
  unit: DielineDocument['unit'],
  spot: SpotColors,
): void {
  const sheetSpot = spot(PDF_SPOT_COLORS.annotation, LINE_STYLES.annotation.stroke);
  pdf.save();
  pdf.lineWidth(ANNOTATION_WIDTH_PT).strokeColor(sheetSpot);
  traceRing(pdf, page, sheet.outline);
  pdf.stroke();
  const perUnit = 1 / MM_PER_UNIT[unit];
  pdf.dash(SHEET_STYLE.dashMm.map((d) => d * perUnit * page.k) as unknown as number, {});
  traceRing(pdf, page, sheet.usable);
  pdf.stroke();
  pdf.restore();
}

function drawGlueAreas(
  pdf: PDFKit.PDFDocument,
  page: PageFrame,
  glueAreas: Point[][],
  spot: SpotColors,
): void {
  pdf.save();
  pdf.fillColor(spot(GLUE_SPOT, GLUE_STYLE.stroke));
  (pdf as unknown as PdfKitInternals).addContent(`${GLUE_TINT} scn`);
  for (const area of glueAreas) traceRing(pdf, page, area);
  pdf.fill();
  pdf.restore();
}

function drawFilmAreas(
  pdf: PDFKit.PDFDocument,
  page: PageFrame,
  filmAreas: Point[][],
  spot: SpotColors,
): void {
  pdf.save();
  pdf.lineWidth(ANNOTATION_WIDTH_PT).strokeColor(spot(FILM_SPOT, FILM_STYLE.stroke));
  for (const area of filmAreas) traceRing(pdf, page, area);
  pdf.stroke();
  pdf.restore();
}

function drawBleed(pdf: PDFKit.PDFDocument, page: PageFrame, bleed: Point[][], spot: SpotColors): void {
  pdf.save();
  pdf.lineWidth(ANNOTATION_WIDTH_PT).strokeColor(spot(PDF_SPOT_COLORS.bleed, LINE_STYLES.bleed.stroke));
  for (const bleedRing of bleed) traceRing(pdf, page, bleedRing);
  pdf.stroke();
  pdf.restore();
}

/** Each line type stroked in its own spot colour and dash, the lines a cutting table reads. */
function drawLines(
  pdf: PDFKit.PDFDocument,
  page: PageFrame,
  document: DielineDocument,
  spot: SpotColors,
): void {
  const perMm = 1 / MM_PER_UNIT[document.unit];
  for (const { lineType, segments } of document.lines) {
    const style = LINE_STYLES[lineType];
    pdf.save();
    pdf.lineWidth(LINE_WIDTH_PT).lineCap('round').lineJoin('round');
    pdf.strokeColor(spot(PDF_SPOT_COLORS[lineType], style.stroke));
    if (style.dashMm.length > 0) {
      // pdfkit takes a whole dash pattern as an array; its typings only know one length
      const pattern = style.dashMm.map((d) => d * perMm * page.k) as unknown as number;
      pdf.dash(pattern, {});
    }
    tracePath(pdf, page, segments);
    pdf.stroke();
    pdf.restore();
  }
}

/** Dimension lines and their extension lines, their arrows, then their labels turned along them. */
function drawDimensions(
  pdf: PDFKit.PDFDocument,
  page: PageFrame,
  document: DielineDocument,
  annotation: string,
): void {
  const { X, Y } = page;
  const fontSize = document.textHeight * page.k;
  pdf.save();
  pdf.lineWidth(ANNOTATION_WIDTH_PT).strokeColor(annotation).fillColor(annotation);
  for (const dimension of document.dimensions) {
    for (const [a, b] of [[dimension.start, dimension.end], ...dimension.extensionLines]) {
      pdf.moveTo(X(a as Point), Y(a as Point)).lineTo(X(b as Point), Y(b as Point));
    }
  }
  pdf.stroke();
  for (const dimension of document.dimensions)
    for (const arrow of dimension.arrows) traceRing(pdf, page, arrow);
  pdf.fill();
  useFont(pdf, FONT.regular()).fontSize(fontSize);
  for (const dimension of document.dimensions) {
    const x = X(dimension.textPosition);
    const y = Y(dimension.textPosition);
    const width = pdf.widthOfString(dimension.label);
    pdf.save();
    // pdfkit turns clockwise on the page (y down)
    if (dimension.textAngle !== 0) pdf.rotate(-dimension.textAngle, { origin: [x, y] });
    pdf.text(dimension.label, x - width / 2, y, { lineBreak: false, baseline: 'alphabetic' });
    pdf.restore();
  }
  pdf.restore();
}

/** Each part's name centred on its position. */
function drawCaptions(
  pdf: PDFKit.PDFDocument,
  page: PageFrame,
  document: DielineDocument,
  annotation: string,
): void {
  pdf.save();
  useFont(pdf.fillColor(annotation), FONT.regular()).fontSize(document.textHeight * page.k);
  for (const caption of document.captions) {
    const width = pdf.widthOfString(caption.text);
    pdf.text(caption.text, page.X(caption.position) - width / 2, page.Y(caption.position), {
      lineBreak: false,
      baseline: 'alphabetic',
    });
  }
  pdf.restore();
}

/**
 * A print-ready vector PDF of a dieline: the page is the blank plus a margin (and the header above
 * it), each line type stroked in its own Separation spot colour (`CutContour`, `Crease`, ...) set to
 * overprint, optional dimension labels with arrows, bleed outline and a header listing the template,
 * standard code, variables, material, sizes and date. The TrimBox is the blank's bounds, the BleedBox
 * the bleed's (the TrimBox without bleed); label and header text is set in an embedded Inter subset.
 */
export function writePdf(source: PanelGraph | Layout, options: PdfWriterOptions = {}): Promise<Uint8Array> {
  return renderDielinePdf(buildDielineDocument(source, options), options);
}
