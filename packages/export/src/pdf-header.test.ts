import { describe, expect, it } from 'vitest';
import type { PdfFont } from './pdf-content';
import type { DocumentFonts } from './pdf-fonts';
import { wrapHeader } from './pdf-header';

/** A font whose every character is as wide as its code's last digit plus one, in tenths of the size. */
const font = (id: string): PdfFont => ({
  id,
  use: () => {
    throw new Error('not set');
  },
  widthOf: (text, size, start, end) =>
    [...text.slice(start, end)].reduce((sum, c) => sum + ((c.charCodeAt(0) % 10) + 1) / 10, 0) * size,
});
const fonts: DocumentFonts = { regular: () => font('F1'), bold: () => font('F2') };

/** Words joined while they fit, as the header was first wrapped: a string grown word by word. */
function wrappedAsJoined(line: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  let piecesWidth = 0;
  const { widthOf } = fonts.regular();
  for (const word of line.split(' ')) {
    if (current && piecesWidth + widthOf(word, size) > width) {
      pieces.push(current);
      current = '';
      piecesWidth = 0;
    }
    current = current ? `${current} ${word}` : word;
    piecesWidth += widthOf(`${word} `, size);
  }
  pieces.push(current);
  return pieces;
}

describe('wrapHeader', () => {
  it('should break lines where words joined one by one would, spaces at the ends and doubled included', () => {
    const lines = [
      'Reverse Tuck End Box (becf-11001)',
      'Variables: length: 123.4 mm, width: 50 mm, depth: 120 mm, dust_flap: 20 mm',
      '  two leading, doubled  spaces and a trailing one ',
      'averyveryverylongwordwiderthanthepageonitsown then short words',
      '',
      ' ',
    ];
    for (const width of [40, 90, 160, 1000]) {
      // the margins take 2 x 5 off the page width
      const header = wrapHeader(fonts, lines, width + 10, 5);
      const expected = lines.flatMap((line, index) =>
        wrappedAsJoined(line, index === 0 ? 10 : 8, width).map((text) => ({
          text,
          id: index === 0 ? 'F2' : 'F1',
        })),
      );
      expect(header.map(({ text, font }) => ({ text, id: font.id }))).toEqual(expected);
    }
  });
});
