import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, assembleParts } from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { buildSwatchCard, edgeTurnIn, type SwatchCardSpec, swatchWindows } from './swatch-card';

const spec: SwatchCardSpec = {
  width: 120,
  height: 200,
  columns: 2,
  rows: 3,
  windowMargin: 6,
  gutter: 6,
  posts: { count: 2, pitch: 100, diameter: 5, inset: 10 },
  boardThickness: 2,
  wrap: 0.15,
  turnIn: 18,
};
const partsOf = (s: SwatchCardSpec) => buildSwatchCard(s);
const graphOf = (s: SwatchCardSpec, name: string): PanelGraph => {
  const part = partsOf(s).find((candidate) => candidate.name === name);
  if (!part) throw new Error(`no part ${name}`);
  return part.graph;
};
const across = (graph: PanelGraph, panel: string, axis: 'x' | 'y') => {
  const along = flattenLoop(graph.panels.find((candidate) => candidate.id === panel)?.outline ?? []).map(
    (q) => q[axis],
  );
  return Math.max(...along) - Math.min(...along);
};

describe('buildSwatchCard', () => {
  it('should lay the windows out past the binding strip, the margin inside the other edges', () => {
    // past the full 18 mm turn-in and 1.5 mm: the holes (10 + 2.5 + 6 = 18.5) are nearer
    expect(swatchWindows(spec)).toEqual({
      x0: 19.5,
      y0: 6,
      width: (120 - 19.5 - 6 - 6) / 2,
      height: (200 - 12 - 12) / 3,
    });
    const board = graphOf(spec, 'card board');
    const windows = board.cuts.filter((cut) => cut.segments.length > 1);
    expect(windows).toHaveLength(6);
    // each window's corners are rounded 3 mm
    for (const window of windows)
      expect(
        window.segments
          .filter((segment) => segment.type === 'arc')
          .map((arc) => arc.type === 'arc' && arc.radius),
      ).toEqual([3, 3, 3, 3]);
    expect(board.cuts.filter((cut) => cut.segments.length === 1)).toHaveLength(2);
  });

  it('should turn in fully on the binding edge and stop short of the windows on the others', () => {
    const wrap = graphOf(spec, 'card wrap');
    expect(edgeTurnIn(spec)).toBe(4.5);
    expect(across(wrap, 'card_head_turn_in', 'x')).toBeCloseTo(18, 9);
    expect(across(wrap, 'card_tail_turn_in', 'x')).toBeCloseTo(4.5, 9);
    expect(across(wrap, 'card_fore_edge_turn_in', 'y')).toBeCloseTo(4.5, 9);
    expect(across(wrap, 'card_back_edge_turn_in', 'y')).toBeCloseTo(4.5, 9);
    // the wrap is open over every window, the liner closes them behind
    expect(wrap.cuts.filter((cut) => cut.panel === 'card' && cut.segments.length > 1)).toHaveLength(6);
    expect(graphOf(spec, 'back liner').cuts.filter((cut) => cut.segments.length > 1)).toHaveLength(0);
  });

  it('should line the post holes up through board, wrap face, turn-in and liner', () => {
    const parts = partsOf(spec);
    const poses = assembleParts(parts);
    const centres = parts.flatMap((part, index) =>
      part.graph.cuts
        .filter((cut) => cut.segments.length === 1)
        .map((cut) => {
          const arc = cut.segments[0];
          const pose = poses[index]?.pose.get(cut.panel);
          if (arc?.type !== 'arc' || !pose) throw new Error('no round hole');
          return { part: part.name, at: applyTransform(pose, [arc.center.x, arc.center.y, 0]) };
        }),
    );
    // board 2, wrap face 2 and turn-in 2, liner 2
    expect(centres).toHaveLength(8);
    const board = centres.filter((centre) => centre.part === 'card board');
    for (const centre of centres) {
      const partner = board.find((b) => Math.hypot(b.at[0] - centre.at[0], b.at[1] - centre.at[1]) < 0.3);
      expect(partner, `${centre.part} at ${centre.at.map((v) => v.toFixed(2))}`).toBeDefined();
    }
  });

  it('should stay clean to the design rules with many windows and three holes', () => {
    const busy = {
      ...spec,
      columns: 6,
      rows: 8,
      gutter: 5,
      windowMargin: 5,
      boardThickness: 2.5,
      width: 300,
      height: 400,
      posts: { count: 3, pitch: 150, diameter: 5, inset: 12 },
    };
    for (const part of partsOf(busy)) expect(checkDesignRules(part.graph), part.name).toEqual([]);
    for (const part of partsOf(spec)) expect(checkDesignRules(part.graph), part.name).toEqual([]);
  });
});
