// Inter for the PDF writer: parsed once per process, its shaping, subsets and measured words kept
// across documents, since font work was most of a PDF's time and pdfkit keeps it per document only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { create as createFont, type Font, type Glyph, type Subset } from 'fontkit';
import { adjustmentOf, type GlyphPosition, kernedAt, type PdfFont, type SetGlyphs } from './pdf-content';
import {
  isNumberWord,
  type NumberGlyph,
  numberWordGlyphs,
  numberWordLayouts,
  type ShapedWord,
} from './pdf-number-words';
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

/** Each font's number-word glyphs (`numberWordGlyphs` of the font it wraps), by the font as pdfkit gets it. */
const numberGlyphsOf = new WeakMap<
  object,
  (character: string, next: string | undefined) => NumberGlyph | null
>();

/**
 * The font with its text shaping remembered across documents. Shaping a word through Inter's
 * contextual alternates was over half of a PDF's time, and pdfkit only remembers it per document.
 * pdfkit scales the positions it gets in place, so each call hands out fresh copies.
 */
function withLayoutCache(font: Font): Font {
  const shaped = new Map<string, ShapedWord>();
  const subsets: SubsetCache = { root: {}, size: 0, glyphCount: font.numGlyphs };
  const glyphAt = numberWordGlyphs(font);
  const numberWord = numberWordLayouts(font, glyphAt);
  const layout = (text: string, features?: unknown) => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let run = shaped.get(key);
    if (!run) {
      run = features === undefined ? numberWord(text) : undefined;
      if (!run) {
        const fresh = font.layout(text, features as never);
        run = { glyphs: fresh.glyphs, positions: fresh.positions.map((position) => ({ ...position })) };
      }
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
  const createSubset = () => withEncodeCache(font.createSubset(), subsets);
  // bound once: pdfkit calls the font's methods for every document
  const bound = new Map<PropertyKey, unknown>();
  // fontkit reads the name table again at every ask, and pdfkit asks twice a document
  let postscriptName: string | undefined;
  const proxy = new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      if (property === 'createSubset') return createSubset;
      if (property === 'postscriptName') {
        postscriptName ??= target.postscriptName;
        return postscriptName;
      }
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      let method = bound.get(property);
      if (!method) {
        method = value.bind(target);
        bound.set(property, method);
      }
      return method;
    },
  });
  numberGlyphsOf.set(proxy, glyphAt);
  return proxy;
}

/** A font subset as written, and the glyph list it ended with (encoding adds a compound glyph's parts). */
interface EncodedSubset {
  bytes: Uint8Array;
  glyphs: number[];
  /** The font's Unicode map for the glyphs, once a document has written it. */
  unicodeMap?: Uint8Array;
}

/** What each subset's last `encode` gave, for its font's Unicode map. */
const encodedSubsets = new WeakMap<Subset, EncodedSubset>();

/** Subsets kept across documents: labels and headers of one kind of file use nearly the same glyphs. */
// a subset and a Unicode map per template and font at the least (the catalog has over a hundred
// templates, two fonts each): fewer, and a round of every template drops each before it comes again
const SUBSET_CACHE_SIZE = 512;

/** A glyph list's place among a font's encoded subsets: one step a glyph, from the empty list. */
interface SubsetNode {
  next?: Map<number, SubsetNode>;
  encoded?: EncodedSubset;
  /** The font's widths and code points by code for these glyphs, as a document fills them in. */
  tables?: GlyphTables;
}

/** pdfkit's `widths` and `unicode` of an embedded font: each code's advance and code points. */
interface GlyphTables {
  widths: number[];
  unicode: number[][];
}

/** The place among its font's encoded subsets of each subset's glyph list as it is now. */
const subsetNodes = new WeakMap<Subset, () => SubsetNode>();

/** A font's encoded subsets, by glyph list, and the table of codes its subsets take in turn. */
interface SubsetCache {
  root: SubsetNode;
  size: number;
  glyphCount: number;
  /** Codes by glyph id (-1 for none), free for the next subset. */
  freeCodes?: Int32Array;
}

