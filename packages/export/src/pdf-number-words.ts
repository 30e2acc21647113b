import type { Font, Glyph } from 'fontkit';

/** A word as fontkit shapes it: its glyphs and their positions (font units). */
export interface ShapedWord {
  glyphs: Glyph[];
  positions: Array<Record<string, number>>;
}

/** Words composed from their characters: numbers as labels and headers write them, a space ending one. */
const NUMBER_WORD = /^[0-9.,]+ ?$/;

/** Whether fontkit shapes `text` as `numberWordLayouts` composes it, if every pair only kerns. */
export function isNumberWord(text: string): boolean {
  return NUMBER_WORD.test(text);
}

/** A glyph of a number word: its character's own glyph, and position with the kerning of the pair it starts. */
export interface NumberGlyph {
  glyph: Glyph;
  /** A fresh object, in font units. */
  position: Record<string, number>;
}

/**
 * Lays out number words from each character's own shaping and the kerning of each adjacent pair,
 * without shaping the word: a label's or header's numbers change with every size, and shaping each
 * new one through Inter's lookups was the most of what a PDF spent on text. Inter acts on these
 * characters pair by pair only (its kerning; a test shapes every word of up to four of them, and
 * longer ones, against this), so the result is fontkit's own. A pair that does more than kern, or
 * anything but a number word, gives undefined, and the caller shapes the word as before.
 */
export function numberWordLayouts(
  font: Font,
  glyphAt: ReturnType<typeof numberWordGlyphs> = numberWordGlyphs(font),
): (text: string) => ShapedWord | undefined {
  return (text) => {
    if (!NUMBER_WORD.test(text)) return undefined;
    const glyphs: Glyph[] = [];
    const positions: Array<Record<string, number>> = [];
    for (let i = 0; i < text.length; i++) {
      const at = glyphAt(text[i] as string, text[i + 1]);
      if (!at) return undefined;
      glyphs.push(at.glyph);
      positions.push(at.position);
    }
    return { glyphs, positions };
  };
}

/**
 * The glyph of a number word's character before `next` (undefined at the word's end), from the
 * character's own shaping and the kerning of the pair: a glyph depends on nothing else of its word.
 * Null where the pair does more than kern.
 */
export function numberWordGlyphs(
  font: Font,
): (character: string, next: string | undefined) => NumberGlyph | null {
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
  return (character, next) => {
    const shaped = single(character);
    const kern = next === undefined ? 0 : kernOf(character + next);
    if (!shaped || kern === null) return null;
    return {
      glyph: shaped.glyph,
      position: { ...shaped.position, xAdvance: (shaped.position.xAdvance as number) + kern },
    };
  };
}

function samePosition(a: object, b: Record<string, number>): boolean {
  const entries = Object.entries(a);
  return entries.length === Object.keys(b).length && entries.every(([key, value]) => b[key] === value);
}
