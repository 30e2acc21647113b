import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { cutSegments } from '../panel-graph/derive-dieline';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { distanceToSegment, flattenLoop, segmentLength } from '../primitives/segment';
import { partGraph } from './__testing__/part-graphs';
import { PosedParts } from './__testing__/posed-parts';
import { type BookBoxSpec, bookCaseLayout, buildBookBox, hingeGap } from './book-box';

const spec: BookBoxSpec = {
  length: 200,
  width: 150,
  height: 60,
  boardThickness: 2,
  wrap: 0.15,
  turnIn: 15,
  overhang: 3,
};
const t = spec.boardThickness;
const p = spec.wrap;
const parts = buildBookBox(spec);
const graphOf = (name: string) => partGraph(parts, name);

function flatExtent(graph: PanelGraph, panel: string, axis: 'x' | 'y'): number {
  const along = flattenLoop(graph.panels.find((candidate) => candidate.id === panel)?.outline ?? []).map(
    (q) => q[axis],
  );
  return Math.max(...along) - Math.min(...along);
}

describe('buildBookBox', () => {
  it('should nest the tray board first and each board, wrap and liner as its own hard cardboard component', () => {
    expect(parts.map((part) => part.component?.id)).toEqual([
      'tray_board',
      'tray_wrap',
      'back_board',
      'spine_board',
      'lid_board',
      'case_wrap',
      'liner',
    ]);
    expect(parts.every((part) => part.component?.category === 'hard_cardboard' && part.placement)).toBe(true);
    expect(parts.map((part) => part.graph.board.kind)).toEqual([
      'greyboard',
      'paper',
      'greyboard',
      'greyboard',
      'greyboard',
      'paper',
      'paper',
    ]);
    expect(inspectFoldedBox(graphOf('tray board')).inside).toEqual({
      length: expect.closeTo(200, 9),
      width: expect.closeTo(150, 9),
      height: expect.closeTo(60, 9),
    });
    for (const part of parts) expect(checkDesignRules(part.graph), part.name).toEqual([]);
  });

  it('should size the case boards round the wrapped tray with the overhang and the hinge gap', () => {
    // the tray outside 204 x 154 x 62, in its wrap 204.3 x 154.3 x 62.3
    const layout = bookCaseLayout(spec);
    expect(hingeGap(2)).toBe(5); // a square joint: two boards and 1 mm play
    expect(layout.boardLength).toBeCloseTo(204.3 + 6, 9);
    expect(layout.boardWidth).toBeCloseTo(154.3 + 3, 9);
    // inside: the wrapped tray plus a turn-in and a liner over each of back and lid board
    expect(layout.insideDepth).toBeCloseTo(62.3 + 0.6, 9);
    // the spine board spans the case: 62.9 between the boards' inner faces and both boards
    expect(layout.spineWidth).toBeCloseTo(62.9 + 4, 9);
    expect(flatExtent(graphOf('back board'), 'back', 'x')).toBeCloseTo(210.3, 9);
    expect(flatExtent(graphOf('back board'), 'back', 'y')).toBeCloseTo(157.3, 9);
    expect(flatExtent(graphOf('lid board'), 'lid', 'y')).toBeCloseTo(157.3, 9);
    expect(flatExtent(graphOf('spine board'), 'spine', 'y')).toBeCloseTo(layout.spineWidth, 9);
    const wrap = graphOf('case wrap');
    for (const joint of ['back_joint', 'lid_joint'])
      expect(flatExtent(wrap, joint, 'y'), joint).toBeCloseTo(5, 9);
    // turned in 15 mm beyond a strip over the board's edge (a board and a paper)
    expect(flatExtent(wrap, 'back_fore_edge_edge', 'y')).toBeCloseTo(t + p, 9);
    expect(flatExtent(wrap, 'back_fore_edge_turn_in', 'y')).toBeCloseTo(15, 9);
    expect(flatExtent(wrap, 'spine_head_turn_in', 'x')).toBeCloseTo(15, 9);
  });

  it("should cut the case wrap's corners at 45 degrees one board thickness from the board corner", () => {
    const wrap = graphOf('case wrap');
    const knives = cutSegments(wrap).filter((knife) => knife.type === 'line');
    // the back's head-and-fore-edge corner: the creases meet at the sheet's origin
    // a knife along x + y = constant, just outside the corner
    const mitre = knives.find((knife) => {
      if (knife.type !== 'line') return false;
      const at = knife.start.x + knife.start.y;
      return Math.abs(at - (knife.end.x + knife.end.y)) < 1e-9 && at < 0 && at > -10;
    });
    if (mitre?.type !== 'line') throw new Error('no corner cut');
    expect(distanceToSegment({ x: 0, y: 0 }, mitre.start, mitre.end)).toBeCloseTo(t, 9);
    // and a slit from the corner to the cut lets the two turn-ins fold over each other
    const slit = knives.find(
      (knife) =>
        knife.type === 'line' &&
        Math.min(Math.hypot(knife.start.x, knife.start.y), Math.hypot(knife.end.x, knife.end.y)) < 1e-9,
    );
    expect(slit && segmentLength(slit)).toBeCloseTo(t, 9);
  });

  it('should lay each case board on its wrap panel, the boards a hinge gap apart along the wrap', () => {
    const posed = new PosedParts(parts);
    const back = posed.plane('back board', 'back', 2);
    expect(Math.abs(posed.plane('case wrap', 'back', 2) - back)).toBeCloseTo((t + p) / 2, 9);
    expect(
      Math.abs(posed.plane('case wrap', 'spine', 1) - posed.plane('spine board', 'spine', 1)),
    ).toBeCloseTo((t + p) / 2, 9);
    expect(Math.abs(posed.plane('case wrap', 'lid', 2) - posed.plane('lid board', 'lid', 2))).toBeCloseTo(
      (t + p) / 2,
      9,
    );
    // the back board ends where the joint starts; the joint's paper runs on flat under the spine
    // board's end, which stands on it, and turns up at the spine board's outer face
    const [, backEdge] = posed.extent('back board', 'back', 1);
    const [jointStart, jointEnd] = posed.extent('case wrap', 'back_joint', 1);
    expect(backEdge).toBeCloseTo(jointStart, 9);
    expect(posed.extent('case wrap', 'back_joint', 2).map((v) => Math.round(v * 1e6))).toEqual(
      posed.extent('case wrap', 'back', 2).map((v) => Math.round(v * 1e6)),
    );
    const spineOuter = posed.plane('spine board', 'spine', 1) + t / 2;
    expect(jointEnd - p / 2).toBeCloseTo(spineOuter, 9);
    const spineEnds = posed.extent('spine board', 'spine', 2);
    expect(spineEnds[1] - spineEnds[0]).toBeCloseTo(62.9 + 2 * t, 9);
  });

  it('should close the case over the tray: back under it, lid on it, spine behind it, the overhang round it', () => {
    const posed = new PosedParts(parts);
    const backInner = posed.plane('back board', 'back', 2) - t / 2;
    const lidInner = posed.plane('lid board', 'lid', 2) + t / 2;
    expect(backInner - lidInner).toBeCloseTo(62.9, 9);
    // the lid lies square over the back board
    for (const axis of [0, 1] as const)
      expect(posed.extent('lid board', 'lid', axis)).toEqual(
        posed.extent('back board', 'back', axis).map((v) => expect.closeTo(v, 9)),
      );
    // the wrapped tray: its wrap's walls plus half a paper
    const trayWalls = ['front', 'back', 'left_side', 'right_side'];
    const [x0, x1] = posed.span('tray wrap', trayWalls, 0);
    const [y0, y1] = posed.span('tray wrap', trayWalls, 1);
    const [bx0, bx1] = posed.extent('back board', 'back', 0);
    const [by0, by1] = posed.extent('back board', 'back', 1);
    expect(x0 - p / 2 - bx0).toBeCloseTo(3, 9);
    expect(bx1 - (x1 + p / 2)).toBeCloseTo(3, 9);
    expect(y0 - p / 2 - by0).toBeCloseTo(3, 9);
    expect(by1).toBeCloseTo(y1 + p / 2, 9);
    // the spine stands behind the tray's back wall
    const spineInner = posed.plane('spine board', 'spine', 1) - t / 2;
    expect(spineInner).toBeGreaterThan(y1 + p / 2);
    // every piece of the tray lies within the closed case
    for (const part of ['tray board', 'tray wrap']) {
      for (const panel of graphOf(part).panels) {
        for (const [x, y, z] of posed.points(part, panel.id)) {
          expect(x >= bx0 && x <= bx1 && y >= by0 && y <= spineInner, `${part} ${panel.id}`).toBe(true);
          expect(z <= backInner - 2 * p + 1e-9 && z >= lidInner + 2 * p - 1e-9, `${part} ${panel.id}`).toBe(
            true,
          );
        }
      }
    }
    // the tray's wrapped rim meets the lid's liner
    const rim = posed.plane('tray wrap', 'front_rim', 2) - p / 2;
    expect(posed.plane('liner', 'lid', 2) + p / 2).toBeCloseTo(rim, 9);
  });

  it("should run the case's head and tail turn-ins unbroken across the joints and the spine", () => {
    const wrap = graphOf('case wrap');
    const loops = wrap.hinges.filter((hinge) => hinge.closesLoop);
    // between back, joint, spine, joint and lid: four meetings, a strip and a turn-in, head and tail
    expect(loops).toHaveLength(16);
    // no slit of the old kind ends on a joint's crease: every knife at the head lies on the outline
    const bandEdges = wrap.hinges.filter(
      (hinge) => !hinge.closesLoop && hinge.start.x === 0 && hinge.end.x > 0,
    );
    for (const knife of cutSegments(wrap)) {
      if (knife.type !== 'line') continue;
      for (const crease of bandEdges) {
        const onCrease =
          Math.abs(knife.start.y - crease.start.y) < 1e-9 && Math.abs(knife.end.y - crease.start.y) < 1e-9;
        expect(onCrease && knife.start.x < 0, `a slit along y = ${crease.start.y}`).toBe(false);
      }
    }
  });

  it('should cover every turn-in of the case with the liner', () => {
    const posed = new PosedParts(parts);
    const wrap = graphOf('case wrap');
    const liners = [
      { panel: 'back', axis: 2 },
      { panel: 'spine', axis: 1 },
      { panel: 'lid', axis: 2 },
    ] as const;
    for (const turnIn of wrap.panels.filter((panel) => panel.id.endsWith('_turn_in'))) {
      if (turnIn.id.includes('joint')) continue;
      const board = turnIn.id.split('_')[0] as 'back' | 'spine' | 'lid';
      const liner = liners.find((candidate) => candidate.panel === board);
      if (!liner) throw new Error(`no liner for ${turnIn.id}`);
      const others = ([0, 1, 2] as const).filter((axis) => axis !== liner.axis);
      const [l0, l1] = others.map((axis) => posed.extent('liner', liner.panel, axis));
      // the turn-in's far edge, where it ends on the board's inside, lies under the liner
      const points = posed.points('case wrap', turnIn.id);
      const edgePlane = posed.plane('liner', liner.panel, liner.axis);
      expect(Math.abs(posed.plane('case wrap', turnIn.id, liner.axis) - edgePlane), turnIn.id).toBeCloseTo(
        p,
        9,
      );
      // across the case the turn-in and the liner overlap in both directions along the board
      for (const [i, axis] of others.entries()) {
        const [low, high] = (i === 0 ? l0 : l1) as [number, number];
        const along = points.map((point) => point[axis]);
        const overlap = Math.min(high, Math.max(...along)) - Math.max(low, Math.min(...along));
        expect(overlap, `${turnIn.id} reaches under the liner`).toBeGreaterThan(10);
      }
    }
  });
});