/**
 * The subset with its encoding remembered by the glyphs it holds, in order: the same glyph list always
 * encodes to the same bytes, and subsetting Inter was about a tenth of a PDF's time. A hit leaves the
 * subset's glyph list as encoding would have, so nothing downstream can tell. The list is looked up
 * glyph by glyph, not by a key made of it.
 */
function withEncodeCache(subset: Subset, cache: SubsetCache): Subset {
  const state = subset as unknown as { glyphs: number[] };
  const encode = subset.encode.bind(subset);
  const release = takeCodes(subset, cache);
  const nodeOf = (): SubsetNode => {
    let node = cache.root;
    // by index: run twice a document, the loop is seldom optimised, and `for of` takes an iterator
    for (let i = 0; i < state.glyphs.length; i++) {
      const glyph = state.glyphs[i] as number;
      let next = node.next?.get(glyph);
      if (!next) {
        next = {};
        node.next ??= new Map();
        node.next.set(glyph, next);
      }
      node = next;
    }
    return node;
  };
  subsetNodes.set(subset, nodeOf);
  subset.encode = () => {
    const node = nodeOf();
    let hit = node.encoded;
    if (!hit) {
      const bytes = encode();
      hit = { bytes, glyphs: [...state.glyphs] };
      if (cache.size >= SUBSET_CACHE_SIZE) {
        cache.root = {};
        cache.size = 0;
      }
      cache.size++;
      node.encoded = hit;
    }
    encodedSubsets.set(subset, hit);
    // encoding only adds glyphs (a compound glyph's parts): a list as long as the hit's is the hit's
    if (hit.glyphs.length !== state.glyphs.length) state.glyphs = [...hit.glyphs];
    release();
    return hit.bytes;
  };
  return subset;
}

/**
 * The subset's `includeGlyph` reading its codes from the font's kept table of codes by glyph id, until
 * the returned `release` hands the table on. fontkit keeps them in an object indexed by glyph id, whose
 * elements V8 lays out up to the largest id (Inter's run past 400, a bold title's further): kilobytes
 * for every font of every document, for the forty glyphs a dieline uses. A subset that finds the
 * table taken (another document's, not yet ended) makes its own.
 */
function takeCodes(subset: Subset, cache: SubsetCache): () => void {
  const state = subset as unknown as { glyphs: number[] };
  let codes: Int32Array | undefined = cache.freeCodes ?? new Int32Array(cache.glyphCount).fill(-1);
  cache.freeCodes = undefined;
  for (let code = 0; code < state.glyphs.length; code++) codes[state.glyphs[code] as number] = code;
  (subset as unknown as { includeGlyph(glyph: number | Glyph): number }).includeGlyph = (glyph) => {
    const id = typeof glyph === 'object' ? glyph.id : glyph;
    // once released, the list itself (nothing includes a glyph after encoding)
    const kept = codes && id < codes.length ? codes : undefined;
    let code = kept ? (kept[id] as number) : state.glyphs.indexOf(id);
    if (code < 0) {
      code = state.glyphs.length;
      state.glyphs.push(id);
      if (kept) kept[id] = code;
    }
    return code;
  };
  return () => {
    if (!codes) return;
    for (let i = 0; i < state.glyphs.length; i++) codes[state.glyphs[i] as number] = -1;
    cache.freeCodes = codes;
    codes = undefined;
  };
}

/**
 * Words as pdfkit lays them out (space-ended pieces, scaled to its 1000-unit em), by font, shared by
 * every document: a PDF's labels and header are made of the same few hundred words, and pdfkit only
 * keeps them per document. Dropped every so many documents, so numbers that never repeat cannot pile
 * up. Nothing changes a word once laid out.
 */
const wordsByFont = new Map<unknown, WordTable>();
const DOCUMENTS_PER_LAYOUT_CACHE = 1000;
let documentsSinceCleared = 0;

/** Counts a new document, and drops the shared words every `DOCUMENTS_PER_LAYOUT_CACHE` documents. */
export function countDocumentForLayoutCache(): void {
  if (++documentsSinceCleared > DOCUMENTS_PER_LAYOUT_CACHE) {
    wordsByFont.clear();
    documentsSinceCleared = 0;
  }
}

