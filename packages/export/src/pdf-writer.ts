import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Layout,
  type LineType,
  type PanelGraph,
  type Point,
  type Segment,
  segmentStart,
} from '@diecut/geometry';
import { create as createFont, type Font, type Glyph, type Subset } from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  buildDielineDocument,
  type DielineDocument,
  type DielineWriterOptions,
  formatNumber,
  MM_PER_UNIT,
  splitArc,
} from './dieline-document';
import { GLUE_STYLE, LINE_STYLES, SHEET_STYLE } from './line-styles';
import { woffToSfnt } from './woff-to-sfnt';

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
  bleed: 'Bleed',
  annotation: 'Annotation',
};
const GLUE_SPOT = 'Glue';
const GLUE_TINT = 0.3;

/**
 * Label and header fonts: Inter (SIL Open Font License 1.1) from `@fontsource/inter`, its Latin
 * subset (ASCII, Latin-1, common punctuation). pdfkit embeds the glyphs a file uses as a TrueType
 * subset (FontFile2), since preflight rejects the referenced-only standard 14 fonts. Resolved from
 * this module, so it works from the sources and from the built `dist` alike.
 */
const fontFile = (name: string): string =>
  createRequire(import.meta.url).resolve(`@fontsource/inter/files/${name}`);

/**
 * A font unpacked and parsed once per process: reading the WOFF for every document cost about 120 ms
 * a PDF; pdfkit takes a parsed fontkit font as well as a file, and subsets it per document.
 */
function parsedFont(file: string): () => PDFKit.Mixins.PDFFontSource {
  let font: unknown;
  return () => {
    font ??= withLayoutCache(createFont(Buffer.from(woffToSfnt(readFileSync(fontFile(file))))) as Font);
    // pdfkit's typings list paths and bytes only; its code takes a parsed font too (it has `layout`)
    return font as PDFKit.Mixins.PDFFontSource;
  };
}

/** Shaped words kept across documents; labels and headers repeat the same few hundred. */
const LAYOUT_CACHE_SIZE = 5000;

/**
 * The font with its text shaping remembered across documents. Shaping a word through Inter's
 * contextual alternates was over half of a PDF's time, and pdfkit only remembers it per document.
 * pdfkit scales the positions it gets in place, so each call hands out fresh copies.
 */
