// Inter for the PDF writer: parsed once per process, its shaping, subsets and measured words kept
// across documents, since font work was most of a PDF's time and pdfkit keeps it per document only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFont, type Font, type Glyph, type Subset } from 'fontkit';
import { woffToSfnt } from './woff-to-sfnt';

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

/** Counts a new document, and drops the shared words every `DOCUMENTS_PER_LAYOUT_CACHE` documents. */
export function countDocumentForLayoutCache(): void {
  if (++documentsSinceCleared > DOCUMENTS_PER_LAYOUT_CACHE) {
    sharedLayouts.clear();
    documentsSinceCleared = 0;
  }
}

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
export function useFont(pdf: PDFKit.PDFDocument, font: PDFKit.Mixins.PDFFontSource): PDFKit.PDFDocument {
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

export function wordWidth(
  pdf: PDFKit.PDFDocument,
  font: PDFKit.Mixins.PDFFontSource,
  size: number,
  text: string,
) {
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

export const FONT = {
  regular: parsedFont('inter-latin-400-normal.woff'),
  bold: parsedFont('inter-latin-700-normal.woff'),
};
