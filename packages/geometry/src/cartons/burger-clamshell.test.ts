import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, invertTransform, poseFoldModel } from '../panel-graph/fold-model';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import {
  type BurgerClamshellSpec,
  buildBurgerClamshell,
  burgerClamshellSizes,
  WEB_RIM_CLEARANCE,
} from './burger-clamshell';

const SPEC: BurgerClamshellSpec = {
  length: 110,
  width: 110,
  height: 40,
  taper: 15,
  tongueWidth: 20,
  material: 0.5,
};

/** Every point of panel `id`, folded, in the flat frame of panel `frame` (z off its plane). */
function inFrameOf(graph: PanelGraph, id: string, frame: string): Array<[number, number, number]> {
  const pose = poseFoldModel(graph);
  const back = invertTransform(pose.get(frame) as never);
  const panel = graph.panels.find((p) => p.id === id);
  return flattenLoop(panel?.outline ?? []).map(
    (p) =>
      applyTransform(back, applyTransform(pose.get(id) as never, [p.x, p.y, 0])) as [number, number, number],
  );
}

describe('buildBurgerClamshell', () => {
  it('should lean the walls by the taper: rims longer by 2·h·tan(taper), side edges at atan(sin taper)', () => {
    const s = burgerClamshellSizes(SPEC);
    const taper = (15 * Math.PI) / 180;
    expect(s.slant).toBeCloseTo(40 / Math.cos(taper), 9);
    expect(2 * s.flare).toBeCloseTo(2 * 40 * Math.tan(taper), 9);
    expect(s.sideAngle).toBeCloseTo((Math.atan(Math.sin(taper)) * 180) / Math.PI, 9);
    expect(s.wallFold).toBe(75);
    expect(s.rimFold).toBe(30);
    // (t/2)·tan(75/2) at each of the base's creases
    expect(s.baseLength).toBeCloseTo(110 + 0.5 * Math.tan((37.5 * Math.PI) / 180), 9);
  });

  it('should close the lid rim onto the base rim, the webs folded flat inside the side walls', () => {
    const graph = buildBurgerClamshell(SPEC);
    const s = burgerClamshellSizes(SPEC);
    // the lid's front wall folds onto the base's front wall plane's mirror: its rim lies on the base front's rim
    const lidFront = inFrameOf(graph, 'lid_front', 'front');
    const rim = lidFront.filter(([, y]) => Math.abs(y + s.slant) < 1e-6);
    expect(rim).toHaveLength(2);
    for (const [, , z] of rim) expect(Math.abs(z)).toBeLessThan(1e-6);
    // every web half lies in its side wall's plane, within its outline and under the rim
    const inspection = inspectFoldedShape(graph);
    expect(inspection.glued).toHaveLength(16);
    for (const joint of inspection.glued) {
      expect(joint.offPlane, joint.flap).toBeLessThan(1e-6);
      expect(joint.overhang, joint.flap).toBeLessThan(1e-6);
    }
    const web = inFrameOf(graph, 'web_front_left_a', 'left_side');
    const top = Math.max(...web.map(([x]) => -x));
    expect(top).toBeCloseTo(s.slant, 6);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should fold the tongue flat down the outside of the base front, its head through the slit', () => {
    const graph = buildBurgerClamshell(SPEC);
    const tongue = inFrameOf(graph, 'lid_tongue', 'front');
    for (const [, , z] of tongue) expect(Math.abs(z)).toBeLessThan(1e-6);
    const slit = graph.cuts.find((cut) => cut.kind === 'slit' && cut.panel === 'front');
    const segment = slit?.segments[0];
    if (segment?.type !== 'line') throw new Error('a straight slit');
    const s = burgerClamshellSizes(SPEC);
    // 8 mm under the rim, 2 mm narrower than the 20 mm head
    expect(segment.start.y).toBeCloseTo(-s.slant + 8, 9);
    expect(Math.abs(segment.end.x - segment.start.x)).toBeCloseTo(18, 9);
    // the tongue reaches past the slit
    expect(Math.max(...tongue.map(([, y]) => -y))).toBeCloseTo(s.slant, 6);
    expect(Math.min(...tongue.map(([, y]) => -y))).toBeLessThan(s.slant - 8 - 7);
    expect(WEB_RIM_CLEARANCE).toBe(1.5);
  });
});
