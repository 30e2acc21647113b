import type { Font, Glyph } from 'fontkit';

/** A word as fontkit shapes it: its glyphs and their positions (font units). */
export interface ShapedWord {
  glyphs: Glyph[];
  positions: Array<Record<string, number>>;
}

/** Words composed from their characters: numbers as labels and headers write them, a space ending one. */
const NUMBER_WORD = /^[0-9.,]+ ?$/;

/**
 * Lays out number words from each character's own shaping and the kerning of each adjacent pair,
 * without shaping the word: a label's or header's numbers change with every size, and shaping each
 * new one through Inter's lookups was the most of what a PDF spent on text. Inter acts on these
 * characters pair by pair only (its kerning; a test shapes every word of up to four of them, and
 * longer ones, against this), so the result is fontkit's own. A pair that does more than kern, or
 * anything but a number word, gives undefined, and the caller shapes the word as before.
 */
export function numberWordLayouts(font: Font): (text: string) => ShapedWord | undefined {
  const singles = new Map<string, { glyph: Glyph; position: Record<string, number> } | null>();
  const single = (character: string) => {
    let shaped = singles.get(character);
    if (shaped === undefined) {
      const run = font.layout(character);
      const glyph = run.glyphs[0];
      const position = run.positions[0];
      shaped = run.glyphs.length === 1 && glyph && position ? { glyph, position: { ...position } } : null;
      singles.set(character, shaped);
    }
    return shaped;
  };
  /** Each pair's kerning (added to its first glyph's advance), or null where the pair does more. */
  const kerns = new Map<string, number | null>();
  const kernOf = (pair: string): number | null => {
    let kern = kerns.get(pair);
    if (kern === undefined) {
      const first = single(pair[0] as string);
      const second = single(pair[1] as string);
      const run = font.layout(pair);
      const [a, b] = run.positions;
      const alike =
        first &&
        second &&
        a &&
        b &&
        run.glyphs.length === 2 &&
        run.glyphs[0]?.id === first.glyph.id &&
        run.glyphs[1]?.id === second.glyph.id &&
        samePosition(b, second.position) &&
        samePosition({ ...a, xAdvance: first.position.xAdvance }, first.position);
      kern = alike ? (a.xAdvance as number) - (first.position.xAdvance as number) : null;
      kerns.set(pair, kern);
    }
    return kern;
  };
  return (text) => {
    if (!NUMBER_WORD.test(text)) return undefined;
    const glyphs: Glyph[] = [];
    const positions: Array<Record<string, number>> = [];
    for (let i = 0; i < text.length; i++) {
      const shaped = single(text[i] as string);
      const kern = i + 1 < text.length ? kernOf(text.slice(i, i + 2)) : 0;
      if (!shaped || kern === null) return undefined;
      glyphs.push(shaped.glyph);
      positions.push({ ...shaped.position, xAdvance: (shaped.position.xAdvance as number) + kern });
    }
    return { glyphs, positions };
  };
}

function samePosition(a: object, b: Record<string, number>): boolean {
  const entries = Object.entries(a);
  return entries.length === Object.keys(b).length && entries.every(([key, value]) => b[key] === value);
}
