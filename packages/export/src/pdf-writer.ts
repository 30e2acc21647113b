import { hash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  arcSweep,
  type Layout,
  type LineType,
  type PanelGraph,
  type Point,
  type Segment,
} from '@diecut/geometry';
import PDFDocument from 'pdfkit';
import {
  apart,
  arcPieces,
  DEG,
  type DielineDocument,
  type DielineWriterOptions,
  dielineDocumentParts,
  IN_PLACE,
  type LinesToMove,
  linesInPlace,
  MM_PER_UNIT,
} from './dieline-document';
import { FILM_STYLE, GLUE_STYLE, LINE_STYLES, SHEET_STYLE } from './line-styles';
import { type PageSpace, PdfContent, type PdfSpot } from './pdf-content';
import {
  countDocumentForLayoutCache,
  type DocumentFonts,
  documentFonts,
  type PdfKitStream,
} from './pdf-fonts';
import { drawHeader, HEADER_MIN_WIDTH_MM, headerHeightOf, headerLines, wrapHeader } from './pdf-header';
import { finalizeReference, PdfFileBytes, type PdfKitReference, type PdfKitWriter } from './pdf-object';

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
  spotColors: Record<string, { id: string; ref: unknown }>;
  ref(data: object): { id: number; end(): void };
  page: {
    content: PdfKitStream;
    ext_gstates: Record<string, unknown>;
    colorSpaces: Record<string, unknown>;
    dictionary: { data: Record<string, unknown> };
  };
}

/**
 * zlib's level for the page's content stream. pdfkit deflates at zlib's default (6); level 3 took
 * about 0.09 ms a stream against 0.15 over the catalog's cartons, for files about 2% larger (the
 * font streams, deflated once and kept, are the same bytes as before).
 */
const CONTENT_DEFLATE_LEVEL = 3;

/**
 * Hands the page its content, the drawing after what pdfkit wrote as it added the page (its flip of
 * the y axis), deflated at `CONTENT_DEFLATE_LEVEL` rather than left to pdfkit's default level.
 */
export function endPageContent(internals: PdfKitInternals, content: PdfContent): void {
  const stream = internals.page.content;
  stream.write(content.bytes());
  if (!stream.compress) return;
  // written with compression on, the stream's dictionary already names its FlateDecode filter
  stream.buffer = [deflateSync(Buffer.concat(stream.buffer), { level: CONTENT_DEFLATE_LEVEL })];
  stream.compress = false;
}

/**
 * Where the document's drawing lands: `pageX` and `pageY` take a coordinate in the document's unit to
 * pdfkit's user space (points, y down from the top of the page), below the header.
 */
export class PageFrame implements PageSpace {
  constructor(
    /** Points per unit of the document. */
    readonly k: number,
    readonly marginPt: number,
    readonly height: number,
    private readonly document: DielineDocument,
    private readonly headerHeight: number,
  ) {}

  pageX(x: number): number {
    return (x - this.document.extent.minX + this.document.margin) * this.k;
  }

  pageY(y: number): number {
    return this.headerHeight + (this.document.extent.maxY - y + this.document.margin) * this.k;
  }

  /**
   * Stores `p` taken to the page into `into` at `at` (x) and `at + 1` (y): no number passed or
   * handed back, which V8 boxed for every call it did not inline.
   */
  place(p: Point, into: Float64Array, at: number): void {
    into[at] = this.pageX(p.x);
    into[at + 1] = this.pageY(p.y);
  }
}

/** Registers a spot colour the first time it is asked for and gives it back. */
export type SpotColors = (name: string, hex: string) => PdfSpot;

/** Writes a prepared dieline document as a one-page PDF. */
export function renderDielinePdf(
  document: DielineDocument,
  options: Pick<PdfWriterOptions, 'compress' | 'createdAt'> = {},
): Promise<Uint8Array> {
  return writeDocumentPdf(document, linesInPlace(document), options);
}