/** A word as laid out, with what setting and measuring it reads again for every text it is in. */
interface LaidOutWord {
  word: string;
  glyphs: Glyph[];
  positions: GlyphPosition[];
  /** Each glyph's kerning as a TJ array writes it. */
  adjustments: string[];
  /** Each glyph's `kernedAt`. */
  kerned: boolean[];
  /** The word's advance, added up as pdfkit adds a run's. */
  advanceWidth: number;
  moved: boolean;
  /** The next word of the same hash. */
  next: LaidOutWord | undefined;
}

/**
 * A font's laid-out words, found by a stretch of the text they are in: cutting each word out of its
 * text to look it up was a string for every word set or measured, the most of what text still
 * allocated. Words are chained by a hash of their characters and compared character by character.
 */
class WordTable {
  private readonly byHash = new Map<number, LaidOutWord>();
  private size = 0;

  constructor(private readonly layOut: (word: string) => Omit<LaidOutWord, 'word' | 'next'>) {}

  /** The word `text.slice(start, end)`, laid out once. */
  find(text: string, start: number, end: number): LaidOutWord {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    // a small integer, which V8 keeps unboxed as a map's key
    hash &= 0x3fffffff;
    const first = this.byHash.get(hash);
    for (let known = first; known; known = known.next)
      if (sameWord(known.word, text, start, end)) return known;
    const word = text.slice(start, end);
    const laidOut: LaidOutWord = { word, ...this.layOut(word), next: first };
    if (++this.size > LAYOUT_CACHE_SIZE) {
      this.byHash.clear();
      this.size = 1;
      laidOut.next = undefined;
    }
    this.byHash.set(hash, laidOut);
    return laidOut;
  }
}

function sameWord(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}

/** Where the space-ended piece of `text` starting at `start` ends: after its space or tab, as pdfkit splits. */
function wordEnd(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 9) return i + 1;
  }
  return end;
}

/** The part of pdfkit's embedded font (one per font and document) this writer reaches into. */
interface EmbeddedFont {
  id: string;
  document: PdfKitDocument;
  subset: { includeGlyph(glyph: number): number };
  /** Advance widths and code points by subset code, for the font's `W` array and Unicode map. */
  widths: number[];
  unicode: number[][];
  /** 1000 over the font's units per em. */
  scale: number;
  font: Font;
  layoutRun(text: string): LaidOutText;
  ref(): unknown;
  embed(): unknown;
  toUnicodeCmap(): unknown;
}

/** A text as pdfkit lays it out: its glyphs, their positions and its advance (1000-unit em). */
interface LaidOutText {
  glyphs: Glyph[];
  positions: GlyphPosition[];
  advanceWidth: number;
}

/** The part of pdfkit's document the fonts reach into. */
interface PdfKitDocument {
  font(source: PDFKit.Mixins.PDFFontSource): unknown;
  _font: EmbeddedFont;
  page: { fonts: Record<string, unknown> };
  ref(data?: object): PdfKitStream;
}

/** A pdfkit object that may carry a stream: what it holds so far, and whether it deflates it as it ends. */
export interface PdfKitStream {
  compress: boolean;
  buffer: Uint8Array[];
  write(chunk: string | Uint8Array): void;
  end(chunk?: string | Uint8Array): void;
  finalize(): void;
}

/**
 * Glyphs every document with label text takes into its regular font's subset first, one by one (no
 * shaping across them), in this order. pdfkit numbers a subset's glyphs as the text first uses them,
 * so without this the sizes in labels and header (which change with every dieline) gave each document
 * its own glyph order, and the subset had to be encoded again each time; with it, documents of a
 * template share one subset, which is encoded once. The bold title names the template only.
 */
export const PRIMED_GLYPHS = '0 1 2 3 4 5 6 7 8 9 . , : - ( )';

/** The glyphs of the text last set, by any font of any document, handed out again for the next. */
const set: SetGlyphs = { length: 0, codes: [], positions: [], adjustments: [], kerned: [], moved: false };

