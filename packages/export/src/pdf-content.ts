import type { Point } from '@diecut/geometry';
import { TextWriter } from './text-writer';

/**
 * A page's content stream, written as operator text into one string and handed to pdfkit once. pdfkit's
 * drawing calls turned each operator into bytes of its own, one character at a time, and were most of
 * a PDF's time after the font; these methods write the same operators with the same numbers, so the
 * file is the same byte for byte.
 */
/** A writer whose buffer the next page's content takes, grown once rather than for every file. */
let keptWriter: TextWriter | undefined;

export class PdfContent {
  /**
   * The operators as bytes, the paths' numbers written digit by digit: a string grown per operator
   * and a string per number were most of what a PDF's own code left to collect.
   */
  private readonly out: TextWriter;

  /** Points of the page's height: text is set in PDF's own space, y up from the bottom. */
  constructor(private readonly pageHeight: number) {
    // the kept writer when no other page holds it (a page is drawn in one go, then handed its bytes)
    this.out = (keptWriter ?? new TextWriter()).reset();
    keptWriter = undefined;
  }

  /** The content as the page's stream takes it: one byte per character (operators are ASCII). */
  bytes(): Uint8Array {
    const bytes = Buffer.from(this.out.toBytes().buffer);
    keptWriter = this.out;
    return bytes;
  }

  /** An operator as it is: for operators these methods do not cover (marked content, a tint). */
  raw(operator: string): this {
    this.out.text(operator).text('\n');
    return this;
  }

  /**
   * The numbers of the next operator `operator` writes. A number passed to a call V8 does not inline
   * is boxed (a heap object for every coordinate of a file); one stored here is not, so code tracing
   * many points stores them here and calls `operator`, which takes none.
   */
  readonly operands = new Float64Array(6);

  /** The first `count` operands, each as `num` writes it and followed by a space, then `operator`'s line. */
  operator(count: number, operator: string): this {
    const { out, operands } = this;
    for (let i = 0; i < count; i++) out.millionthsOf(operands, i).text(' ');
    out.text(operator).text('\n');
    return this;
  }

  save(): this {
    return this.raw('q');
  }

  restore(): this {
    return this.raw('Q');
  }

  lineWidth(width: number): this {
    this.operands[0] = width;
    return this.operator(1, 'w');
  }

  /** Round caps and joins, as every dieline line is drawn. */
  roundEnds(): this {
    return this.raw('1 J\n1 j');
  }

  dash(pattern: readonly number[]): this {
    return this.raw(`[${pattern.map(num).join(' ')}] 0 d`);
  }

  strokeColor(spot: PdfSpot): this {
    this.out.text('/').text(spot.id).text(' CS\n1 SCN\n');
    return this;
  }

  fillColor(spot: PdfSpot): this {
    this.out.text('/').text(spot.id).text(' cs\n1 scn\n');
    return this;
  }

  moveTo(x: number, y: number): this {
    this.operands[0] = x;
    this.operands[1] = y;
    return this.operator(2, 'm');
  }

  lineTo(x: number, y: number): this {
    this.operands[0] = x;
    this.operands[1] = y;
    return this.operator(2, 'l');
  }

  curveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this {
    const { operands } = this;
    operands[0] = x1;
    operands[1] = y1;
    operands[2] = x2;
    operands[3] = y2;
    operands[4] = x;
    operands[5] = y;
    return this.operator(6, 'c');
  }

  closePath(): this {
    return this.raw('h');
  }

  stroke(): this {
    return this.raw('S');
  }

  fill(): this {
    return this.raw('f');
  }

  /** Turns the drawing `degrees` about (`x`, `y`) (clockwise on the page, whose y runs down). */
  rotate(degrees: number, x: number, y: number): this {
    const { operands } = this;
    operands[0] = degrees;
    operands[1] = x;
    operands[2] = y;
    return this.rotateAt();
  }

  /** `rotate` by the degrees and about the point stored in `operands` 0, 1 and 2 (degrees, x, y). */
  rotateAt(): this {
    const { operands } = this;
    const degrees = operands[0] as number;
    const x = operands[1] as number;
    const y = operands[2] as number;
    const rad = (degrees * Math.PI) / 180;
    const cos = Math.cos(rad);
    const sin = Math.sin(rad);
    operands[0] = cos;
    operands[1] = sin;
    operands[2] = -sin;
    operands[3] = cos;
    operands[4] = x - (x * cos - y * sin);
    operands[5] = y - (x * sin + y * cos);
    return this.transformAt();
  }

  /** The `cm` operator by the matrix stored in `operands` 0 to 5; none for the identity. */
  transformAt(): this {
    const { operands } = this;
    const identity =
      operands[0] === 1 &&
      operands[1] === 0 &&
      operands[2] === 0 &&
      operands[3] === 1 &&
      operands[4] === 0 &&
      operands[5] === 0;
    return identity ? this : this.operator(6, 'cm');
  }

  /**
   * A line of text starting at (x, y) on its alphabetic baseline, as pdfkit sets it: glyphs in runs,
   * a run broken where the font's kerning moves the next glyph. Written straight into the content,
   * each glyph's code and kerning from the font's kept strings: building the operators as strings
   * (a text's codes joined, its runs sliced from them) was most of what setting text allocated.
   */
  text(font: PdfFont, size: number, text: string, x: number, y: number): this {
    const { operands } = this;
    operands[0] = x;
    operands[1] = y;
    operands[2] = size;
    return this.textAt(font, text);
  }

