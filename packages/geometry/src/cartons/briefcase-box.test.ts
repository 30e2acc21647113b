import { describe, expect, it } from 'vitest';
import { applyTransform, poseFoldModel, type Vec3 } from '../panel-graph/fold-model';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { flattenLoop } from '../primitives/segment';
import {
  briefcaseMinimumHandle,
  buildBriefcaseBox,
  HAND_HOLE_FROM_CREASE,
  HAND_HOLE_FROM_TOP,
  HAND_HOLE_HEIGHT,
} from './briefcase-box';

const spec = {
  length: 240,
  width: 60,
  height: 170,
  material: 0.5,
  glueFlap: 15,
  handleHeight: 50,
  handHoleWidth: 90,
};

describe('buildBriefcaseBox', () => {
  const graph = buildBriefcaseBox(spec);
  const pose = poseFoldModel(graph);
  const holeOf = (panel: string) => {
    const cut = graph.cuts.find((c) => c.kind === 'hole' && c.panel === panel);
    if (!cut) throw new Error(`no hole on ${panel}`);
    return flattenLoop(cut.segments);
  };
  const centreOf = (panel: string): Vec3 => {
    const transform = pose.get(panel);
    if (!transform) throw new Error(`no pose for ${panel}`);
    const points = holeOf(panel).map((p) => applyTransform(transform, [p.x, p.y, 0]));
    return [0, 1, 2].map((k) => points.reduce((sum, p) => sum + (p[k] as number), 0) / points.length) as Vec3;
  };

  it('should cut a hand hole with full end radii, 10 mm or more under the handle top', () => {
    const hole = holeOf('front');
    const xs = hole.map((p) => p.x);
    const ys = hole.map((p) => p.y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(90, 6);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(HAND_HOLE_HEIGHT, 6);
    const cut = graph.cuts.find((c) => c.kind === 'hole' && c.panel === 'front');
    const arcs = cut?.segments.filter((s) => s.type === 'arc') ?? [];
    expect(arcs.length).toBeGreaterThanOrEqual(2);
    for (const a of arcs) if (a.type === 'arc') expect(a.radius).toBeCloseTo(HAND_HOLE_HEIGHT / 2, 6);
    // the front wall's top edge is the handle's: wall H + t, then the handle
    const frontTop = Math.min(
      ...flattenLoop(graph.panels.find((p) => p.id === 'front')?.outline ?? []).map((p) => p.y),
    );
    expect(frontTop).toBeCloseTo(-(170 + 0.5) - 50, 6);
    expect(Math.min(...ys) - frontTop).toBeCloseTo(HAND_HOLE_FROM_TOP, 6);
    expect(HAND_HOLE_FROM_TOP).toBeGreaterThanOrEqual(10);
    expect(briefcaseMinimumHandle()).toBe(HAND_HOLE_FROM_CREASE + HAND_HOLE_HEIGHT + HAND_HOLE_FROM_TOP);
  });

  it('should line the two plies hand holes up once folded, the lid ply a board inside the front wall', () => {
    const front = centreOf('front');
    const lid = centreOf('lid_handle');
    const gap = Math.hypot(front[0] - lid[0], front[1] - lid[1], front[2] - lid[2]);
    expect(gap).toBeCloseTo(spec.material, 6);
  });

  it('should fold to the inside size with the lid over the opening, held by its ply behind the front wall', () => {
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(240, 6);
    expect(inspection.inside.width).toBeCloseTo(60, 6);
    expect(inspection.inside.height).toBeCloseTo(170, 6);
    const [top] = inspection.closures;
    expect(top?.coverage).toBeGreaterThan(0.98);
    expect(top?.held).toEqual([{ panel: 'lid', by: 'lock', covered: 0 }]);
    expect(inspection.protrusion).toBeLessThanOrEqual(spec.material + 0.01);
  });

  it('should fold the lid ply up on a reverse crease before the lid closes', () => {
    const ply = graph.hinges.find((h) => h.child === 'lid_handle');
    const lid = graph.hinges.find((h) => h.child === 'lid');
    expect(ply).toMatchObject({ parent: 'lid', lineType: 'reverse_crease', foldAngle: -90 });
    expect(lid).toMatchObject({ parent: 'back', foldAngle: 90 });
    expect(ply?.stage ?? 0).toBeLessThan(lid?.stage ?? 0);
  });
});