const hex4 = (n: number) => `0000${n.toString(16)}`.slice(-4);
/** Subset codes as set in a text string, four hex digits each, by code. */
const CODES: string[] = [];

/** The fonts of one document, each opened in pdfkit once, on first use. */
export interface DocumentFonts {
  regular(): PdfFont;
  bold(): PdfFont;
}

/**
 * The document's label and header fonts. pdfkit opens a parsed font anew (and compares it with those
 * it has) on every `font()` call, so each is opened once here and used directly. The regular font is
 * always opened first, so it is `F1` and the bold `F2`, whatever the header asks for first.
 */
export function documentFonts(pdf: PDFKit.PDFDocument): DocumentFonts {
  const document = pdf as unknown as PdfKitDocument;
  const open = new Map<unknown, PdfFont>();
  const fontOf = (source: PDFKit.Mixins.PDFFontSource): PdfFont => {
    let font = open.get(source);
    if (!font) {
      font = openFont(document, source);
      open.set(source, font);
    }
    return font;
  };
  const regular = () => fontOf(FONT.regular());
  return {
    regular,
    bold: () => {
      regular();
      return fontOf(FONT.bold());
    },
  };
}

/** A number word's glyph as pdfkit lays it out (scaled to its em), with its kerning as a TJ array writes it. */
interface ScaledGlyph {
  glyph: Glyph;
  position: GlyphPosition;
  adjustment: string;
  kerned: boolean;
}

/** Number words' glyphs as scaled, by font, by character and the one after it (255 at the end). */
const scaledNumberGlyphs = new WeakMap<object, Map<number, ScaledGlyph | null>>();

/**
 * A number word as pdfkit lays it out (`layoutRun` of the wrapped font's `numberWordLayouts`), put
 * together from its glyphs scaled once: a glyph depends only on its character and the next, while
 * every new size is a new word, and laying each out anew (fresh glyph lists and positions, copied and
 * scaled) was the most of what a new word allocated. Undefined for any other word.
 */
function numberWordOf(
  source: object,
  embedded: EmbeddedFont,
  word: string,
): Omit<LaidOutWord, 'word' | 'next'> | undefined {
  const glyphAt = numberGlyphsOf.get(source);
  if (!glyphAt || !isNumberWord(word)) return undefined;
  let scaled = scaledNumberGlyphs.get(source);
  if (!scaled) {
    scaled = new Map();
    scaledNumberGlyphs.set(source, scaled);
  }
  const glyphs: Glyph[] = [];
  const positions: GlyphPosition[] = [];
  const adjustments: string[] = [];
  const kerned: boolean[] = [];
  let advanceWidth = 0;
  for (let i = 0; i < word.length; i++) {
    // number words are ASCII: a character and the next make a small integer key
    const key = word.charCodeAt(i) * 256 + (i + 1 < word.length ? word.charCodeAt(i + 1) : 255);
    let glyph = scaled.get(key);
    if (glyph === undefined) {
      const at = glyphAt(word[i] as string, word[i + 1]);
      glyph = null;
      if (at) {
        // as pdfkit's `layoutRun` scales a run's positions and adds each glyph's advance
        const position = at.position;
        for (const name in position) (position[name] as number) *= embedded.scale;
        position.advanceWidth = at.glyph.advanceWidth * embedded.scale;
        const scaledPosition = position as unknown as GlyphPosition;
        glyph = {
          glyph: at.glyph,
          position: scaledPosition,
          adjustment: adjustmentOf(scaledPosition),
          kerned: kernedAt(scaledPosition),
        };
      }
      scaled.set(key, glyph);
    }
    if (!glyph || glyph.position.xOffset || glyph.position.yOffset) return undefined;
    glyphs.push(glyph.glyph);
    positions.push(glyph.position);
    adjustments.push(glyph.adjustment);
    kerned.push(glyph.kerned);
    advanceWidth += glyph.position.xAdvance ?? 0;
  }
  return { glyphs, positions, adjustments, kerned, advanceWidth, moved: false };
}

