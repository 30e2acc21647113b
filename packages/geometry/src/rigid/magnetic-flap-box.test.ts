import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, assembleParts, type Vec3 } from '../panel-graph/fold-model';
import { flatExtent, partGraph } from './__testing__/part-graphs';
import { PosedParts } from './__testing__/posed-parts';
import { bookCaseLayout } from './book-box';
import { buildMagneticFlapBox, largestMagnet, type MagneticFlapBoxSpec } from './magnetic-flap-box';

const spec: MagneticFlapBoxSpec = {
  length: 200,
  width: 150,
  height: 60,
  boardThickness: 2,
  wrap: 0.15,
  turnIn: 15,
  overhang: 3,
  hingeGap: 5,
  flapGap: 3,
  magnetDiameter: 10,
};
const t = spec.boardThickness;
const p = spec.wrap;
const parts = buildMagneticFlapBox(spec);
const graphOf = (name: string) => partGraph(parts, name);

/** Where a part's magnet pocket's centre lands in the closed box. */
function pocketCentre(part: string): Vec3 {
  const graph = graphOf(part);
  const hole = graph.cuts.find((cut) => cut.kind === 'hole');
  const arc = hole?.segments[0];
  if (!hole || arc?.type !== 'arc') throw new Error(`no pocket in ${part}`);
  const pose = assembleParts(parts)
    .find((posed) => posed.name === part)
    ?.pose.get(hole.panel);
  if (!pose) throw new Error(`no pose of ${hole.panel}`);
  expect(arc.radius * 2).toBeCloseTo(spec.magnetDiameter, 9);
  return applyTransform(pose, [arc.center.x, arc.center.y, 0]);
}

describe('buildMagneticFlapBox', () => {
  it('should add the flap board to the book box pieces, every piece buildable', () => {
    expect(parts.map((part) => part.component?.id)).toEqual([
      'tray_board',
      'tray_wrap',
      'back_board',
      'spine_board',
      'lid_board',
      'flap_board',
      'case_wrap',
      'liner',
    ]);
    for (const part of parts) expect(checkDesignRules(part.graph), part.name).toEqual([]);
    const wrap = graphOf('case wrap');
    for (const joint of ['back_joint', 'lid_joint', 'flap_joint'])
      expect(flatExtent(wrap, joint, 'y'), joint).toBeCloseTo(5, 9);
    // the fore-edge turn-in is on the flap now, the lid runs on into the flap's joint
    expect(wrap.panels.some((panel) => panel.id === 'flap_fore_edge_turn_in')).toBe(true);
    expect(wrap.panels.some((panel) => panel.id === 'lid_fore_edge_turn_in')).toBe(false);
    // head and tail strips and turn-ins run unbroken over six meetings of bands
    expect(wrap.hinges.filter((hinge) => hinge.closesLoop)).toHaveLength(24);
  });

  it('should size the flap to the height less the gap and the lid to meet it', () => {
    const layout = bookCaseLayout({ ...spec, frontFlap: { gap: 3 } });
    // between the boards' inner faces: the wrapped tray 62.3 and a turn-in and a liner each side
    expect(layout.insideDepth).toBeCloseTo(62.9, 9);
    expect(layout.flapWidth).toBeCloseTo(t + 62.9 - 3, 9);
    // the lid: the wrapped tray's width and two papers less a joint beyond it (5 - 2 - 0.075)
    expect(layout.lidWidth).toBeCloseTo(154.3 + 0.3 - 2.925, 9);
    expect(flatExtent(graphOf('flap board'), 'flap', 'y')).toBeCloseTo(61.9, 9);
    // the flap board ends 3 mm above the base board, 2.55 above the tray wall's foot
    expect(largestMagnet(spec)).toBeCloseTo(62 - 2 * 4 - 2 * 2.55, 9);
    expect(largestMagnet({ ...spec, height: 20, boardThickness: 3, flapGap: 0.45 })).toBeCloseTo(11, 9);
  });

  it('should close the flap down over the tray front, its liner on the tray wrap, above the base board', () => {
    const posed = new PosedParts(parts);
    // the tray opens toward -z and its front faces -y
    const trayFront = posed.plane('tray wrap', 'front', 1) - p / 2;
    const flapInner = posed.plane('flap board', 'flap', 1) + t / 2;
    const linerFlap = posed.plane('liner', 'flap', 1);
    expect(linerFlap + p / 2).toBeLessThanOrEqual(trayFront + 1e-9);
    // a turn-in and a liner between the flap's board and the tray's wrap
    expect(trayFront - flapInner).toBeCloseTo(2 * p, 9);
    // the flap hangs from the lid's outer face to the gap above the base board's inner face
    const backInner = posed.plane('back board', 'back', 2) - t / 2;
    const lidOuter = posed.plane('lid board', 'lid', 2) - t / 2;
    const [flapTop, flapBottom] = posed.extent('flap board', 'flap', 2);
    expect(flapTop).toBeCloseTo(lidOuter, 9);
    expect(backInner - flapBottom).toBeCloseTo(3, 9);
    // the lid board stops a joint less a board short of the flap board's inner face
    const [lidFront] = posed.extent('lid board', 'lid', 1);
    expect(lidFront - flapInner).toBeCloseTo(5 - t - p / 2, 9);
    // the flap's liner reaches under its turn-ins and stops short of its end
    const [linerLow, linerHigh] = posed.extent('liner', 'flap', 2);
    expect(linerLow).toBeCloseTo(lidOuter + t + 1.5 * p, 9);
    expect(flapBottom - linerHigh).toBeCloseTo(3, 9);
    // nothing of the tray pokes out of the closed case
    const [bx0, bx1] = posed.extent('back board', 'back', 0);
    for (const part of ['tray board', 'tray wrap'])
      for (const panel of graphOf(part).panels)
        for (const [x, y, z] of posed.points(part, panel.id)) {
          expect(x > bx0 && x < bx1 && y > flapInner, `${part} ${panel.id}`).toBe(true);
          expect(z < backInner && z > lidOuter + t, `${part} ${panel.id}`).toBe(true);
        }
  });

  it('should put the two magnet pockets face to face at the same centre height', () => {
    const posed = new PosedParts(parts);
    const tray = pocketCentre('tray board');
    const flap = pocketCentre('flap board');
    expect(flap[0]).toBeCloseTo(tray[0], 9);
    expect(flap[2]).toBeCloseTo(tray[2], 9);
    // low on the tray's wall, near the flap's free edge: the flap's end 2.55 above the tray's base, a
    // knife's clearance (4) and the radius above it; along the middle of the box
    expect(tray[2]).toBeCloseTo(-(2.55 + 4 + 5), 9);
    const flapEnd = posed.extent('flap board', 'flap', 2)[1];
    expect(flapEnd - tray[2]).toBeCloseTo(4 + 5, 9);
    expect(tray[0]).toBeCloseTo((200 + 2 * t) / 2, 9);
    // the tray wall is posed on its outer face (where its grooves turn), the flap board on its middle:
    // the tray's wrap, the flap's turn-in and liner, and half the flap's board between them
    expect(tray[1] - flap[1]).toBeCloseTo(3 * p + t / 2, 9);
  });
});
