import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { flatExtent, partGraph } from './__testing__/part-graphs';
import { PosedParts } from './__testing__/posed-parts';
import { bookCaseLayout } from './book-box';
import { buildHingedLidBox, type HingedLidBoxSpec, hingeGapRange } from './hinged-lid-box';

const spec: HingedLidBoxSpec = {
  length: 200,
  width: 150,
  height: 60,
  boardThickness: 2,
  wrap: 0.15,
  turnIn: 15,
  overhang: 3,
  hingeGap: 6,
};
const t = spec.boardThickness;
const p = spec.wrap;
const parts = buildHingedLidBox(spec);
const graphOf = (name: string) => partGraph(parts, name);

describe('buildHingedLidBox', () => {
  it('should take hinge gaps of two to three boards and their papers', () => {
    expect(hingeGapRange(2, 0.15).minimum).toBeCloseTo(4.3, 9);
    expect(hingeGapRange(2, 0.15).maximum).toBeCloseTo(6.45, 9);
  });

  it('should bridge each joint of the case wrap with the asked gap and keep every piece buildable', () => {
    const wrap = graphOf('case wrap');
    for (const joint of ['back_joint', 'lid_joint'])
      expect(flatExtent(wrap, joint, 'y'), joint).toBeCloseTo(6, 9);
    expect(bookCaseLayout(spec).gap).toBe(6);
    for (const part of parts) expect(checkDesignRules(part.graph), part.name).toEqual([]);
  });

  it('should close the case over the tray: lid square over the base board, spine behind the tray', () => {
    const posed = new PosedParts(parts);
    const backInner = posed.plane('back board', 'back', 2) - t / 2;
    const lidInner = posed.plane('lid board', 'lid', 2) + t / 2;
    // the wrapped tray (62 + 2 papers) plus a turn-in and a liner on each board
    expect(backInner - lidInner).toBeCloseTo(62.3 + 4 * p, 9);
    for (const axis of [0, 1] as const)
      expect(posed.extent('lid board', 'lid', axis)).toEqual(
        posed.extent('back board', 'back', axis).map((v) => expect.closeTo(v, 9)),
      );
    const [, trayBack] = posed.span('tray wrap', ['back'], 1);
    const spineInner = posed.plane('spine board', 'spine', 1) - t / 2;
    // the spine board's end stands on the joint's paper: a gap less a board (and half the paper it
    // turns round) clear of the base board's edge
    const [, backEdge] = posed.extent('back board', 'back', 1);
    expect(spineInner - backEdge).toBeCloseTo(6 - t - p / 2, 9);
    expect(spineInner).toBeGreaterThan(trayBack + p / 2);
  });
});