function openFont(document: PdfKitDocument, source: PDFKit.Mixins.PDFFontSource): PdfFont {
  document.font(source);
  const embedded = document._font;
  // methods shared by every document's font, called by pdfkit on the font (no closure per document)
  embedded.embed = embedKeepingStreams;
  embedded.toUnicodeCmap = keptUnicodeMap;
  const wordOf = (text: string, start: number, end: number): LaidOutWord => {
    // the table as it is now: every so many documents the words are dropped and it starts anew
    let words = wordsByFont.get(source);
    if (!words) {
      words = new WordTable((word) => {
        const composed = numberWordOf(source as object, embedded, word);
        if (composed) return composed;
        const run = embedded.layoutRun(word);
        return {
          glyphs: run.glyphs,
          positions: run.positions,
          adjustments: run.positions.map(adjustmentOf),
          kerned: run.positions.map(kernedAt),
          advanceWidth: run.advanceWidth,
          moved: run.positions.some((position) => Boolean(position.xOffset || position.yOffset)),
        };
      });
      wordsByFont.set(source, words);
    }
    return words.find(text, start, end);
  };
  // what pdfkit's `encode` does, word by word from the words kept: each glyph into this document's
  // subset (its width and code points are filled in from the subset's glyphs as the font is embedded)
  const encode = (text: string): SetGlyphs => {
    let length = 0;
    let moved = false;
    for (let start = 0; start < text.length; ) {
      const end = wordEnd(text, start, text.length);
      const word = wordOf(text, start, end);
      start = end;
      moved ||= word.moved;
      for (let i = 0; i < word.glyphs.length; i++) {
        const glyph = word.glyphs[i] as Glyph;
        const code = embedded.subset.includeGlyph(glyph.id);
        CODES[code] ??= hex4(code);
        set.codes[length] = CODES[code] as string;
        set.positions[length] = word.positions[i] as GlyphPosition;
        set.adjustments[length] = word.adjustments[i] as string;
        set.kerned[length] = word.kerned[i] === true;
        length++;
      }
    }
    set.length = length;
    set.moved = moved;
    return set;
  };
  if (source === FONT.regular()) encode(PRIMED_GLYPHS);
  return {
    id: embedded.id,
    use(text) {
      const fonts = document.page.fonts;
      fonts[embedded.id] ??= embedded.ref();
      return encode(text);
    },
    // as pdfkit's `widthOfString`: the words' advances added in order
    widthOf(text, size, from = 0, to = text.length) {
      let advanceWidth = 0;
      for (let start = from; start < to; ) {
        const end = wordEnd(text, start, to);
        advanceWidth += wordOf(text, start, end).advanceWidth;
        start = end;
      }
      return advanceWidth * (size / 1000);
    },
  };
}

/**
 * The font's Unicode map, the one pdfkit writes, made once for each subset: a document's map changes
 * only with the glyphs it uses, and writing it out was a twentieth of a PDF. Each code's code points
 * are those of its glyph, and fontkit makes one glyph object per glyph id, so the subset's glyph list
 * (the encode cache's key, which `embed` encodes just before) says what the map holds. It is handed
 * over as bytes with the newline pdfkit adds to a text, since pdfkit turns a text into bytes one
 * character at a time.
 */
function keptUnicodeMap(this: EmbeddedFont): unknown {
  const encoded = encodedSubsets.get(this.subset as unknown as Subset);
  let bytes = encoded?.unicodeMap;
  if (bytes === undefined) {
    bytes = new Uint8Array(Buffer.from(`${unicodeMapOf(this.unicode)}\n`, 'latin1'));
    if (encoded) encoded.unicodeMap = bytes;
  }
  const cmap = this.document.ref();
  cmap.end(bytes);
  return cmap;
}

