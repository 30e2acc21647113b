import { deflateSync } from 'node:zlib';
import { GrowingBytes } from './growing-bytes';

/**
 * A PDF file's bytes as pdfkit writes them, grown in one buffer: text one byte a character (its low
 * byte, as pdfkit's own conversion keeps it), streams as they are, and values as `pdfValue` writes
 * them. Building each object's dictionary as strings (a string per number, per entry, per nesting,
 * then the lines joined) was most of what the end of a PDF allocated, for a file a tenth of that.
 */
export class PdfFileBytes extends GrowingBytes {
  constructor() {
    super(32_768);
  }

  /** Appends text, one byte a character. */
  latin1(text: string): this {
    this.room(text.length);
    const { bytes } = this;
    let at = this.length;
    for (let i = 0; i < text.length; i++) bytes[at++] = text.charCodeAt(i);
    this.length = at;
    return this;
  }

  /** Appends bytes as they are. */
  raw(data: Uint8Array): this {
    this.room(data.length);
    this.bytes.set(data, this.length);
    this.length += data.length;
    return this;
  }

  /** Appends a whole number from 0 up, at least `width` digits (leading zeros). */
  whole(n: number, width = 1): this {
    if (!(n >= 0 && n < 2 ** 31 && Number.isInteger(n))) return this.latin1(`${n}`.padStart(width, '0'));
    let count = 1;
    for (let rest = n; rest >= 10; rest = (rest / 10) | 0) count++;
    if (count < width) count = width;
    this.room(count);
    let at = this.length + count;
    this.length = at;
    for (let i = 0, rest = n; i < count; i++) {
      const next = (rest / 10) | 0;
      this.bytes[--at] = 48 + rest - next * 10;
      rest = next;
    }
    return this;
  }

  /**
   * Appends a number as pdfkit writes it, rounded to a millionth, digit by digit: a whole number of
   * millionths below 1e15 has at most 15 digits, and its quotient by 1e6 is written as exactly those
   * digits with the point put in (a string for each width and box corner was most of what an
   * object's dictionary allocated).
   */
  number(n: number): this {
    const rounded = pdfNumber(n);
    const millionths = Math.round(n * 1e6);
    if (!(millionths > -1e15 && millionths < 1e15)) return this.latin1(`${rounded}`);
    if (millionths < 0) this.latin1('-');
    const magnitude = Math.abs(millionths);
    const whole = Math.floor(magnitude / 1e6);
    let part = magnitude - whole * 1e6;
    this.whole(whole);
    if (part === 0) return this;
    let width = 6;
    while (part % 10 === 0) {
      part /= 10;
      width--;
    }
    return this.latin1('.').whole(part, width);
  }

  /** Appends a value as pdfkit writes it into a file (`pdfValue`). */
  value(value: unknown): this {
    if (typeof value === 'string') return this.latin1('/').latin1(value);
    if (typeof value === 'number') return this.number(value);
    if (value instanceof String) return this.textString(value.valueOf());
    if (value instanceof Uint8Array)
      return this.latin1(`<${Buffer.from(value.buffer, value.byteOffset, value.length).toString('hex')}>`);
    if (value instanceof Date) return this.latin1(`(${pdfDate(value)})`);
    if (Array.isArray(value)) {
      this.latin1('[');
      for (let i = 0; i < value.length; i++) {
        if (i > 0) this.latin1(' ');
        this.value(value[i] ?? null);
      }
      return this.latin1(']');
    }
    if (value !== null && typeof value === 'object') {
      // pdfkit's references (`N 0 R`), spot colours and name trees, which write themselves
      if (isReference(value)) return this.whole(value.id).latin1(' ').whole(value.gen).latin1(' R');
      if (writesItself(value)) return this.latin1(String(value));
      this.latin1('<<');
      for (const key in value) {
        const entry = (value as Record<string, unknown>)[key];
        if (entry !== undefined) this.latin1('\n/').latin1(key).latin1(' ').value(entry);
      }
      return this.latin1('\n>>');
    }
    return this.latin1(`${value}`);
  }

