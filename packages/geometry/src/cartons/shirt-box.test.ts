import { describe, expect, it } from 'vitest';
import { applyTransform, assembleParts, type RigidTransform } from '../panel-graph/fold-model';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { lockedTrayOutside } from './locked-corner-tray';
import { buildShirtBox, type ShirtBoxSpec, shirtBoxLid } from './shirt-box';

const spec: ShirtBoxSpec = {
  length: 380,
  width: 260,
  height: 60,
  material: 0.5,
  lidDepth: 40,
  clearance: 1,
};
const t = spec.material;
const parts = buildShirtBox(spec);

/** Extents of a part's posed panels along each axis. */
function extents(part: { graph: PanelGraph }, pose: Map<string, RigidTransform>, ids?: string[]) {
  const low = [Infinity, Infinity, Infinity];
  const high = [-Infinity, -Infinity, -Infinity];
  for (const panel of part.graph.panels) {
    if (ids && !ids.includes(panel.id)) continue;
    const transform = pose.get(panel.id) as RigidTransform;
    for (const p of flattenLoop(panel.outline)) {
      const q = applyTransform(transform, [p.x, p.y, 0]);
      for (let k = 0; k < 3; k++) {
        low[k] = Math.min(low[k] as number, q[k] as number);
        high[k] = Math.max(high[k] as number, q[k] as number);
      }
    }
  }
  return { low, high };
}

describe('buildShirtBox', () => {
  it('should make a base and a lid, each its own folding carton component', () => {
    expect(parts.map((part) => part.component?.id)).toEqual(['base', 'lid']);
    expect(parts.every((part) => part.component?.category === 'folding_carton')).toBe(true);
    expect(parts[1]?.placement).toBeDefined();
  });

  it('should size the lid inside to the base outside plus the clearance', () => {
    const outside = lockedTrayOutside(spec);
    // single walls would make it the trade's L + 2t + 1; the base's doubled end walls add four boards
    expect(outside.length).toBeCloseTo(spec.length + 6 * t, 9);
    expect(outside.width).toBeCloseTo(spec.width + 2 * t, 9);
    const lid = shirtBoxLid(spec);
    expect(lid.length).toBeCloseTo(spec.length + 6 * t + 1, 9);
    expect(lid.width).toBeCloseTo(spec.width + 2 * t + 1, 9);
    const folded = inspectFoldedBox((parts[1] as { graph: PanelGraph }).graph);
    expect(folded.inside.length).toBeCloseTo(lid.length, 6);
    expect(folded.inside.width).toBeCloseTo(lid.width, 6);
    expect(folded.inside.height).toBeCloseTo(spec.lidDepth, 6);
  });

  it('should seat the lid over the base, centred, its top on the end walls with room all round', () => {
    const [base, lid] = assembleParts(parts);
    const basePart = parts[0] as { graph: PanelGraph };
    const lidPart = parts[1] as { graph: PanelGraph };
    const basePose = (base as { pose: Map<string, RigidTransform> }).pose;
    const lidPose = (lid as { pose: Map<string, RigidTransform> }).pose;
    const lidTop = extents(lidPart, lidPose, ['base']);
    const baseStrips = extents(basePart, basePose, ['left_strip']);
    // the base's walls rise toward -z; the lid's top lies a board beyond the strips' mid-surface
    expect(lidTop.low[2]).toBeCloseTo(lidTop.high[2] as number, 9);
    expect((baseStrips.low[2] as number) - (lidTop.low[2] as number)).toBeCloseTo(t, 9);
    // the lid's long walls hang down its depth from its top's inner face
    const lidFront = extents(lidPart, lidPose, ['front']);
    expect((lidFront.high[2] as number) - (lidTop.low[2] as number)).toBeCloseTo(spec.lidDepth + t / 2, 9);
    // centred on the base's plan, mid-surfaces a board plus half the clearance apart (the faces clear
    // by half the clearance): along the length the lid's inner plies over the base's outer plies, across
    // it the lid's long walls over the base's
    for (const [k, lidIds, baseIds] of [
      [0, ['left_inner_ply', 'right_inner_ply'], ['left_outer_ply', 'right_outer_ply']],
      [1, ['front', 'back'], ['front', 'back']],
    ] as const) {
      const inner = extents(lidPart, lidPose, [...lidIds]);
      const outer = extents(basePart, basePose, [...baseIds]);
      const lowGap = (outer.low[k] as number) - (inner.low[k] as number);
      const highGap = (inner.high[k] as number) - (outer.high[k] as number);
      expect(lowGap).toBeCloseTo(highGap, 6);
      expect(lowGap).toBeCloseTo(t + spec.clearance / 2, 6);
    }
  });
});
