import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const woff = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
);

describe('woffToSfnt', () => {
  it('should unpack a WOFF into a TrueType font with the same tables, glyphs and metrics', () => {
    const sfnt = woffToSfnt(woff);
    // a TrueType file starts with version 1.0, not the WOFF signature
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000);
    // one font per file, not a collection
    const packed = create(woff) as Font;
    const plain = create(Buffer.from(sfnt)) as Font;
    expect(plain.numGlyphs).toBe(packed.numGlyphs);
    expect(plain.unitsPerEm).toBe(packed.unitsPerEm);
    const text = '101.6 mm x 4 in';
    expect(plain.layout(text).advanceWidth).toBe(packed.layout(text).advanceWidth);
    expect(plain.glyphForCodePoint(0x41).path.toSVG()).toBe(packed.glyphForCodePoint(0x41).path.toSVG());
  });

  it('should refuse bytes that are not a WOFF 1.0 font', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow(/WOFF/);
  });
});
