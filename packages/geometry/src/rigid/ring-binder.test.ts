import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { partGraph } from './__testing__/part-graphs';
import { PosedParts } from './__testing__/posed-parts';
import { LINER_MARGIN } from './book-box';
import {
  buildRingBinder,
  longestRivetPitch,
  type RingBinderSpec,
  ringBinderBoards,
  rivetCentres,
} from './ring-binder';

const spec: RingBinderSpec = {
  length: 297,
  width: 210,
  boardAllowance: 8,
  ringDiameter: 25,
  spineAllowance: 10,
  hingeGap: 8,
  rivets: 2,
  rivetPitch: 100,
  rivetHole: 4.5,
  boardThickness: 2,
  wrap: 0.15,
  turnIn: 15,
};
const p = spec.wrap;
const t = spec.boardThickness;
const parts = buildRingBinder(spec);
const graphOf = (name: string) => partGraph(parts, name);

function extent(graph: PanelGraph, panels: string[] | undefined, axis: 'x' | 'y'): number {
  const along = graph.panels
    .filter((panel) => !panels || panels.includes(panel.id))
    .flatMap((panel) => flattenLoop(panel.outline).map((q) => q[axis]));
  return Math.max(...along) - Math.min(...along);
}

describe('buildRingBinder', () => {
  it('should nest three boards, the wrap and the liner each on its own sheet, all clean to the design rules', () => {
    expect(parts.map((part) => part.component?.id)).toEqual([
      'front_board',
      'spine_board',
      'back_board',
      'case_wrap',
      'liner',
    ]);
    expect(parts.map((part) => part.graph.board.kind)).toEqual([
      'greyboard',
      'greyboard',
      'greyboard',
      'paper',
      'paper',
    ]);
    expect(parts.filter((part) => part.printed).map((part) => part.name)).toEqual(['case wrap']);
    for (const part of parts) expect(checkDesignRules(part.graph), part.name).toEqual([]);
  });

  it('should size the covers from the content and the spine from the rings', () => {
    expect(extent(graphOf('front board'), undefined, 'x')).toBeCloseTo(305, 9);
    expect(extent(graphOf('front board'), undefined, 'y')).toBeCloseTo(218, 9);
    expect(extent(graphOf('back board'), undefined, 'y')).toBeCloseTo(218, 9);
    expect(extent(graphOf('spine board'), undefined, 'y')).toBeCloseTo(35, 9);
    const wrap = graphOf('case wrap');
    for (const joint of ['front_joint', 'back_joint']) expect(extent(wrap, [joint], 'y')).toBeCloseTo(8, 9);
    // the wrap's face: the boards and gaps, half a paper past each outer edge and a paper round the spine
    expect(extent(wrap, ['front', 'front_joint', 'spine', 'back_joint', 'back'], 'y')).toBeCloseTo(
      218 + 8 + 35 + 8 + 218 + 2 * p,
      9,
    );
    // plus a strip over each board edge (a board and a paper) and the turn-in
    expect(extent(wrap, undefined, 'x')).toBeCloseTo(305 + p + 2 * (t + p + 15), 9);
  });

  it('should leave the rings room between the covers over the whole range', () => {
    // closed, between the liners over the covers: the spine less both covers and a liner each side
    const room = (ring: number, allowance: number, board: number) =>
      ringBinderBoards({ ...spec, ringDiameter: ring, spineAllowance: allowance, boardThickness: board })
        .spineWidth -
      2 * board -
      2 * p;
    expect(room(25, 10, 2)).toBeCloseTo(30.7, 9);
    // the tightest: the least allowance on the thickest board still clears the rings
    for (const ring of [10, 25, 80]) expect(room(ring, 8, 2.5)).toBeGreaterThan(ring + 2);
  });

  it('should punch the rivet holes in the spine board only, centred and clear of the turn-ins', () => {
    const spine = graphOf('spine board');
    expect(spine.cuts.filter((cut) => cut.kind === 'hole')).toHaveLength(2);
    expect(rivetCentres(spec)).toEqual([
      { x: 102.5, y: 17.5 },
      { x: 202.5, y: 17.5 },
    ]);
    for (const name of ['front board', 'back board', 'case wrap', 'liner'])
      expect(
        graphOf(name).cuts.filter((cut) => cut.kind === 'hole'),
        name,
      ).toEqual([]);
    // 305 - 2 x (15 + 2.25 + 3) over one pitch
    expect(longestRivetPitch(spec)).toBeCloseTo(264.5, 9);
    expect(longestRivetPitch({ ...spec, rivets: 3 })).toBeCloseTo(132.25, 9);
  });

  it('should line the inside over the turn-ins and fold closed with the covers a spine apart', () => {
    const liner = graphOf('liner');
    // the liner stops 3 mm short of the edges, well inside the 15 mm turn-ins
    expect(extent(liner, undefined, 'x')).toBeCloseTo(305 - 2 * LINER_MARGIN, 9);
    expect(LINER_MARGIN).toBeLessThan(spec.turnIn);
    // over the spine's inside: the spine board less both covers and three papers
    expect(extent(liner, ['spine'], 'y')).toBeCloseTo(35 - 2 * t - 3 * p, 9);
    const posed = new PosedParts(parts);
    const front = posed.plane('front board', 'front', 2);
    const back = posed.plane('back board', 'back', 2);
    expect(Math.abs(front - back)).toBeCloseTo(35 - t, 6);
    // the spine board stands square between them
    expect(
      posed.extent('spine board', 'spine', 2)[1] - posed.extent('spine board', 'spine', 2)[0],
    ).toBeCloseTo(35, 6);
  });
});