  /**
   * A text string in parentheses, one byte a character as it is for ASCII, else UTF-16BE after a byte
   * order mark; the bytes PDF's strings give a meaning escaped.
   */
  private textString(text: string): this {
    this.latin1('(');
    let ascii = true;
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) > 0x7f) {
        ascii = false;
        break;
      }
    }
    if (ascii) for (let i = 0; i < text.length; i++) this.escaped(text.charCodeAt(i));
    else {
      this.escaped(0xfe).escaped(0xff);
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        this.escaped(code >> 8).escaped(code & 0xff);
      }
    }
    return this.latin1(')');
  }

  private escaped(byte: number): this {
    const letter = ESCAPES[byte];
    this.room(2);
    if (letter !== undefined) {
      this.bytes[this.length++] = 0x5c;
      this.bytes[this.length++] = letter;
    } else this.bytes[this.length++] = byte;
    return this;
  }

  /** The bytes written since the last `reset`, copied out. */
  toBytes(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/**
 * A value as pdfkit writes it into a file (its `PDFObject.convert`, unencrypted), character for
 * character: a JavaScript string is a name, a `String` object a text string (UTF-16 with a byte order
 * mark once any character is past ASCII), bytes hex, a `Date` PDF's date, an array or plain object
 * an array or dictionary, a number rounded to a millionth; pdfkit's own objects (references, spot
 * colours, name trees) write themselves.
 */
export function pdfValue(value: unknown): string {
  return Buffer.from(new PdfFileBytes().value(value).toBytes()).toString('latin1');
}

/** One of pdfkit's references, which a `CollectedPdf` makes with `finalizeReference`. */
function isReference(value: object): value is PdfKitReference {
  return (value as Partial<PdfKitReference>).finalize === finalizeReference;
}

/** An object of a class with its own `toString` (pdfkit's references, spot colours, name trees). */
function writesItself(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype !== Object.prototype && prototype !== null && value.toString !== Object.prototype.toString;
}

/** A number as pdfkit writes it: rounded to a millionth. */
function pdfNumber(n: number): number {
  if (n > -1e21 && n < 1e21) return Math.round(n * 1e6) / 1e6;
  throw new Error(`unsupported number: ${n}`);
}

/** The character after a backslash of each byte a text string escapes, by byte. */
const ESCAPES: Array<number | undefined> = [];
for (const [i, letter] of [...'nrtbf\\()'].entries())
  ESCAPES['\n\r\t\b\f\\()'.charCodeAt(i)] = letter.charCodeAt(0);

const pad = (n: number, length: number): string => `${n}`.padStart(length, '0').slice(-length);

/** A date as pdfkit writes it: UTC to the second. */
function pdfDate(date: Date): string {
  return `D:${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}${pad(date.getUTCHours(), 2)}${pad(date.getUTCMinutes(), 2)}${pad(date.getUTCSeconds(), 2)}Z`;
}

/** The part of pdfkit's object (`PDFReference`) its finalize uses. */
export interface PdfKitReference {
  id: number;
  gen: number;
  offset?: number;
  compress: boolean;
  data: Record<string, unknown>;
  buffer: Uint8Array[] | Uint8Array;
  document: PdfKitWriter;
  finalize(): void;
}

/** The part of pdfkit's document an object's finalize writes to. */
export interface PdfKitWriter {
  _offset: number;
  _security?: unknown;
  _write(data: string | Uint8Array): void;
  _refEnd(reference: PdfKitReference): void;
  /** Where the file's bytes are being written (a `CollectedPdf`'s). */
  fileBytes(): PdfFileBytes;
}

/**
 * pdfkit's `PDFReference.finalize` without encryption, writing its lines straight into the file's
 * bytes, its dictionary as `pdfValue` does, and a stream of one piece as it is (pdfkit copies every
 * stream into a new buffer before writing it).
 */
export function finalizeReference(this: PdfKitReference): void {
  const document = this.document;
  if (document._security) {
    (Object.getPrototypeOf(this) as PdfKitReference).finalize.call(this);
    return;
  }
  this.offset = document._offset;
  let stream: Uint8Array | undefined;
  const pieces = this.buffer as Uint8Array[];
  if (pieces.length > 0) {
    stream = pieces.length === 1 ? (pieces[0] as Uint8Array) : Buffer.concat(pieces);
    if (this.compress) stream = deflateSync(stream);
    this.data.Length = stream.length;
  }
  const file = document.fileBytes();
  const start = file.length;
  // each line as pdfkit's `_write` ends it, with a newline (a stream's bytes without)
  file.whole(this.id).latin1(' ').whole(this.gen).latin1(' obj\n').value(this.data).latin1('\n');
  // as pdfkit: an empty stream left uncompressed writes its Length only
  if (stream && stream.length > 0) {
    file.latin1('stream\n').raw(stream).latin1('\nendstream\n');
    this.buffer = [];
  }
  file.latin1('endobj\n');
  document._offset += file.length - start;
  document._refEnd(this);
}
