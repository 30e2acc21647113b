import { describe, expect, it } from 'vitest';
import { corrugatedBoard, mayTurnQuarter } from '../board/board';
import { checkDesignRules } from '../design-rules/design-rules';
import { blankArea } from '../panel-graph/derive-dieline';
import { posePanels } from '../panel-graph/folded-box';
import { buildCorrugatedPad, buildFoldedPad } from './corrugated-pad';

describe('buildCorrugatedPad', () => {
  it('should cut the pad 2 mm shorter and narrower than the inside it lies in', () => {
    const graph = buildCorrugatedPad({ length: 400, width: 300, board: corrugatedBoard('C') });
    expect(blankArea(graph)).toBeCloseTo(398 * 298, 6);
    expect(graph.hinges).toEqual([]);
    expect(checkDesignRules(graph)).toEqual([]);
    // a corrugated pad keeps its flute direction on the sheet
    expect(mayTurnQuarter(graph.board)).toBe(false);
  });
});

describe('buildFoldedPad', () => {
  it('should score the pad once across its flutes and fold the second leaf square to the first', () => {
    const graph = buildFoldedPad({
      length: 300,
      width1: 80,
      width2: 50,
      foldAngle: 90,
      board: corrugatedBoard('B', 'y'),
    });
    expect(blankArea(graph)).toBeCloseTo(300 * 130, 6);
    expect(graph.hinges).toHaveLength(1);
    const [crease] = graph.hinges;
    // the crease runs along x at the first leaf's width; the flutes run along y, across it
    expect(crease?.start).toEqual({ x: 0, y: 80 });
    expect(crease?.end).toEqual({ x: 300, y: 80 });
    expect(graph.board).toMatchObject({ flutes: 'y' });
    const posed = posePanels(graph);
    const [a, b] = [posed.get('base')?.normal, posed.get('front')?.normal];
    const dot = (a?.[0] ?? 0) * (b?.[0] ?? 0) + (a?.[1] ?? 0) * (b?.[1] ?? 0) + (a?.[2] ?? 0) * (b?.[2] ?? 0);
    expect(Math.abs(dot)).toBeLessThan(1e-9);
    // the second leaf stands 50 mm off the first
    const depth = Math.min(...(posed.get('front')?.points.map((p) => p[2]) ?? [0]));
    expect(depth).toBeCloseTo(-50, 6);
    expect(checkDesignRules(graph)).toEqual([]);
  });
});
