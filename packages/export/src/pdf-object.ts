import { deflateSync } from 'node:zlib';

/**
 * A value as pdfkit writes it into a file (its `PDFObject.convert`, unencrypted), character for
 * character: a JavaScript string is a name, a `String` object a text string (UTF-16 with a byte order
 * mark once any character is past ASCII), bytes hex, a `Date` PDF's date, an array or plain object
 * an array or dictionary, a number rounded to a millionth; pdfkit's own objects (references, spot
 * colours, name trees) write themselves. pdfkit's version turns every text string into bytes and
 * back one character at a time, and a file's objects spent a twentieth of its time there.
 */
export function pdfValue(value: unknown): string {
  if (typeof value === 'string') return `/${value}`;
  if (typeof value === 'number') return `${pdfNumber(value)}`;
  if (value instanceof String) return `(${textString(value.valueOf()).replace(ESCAPABLE, escapeOf)})`;
  if (value instanceof Uint8Array)
    return `<${Buffer.from(value.buffer, value.byteOffset, value.length).toString('hex')}>`;
  if (value instanceof Date) return `(${pdfDate(value)})`;
  if (Array.isArray(value)) {
    let out = '';
    for (let i = 0; i < value.length; i++) out += `${i > 0 ? ' ' : ''}${pdfValue(value[i] ?? null)}`;
    return `[${out}]`;
  }
  if (value !== null && typeof value === 'object') {
    // pdfkit's references, spot colours and name trees: instances of its classes, which write themselves
    if (writesItself(value)) return String(value);
    let out = '<<';
    for (const key in value) {
      const entry = (value as Record<string, unknown>)[key];
      if (entry !== undefined) out += `\n/${key} ${pdfValue(entry)}`;
    }
    return `${out}\n>>`;
  }
  return `${value}`;
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

/** A text string's bytes, one character a byte: as it is for ASCII, else UTF-16BE after a byte order mark. */
function textString(text: string): string {
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return text;
  let out = '\u00fe\u00ff';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += String.fromCharCode(code >> 8, code & 0xff);
  }
  return out;
}

const ESCAPABLE = /[\n\r\t\b\f()\\]/g;
const ESCAPES: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
  '\\': '\\\\',
  '(': '\\(',
  ')': '\\)',
};
const escapeOf = (character: string): string => ESCAPES[character] as string;

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
}

/**
 * pdfkit's `PDFReference.finalize` without encryption, writing its dictionary with `pdfValue` and a
 * stream of one piece as it is (pdfkit copies every stream into a new buffer before writing it).
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
  document._write(`${this.id} ${this.gen} obj`);
  document._write(pdfValue(this.data));
  // as pdfkit: an empty stream left uncompressed writes its Length only
  if (stream && stream.length > 0) {
    document._write('stream');
    document._write(stream);
    this.buffer = [];
    document._write('\nendstream');
  }
  document._write('endobj');
  document._refEnd(this);
}
