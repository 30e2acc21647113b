import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { numberWordLayouts } from './pdf-number-words';
import { woffToSfnt } from './woff-to-sfnt';

const inter = (file: string): Font =>
  createFont(
    Buffer.from(
      woffToSfnt(readFileSync(createRequire(import.meta.url).resolve(`@fontsource/inter/files/${file}`))),
    ),
  ) as Font;
const FONTS = { regular: inter('inter-latin-400-normal.woff'), bold: inter('inter-latin-700-normal.woff') };

/** A word as fontkit shapes it: each glyph's id and position. */
const shapedBy = (font: Font, text: string) => {
  const run = font.layout(text);
  return run.glyphs.map((glyph, i) => ({ id: glyph.id, ...run.positions[i] }));
};

const CHARACTERS = '0123456789., ';

/** Every word of `length` characters from `CHARACTERS`, a space only at its end. */
function wordsOf(length: number): string[] {
  let words = [''];
  for (let i = 0; i < length; i++)
    words = words.flatMap((word) => [...CHARACTERS].map((character) => word + character));
  return words.filter((word) => !word.slice(0, -1).includes(' ') && word.trim() !== '');
}

describe('numberWordLayouts', () => {
  for (const [name, font] of Object.entries(FONTS)) {
    it(`should lay out every number word as fontkit shapes it, in Inter ${name}`, () => {
      const layoutOf = numberWordLayouts(font);
      // every word of up to four characters, then longer ones from a fixed sequence
      const words = [1, 2, 3, 4].flatMap(wordsOf);
      let seed = 7;
      for (let i = 0; i < 400; i++) {
        let word = '';
        for (let length = 5 + (i % 6); word.length < length; ) {
          seed = (seed * 1103515245 + 12345) % 2 ** 31;
          word += CHARACTERS[seed % (CHARACTERS.length - 1)];
        }
        words.push(i % 2 === 0 ? word : `${word} `);
      }
      const differing = words.filter((word) => {
        const composed = layoutOf(word);
        if (!composed) return true;
        const got = composed.glyphs.map((glyph, i) => ({ id: glyph.id, ...composed.positions[i] }));
        return JSON.stringify(got) !== JSON.stringify(shapedBy(font, word));
      });
      expect(words.length).toBeGreaterThan(10000);
      expect(differing).toEqual([]);
    });
  }

  it('should leave a word whose pairs do more than kern, or that is not a number, to fontkit', () => {
    const layoutOf = numberWordLayouts(FONTS.regular);
    // Inter sets a hyphen between digits in a form of its own
    expect(layoutOf('12-3')).toBeUndefined();
    expect(layoutOf('mm')).toBeUndefined();
    expect(layoutOf('1 2')).toBeUndefined();
    expect(layoutOf('')).toBeUndefined();
    expect(layoutOf('12.5 ')?.glyphs).toHaveLength(5);
  });
});
