import { describe, expect, it } from 'vitest';
import { applyTransform, poseFoldModel, type RigidTransform, type Vec3 } from '../panel-graph/fold-model';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { buildSlantedFrontBox, type SlantedFrontBoxSpec, slantedFrontLayout } from './slanted-front-box';

const spec = (change: Partial<SlantedFrontBoxSpec> = {}): SlantedFrontBoxSpec => ({
  length: 100,
  width: 70,
  height: 110,
  frontHeight: 50,
  material: 0.4,
  glueFlap: 14,
  bottomTuck: 15,
  top: { tuck: 15 },
  ...change,
});

/** A panel's folded points and normal. */
function posed(graph: PanelGraph, id: string): { points: Vec3[]; normal: Vec3 } {
  const pose = poseFoldModel(graph).get(id) as RigidTransform;
  const panel = graph.panels.find((p) => p.id === id) ?? expect.fail(id);
  const origin = applyTransform(pose, [0, 0, 0]);
  const z = applyTransform(pose, [0, 0, 1]);
  return {
    points: flattenLoop(panel.outline).map((p) => applyTransform(pose, [p.x, p.y, 0])),
    normal: [z[0] - origin[0], z[1] - origin[1], z[2] - origin[2]],
  };
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const minus = (a: Vec3 | undefined, b: Vec3 | undefined): Vec3 =>
  a && b ? [a[0] - b[0], a[1] - b[1], a[2] - b[2]] : expect.fail('a point');

describe('slantedFrontLayout', () => {
  it('should slope the top by atan((Hb - Hf) / W) and size the lid along the slant', () => {
    const layout = slantedFrontLayout(spec());
    const slope = Math.atan(60 / 70.4);
    expect(layout.slope).toBeCloseTo(slope, 9);
    expect(layout.lidFold).toBeCloseTo(90 + (slope * 180) / Math.PI, 9);
    expect(layout.tuckFold).toBeCloseTo(90 - (slope * 180) / Math.PI, 9);
    // from the back's mid-surface to a board inside the front's, along the slope
    expect(layout.lidDepth).toBeCloseTo(70 / Math.cos(slope), 9);
  });
});

describe('buildSlantedFrontBox', () => {
  it('should fold a closed box: the lid covers the top, the tuck hangs square inside the front', () => {
    const graph = buildSlantedFrontBox(spec());
    const inspection = inspectFoldedShape(graph);
    for (const closure of inspection.closures) expect(closure.coverage, closure.end).toBeGreaterThan(0.99);
    expect(inspection.protrusion).toBeLessThan(1e-6);
    expect(inspection.glued[0]?.offPlane).toBeLessThan(1e-6);
    const front = posed(graph, 'front');
    const tuck = posed(graph, 'top_tuck');
    // parallel to the front, a board inside it
    expect(Math.abs(dot(front.normal, tuck.normal))).toBeCloseTo(1, 9);
    const gap = (p: Vec3) => dot(front.normal, minus(p, front.points[0]));
    for (const p of tuck.points) expect(gap(p)).toBeCloseTo(-0.4, 6);
  });

  it('should lay the lid a board above the dust flaps, in the plane of the sides slanted edges', () => {
    const graph = buildSlantedFrontBox(spec());
    const lid = posed(graph, 'top_lid');
    const flap = posed(graph, 'top_left_side_dust_flap');
    expect(Math.abs(dot(lid.normal, flap.normal))).toBeCloseTo(1, 9);
    const distance = dot(lid.normal, minus(flap.points[0], lid.points[0]));
    expect(Math.abs(distance)).toBeCloseTo(0.4, 6);
  });

  it('should leave the top open when asked, its sides still falling to the front', () => {
    const graph = buildSlantedFrontBox(spec({ top: 'open' }));
    expect(graph.panels.some((p) => p.id === 'top_lid')).toBe(false);
    expect(graph.shape?.closures.map((c) => c.end)).toEqual(['bottom']);
    const front = graph.hinges.find((h) => h.child === 'front') ?? expect.fail('front');
    expect(front.end.y - front.start.y).toBeCloseTo(50.4, 9);
  });
});
