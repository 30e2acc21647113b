import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { flatExtent, partGraph } from './__testing__/part-graphs';
import { PosedParts } from './__testing__/posed-parts';
import { buildShoulderBox, lidTurnIn, neckTube, type ShoulderBoxSpec, shoulderLidTray } from './shoulder-box';

const spec: ShoulderBoxSpec = {
  length: 200,
  width: 150,
  height: 60,
  boardThickness: 2,
  wrap: 0.15,
  turnIn: 18,
  neckHeight: 20,
  lidClearance: 0.8,
};
const t = spec.boardThickness;
const p = spec.wrap;
const parts = buildShoulderBox(spec);
const graphOf = (name: string) => partGraph(parts, name);
const walls = ['front', 'back', 'left_side', 'right_side'];

describe('buildShoulderBox', () => {
  it('should nest base, neck and lid, board and wrap, each on its own, the lid wrap printed', () => {
    expect(parts.map((part) => part.component?.id)).toEqual([
      'base_board',
      'base_wrap',
      'neck_board',
      'neck_wrap',
      'lid_board',
      'lid_wrap',
    ]);
    expect(parts.filter((part) => part.printed).map((part) => part.name)).toEqual(['lid wrap']);
    expect(inspectFoldedBox(graphOf('base board')).inside).toEqual({
      length: expect.closeTo(200, 9),
      width: expect.closeTo(150, 9),
      height: expect.closeTo(60, 9),
    });
    for (const part of parts) expect(checkDesignRules(part.graph), part.name).toEqual([]);
  });

  it('should size the neck on the base inside less its turn-ins and the lid on the wrapped neck', () => {
    const neck = neckTube(spec);
    // neck outside = base inside less a paper each side; it stands on the floor, 80 high in all
    expect(neck.across + 2 * t).toBeCloseTo(200 - 2 * p, 9);
    expect(neck.depth + 2 * t).toBeCloseTo(150 - 2 * p, 9);
    expect(neck.length).toBeCloseTo(80, 9);
    // lid inside = wrapped neck (the base's inside) + its turn-ins + the clearance
    const lid = shoulderLidTray(spec);
    expect(lid.length).toBeCloseTo(200 + 2 * p + 0.8, 9);
    expect(lid.width).toBeCloseTo(150 + 2 * p + 0.8, 9);
    expect(lid.height).toBeCloseTo(20 - p, 9);
    expect(lidTurnIn(spec)).toBeCloseTo(18, 9);
    expect(lidTurnIn({ ...spec, neckHeight: 15 })).toBeCloseTo(15 - p, 9);
    // the neck's board strip: grooved walls their outside width, the butted one a board short
    const board = graphOf('neck board');
    expect(flatExtent(board, 'front', 'x')).toBeCloseTo(200 - 2 * p, 9);
    expect(flatExtent(board, 'right_side', 'x')).toBeCloseTo(150 - 2 * p - t, 9);
    // the neck wrap covers the neck above the base's rim and turns in down to the floor
    const wrap = graphOf('neck wrap');
    expect(flatExtent(wrap, 'front', 'y')).toBeCloseTo(20 - p / 2, 9);
    expect(flatExtent(wrap, 'front_end_turn_in', 'y')).toBeCloseTo(79, 9);
  });

  it('should stand the neck proud of the base and rest the lid on it down onto the base rim', () => {
    const posed = new PosedParts(parts);
    // the base opens toward -z
    const baseRim = posed.plane('base wrap', 'front_rim', 2) - p / 2;
    const neckTop = posed.plane('neck wrap', 'front_end_rim', 2) - p / 2;
    expect(baseRim - neckTop).toBeCloseTo(20, 9);
    // the neck wrap starts on the base's wrapped rim
    expect(posed.extent('neck wrap', 'front', 2)[1]).toBeCloseTo(baseRim, 9);
    // the lid's wrapped rim lands on the base's, its top's inner face on the neck's top
    expect(posed.plane('lid wrap', 'front_rim', 2) + p / 2).toBeCloseTo(baseRim, 9);
    expect(posed.plane('lid board', 'top', 2) + t).toBeCloseTo(neckTop, 9);
    // across x: the neck board's outer faces on the base's turn-ins, the lid's turn-ins 0.4 off the neck wrap
    const [n0, n1] = posed.span('neck board', walls, 0);
    const [b0, b1] = posed.span('base board', walls, 0);
    expect(n0 - (b0 + t + p)).toBeCloseTo(0, 9);
    expect(b1 - t - p - n1).toBeCloseTo(0, 9);
    const [w0, w1] = posed.span('neck wrap', walls, 0);
    const [l0, l1] = posed.span('lid board', walls, 0);
    expect(w0 - p / 2 - (l0 + t + p)).toBeCloseTo(0.4, 9);
    expect(l1 - t - p - (w1 + p / 2)).toBeCloseTo(0.4, 9);
    const [y0] = posed.span('neck wrap', walls, 1);
    const [ly0] = posed.span('lid board', walls, 1);
    expect(y0 - p / 2 - (ly0 + t + p)).toBeCloseTo(0.4, 9);
    // the lid and the base are the same size outside: the lid is the base's wrap and a clearance wider
    const [o0, o1] = posed.span('lid wrap', walls, 0);
    const [c0, c1] = posed.span('base wrap', walls, 0);
    expect(o1 - o0 - (c1 - c0)).toBeCloseTo(0.8 + 2 * p, 9);
  });
});
