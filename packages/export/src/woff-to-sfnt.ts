import { inflateSync } from 'node:zlib';

/**
 * Unpacks a WOFF 1.0 font (W3C) into the plain TrueType/OpenType file it wraps: the same tables,
 * inflated once. fontkit reads a WOFF by inflating a table again every time it is asked for it, which
 * made each PDF's font subset cost about 90 ms; a plain font is read in place.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      // a table stored at its full length was not deflated
      data: compressed < length ? new Uint8Array(inflateSync(stored)) : stored,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * count;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), headerSize);
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  out.setUint32(0, flavor);
  out.setUint16(4, count);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, count * 16 - power * 16);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