function withLayoutCache(font: Font): Font {
  type Shaped = { glyphs: Glyph[]; positions: Array<Record<string, number>> };
  const shaped = new Map<string, Shaped>();
  const encoded = new Map<string, EncodedSubset>();
  const layout = (text: string, features?: unknown) => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let run = shaped.get(key);
    if (!run) {
      const fresh = font.layout(text, features as never);
      run = { glyphs: fresh.glyphs, positions: fresh.positions.map((position) => ({ ...position })) };
      if (shaped.size >= LAYOUT_CACHE_SIZE) shaped.clear();
      shaped.set(key, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + (position.xAdvance ?? 0), 0);
      },
    };
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      if (property === 'createSubset') return () => withEncodeCache(target.createSubset(), encoded);
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A font subset as written, and the glyph list it ended with (encoding adds a compound glyph's parts). */
interface EncodedSubset {
  bytes: Uint8Array;
  glyphs: number[];
  mapping: Record<number, number>;
}

/** Subsets kept across documents: labels and headers of one kind of file use nearly the same glyphs. */
const SUBSET_CACHE_SIZE = 64;

/**
 * The subset with its encoding remembered by the glyphs it holds, in order: the same glyph list always
 * encodes to the same bytes, and subsetting Inter was about a tenth of a PDF's time. A hit leaves the
 * subset as encoding would have (its glyph list and mapping), so nothing downstream can tell.
 */
function withEncodeCache(subset: Subset, cache: Map<string, EncodedSubset>): Subset {
  const state = subset as unknown as { glyphs: number[]; mapping: Record<number, number> };
  const encode = subset.encode.bind(subset);
  subset.encode = () => {
    const key = state.glyphs.join(',');
    let hit = cache.get(key);
    if (!hit) {
      const bytes = encode();
      hit = { bytes, glyphs: [...state.glyphs], mapping: { ...state.mapping } };
      if (cache.size >= SUBSET_CACHE_SIZE) cache.clear();
      cache.set(key, hit);
    }
    state.glyphs = [...hit.glyphs];
    state.mapping = { ...hit.mapping };
    return hit.bytes;
  };
  return subset;
}

/**
 * pdfkit's measured words (space-ended pieces, scaled to its 1000-unit em), shared by every document
 * of a font rather than one cache each: pdfkit never changes a cached run (it copies a position to
 * add word spacing), and a PDF's labels and header spend most of its time measuring the same words.
 * Dropped every so many documents, so numbers that never repeat cannot pile up.
 */
const sharedLayouts = new Map<unknown, Record<string, unknown>>();
const DOCUMENTS_PER_LAYOUT_CACHE = 1000;
let documentsSinceCleared = 0;

/** The part of pdfkit's embedded font (one per font and document) this writer reaches into. */
interface EmbeddedFont {
  layoutCache?: Record<string, unknown>;
  encode(text: string): unknown;
}

/**
 * Glyphs every document with label text takes into its regular font's subset first, one by one (no
 * shaping across them), in this order. pdfkit numbers a subset's glyphs as the text first uses them,
 * so without this the sizes in labels and header (which change with every dieline) gave each document
 * its own glyph order, and the subset had to be encoded again each time; with it, documents of a
 * template share one subset, which is encoded once. The bold title names the template only.
 */
const PRIMED_GLYPHS = '0 1 2 3 4 5 6 7 8 9 . , : - ( )';
const primed = new WeakSet<EmbeddedFont>();

/** Sets the font, then gives pdfkit's embedded font of this document the font's shared word cache. */
function useFont(pdf: PDFKit.PDFDocument, font: PDFKit.Mixins.PDFFontSource): PDFKit.PDFDocument {
  pdf.font(font);
  const embedded = (pdf as unknown as { _font?: EmbeddedFont })._font;
  if (!embedded) return pdf;
  if (embedded.layoutCache) {
    let shared = sharedLayouts.get(font);
    if (!shared) {
      shared = Object.create(null) as Record<string, unknown>;
      sharedLayouts.set(font, shared);
    }
    embedded.layoutCache = shared;
  }
  if (font === FONT.regular() && !primed.has(embedded)) {
    primed.add(embedded);
    embedded.encode(PRIMED_GLYPHS);
  }
  return pdf;
}

/** `pdf.widthOfString` of the current font and size, remembered across documents (header words). */
const measuredWords = new Map<unknown, Map<string, number>>();

function wordWidth(pdf: PDFKit.PDFDocument, font: PDFKit.Mixins.PDFFontSource, size: number, text: string) {
  let widths = measuredWords.get(font);
  if (!widths) {
    widths = new Map();
    measuredWords.set(font, widths);
  }
  const key = `${size}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = pdf.widthOfString(text);
    if (widths.size >= LAYOUT_CACHE_SIZE) widths.clear();
    widths.set(key, width);
  }
  return width;
}

const FONT = {
  regular: parsedFont('inter-latin-400-normal.woff'),
  bold: parsedFont('inter-latin-700-normal.woff'),
};

const PT_PER_MM = 72 / 25.4;
const LINE_WIDTH_PT = 1;
const ANNOTATION_WIDTH_PT = 0.35;
const HEADER_FONT_SIZE = 8;
const HEADER_TITLE_SIZE = 10;
const HEADER_LEADING = 1.35;
const HEADER_MIN_WIDTH_PT = 120 * PT_PER_MM;
/** Bézier pieces of at most this many degrees stay within 1e-6 of the radius. */
const MAX_CURVE_SWEEP = 30;

/** The alternate CMYK (0-100) of a spot colour, from the screen colour of its line style. */
function cmykOf(hex: string): [number, number, number, number] {
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
interface PdfKitInternals {
  addSpotColor(name: string, c: number, m: number, y: number, k: number): unknown;
  addContent(data: string): unknown;
  ref(data: object): { end(): void };
  page: { ext_gstates: Record<string, unknown>; dictionary: { data: Record<string, unknown> } };
}

const dateStamp = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function headerLines(document: DielineDocument): string[] {
  const { header, unit } = document;
  if (!header) return [];
  const decimals = unit === 'in' ? 4 : 2;
  const variables = header.variables
    .map(
      ({ name, value, unit: variableUnit }) => `${name}: ${value}${variableUnit ? ` ${variableUnit}` : ''}`,
    )
    .join(', ');
  const spots = document.lines.map(
    ({ lineType }) => `${PDF_SPOT_COLORS[lineType]} (${LINE_STYLES[lineType].label.toLowerCase()})`,
  );
  return [
    `${header.templateName} (${header.templateId})`,
    `Standard: ${header.standardCode ?? 'none'}    Material: ${header.material ?? 'not given'}`,
    `${document.sheet ? 'Sheet size' : 'Blank size'}: ${formatNumber(document.width, decimals)} x ${formatNumber(document.height, decimals)} ${unit}    Created: ${dateStamp(header.createdAt)}`,
    `Variables: ${variables}`,
    ...(header.notes ?? []),
    `Lines: ${spots.join(', ')}`,
  ];
}

/** Writes a prepared dieline document as a one-page PDF. */
export function renderDielinePdf(
  document: DielineDocument,
  options: Pick<PdfWriterOptions, 'compress' | 'createdAt'> = {},
): Promise<Uint8Array> {
  const createdAt = document.header?.createdAt ?? options.createdAt ?? new Date();
  const title = document.header
    ? `${document.header.templateName} (${document.header.templateId})`
    : 'Dieline';
  const pdf = new PDFDocument({
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
  const internals = pdf as unknown as PdfKitInternals;
  if (++documentsSinceCleared > DOCUMENTS_PER_LAYOUT_CACHE) {
    sharedLayouts.clear();
    documentsSinceCleared = 0;
  }
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });

  const k = PT_PER_MM * MM_PER_UNIT[document.unit];
  const { extent, margin } = document;
  const marginPt = margin * k;
  const drawingWidth = (extent.maxX - extent.minX + 2 * margin) * k;
  const drawingHeight = (extent.maxY - extent.minY + 2 * margin) * k;

  // the header sits above the drawing, wrapped to the page width
  const pageWidth = Math.max(drawingWidth, document.header ? HEADER_MIN_WIDTH_PT : 0);
  const header: Array<{ text: string; font: PDFKit.Mixins.PDFFontSource; size: number }> = [];
  headerLines(document).forEach((line, index) => {
    const font = index === 0 ? FONT.bold() : FONT.regular();
    const size = index === 0 ? HEADER_TITLE_SIZE : HEADER_FONT_SIZE;
    useFont(pdf, font).fontSize(size);
    // pdfkit measures a string as the sum of its space-ended pieces, so a line's width adds up word
    // by word: each word is measured once, not every line prefix again (that was a quarter of a PDF)
    let current = '';
    let piecesWidth = 0;
    for (const word of line.split(' ')) {
      if (current && piecesWidth + wordWidth(pdf, font, size, word) > pageWidth - 2 * marginPt) {
        header.push({ text: current, font, size });
        current = '';
        piecesWidth = 0;
      }
      current = current ? `${current} ${word}` : word;
      piecesWidth += wordWidth(pdf, font, size, `${word} `);
    }
    header.push({ text: current, font, size });
  });
  const headerHeight =
    header.length > 0 ? marginPt + header.reduce((sum, l) => sum + l.size * HEADER_LEADING, 0) : 0;
  const pageHeight = drawingHeight + headerHeight;
  pdf.addPage({ size: [pageWidth, pageHeight], margin: 0 });

  // pdfkit's user space has y down from the top of the page
  const X = (p: Point) => (p.x - extent.minX + margin) * k;
  const Y = (p: Point) => headerHeight + (extent.maxY - p.y + margin) * k;
  // page boxes are in default user space, y up from the bottom of the page
  const box = (minX: number, minY: number, maxX: number, maxY: number): number[] => [
    X({ x: minX, y: 0 }),
    pageHeight - Y({ x: 0, y: minY }),
    X({ x: maxX, y: 0 }),
    pageHeight - Y({ x: 0, y: maxY }),
  ];
  // the blank is the trimmed product; without bleed the bleed box is the trim box, not the whole page
  const pageBoxes = internals.page.dictionary.data;
  pageBoxes.TrimBox = box(0, 0, document.width, document.height);
  // a nesting's trim is the press sheet itself; a dieline's bleed box is its artwork frame
  const { artwork } = document;
  pageBoxes.BleedBox = document.sheet
    ? box(0, 0, document.width, document.height)
    : box(artwork.minX, artwork.minY, artwork.maxX, artwork.maxY);

  const used = new Set<string>();
  const spot = (name: string, hex: string): string => {
    if (!used.has(name)) {
      internals.addSpotColor(name, ...cmykOf(hex));
      used.add(name);
    }
    return name;
  };
  // every mark overprints: the dieline must never knock out the artwork under it
  const overprint = internals.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 });
  overprint.end();
  internals.page.ext_gstates.GsOverprint = overprint;
  internals.addContent('/GsOverprint gs');

  const ring = (points: Point[]) => {
    points.forEach((p, i) => {
      if (i === 0) pdf.moveTo(X(p), Y(p));
      else pdf.lineTo(X(p), Y(p));
    });
    pdf.closePath();
  };
  const path = (segments: Segment[]) => {
    let cursor: Point | undefined;
    for (const segment of segments) {
      const start = segmentStart(segment);
      if (!cursor || Math.hypot(cursor.x - start.x, cursor.y - start.y) > 1e-9)
        pdf.moveTo(X(start), Y(start));
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
  };

  if (document.sheet) {
    // the sheet's edge, then the usable area dashed: thin, in the annotation colour, never a knife
    const sheetSpot = spot(PDF_SPOT_COLORS.annotation, LINE_STYLES.annotation.stroke);
    pdf.save();
    pdf.lineWidth(ANNOTATION_WIDTH_PT).strokeColor(sheetSpot);
    ring(document.sheet.outline);
    pdf.stroke();
    const perUnit = 1 / MM_PER_UNIT[document.unit];
    pdf.dash(SHEET_STYLE.dashMm.map((d) => d * perUnit * k) as unknown as number, {});
    ring(document.sheet.usable);
    pdf.stroke();
    pdf.restore();
  }
  if (document.glueAreas.length > 0) {
    pdf.save();
    pdf.fillColor(spot(GLUE_SPOT, GLUE_STYLE.stroke));
    internals.addContent(`${GLUE_TINT} scn`);
    for (const area of document.glueAreas) ring(area);
    pdf.fill();
    pdf.restore();
  }
  if (document.bleed.length > 0) {
    pdf.save();
    pdf.lineWidth(ANNOTATION_WIDTH_PT).strokeColor(spot(PDF_SPOT_COLORS.bleed, LINE_STYLES.bleed.stroke));
    for (const bleedRing of document.bleed) ring(bleedRing);
    pdf.stroke();
    pdf.restore();
  }
  const perMm = 1 / MM_PER_UNIT[document.unit];
  for (const { lineType, segments } of document.lines) {
    const style = LINE_STYLES[lineType];
    pdf.save();
    pdf.lineWidth(LINE_WIDTH_PT).lineCap('round').lineJoin('round');
    pdf.strokeColor(spot(PDF_SPOT_COLORS[lineType], style.stroke));
    if (style.dashMm.length > 0) {
      // pdfkit takes a whole dash pattern as an array; its typings only know one length
      const pattern = style.dashMm.map((d) => d * perMm * k) as unknown as number;
      pdf.dash(pattern, {});
    }
    path(segments);
    pdf.stroke();
    pdf.restore();
  }

  const annotation = spot(PDF_SPOT_COLORS.annotation, LINE_STYLES.annotation.stroke);
  if (document.dimensions.length > 0) {
    const fontSize = document.textHeight * k;
    pdf.save();
    pdf.lineWidth(ANNOTATION_WIDTH_PT).strokeColor(annotation).fillColor(annotation);
    for (const dimension of document.dimensions) {
      for (const [a, b] of [[dimension.start, dimension.end], ...dimension.extensionLines]) {
        pdf.moveTo(X(a as Point), Y(a as Point)).lineTo(X(b as Point), Y(b as Point));
      }
    }
    pdf.stroke();
    for (const dimension of document.dimensions) for (const arrow of dimension.arrows) ring(arrow);
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
  if (document.captions.length > 0) {
    pdf.save();
    useFont(pdf.fillColor(annotation), FONT.regular()).fontSize(document.textHeight * k);
    for (const caption of document.captions) {
      const width = pdf.widthOfString(caption.text);
      pdf.text(caption.text, X(caption.position) - width / 2, Y(caption.position), {
        lineBreak: false,
        baseline: 'alphabetic',
      });
    }
    pdf.restore();
  }
  if (header.length > 0) {
    pdf.save();
    pdf.fillColor(annotation);
    let y = marginPt;
    for (const line of header) {
      useFont(pdf, line.font).fontSize(line.size);
      y += line.size;
      pdf.text(line.text, marginPt, y, { lineBreak: false, baseline: 'alphabetic' });
      y += line.size * (HEADER_LEADING - 1);
    }
    pdf.restore();
  }
  pdf.end();
  return done;
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
