import type { ArtworkType } from '@diecut/schema';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** PDF readers accept the header anywhere in the first kilobyte (junk before it is common from some tools). */
const PDF_HEADER_WINDOW = 1024;
/** An SVG's root element comes after an optional XML declaration, comments and a doctype. */
const SVG_PROLOGUE_WINDOW = 4096;

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The artwork type by content alone, as a browser or a RIP would read the bytes; the file name and
 * declared type are the client's word, and a `.png` that is really HTML must not be served as one.
 * Undefined for anything else (GIF, WebP, text, ...).
 */
export function detectArtworkType(bytes: Uint8Array): ArtworkType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  const head = new TextDecoder('latin1').decode(
    bytes.subarray(0, Math.max(PDF_HEADER_WINDOW, SVG_PROLOGUE_WINDOW)),
  );
  if (head.slice(0, PDF_HEADER_WINDOW).includes('%PDF-')) return 'pdf';
  if (isSvgPrologue(head)) return 'svg';
  return undefined;
}

/** True when the text opens (after a BOM, XML declaration, comments, processing instructions and a doctype) with an `<svg` root. */
function isSvgPrologue(text: string): boolean {
  let rest = text.replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  for (;;) {
    rest = rest.trimStart();
    if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end < 0) return false;
      rest = rest.slice(end + 2);
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return false;
      rest = rest.slice(end + 3);
    } else if (/^<!DOCTYPE\s+svg[\s>]/i.test(rest)) {
      // internal subsets (`[...]`) declare entities, the start of billion-laughs bombs: not accepted
      const end = rest.indexOf('>');
      if (end < 0 || rest.slice(0, end).includes('[')) return false;
      rest = rest.slice(end + 1);
    } else {
      return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s>/]/.test(rest);
    }
  }
}

/** Start-of-frame markers carry a JPEG's size; C4 (Huffman tables), C8 and CC share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * The pixel size a PNG or JPEG declares in its header, read without decoding it (so a file that would
 * decode to gigabytes costs nothing to refuse); undefined when the header is damaged.
 */
export function readRasterSize(
  bytes: Uint8Array,
  type: 'png' | 'jpeg',
): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'png') {
    // the signature, then the IHDR chunk: length, 'IHDR', width, height
    if (bytes.length < 24 || view.getUint32(12) !== 0x49484452) return undefined;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // fill bytes, and markers that stand alone without a length
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    offset += 2 + length;
  }
  return undefined;
}
