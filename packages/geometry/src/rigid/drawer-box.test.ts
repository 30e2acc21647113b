import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flatExtent, partGraph } from './__testing__/part-graphs';
import { PosedParts } from './__testing__/posed-parts';
import {
  buildDrawerBox,
  type DrawerBoxSpec,
  SLEEVE_LENGTH_PLAY,
  sleeveTube,
  wrappedDrawer,
} from './drawer-box';

const spec: DrawerBoxSpec = {
  length: 200,
  width: 120,
  height: 50,
  boardThickness: 2,
  wrap: 0.15,
  turnIn: 15,
  sleeveClearance: 1.2,
  thumbNotch: 13,
};
const t = spec.boardThickness;
const p = spec.wrap;
const parts = buildDrawerBox(spec);
const graphOf = (name: string) => partGraph(parts, name);

describe('buildDrawerBox', () => {
  it('should nest the drawer board first and each board and wrap as its own hard cardboard piece', () => {
    expect(parts.map((part) => part.component?.id)).toEqual([
      'drawer_board',
      'drawer_wrap',
      'sleeve_board',
      'sleeve_wrap',
    ]);
    expect(parts.map((part) => part.graph.board.kind)).toEqual(['greyboard', 'paper', 'greyboard', 'paper']);
    expect(parts.filter((part) => part.printed).map((part) => part.name)).toEqual(['sleeve wrap']);
    expect(inspectFoldedBox(graphOf('drawer board')).inside).toEqual({
      length: expect.closeTo(200, 9),
      width: expect.closeTo(120, 9),
      height: expect.closeTo(50, 9),
    });
    for (const part of parts) expect(checkDesignRules(part.graph), part.name).toEqual([]);
  });

  it('should size the sleeve on the wrapped drawer: its turn-ins and the clearance in width and height', () => {
    // the drawer board outside 204 x 124 x 52, wrapped 204.3 x 124.3 x 52.3
    expect(wrappedDrawer(spec)).toEqual({
      length: expect.closeTo(204.3, 9),
      width: expect.closeTo(124.3, 9),
      height: expect.closeTo(52.3, 9),
    });
    const sleeve = sleeveTube(spec);
    expect(sleeve.across).toBeCloseTo(124.3 + 2 * p + 1.2, 9);
    expect(sleeve.depth).toBeCloseTo(52.3 + 2 * p + 1.2, 9);
    // with its papers over the board's ends the sleeve is the wrapped drawer and the play
    expect(sleeve.length + 2 * p).toBeCloseTo(204.3 + SLEEVE_LENGTH_PLAY, 9);
    // the board strip: three grooved walls their outside width, the butted one a board short
    const board = graphOf('sleeve board');
    expect(flatExtent(board, 'top', 'x')).toBeCloseTo(sleeve.across + 2 * t, 9);
    expect(flatExtent(board, 'right_side', 'x')).toBeCloseTo(sleeve.depth + 2 * t, 9);
    expect(flatExtent(board, 'left_side', 'x')).toBeCloseTo(sleeve.depth + t, 9);
    const wrap = graphOf('sleeve wrap');
    expect(flatExtent(wrap, 'top', 'y')).toBeCloseTo(sleeve.length + p, 9);
    expect(flatExtent(wrap, 'top_end_turn_in', 'y')).toBeCloseTo(15, 9);
    expect(flatExtent(wrap, 'top_start_rim', 'y')).toBeCloseTo(t + p, 9);
  });

  it('should close the sleeve round the drawer with the clearance shared on each side', () => {
    const posed = new PosedParts(parts);
    // the drawer opens toward -z: its wrapped rim is the least z, its wrapped base the greatest
    const rim = posed.plane('drawer wrap', 'front_rim', 2) - p / 2;
    const base = posed.plane('drawer wrap', 'base', 2) + p / 2;
    const top = posed.plane('sleeve board', 'top', 2) + t; // the top's inner face
    const bottom = posed.plane('sleeve board', 'bottom', 2) - t;
    // the sleeve's inner faces carry its turn-ins (a paper) at the mouths
    expect(rim - (top + p)).toBeCloseTo(0.6, 9);
    expect(bottom - p - base).toBeCloseTo(0.6, 9);
    const front = posed.plane('drawer wrap', 'front', 1) - p / 2;
    const side = posed.plane('sleeve board', 'left_side', 1) + t;
    expect(front - (side + p)).toBeCloseTo(0.6, 9);
    // the sleeve runs the drawer's length, a quarter of the play past each end
    const [x0, x1] = posed.extent('sleeve wrap', 'top', 0);
    const [d0, d1] = posed.span('drawer wrap', ['front'], 0);
    expect(d0 - x0).toBeCloseTo(SLEEVE_LENGTH_PLAY / 2, 9);
    expect(x1 - d1).toBeCloseTo(SLEEVE_LENGTH_PLAY / 2, 9);
    // every piece of the drawer lies within the sleeve
    for (const part of ['drawer board', 'drawer wrap'])
      for (const panel of graphOf(part).panels)
        for (const [, y, z] of posed.points(part, panel.id)) {
          expect(z > top && z < bottom, `${part} ${panel.id}`).toBe(true);
          expect(y > side, `${part} ${panel.id}`).toBe(true);
        }
  });

  it('should notch the sleeve top and bottom at both mouths, its wrap cut back to the board and turned in either side', () => {
    const arcsOf = (graph: PanelGraph, panel: string) =>
      (graph.panels.find((candidate) => candidate.id === panel)?.outline ?? []).filter(
        (segment) => segment.type === 'arc',
      );
    const board = graphOf('sleeve board');
    for (const side of ['top', 'bottom']) {
      const arcs = arcsOf(board, side);
      expect(arcs.map((arc) => arc.type === 'arc' && arc.radius)).toEqual([
        expect.closeTo(13, 9),
        expect.closeTo(13, 9),
      ]);
      const wrapArcs = arcsOf(graphOf('sleeve wrap'), side);
      expect(wrapArcs.map((arc) => arc.type === 'arc' && arc.radius)).toEqual([
        expect.closeTo(13 + p / 2, 9),
        expect.closeTo(13 + p / 2, 9),
      ]);
    }
    expect(arcsOf(board, 'right_side')).toEqual([]);
    // the strip over the mouth's edge and its turn-in stop square at the notch, on both sides of it
    const wrap = graphOf('sleeve wrap');
    const width = sleeveTube(spec).across + 2 * t + p;
    for (const piece of [
      'top_end_rim',
      'top_end_rim_far',
      'bottom_start_turn_in',
      'bottom_start_turn_in_far',
    ])
      expect(flatExtent(wrap, piece, 'x'), piece).toBeCloseTo(
        piece.includes('rim') ? width / 2 - 13 - p / 2 : width / 2 - 13 - p / 2 - (t + p),
        9,
      );
    // without notches (a ribbon pull) the sleeve is plain
    const plain = buildDrawerBox({ ...spec, thumbNotch: undefined });
    const plainBoard = plain.find((part) => part.name === 'sleeve board')?.graph as PanelGraph;
    expect(arcsOf(plainBoard, 'top')).toEqual([]);
    for (const part of plain) expect(checkDesignRules(part.graph), part.name).toEqual([]);
  });
});