/** The PDF of a document whose lines are `toMove`'s (its own `lines` are not read). */
function writeDocumentPdf(
  document: DielineDocument,
  toMove: LinesToMove,
  options: Pick<PdfWriterOptions, 'compress' | 'createdAt'>,
): Promise<Uint8Array> {
  const pdf = openPdf(document, options);
  const internals = pdf as unknown as PdfKitInternals;
  countDocumentForLayoutCache();
  const fonts = documentFonts(pdf);
  const done = pdf.bytes();

  const k = PT_PER_MM * MM_PER_UNIT[document.unit];
  const { extent, margin } = document;
  const marginPt = margin * k;
  const drawingWidth = (extent.maxX - extent.minX + 2 * margin) * k;
  // the header sits above the drawing, wrapped to the page width
  const pageWidth = Math.max(drawingWidth, document.header ? HEADER_MIN_WIDTH_MM * PT_PER_MM : 0);
  const header = wrapHeader(fonts, headerLines(document, toMove.paths, PDF_SPOT_COLORS), pageWidth, marginPt);
  const page = addDrawingPage(pdf, document, k, pageWidth, headerHeightOf(header, marginPt));
  setPageBoxes(internals, document, page);

  const content = new PdfContent(page.height);
  const spot = spotColors(internals);
  overprintEverything(internals, content);
  if (document.sheet) drawSheet(content, page, document.sheet, document.unit, spot);
  if (document.glueAreas.length > 0) drawGlueAreas(content, page, document.glueAreas, spot);
  if (document.filmAreas.length > 0) drawFilmAreas(content, page, document.filmAreas, spot);
  if (document.bleed.length > 0) drawBleed(content, page, document.bleed, spot);
  drawLines(content, page, toMove, document.unit, spot);
  // registered whether or not anything is annotated: every file lists the annotation colour
  const annotation = spot(PDF_SPOT_COLORS.annotation, LINE_STYLES.annotation.stroke);
  if (document.dimensions.length > 0) drawDimensions(content, page, document, fonts, annotation);
  if (document.captions.length > 0) drawCaptions(content, page, document, fonts, annotation);
  if (header.length > 0) drawHeader(content, page.marginPt, header, annotation);
  endPageContent(internals, content);
  pdf.end();
  return done;
}