  /** `text` at the point and size stored in `operands` 0, 1 and 2 (x, y, size). */
  textAt(font: PdfFont, text: string): this {
    if (text.length === 0) return this;
    const { operands } = this;
    const x = operands[0] as number;
    const size = operands[2] as number;
    // text is set in PDF's own space, y up from the bottom of the page
    const top = this.pageHeight;
    const y = top - (operands[1] as number);
    operands[1] = y;
    operands[3] = top;
    const glyphs = font.use(text);
    const out = this.out;
    out.text('q\n1 0 0 -1 0 ').millionthsOf(operands, 3).text(' cm\nBT\n1 0 0 1 ');
    out.millionthsOf(operands, 0).text(' ').millionthsOf(operands, 1).text(' Tm\n/').text(font.id).text(' ');
    out.millionthsOf(operands, 2).text(' Tf\n');
    const { length, codes, positions, adjustments, kerned } = glyphs;
    if (glyphs.moved) {
      out.text(offsetText(codes.slice(0, length).join(''), positions.slice(0, length), size / 1000, x, y));
    } else if (length > 0) {
      out.text('[');
      let runEnded = true;
      for (let i = 0; i < length; i++) {
        if (runEnded) out.text(i > 0 ? ' <' : '<');
        out.text(codes[i] as string);
        runEnded = kerned[i] === true || i === length - 1;
        if (runEnded) out.text('> ').text(adjustments[i] as string);
      }
      out.text('] TJ\n');
    }
    out.text('ET\nQ\n');
    return this;
  }

  /** A closed polygon through `points`, each taken to the page by `at`. */
  ring(at: PageSpace, points: readonly Point[]): this {
    const { operands } = this;
    for (let i = 0; i < points.length; i++) {
      const p = points[i] as Point;
      operands[0] = at.pageX(p.x);
      operands[1] = at.pageY(p.y);
      this.operator(2, i === 0 ? 'm' : 'l');
    }
    this.out.text('h\n');
    return this;
  }
}

/** Whether the kerning moves the glyph after this one: a run of a TJ array ends after it. */
export const kernedAt = (position: GlyphPosition): boolean => position.xAdvance !== position.advanceWidth;

/** A glyph's adjustment as a TJ array writes it: its kerning, in thousandths of the size. */
export const adjustmentOf = (position: GlyphPosition): string =>
  `${num(position.advanceWidth - position.xAdvance)}`;

/**
 * A text whose layout moves a glyph off its line, as pdfkit sets it: runs broken where the kerning
 * moves the next glyph, and a glyph moved off the line set on its own at its own place.
 */
function offsetText(
  codes: string,
  positions: readonly GlyphPosition[],
  scale: number,
  x: number,
  y: number,
): string {
  let out = '';
  // `run` holds the codes since the last adjustment, `commands` the runs of the TJ being written
  let run = '';
  let commands = '';
  const endRun = (i: number) => {
    if (run) commands += `${commands ? ' ' : ''}<${run}> ${adjustmentOf(positions[i] as GlyphPosition)}`;
    run = '';
  };
  const flush = (last: number) => {
    if (last >= 0) endRun(last);
    if (commands) out += `[${commands}] TJ\n`;
    commands = '';
  };
  let hadOffset = false;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i] as GlyphPosition;
    const code = codes.slice(i * 4, i * 4 + 4);
    if (position.xOffset || position.yOffset) {
      flush(i - 1);
      out += `1 0 0 1 ${num(x + position.xOffset * scale)} ${num(y + position.yOffset * scale)} Tm\n`;
      run = code;
      flush(i);
      hadOffset = true;
    } else {
      if (hadOffset) {
        out += `1 0 0 1 ${num(x)} ${num(y)} Tm\n`;
        hadOffset = false;
      }
      run += code;
      if (position.xAdvance !== position.advanceWidth) endRun(i);
    }
    x += position.xAdvance * scale;
  }
  flush(positions.length - 1);
  return out;
}

/**
 * Takes the drawing's coordinates to the page's points (y down from the top of the page), an axis at a
 * time: a method of a class, which V8 inlines where a path is traced, and no point made to be moved.
 */
export interface PageSpace {
  pageX(x: number): number;
  pageY(y: number): number;
}

/** A spot colour of the document, listed in the page's resources: its resource name. */
export interface PdfSpot {
  id: string;
}

/** A glyph's place in a line of text, in the font's 1000-unit em. */
export interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/**
 * A text's glyphs as a font sets them: the first `length` entries of each list. The font hands out
 * the same lists for its next text, so they are read before it is asked again.
 */
export interface SetGlyphs {
  length: number;
  /** Subset codes, four hex digits each. */
  codes: string[];
  positions: GlyphPosition[];
  /** Each glyph's `adjustmentOf`. */
  adjustments: string[];
  /**
   * Whether each glyph's advance differs from its width (`kernedAt`): the kerning moves the next
   * glyph, so a run ends after it. Read here rather than from its position: the positions come in
   * many shapes, and V8 boxed both numbers of every glyph's comparison read through them.
   */
  kerned: boolean[];
  /** A glyph moved off the line (an offset): the text is set in pieces. */
  moved: boolean;
}

/** A font embedded in the document: its resource name, and the glyphs of a text, taken into its subset. */
export interface PdfFont {
  id: string;
  /** The text's glyphs, taken into the document's subset; lists the font on the page. */
  use(text: string): SetGlyphs;
  /** The advance at `size` points of the text, or of `text.slice(start, end)`. */
  widthOf(text: string, size: number, start?: number, end?: number): number;
}

/** A number as PDF operators take it: rounded to a millionth, as pdfkit writes every coordinate. */
export function num(n: number): number {
  if (n > -1e21 && n < 1e21) return Math.round(n * 1e6) / 1e6;
  throw new Error(`unsupported number: ${n}`);
}
