import { describe, expect, it } from 'vitest';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { partGraph } from './__testing__/part-graphs';
import { PosedParts } from './__testing__/posed-parts';
import { buildLidAndBaseBox, type LidAndBaseBoxSpec } from './lid-and-base-box';

const spec: LidAndBaseBoxSpec = {
  length: 200,
  width: 150,
  height: 60,
  boardThickness: 2,
  wrap: 0.15,
  lidDepth: 50,
  lidClearance: 0.6,
  turnIn: 15,
};
const t = spec.boardThickness;
const p = spec.wrap;

const parts = buildLidAndBaseBox(spec);
const graphOf = (name: string) => partGraph(parts, name);

function flatSize(graph: PanelGraph, panel: string): { x: number; y: number } {
  const points = flattenLoop(graph.panels.find((candidate) => candidate.id === panel)?.outline ?? []);
  const xs = points.map((q) => q.x);
  const ys = points.map((q) => q.y);
  return { x: Math.max(...xs) - Math.min(...xs), y: Math.max(...ys) - Math.min(...ys) };
}

const SIDES = [
  { side: 'left_side', axis: 0 },
  { side: 'right_side', axis: 0 },
  { side: 'front', axis: 1 },
  { side: 'back', axis: 1 },
] as const;

describe('buildLidAndBaseBox', () => {
  it('should nest the base board first and every piece as its own hard cardboard component', () => {
    expect(parts.map((part) => part.component?.id)).toEqual([
      'base_board',
      'base_wrap',
      'lid_board',
      'lid_wrap',
    ]);
    for (const part of parts) {
      expect(part.component?.category).toBe('hard_cardboard');
      expect(part.placement).toBeDefined();
    }
    expect(graphOf('base board').board).toEqual({ kind: 'greyboard', caliper: 2, wrap: 0.15 });
    expect(graphOf('base wrap').board).toEqual({ kind: 'paper', caliper: 0.15 });
    expect(graphOf('lid wrap').board.kind).toBe('paper');
  });

  it('should fold the base board to the asked inside and one board more outside', () => {
    const base = inspectFoldedBox(graphOf('base board'));
    expect(base.inside.length).toBeCloseTo(200, 9);
    expect(base.inside.width).toBeCloseTo(150, 9);
    expect(base.inside.height).toBeCloseTo(60, 9);
    expect(base.outside.length).toBeCloseTo(204, 9);
    expect(base.outside.width).toBeCloseTo(154, 9);
    expect(base.outside.height).toBeCloseTo(62, 9);
  });

  it("should make the lid board's inside the base's outside, two papers a side and the clearance", () => {
    // 204 + 2 x (0.15 base wrap + 0.15 lid turn-in) + 0.6 = 205.2; 154 + 0.6 + 0.6 = 155.2
    const lid = inspectFoldedBox(graphOf('lid board'));
    expect(lid.inside.length).toBeCloseTo(205.2, 9);
    expect(lid.inside.width).toBeCloseTo(155.2, 9);
    expect(lid.inside.height).toBeCloseTo(50, 9);
  });

  it("should draw each wrap as its board's outside plus a paper, a rim of a board and the turn-in", () => {
    const base = graphOf('base wrap');
    expect(flatSize(base, 'base')).toEqual({ x: expect.closeTo(204.15, 9), y: expect.closeTo(154.15, 9) });
    const lid = graphOf('lid wrap');
    expect(flatSize(lid, 'top')).toEqual({ x: expect.closeTo(209.35, 9), y: expect.closeTo(159.35, 9) });
    for (const { side, axis } of SIDES) {
      // a wall's height runs across the sheet's other axis: y for the front and back, x for the ends
      const across = axis === 0 ? 'x' : 'y';
      expect(flatSize(base, side)[across], side).toBeCloseTo(62.15, 9);
      expect(flatSize(base, `${side}_rim`)[across], side).toBeCloseTo(2.15, 9);
      expect(flatSize(base, `${side}_turn_in`)[across], side).toBeCloseTo(15, 9);
      expect(flatSize(lid, side)[across], side).toBeCloseTo(52.15, 9);
    }
  });

  it('should start each corner lap a board above the base crease, mitred at 45 degrees', () => {
    const wrap = graphOf('base wrap');
    for (const lap of ['front_left_lap', 'front_right_lap', 'back_left_lap', 'back_right_lap']) {
      const points = flattenLoop(wrap.panels.find((panel) => panel.id === lap)?.outline ?? []);
      // the front laps hang below y = 0, the back ones above the base's far crease
      const fromBase = points.map((q) => (lap.startsWith('front') ? -q.y : q.y - 154.15));
      expect(Math.min(...fromBase), lap).toBeCloseTo(Math.max(t, 2), 9);
      expect(Math.max(...fromBase), lap).toBeCloseTo(62.15, 9);
      // 12 mm wide, its bottom edge rising 45 degrees from the corner to the lap's far edge
      expect(flatSize(wrap, lap).x).toBeCloseTo(12, 9);
      expect(Math.max(...fromBase) - Math.min(...fromBase)).toBeCloseTo(62.15 - 2, 9);
    }
  });

  it('should lay each wrap on the outside of its board and turn it in over every top edge', () => {
    const posed = new PosedParts(parts);
    // each board is posed at its outer faces, where its V-grooves turn: the wrap lies half a paper
    // outside them and its turn-ins a board and half a paper inside
    const offset = p / 2;
    const inward = t + p / 2;
    for (const [board, wrap, depth] of [
      ['base board', 'base wrap', spec.height],
      ['lid board', 'lid wrap', spec.lidDepth],
    ] as const) {
      const root = board === 'base board' ? 'base' : 'top';
      const middle = (posed.span(board, [root], 0)[0] + posed.span(board, [root], 0)[1]) / 2;
      const centre = [middle, (posed.span(board, [root], 1)[0] + posed.span(board, [root], 1)[1]) / 2];
      const outward = (axis: 0 | 1, at: number) => Math.sign(at - (centre[axis] as number));
      // the base paper lies half a paper under the board's base
      expect(Math.abs(posed.plane(wrap, root, 2) - posed.plane(board, root, 2)), wrap).toBeCloseTo(offset, 9);
      for (const { side, axis } of SIDES) {
        const wall = posed.plane(board, side, axis);
        const paper = posed.plane(wrap, side, axis);
        const turnIn = posed.plane(wrap, `${side}_turn_in`, axis);
        expect((paper - wall) * outward(axis, wall), `${wrap} ${side} outside`).toBeCloseTo(offset, 9);
        expect((wall - turnIn) * outward(axis, wall), `${wrap} ${side} turn-in inside`).toBeCloseTo(
          inward,
          9,
        );
        // the rim strip covers the wall's top edge, half a paper beyond it
        const boardRim = posed.extent(board, side, 2);
        const rim = posed.plane(wrap, `${side}_rim`, 2);
        const base = posed.plane(board, root, 2);
        const rimOfBoard =
          Math.abs(boardRim[0] - base) > Math.abs(boardRim[1] - base) ? boardRim[0] : boardRim[1];
        expect(Math.abs(rim - base), `${wrap} ${side} rim`).toBeCloseTo(
          Math.abs(rimOfBoard - base) + p / 2,
          9,
        );
        expect(Math.abs(rimOfBoard - base)).toBeCloseTo(depth + t, 9);
        // the turn-in reaches the turn-in's length down the inside from the rim
        const [low, high] = posed.extent(wrap, `${side}_turn_in`, 2);
        expect(high - low, `${wrap} ${side} turn-in depth`).toBeCloseTo(spec.turnIn, 9);
        expect(Math.min(Math.abs(low - rim), Math.abs(high - rim))).toBeCloseTo(0, 9);
        // and ends on the wall, short of the base board's inner face
        const baseInner = base - t * Math.sign(base - rim);
        const turnInEnd = Math.abs(low - rim) > Math.abs(high - rim) ? low : high;
        expect(Math.abs(turnInEnd - rim), `${wrap} ${side} turn-in on the wall`).toBeLessThanOrEqual(
          Math.abs(baseInner - rim) + 1e-9,
        );
      }
    }
  });

  it('should slide the lid over the wrapped base with the stated clearance', () => {
    const posed = new PosedParts(parts);
    for (const [first, second, axis] of [
      ['left_side', 'right_side', 0],
      ['front', 'back', 1],
    ] as const) {
      // the base's outer faces: its wrap's walls plus half a paper; the lid's inner faces: its
      // turn-ins less half a paper
      const baseOuter =
        Math.abs(posed.plane('base wrap', second, axis) - posed.plane('base wrap', first, axis)) + p;
      const lidInner =
        Math.abs(
          posed.plane('lid wrap', `${second}_turn_in`, axis) -
            posed.plane('lid wrap', `${first}_turn_in`, axis),
        ) - p;
      expect(lidInner - baseOuter, first).toBeCloseTo(spec.lidClearance, 9);
      // centred: the same play on both sides
      const low = posed.plane('base wrap', first, axis) - posed.plane('lid wrap', `${first}_turn_in`, axis);
      const high =
        posed.plane('lid wrap', `${second}_turn_in`, axis) - posed.plane('base wrap', second, axis);
      expect(Math.abs(low)).toBeCloseTo(Math.abs(high), 9);
    }
  });

  it("should sit the lid turned over on the base's rim, its walls over the base's walls", () => {
    const posed = new PosedParts(parts);
    // the base opens toward -z: its rim is the lowest point of its walls
    const baseRim = posed.extent('base wrap', 'front_rim', 2)[0] - p / 2;
    const lidTop = posed.plane('lid board', 'top', 2);
    // the lid board is posed at its top's outer face; its inner face a board nearer the base
    expect(lidTop + t).toBeCloseTo(baseRim, 9);
    // turned over: the lid's walls rise from its top toward the base's bottom
    const [lidLow, lidHigh] = posed.span('lid board', ['front', 'back', 'left_side', 'right_side'], 2);
    expect(lidLow).toBeCloseTo(lidTop, 9);
    expect(lidHigh - lidTop).toBeCloseTo(spec.lidDepth + t, 9);
    const [baseLow, baseHigh] = posed.span('base wrap', ['front', 'back'], 2);
    expect(lidHigh).toBeLessThan(baseHigh);
    expect(lidLow).toBeLessThan(baseLow);
    // every lid panel stands outside the wrapped base's footprint or above its rim
    const [x0, x1] = posed.span('base wrap', ['left_side', 'right_side'], 0);
    const [y0, y1] = posed.span('base wrap', ['front', 'back'], 1);
    for (const panel of graphOf('lid wrap').panels) {
      for (const [x, y, z] of posed.points('lid wrap', panel.id)) {
        const inFootprint = x > x0 + 1e-6 && x < x1 - 1e-6 && y > y0 + 1e-6 && y < y1 - 1e-6;
        expect(inFootprint && z > baseRim + 1e-6, `${panel.id} passes into the base`).toBe(false);
      }
    }
  });
});
