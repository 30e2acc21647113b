// A file's text written as UTF-8 bytes into one buffer, numbers as digits: the writers' many small
// strings (each coordinate's, each point's, each line's, then the lines joined) were most of what
// writing a file allocated, for a file a tenth of their size.
import { formatNumber } from './dieline-document';
import { GrowingBytes } from './growing-bytes';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Powers of ten for the decimals `formatNumber` writes exactly from integers. */
const SCALES: ReadonlyArray<number> = [1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 1e8];
const ZERO = 48;
const MINUS = 45;
const POINT = 46;

/**
 * The text of one file, grown as it is written. One writer's buffer serves every file it writes
 * (`reset` starts the next), since writing is synchronous and the text is handed on as a string.
 */
export class TextWriter extends GrowingBytes {
  constructor() {
    super(16_384);
  }

  /** Appends text of any characters. */
  text(text: string): this {
    // UTF-8 takes at most 3 bytes per UTF-16 unit; ASCII (nearly all) is copied in one pass, and
    // the first other character hands the whole text to the encoder instead
    this.room(text.length * 3);
    const { bytes } = this;
    let at = this.length;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0x7f) {
        this.length += encoder.encodeInto(text, bytes.subarray(this.length)).written;
        return this;
      }
      bytes[at++] = code;
    }
    this.length = at;
    return this;
  }

  /**
   * The number being written: a number passed to a call V8 does not inline is boxed (a heap object
   * for every coordinate of a file), one stored here is not, so the writing call takes none.
   */
  private readonly pending = new Float64Array(1);

  /** Appends `formatNumber(value, decimals)`, digit by digit where it is written from integers. */
  number(value: number, decimals: number): this {
    // short enough that V8 inlines it wherever a number is worked out
    this.pending[0] = value;
    return this.pendingNumber(decimals);
  }

  private pendingNumber(decimals: number): this {
    const value = this.pending[0] as number;
    // formatNumber's own test for writing from integers, whose text it would give
    const scale = SCALES[decimals];
    if (scale !== undefined) {
      const scaled = value * scale;
      const nearest = Math.round(scaled);
      const off = scaled - nearest;
      if (off < 0.499 && off > -0.499 && scaled < 1e9 && scaled > -1e9)
        return this.scaled(nearest, scale, decimals);
    }
    return this.text(formatNumber(value, decimals));
  }

  /**
   * Appends `String(Math.round(value * 1e6) / 1e6)`, a number as PDF operators take it (rounded to a
   * millionth, as pdfkit writes every coordinate), digit by digit below 1e9.
   */
  millionths(value: number): this {
    this.pending[0] = value;
    return this.pendingMillionths();
  }

  /** `millionths` of `values[index]`, read where it is kept: no number passed, none boxed. */
  millionthsOf(values: Float64Array, index: number): this {
    this.pending[0] = values[index] as number;
    return this.pendingMillionths();
  }

  private pendingMillionths(): this {
    const value = this.pending[0] as number;
    if (!(value > -1e21 && value < 1e21)) throw new Error(`unsupported number: ${value}`);
    const millionths = Math.round(value * 1e6);
    // a whole number of millionths below 1e15 has at most 15 digits: its quotient by 1e6 is written
    // exactly as those digits with the point put in
    if (millionths > -1e15 && millionths < 1e15) return this.scaled(millionths, 1e6, 6);
    return this.text(String(millionths / 1e6));
  }

  /** Appends `nearest` / `scale` (10^decimals), a whole number of 10^-decimals below 1e9, as `formatNumber` writes it. */
  private scaled(nearest: number, scale: number, decimals: number): this {
    this.room(24);
    if (nearest === 0) {
      this.bytes[this.length++] = ZERO;
      return this;
    }
    if (nearest < 0) this.bytes[this.length++] = MINUS;
    const magnitude = nearest < 0 ? -nearest : nearest;
    const whole = Math.floor(magnitude / scale);
    let part = magnitude - whole * scale;
    this.digits(whole, 1);
    if (part !== 0) {
      // `decimals` digits with leading zeros, trailing zeros cut
      // whole numbers below 1e9 in int32 arithmetic: `%` and `Math.floor` on doubles cost calls
      let width = decimals;
      while ((part | 0) % 10 === 0) {
        part = ((part | 0) / 10) | 0;
        width--;
      }
      this.bytes[this.length++] = POINT;
      this.digits(part, width);
    }
    return this;
  }

  /** Appends the digits of a whole number below 1e9, at least `width` of them (leading zeros). */
  private digits(whole: number, width: number): void {
    let count = 1;
    for (let rest = whole | 0; rest >= 10; rest = (rest / 10) | 0) count++;
    if (count < width) count = width;
    const { bytes } = this;
    let at = this.length + count;
    this.length = at;
    let rest = whole | 0;
    for (let i = 0; i < count; i++) {
      const next = (rest / 10) | 0;
      bytes[--at] = ZERO + (rest - next * 10);
      rest = next;
    }
  }

  /** The bytes written since the last `reset`, copied out. */
  toBytes(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }

  /** The text written since the last `reset`. */
  toString(): string {
    return decoder.decode(this.bytes.subarray(0, this.length));
  }
}
