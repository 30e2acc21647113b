import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, invertTransform, poseFoldModel } from '../panel-graph/fold-model';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import {
  buildTakeOutPail,
  HANDLE_HOLE,
  ROOF_PITCH,
  type TakeOutPailSpec,
  takeOutPailSizes,
} from './take-out-pail';

const SPEC: TakeOutPailSpec = {
  length: 90,
  width: 70,
  height: 95,
  taper: 10,
  handleHoles: true,
  material: 0.5,
};

/** The folded points of panel `id`, in world coordinates (base flat at z = 0, walls toward -z). */
function posed(graph: PanelGraph, id: string): Array<[number, number, number]> {
  const pose = poseFoldModel(graph);
  const panel = graph.panels.find((p) => p.id === id);
  return flattenLoop(panel?.outline ?? []).map(
    (p) => applyTransform(pose.get(id) as never, [p.x, p.y, 0]) as never,
  );
}

describe('buildTakeOutPail', () => {
  it('should size the roof from the rims, not the base: the top is the base grown by 2·H·tan(taper)', () => {
    const s = takeOutPailSizes(SPEC);
    const taper = (10 * Math.PI) / 180;
    expect(s.topWidth - s.baseWidth).toBeCloseTo(2 * 95 * Math.tan(taper), 9);
    expect(s.topLength - s.baseLength).toBeCloseTo(2 * 95 * Math.tan(taper), 9);
    expect(s.ridge).toBeCloseTo((s.topWidth / 2) * Math.tan((ROOF_PITCH * Math.PI) / 180), 9);
    expect(s.roofFlap).toBeCloseTo(s.topWidth / 2 / Math.cos((ROOF_PITCH * Math.PI) / 180), 9);
    expect([s.wallFold, s.roofFold, s.gableFold, s.tabFold]).toEqual([80, 70, 10, 60]);
  });

  it('should meet the two roof flaps at the ridge over the gables, the tab on the back flap', () => {
    const graph = buildTakeOutPail(SPEC);
    const s = takeOutPailSizes(SPEC);
    const top = (id: string) => Math.min(...posed(graph, id).map(([, , z]) => z));
    // walls toward -z: the ridge is the lowest z, a ridge height above the rims
    const rim = top('front');
    expect(top('front_flap')).toBeCloseTo(rim - s.ridge, 6);
    expect(top('back_flap')).toBeCloseTo(rim - s.ridge, 6);
    expect(top('left_gable')).toBeCloseTo(rim - s.ridge, 6);
    // the flaps' free edges on the same line: the ridge, over the middle of the base
    const ridgeY = (id: string) => {
      const points = posed(graph, id);
      const lowest = Math.min(...points.map(([, , z]) => z));
      return points.filter(([, , z]) => Math.abs(z - lowest) < 1e-6).map(([, y]) => y);
    };
    for (const y of [...ridgeY('front_flap'), ...ridgeY('back_flap')])
      expect(y).toBeCloseTo(s.baseWidth / 2, 6);
    // the tab lies flat on the back flap
    const pose = poseFoldModel(graph);
    const back = invertTransform(pose.get('back_flap') as never);
    for (const p of posed(graph, 'front_flap_tab'))
      expect(Math.abs(applyTransform(back, p)[2])).toBeLessThan(1e-6);
  });

  it('should glue the web gussets flat inside the end walls and pass the design rules', () => {
    const graph = buildTakeOutPail(SPEC);
    const inspection = inspectFoldedShape(graph);
    expect(inspection.glued).toHaveLength(8);
    for (const joint of inspection.glued) {
      expect(joint.offPlane, joint.flap).toBeLessThan(1e-6);
      expect(joint.overhang, joint.flap).toBeLessThan(1e-6);
    }
    expect(checkDesignRules(graph)).toEqual([]);
    const holes = graph.cuts.filter((cut) => cut.kind === 'hole');
    expect(holes.map((cut) => cut.panel)).toEqual(['left_side', 'left_side', 'right_side', 'right_side']);
    expect(holes[0]?.segments[0]?.type === 'arc' && holes[0].segments[0].radius).toBe(
      HANDLE_HOLE.diameter / 2,
    );
    expect(buildTakeOutPail({ ...SPEC, handleHoles: false }).cuts.some((cut) => cut.kind === 'hole')).toBe(
      false,
    );
  });
});

describe('webDiagonal', () => {
  it('should keep the two webs inside a tall, narrow end wall apart, each on its half', () => {
    const graph = buildTakeOutPail({ ...SPEC, length: 60, width: 50, height: 168 });
    const s = takeOutPailSizes({ ...SPEC, length: 60, width: 50, height: 168 });
    const pose = poseFoldModel(graph);
    const back = invertTransform(pose.get('left_side') as never);
    // the left wall's flat frame is the sheet's: u runs along y, from 0 at the front corner to w at the back
    const along = (id: string) => posed(graph, id).map((p) => applyTransform(back, p)[1]);
    expect(Math.max(...along('web_front_left_b'))).toBeLessThanOrEqual(s.baseWidth / 2 - 1 + 1e-6);
    expect(Math.min(...along('web_back_left_b'))).toBeGreaterThanOrEqual(s.baseWidth / 2 + 1 - 1e-6);
    for (const joint of inspectFoldedShape(graph).glued)
      expect(joint.overhang, joint.flap).toBeLessThan(1e-6);
  });
});