/** pdfkit's ToUnicode CMap (`EmbeddedFont.toUnicodeCmap`): each code's UTF-16, in ranges of 256 codes. */
function unicodeMapOf(unicode: number[][]): string {
  const entries = unicode.map((codePoints) => {
    const encoded: string[] = [];
    for (let value of codePoints) {
      if (value > 0xffff) {
        value -= 0x10000;
        encoded.push(hex4(((value >>> 10) & 0x3ff) | 0xd800));
        value = 0xdc00 | (value & 0x3ff);
      }
      encoded.push(hex4(value));
    }
    return `<${encoded.join(' ')}>`;
  });
  const ranges: string[] = [];
  for (let start = 0; start < entries.length; start += 256) {
    const end = Math.min(start + 256, entries.length);
    ranges.push(`<${hex4(start)}> <${hex4(end - 1)}> [${entries.slice(start, end).join(' ')}]`);
  }
  return `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo <<
  /Registry (Adobe)
  /Ordering (UCS)
  /Supplement 0
>> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000><ffff>
endcodespacerange
${ranges.length} beginbfrange
${ranges.join('\n')}
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;
}

/**
 * Font streams as deflated, by the bytes the caches hand out: the encode cache's subset program, the
 * Unicode map's (the same bytes for the same subset or map, dropped with them).
 */
const deflatedStreams = new WeakMap<Uint8Array, Uint8Array>();

/**
 * The font's streams (its subset program and its Unicode map) deflated once across documents: they
 * repeat from one document to the next, and each deflate cost about 0.07 ms before any byte (zlib
 * sets up its window every call), a fifth of a PDF. pdfkit gives no hook, so the streams the font
 * writes as it is embedded get their deflated bytes from here, exactly what pdfkit's deflate gave.
 */
function embedKeepingStreams(this: EmbeddedFont): unknown {
  useGlyphTables(this);
  const { document } = this;
  document.ref = refDeflatedOnce;
  try {
    return (Object.getPrototypeOf(this) as EmbeddedFont).embed.call(this);
  } finally {
    Reflect.deleteProperty(document, 'ref');
  }
}

/**
 * The embedded font's widths and code points by code, as pdfkit's `encode` fills them in as each
 * glyph is first set (widths scaled to its em, but for the missing glyph's), made once for each glyph
 * list and shared by the documents of that list: a document's codes are its subset's text glyphs in
 * order, and fontkit makes one glyph object per id, so the list says what the tables hold. Filling
 * them in anew for every document was the most of what setting its text still allocated.
 */
function useGlyphTables(embedded: EmbeddedFont): void {
  const subset = embedded.subset as unknown as Subset & { glyphs: number[] };
  const node = subsetNodes.get(subset)?.();
  if (!node) return;
  if (!node.tables) {
    const widths = [embedded.widths[0] as number];
    const unicode = [embedded.unicode[0] as number[]];
    for (let code = 1; code < subset.glyphs.length; code++) {
      const glyph = embedded.font.getGlyph(subset.glyphs[code] as number);
      widths.push(glyph.advanceWidth * embedded.scale);
      unicode.push(glyph.codePoints);
    }
    node.tables = { widths, unicode };
  }
  embedded.widths = node.tables.widths;
  embedded.unicode = node.tables.unicode;
}

/** The document's `ref` while a font is embedded: a stream it makes ends deflated once (`endDeflatedOnce`). */
function refDeflatedOnce(this: PdfKitDocument, data?: object): PdfKitStream {
  const stream = (Object.getPrototypeOf(this) as PdfKitDocument).ref.call(this, data);
  if (stream.compress) stream.end = endDeflatedOnce;
  return stream;
}

/** A font stream's `end`, its bytes deflated once across documents (`deflatedStreams`). */
function endDeflatedOnce(this: PdfKitStream, chunk?: string | Uint8Array): void {
  if (!(chunk instanceof Uint8Array)) {
    (Object.getPrototypeOf(this) as PdfKitStream).end.call(this, chunk);
    return;
  }
  // pdfkit's write adds the dictionary's Length and Filter, in its order
  this.write(chunk);
  let deflated = deflatedStreams.get(chunk);
  if (!deflated) {
    deflated = new Uint8Array(deflateSync(chunk));
    deflatedStreams.set(chunk, deflated);
  }
  this.buffer = [deflated];
  this.compress = false;
  this.finalize();
}

export const FONT = {
  regular: parsedFont('inter-latin-400-normal.woff'),
  bold: parsedFont('inter-latin-700-normal.woff'),
};
