import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG, left half one colour and right half the other. */
export function twoColourPng(width = 8, height = 4, left = [200, 30, 30], right = [30, 30, 200]): Uint8Array {
  return pixelPng(width, height, (x) => (x < width / 2 ? left : right));
}

/** A 2x2 baseline JPEG with only the segments a decoder needs (no JFIF or ICC). */
export const TINY_JPEG = new Uint8Array(
  Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeACoH/9k=',
    'base64',
  ),
);

/** GIF89a header and a 1x1 image: a real image type the mockups do not take. */
export const TINY_GIF = new Uint8Array(
  Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
);

/** A one-page PDF, 200 x 100 pt, its left half filled red. */
export async function onePagePdf(): Promise<Uint8Array> {
  const document = new PDFDocument({ size: [200, 100], margin: 0 });
  const chunks: Buffer[] = [];
  document.on('data', (data: Buffer) => chunks.push(data));
  const ended = new Promise<void>((resolve) => document.on('end', () => resolve()));
  document.rect(0, 0, 100, 100).fill('#ff0000');
  document.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Width and height of a PNG from its IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

/**
 * A one-page PDF written by hand whose page paints one `width` x `height` 8-bit image (grey, or RGB),
 * all zeros, deflated: a 16,000 x 16,000 image fits in 250 KB and decodes to gigabytes. (The zeros
 * are a fresh allocation the kernel maps to its zero page: deflating them costs time, not memory.)
 */
export function imagePdf(width: number, height: number, colour: 'gray' | 'rgb' = 'gray'): Uint8Array {
  const data = deflateSync(Buffer.alloc(width * height * (colour === 'rgb' ? 3 : 1)), { level: 9 });
  const space = colour === 'rgb' ? '/DeviceRGB' : '/DeviceGray';
  const content = 'q 200 0 0 200 0 0 cm /Im1 Do Q';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
  ];
  return handWrittenPdf([
    ...objects.map((body) => Buffer.from(body)),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace ${space} /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      ),
      data,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
  ]);
}

/** A well-formed PDF whose page tree holds no page. */
export function pagelessPdf(): Uint8Array {
  return handWrittenPdf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [] /Count 0 >>'),
  ]);
}

/** A PDF of these objects (numbered from 1, the first the catalog), with its cross-reference table. */
function handWrittenPdf(objects: Buffer[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** An SVG whose one rectangle sits inside `depth` nested groups. */
export function deepSvg(depth: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${'<g>'.repeat(depth)}<rect width="10" height="10"/>${'</g>'.repeat(depth)}</svg>`;
}

/**
 * A small, valid SVG that takes Skia minutes to draw: thousands of large circles, each through a
 * filter of wide blurs and a dilation.
 */
export function slowSvg(): string {
  const circles = Array.from(
    { length: 3000 },
    (_, i) =>
      `<circle cx="${(i * 37) % 1000}" cy="${(i * 91) % 1000}" r="400" fill="#${(i % 256).toString(16).padStart(2, '0')}8040" filter="url(#f)" opacity="0.5"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000"><defs><filter id="f" x="-5" y="-5" width="11" height="11"><feGaussianBlur stdDeviation="80"/><feMorphology operator="dilate" radius="60"/><feGaussianBlur stdDeviation="80"/></filter></defs>${circles.join('')}</svg>`;
}

/** A truecolour PNG whose pixel (x, y from the top left) has the colour `pixel` gives. */
export function pixelPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly number[],
): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), y * (1 + width * 3) + 1 + x * 3);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}
