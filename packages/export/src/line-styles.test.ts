import { LINE_TYPES } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { FILM_STYLE, GLUE_STYLE, LINE_STYLES, SHEET_STYLE } from './line-styles';

describe('LINE_STYLES', () => {
  it('should give every line type a distinct DXF layer and colour index', () => {
    const layers = new Set(LINE_TYPES.map((type) => LINE_STYLES[type].layer));
    const colours = new Set(LINE_TYPES.map((type) => LINE_STYLES[type].dxfColorIndex));
    expect(layers.size).toBe(LINE_TYPES.length);
    expect(colours.size).toBe(LINE_TYPES.length);
  });

  it('should use the ArtiosCAD colour indexes die makers key on', () => {
    expect(LINE_STYLES.cut.dxfColorIndex).toBe(1);
    expect(LINE_STYLES.crease.dxfColorIndex).toBe(2);
    expect(LINE_STYLES.perforation.dxfColorIndex).toBe(5);
  });

  it('should give glue a layer and colour index of its own, so CAD never maps it to a tool', () => {
    const styles = LINE_TYPES.map((type) => LINE_STYLES[type]);
    expect(styles.map((style) => style.dxfColorIndex)).not.toContain(GLUE_STYLE.dxfColorIndex);
    expect(styles.map((style) => style.layer)).not.toContain(GLUE_STYLE.layer);
    expect(GLUE_STYLE.layer).toBe('GLUE');
  });

  it('should give window film a layer and colour index of its own, apart from rules, glue and sheet', () => {
    const others = [...LINE_TYPES.map((type) => LINE_STYLES[type]), GLUE_STYLE, SHEET_STYLE];
    expect(others.map((style) => style.dxfColorIndex)).not.toContain(FILM_STYLE.dxfColorIndex);
    expect(others.map((style) => style.layer)).not.toContain(FILM_STYLE.layer);
    expect(FILM_STYLE.layer).toBe('FILM');
  });

  it('should draw cuts solid and creases dashed', () => {
    expect(LINE_STYLES.cut.dashMm).toEqual([]);
    expect(LINE_STYLES.crease.dashMm.length).toBeGreaterThan(0);
  });
});