/** A pdfkit document with no page yet, its info dictionary filled in. */
function openPdf(
  document: DielineDocument,
  options: Pick<PdfWriterOptions, 'compress' | 'createdAt'>,
): CollectedPdf {
  const createdAt = document.header?.createdAt ?? options.createdAt ?? new Date();
  const title = document.header
    ? `${document.header.templateName} (${document.header.templateId})`
    : 'Dieline';
  return new CollectedPdf({
    autoFirstPage: false,
    // no font until text is set (pdfkit would parse Helvetica's metrics for every document): labels
    // and header are set in the embedded Inter
    font: NO_FONT,
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

/** pdfkit's `font` option for no default font; its typings know only a font's name or path. */
export const NO_FONT = null as unknown as string;

/** A file's bytes for the next document: its buffer, grown once rather than for every file. */
let keptFileBytes: PdfFileBytes | undefined;

/**
 * A pdfkit document that gathers its file's bytes itself. pdfkit writes each piece of the file (a
 * line of an object, a stream) through `_write`, which made bytes of every line one character at a
 * time and handed them to its readable side's `push`; the stream machinery behind it (a buffer per
 * piece, a data event) was a twentieth of a PDF, and reading the first line back out of it left a
 * `process.nextTick` holding the whole document, which creates awaited back to back (a loop that
 * never yields) piled up until the loop ended. Here every line and stream goes straight into one
 * buffer (`PdfFileBytes`), objects and the cross-reference table written into it without the strings
 * pdfkit builds for them, and the file is copied out of it once it ends.
 */
export class CollectedPdf extends PDFDocument {
  /**
   * pdfkit's document, its file id worked out by node's MD5. pdfkit hashes the info it is given into
   * the id as it is constructed, with a JavaScript MD5 that made an array for every one of a block's
   * 64 steps (a thirtieth of a PDF create): it is given a stand-in info that fits one block, and the
   * info it would have made and its id (`pdfkitFileId`) are set once it is constructed.
   */
  constructor(options: PDFKit.PDFDocumentOptions = {}) {
    const { info } = options;
    // with a password, the id keys the encryption as pdfkit sets it up in its constructor
    const standIn = info !== undefined && !options.ownerPassword && !options.userPassword;
    // its fonts are set through `documentFonts`, whose words are laid out once for every document:
    // pdfkit's own layout cache, a dictionary for each font of each document, would never be read
    super({ ...options, info: standIn ? STAND_IN_INFO : info, fontLayoutCache: false });
    if (!standIn) return;
    // the info as pdfkit makes it: its defaults first, then the given entries in their order
    const made: Record<string, unknown> = {
      Producer: 'PDFKit',
      Creator: 'PDFKit',
      CreationDate: info.CreationDate ?? new Date(),
    };
    for (const key in info) made[key] = info[key as keyof typeof info];
    this.info = made as PDFKit.DocumentInfo;
    (this as unknown as { _id: Uint8Array })._id = pdfkitFileId(made);
  }

  // declared, not initialised: pdfkit's constructor writes the first line before a field would be set
  /** The file so far, while it is being written. */
  declare private written?: PdfFileBytes;
  declare private collectedFile?: Uint8Array;
  declare private whenCollected?: (file: Uint8Array) => void;

  /** Where the file's bytes are written: the kept buffer, unless another document holds it. */
  fileBytes(): PdfFileBytes {
    if (!this.written) {
      this.written = (keptFileBytes ?? new PdfFileBytes()).reset();
      keptFileBytes = undefined;
    }
    return this.written;
  }

  /** pdfkit's `_write`: a line (a newline added) or a stream's bytes, counted into its offset. */
  _write(data: unknown): void {
    const file = this.fileBytes();
    const start = file.length;
    if (data instanceof Uint8Array) file.raw(data);
    else file.latin1(`${data}`).latin1('\n');
    (this as unknown as PdfKitWriter)._offset += file.length - start;
  }

  override push(chunk: Uint8Array | null): boolean {
    // only `_write` pushed a piece, and it writes the file itself; anything else is kept as it came
    if (chunk !== null) {
      this.fileBytes().raw(chunk);
      return true;
    }
    const file = this.fileBytes();
    this.collectedFile = file.toBytes();
    this.written = undefined;
    keptFileBytes = file;
    this.whenCollected?.(this.collectedFile);
    return true;
  }

  /**
   * pdfkit's `_finalize` without encryption: the cross-reference table, trailer and end of the file,
   * written into its bytes as pdfkit writes them, without a string for every entry.
   */
  _finalize(): void {
    const internals = this as unknown as PdfKitWriter & {
      _offsets: number[];
      _root: unknown;
      _info: unknown;
      _id: Uint8Array;
    };
    if (internals._security) {
      (PDFDocument.prototype as unknown as { _finalize(): void })._finalize.call(this);
      return;
    }
    const file = this.fileBytes();
    const xRefOffset = internals._offset;
    const offsets = internals._offsets;
    file
      .latin1('xref\n0 ')
      .whole(offsets.length + 1)
      .latin1('\n0000000000 65535 f \n');
    for (let i = 0; i < offsets.length; i++) file.whole(offsets[i] as number, 10).latin1(' 00000 n \n');
    const trailer = {
      Size: offsets.length + 1,
      Root: internals._root,
      Info: internals._info,
      ID: [internals._id, internals._id],
    };
    file.latin1('trailer\n').value(trailer).latin1('\nstartxref\n').whole(xRefOffset).latin1('\n%%EOF\n');
    internals._offset += file.length - xRefOffset;
    this.push(null);
  }

  /** pdfkit's `ref`, its object written by `finalizeReference`. */
  override ref(data: object): PDFKit.PDFKitReference {
    const reference = super.ref(data);
    (reference as unknown as PdfKitReference).finalize = finalizeReference;
    return reference;
  }

  /**
   * pdfkit builds the document's XMP metadata as it ends, but writes it only from PDF 1.4 on; these
   * files are PDF 1.3, so it is not built (it was a hundredth of a PDF).
   */
  endMetadata(): void {
    if ((this as unknown as { version: number }).version === 1.3) return;
    (PDFDocument.prototype as unknown as { endMetadata(): void }).endMetadata.call(this);
  }

  /** The file's bytes, once the document ends. */
  bytes(): Promise<Uint8Array> {
    if (this.collectedFile) return Promise.resolve(this.collectedFile);
    return new Promise((resolve) => {
      this.whenCollected = resolve;
    });
  }
}

/** The info pdfkit's constructor hashes in place of a document's: one MD5 block. */
const STAND_IN_INFO: PDFKit.DocumentInfo = { Producer: '', Creator: '', CreationDate: new Date(0) };

/**
 * The file id pdfkit gives a document of this info (`PDFSecurity.generateFileID`): the MD5 of its
 * creation time and each entry, one a line, as UTF-8.
 */
export function pdfkitFileId(info: Record<string, unknown>): Uint8Array {
  let text = `${(info.CreationDate as Date).getTime()}\n`;
  for (const key in info) {
    if (!Object.hasOwn(info, key)) continue;
    text += `${key}: ${(info[key] as object).valueOf()}\n`;
  }
  return hash('md5', text, 'buffer');
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
  return new PageFrame(k, marginPt, pageHeight, document, headerHeight);
}

/** The TrimBox and BleedBox, which prepress reads to place the artwork and trim the print. */
function setPageBoxes(internals: PdfKitInternals, document: DielineDocument, page: PageFrame): void {
  // page boxes are in default user space, y up from the bottom of the page
  const box = (minX: number, minY: number, maxX: number, maxY: number): number[] => [
    page.pageX(minX),
    page.height - page.pageY(minY),
    page.pageX(maxX),
    page.height - page.pageY(maxY),
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
  // a document has a few: found by name in a list, which costs less than a map
  const names: string[] = [];
  const spots: PdfSpot[] = [];
  return (name, hex) => {
    const known = names.indexOf(name);
    if (known >= 0) return spots[known] as PdfSpot;
    // the colour space pdfkit's `addSpotColor` writes, and the id it gives the nth spot colour
    const separation = internals.ref(separationOf(name, hex));
    separation.end();
    const spot = { id: SPOT_IDS[spots.length] ?? `CS${spots.length}` };
    // listed on the page as it is registered: pdfkit lists every spot colour of a document as its
    // page ends, after those drawn with in the order they were first drawn with; each is
    // registered just before it is first drawn with (the annotation colour, drawn with or not,
    // last), so the order is the same
    internals.page.colorSpaces[spot.id] = separation;
    names.push(name);
    spots.push(spot);
    return spot;
  };
}

/** The ids pdfkit gives a document's first spot colours (`CS` and their number), made once. */
const SPOT_IDS = Array.from({ length: 16 }, (_, i) => `CS${i}`);

/**
 * Each spot colour's colour space as pdfkit's `SpotColor` makes it (`Separation` with a tint
 * function to its CMYK), by name and screen colour: made once, since a document only writes it.
 * pdfkit's own made a spot colour object, its colour space and four lists for every document.
 */
const separations = new Map<string, Map<string, unknown[]>>();

function separationOf(name: string, hex: string): unknown[] {
  let byHex = separations.get(name);
  if (!byHex) {
    byHex = new Map();
    separations.set(name, byHex);
  }
  let separation = byHex.get(hex);
  if (!separation) {
    const function2 = {
      Range: [0, 1, 0, 1, 0, 1, 0, 1],
      C0: [0, 0, 0, 0],
      C1: cmykOf(hex).map((value) => value / 100),
      FunctionType: 2,
      Domain: [0, 1],
      N: 1,
    };
    separation = ['Separation', pdfName(name), 'DeviceCMYK', function2];
    byHex.set(hex, separation);
  }
  return separation;
}

/** A name as pdfkit escapes it: each character a name cannot hold as `#` and its code in hex. */
function pdfName(name: string): string {
  let escaped = '';
  for (const char of name) {
    const code = char.charCodeAt(0);
    const safe = code > 0x7f || (code > 0x20 && code !== 0x7f && !'#%()/<>[]{}'.includes(char));
    escaped += safe ? char : `#${code.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return escaped;
}

/** Every mark overprints: the dieline must never knock out the artwork under it. */
export function overprintEverything(internals: PdfKitInternals, content: PdfContent): void {
  const overprint = internals.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 });
  overprint.end();
  internals.page.ext_gstates.GsOverprint = overprint;
  content.raw('/GsOverprint gs');
}

/**
 * Adds segments to the current path, arcs as Bézier curves, moving only where a segment does not join.
 * Each point is first moved into the document as `move` says (as `movedSegment` and `movedArc` move
 * a line's segments: the same numbers, with no moved copy made), then taken to the page. The numbers
 * go to the content through its `operands`, not as arguments: V8 boxed every number passed to a
 * drawing call it did not inline.
 */
export function tracePath(
  content: PdfContent,
  page: PageSpace,
  segments: Segment[],
  move: Omit<LinesToMove, 'paths'> = IN_PLACE,
): void {
  const { originX, originY, scale } = move;
  const { operands } = content;
  let joined = false;
  let cursorX = 0;
  let cursorY = 0;
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[s] as Segment;
    if (segment.type === 'line') {
      const startX = (segment.start.x - originX) * scale;
      const startY = (segment.start.y - originY) * scale;
      if (!joined || apart(cursorX - startX, cursorY - startY)) {
        operands[0] = page.pageX(startX);
        operands[1] = page.pageY(startY);
        content.operator(2, 'm');
      }
      joined = true;
      cursorX = (segment.end.x - originX) * scale;
      cursorY = (segment.end.y - originY) * scale;
      operands[0] = page.pageX(cursorX);
      operands[1] = page.pageY(cursorY);
      content.operator(2, 'l');
      continue;
    }
    const cx = (segment.center.x - originX) * scale;
    const cy = (segment.center.y - originY) * scale;
    const radius = segment.radius * scale;
    const { startAngle } = segment;
    // where `segmentStart` puts the arc's start (`pointOnArc`'s arithmetic)
    const startX = cx + radius * Math.cos(startAngle * DEG);
    const startY = cy + radius * Math.sin(startAngle * DEG);
    if (!joined || apart(cursorX - startX, cursorY - startY)) {
      operands[0] = page.pageX(startX);
      operands[1] = page.pageY(startY);
      content.operator(2, 'm');
    }
    joined = true;
    // the pieces `splitArc` cuts the arc into, worked out here without an object for each
    const sweep = arcSweep(segment);
    const pieces = arcPieces(sweep, MAX_CURVE_SWEEP);
    const step = (sweep / pieces) * (segment.clockwise ? -1 : 1);
    for (let i = 0; i < pieces; i++) {
      const a0 = ((startAngle + step * i) * Math.PI) / 180;
      const a1 = ((startAngle + step * (i + 1)) * Math.PI) / 180;
      const h = (4 / 3) * Math.tan((a1 - a0) / 4) * radius;
      const x0 = cx + radius * Math.cos(a0);
      const y0 = cy + radius * Math.sin(a0);
      const x3 = cx + radius * Math.cos(a1);
      const y3 = cy + radius * Math.sin(a1);
      operands[0] = page.pageX(x0 - h * Math.sin(a0));
      operands[1] = page.pageY(y0 + h * Math.cos(a0));
      operands[2] = page.pageX(x3 + h * Math.sin(a1));
      operands[3] = page.pageY(y3 - h * Math.cos(a1));
      operands[4] = page.pageX(x3);
      operands[5] = page.pageY(y3);
      content.operator(6, 'c');
      cursorX = x3;
      cursorY = y3;
    }
  }
}

/** A nesting's sheet edge, then its usable area dashed: thin, in the annotation colour, never a knife. */
function drawSheet(
  content: PdfContent,
  page: PageFrame,
  sheet: NonNullable<DielineDocument['sheet']>,
  unit: DielineDocument['unit'],
  spot: SpotColors,
): void {
  const sheetSpot = spot(PDF_SPOT_COLORS.annotation, LINE_STYLES.annotation.stroke);
  content.save().lineWidth(ANNOTATION_WIDTH_PT).strokeColor(sheetSpot);
  content.ring(page, sheet.outline).stroke();
  const perUnit = 1 / MM_PER_UNIT[unit];
  content.dash(SHEET_STYLE.dashMm.map((d) => d * perUnit * page.k));
  content.ring(page, sheet.usable).stroke();
  content.restore();
}

function drawGlueAreas(content: PdfContent, page: PageFrame, glueAreas: Point[][], spot: SpotColors): void {
  content.save().fillColor(spot(GLUE_SPOT, GLUE_STYLE.stroke)).raw(`${GLUE_TINT} scn`);
  for (let i = 0; i < glueAreas.length; i++) content.ring(page, glueAreas[i] as Point[]);
  content.fill().restore();
}

function drawFilmAreas(content: PdfContent, page: PageFrame, filmAreas: Point[][], spot: SpotColors): void {
  content.save().lineWidth(ANNOTATION_WIDTH_PT).strokeColor(spot(FILM_SPOT, FILM_STYLE.stroke));
  for (let i = 0; i < filmAreas.length; i++) content.ring(page, filmAreas[i] as Point[]);
  content.stroke().restore();
}

function drawBleed(content: PdfContent, page: PageFrame, bleed: Point[][], spot: SpotColors): void {
  content
    .save()
    .lineWidth(ANNOTATION_WIDTH_PT)
    .strokeColor(spot(PDF_SPOT_COLORS.bleed, LINE_STYLES.bleed.stroke));
  for (let i = 0; i < bleed.length; i++) content.ring(page, bleed[i] as Point[]);
  content.stroke().restore();
}

/** A dimension of the document: its lines, arrows and label. */
type Dimension = DielineDocument['dimensions'][number];

// The loops over a document's parts go by index: a document is drawn once, often before V8 has
// optimised the loop, and `for of` took an iterator and a result object for every step until then.

/**
 * Each line type stroked in its own spot colour and dash, the lines a cutting table reads: the lines
 * as `toMove` gives them, each point moved into the document as it is traced.
 */
function drawLines(
  content: PdfContent,
  page: PageFrame,
  toMove: LinesToMove,
  unit: DielineDocument['unit'],
  spot: SpotColors,
): void {
  const perMm = 1 / MM_PER_UNIT[unit];
  const { paths } = toMove;
  for (let i = 0; i < paths.length; i++) {
    const { lineType, segments } = paths[i] as LinesToMove['paths'][number];
    const style = LINE_STYLES[lineType];
    content.save().lineWidth(LINE_WIDTH_PT).roundEnds();
    content.strokeColor(spot(PDF_SPOT_COLORS[lineType], style.stroke));
    if (style.dashMm.length > 0) content.dash(style.dashMm.map((d) => d * perMm * page.k));
    tracePath(content, page, segments, toMove);
    content.stroke().restore();
  }
}

/** Dimension lines and their extension lines, their arrows, then their labels turned along them. */
function drawDimensions(
  content: PdfContent,
  page: PageFrame,
  document: DielineDocument,
  fonts: DocumentFonts,
  annotation: PdfSpot,
): void {
  const fontSize = document.textHeight * page.k;
  content.save().lineWidth(ANNOTATION_WIDTH_PT).strokeColor(annotation).fillColor(annotation);
  // points and numbers go to the content through its operands, not as arguments (see `tracePath`)
  const { operands } = content;
  const line = (a: Point, b: Point) => {
    page.place(a, operands, 0);
    content.operator(2, 'm');
    page.place(b, operands, 0);
    content.operator(2, 'l');
  };
  const { dimensions } = document;
  for (let d = 0; d < dimensions.length; d++) {
    const dimension = dimensions[d] as Dimension;
    line(dimension.start, dimension.end);
    // by index: destructuring each pair took an iterator wherever V8 had not optimised the loop
    for (let i = 0; i < dimension.extensionLines.length; i++) {
      const [a, b] = dimension.extensionLines[i] as [Point, Point];
      line(a, b);
    }
  }
  content.stroke();
  for (let d = 0; d < dimensions.length; d++) {
    const { arrows } = dimensions[d] as Dimension;
    for (let i = 0; i < arrows.length; i++) content.ring(page, arrows[i] as Point[]);
  }
  content.fill();
  const font = fonts.regular();
  for (let d = 0; d < dimensions.length; d++) {
    const dimension = dimensions[d] as Dimension;
    page.place(dimension.textPosition, operands, 0);
    const x = operands[0] as number;
    const y = operands[1] as number;
    const width = font.widthOf(dimension.label, fontSize);
    content.save();
    if (dimension.textAngle !== 0) {
      // turned clockwise on the page (y down)
      operands[0] = -dimension.textAngle;
      operands[1] = x;
      operands[2] = y;
      content.rotateAt();
    }
    operands[0] = x - width / 2;
    operands[1] = y;
    operands[2] = fontSize;
    content.textAt(font, dimension.label).restore();
  }
  content.restore();
}

/** Each part's name centred on its position. */
function drawCaptions(
  content: PdfContent,
  page: PageFrame,
  document: DielineDocument,
  fonts: DocumentFonts,
  annotation: PdfSpot,
): void {
  content.save().fillColor(annotation);
  const font = fonts.regular();
  const size = document.textHeight * page.k;
  for (let i = 0; i < document.captions.length; i++) {
    const caption = document.captions[i] as DielineDocument['captions'][number];
    const width = font.widthOf(caption.text, size);
    const { x, y } = caption.position;
    content.text(font, size, caption.text, page.pageX(x) - width / 2, page.pageY(y));
  }
  content.restore();
}

/**
 * A print-ready vector PDF of a dieline: the page is the blank plus a margin (and the header above
 * it), each line type stroked in its own Separation spot colour (`CutContour`, `Crease`, ...) set to
 * overprint, optional dimension labels with arrows, bleed outline and a header listing the template,
 * standard code, variables, material, sizes and date. The TrimBox is the blank's bounds, the BleedBox
 * the bleed's (the TrimBox without bleed); label and header text is set in an embedded Inter subset.
 */
export function writePdf(source: PanelGraph | Layout, options: PdfWriterOptions = {}): Promise<Uint8Array> {
  // the lines as the layout gives them, moved as they are traced: no moved copy of every segment
  const { document, toMove } = dielineDocumentParts(source, options, false);
  return writeDocumentPdf(document, toMove, options);
}
