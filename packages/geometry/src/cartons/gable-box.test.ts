import { describe, expect, it } from 'vitest';
import { applyTransform, poseFoldModel, type Vec3 } from '../panel-graph/fold-model';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { flattenLoop, type Point } from '../primitives/segment';
import {
  buildGableBox,
  GABLE_HAND_HOLE_HEIGHT,
  GABLE_HOLE_ABOVE_RIDGE,
  GABLE_HOLE_UNDER_TOP,
  gableRoofSlope,
} from './gable-box';

const size = { length: 160, width: 80, height: 120, material: 0.5, glueFlap: 14 };
const spec = { size, rise: 35, handleHeight: 55, handHoleWidth: 90, bottom: 'auto_lock' as const };

describe('buildGableBox', () => {
  const graph = buildGableBox(spec);
  const pose = poseFoldModel(graph);
  const at = (panel: string, p: Point): Vec3 => {
    const transform = pose.get(panel);
    if (!transform) throw new Error(`no pose for ${panel}`);
    return applyTransform(transform, [p.x, p.y, 0]);
  };
  const outlineOf = (id: string) => flattenLoop(graph.panels.find((p) => p.id === id)?.outline ?? []);
  const dist = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  const hinge = (child: string) => graph.hinges.find((h) => h.child === child);

  it('should size the roof panels by g = sqrt((D/2)^2 + r^2) on the score width D', () => {
    const g = gableRoofSlope(80.5, 35);
    expect(g).toBeCloseTo(Math.sqrt(40.25 ** 2 + 35 ** 2), 9);
    const ys = outlineOf('front_roof').map((p) => p.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(g, 6);
  });

  it('should meet the two roof panels at the ridge, where the gables end', () => {
    const ridgeOf = (id: 'front' | 'back') => {
      const h = hinge(`${id}_handle`);
      if (!h) throw new Error('no ridge');
      return [at(`${id}_roof`, h.start), at(`${id}_roof`, h.end)];
    };
    const [f0, f1] = ridgeOf('front') as [Vec3, Vec3];
    const [b0, b1] = ridgeOf('back') as [Vec3, Vec3];
    // the front's ends are the back's, the other way round along the length
    expect(Math.min(dist(f0, b0), dist(f0, b1))).toBeLessThan(0.6);
    expect(Math.min(dist(f1, b0), dist(f1, b1))).toBeLessThan(0.6);
    // each gable's apex is one end of the ridge
    for (const side of ['left_side', 'right_side']) {
      const apex = outlineOf(side).reduce((best, p) => (p.y > best.y ? p : best));
      const tip = at(side, apex);
      expect(Math.min(...[f0, f1].map((p) => dist(p, tip)))).toBeLessThan(0.6);
    }
  });

  it('should fold the handle plies up on reverse creases and line up their hand holes', () => {
    for (const id of ['front_handle', 'back_handle']) {
      expect(hinge(id)).toMatchObject({ lineType: 'reverse_crease' });
      expect(hinge(id)?.foldAngle).toBeLessThan(0);
    }
    const centre = (panel: string): Vec3 => {
      const cut = graph.cuts.find((c) => c.kind === 'hole' && c.panel === panel);
      const points = flattenLoop(cut?.segments ?? []).map((p) => at(panel, p));
      return [0, 1, 2].map((k) => points.reduce((s, p) => s + (p[k] as number), 0) / points.length) as Vec3;
    };
    expect(dist(centre('front_handle'), centre('back_handle'))).toBeLessThan(1e-6);
    // 12 mm above the ridge crease and 10 mm under the top edge
    const hole = flattenLoop(graph.cuts.find((c) => c.panel === 'front_handle')?.segments ?? []);
    const ridge = hinge('front_handle')?.start.y ?? 0;
    const top = Math.max(...outlineOf('front_handle').map((p) => p.y));
    expect(Math.min(...hole.map((p) => p.y)) - ridge).toBeCloseTo(GABLE_HOLE_ABOVE_RIDGE, 6);
    expect(top - Math.max(...hole.map((p) => p.y))).toBeCloseTo(
      55 - GABLE_HOLE_ABOVE_RIDGE - GABLE_HAND_HOLE_HEIGHT,
      6,
    );
    expect(top - Math.max(...hole.map((p) => p.y))).toBeGreaterThanOrEqual(GABLE_HOLE_UNDER_TOP);
    expect(Math.max(...hole.map((p) => p.y)) - Math.min(...hole.map((p) => p.y))).toBeCloseTo(
      GABLE_HAND_HOLE_HEIGHT,
      6,
    );
  });

  it('should fold each gusset ear in against the inside of its roof panel', () => {
    const ears = graph.panels.filter((p) => p.id.includes('_gusset'));
    // two halves of a gusset on each of a gable's diagonals
    expect(ears).toHaveLength(8);
    for (const ear of ears) {
      // it lies in the plane of one of the roof panels (behind it once plies are offset)
      const points = outlineOf(ear.id).map((p) => at(ear.id, p));
      const roofs = ['front_roof', 'back_roof'].map((roof) => {
        const [a, b, c] = outlineOf(roof).map((p) => at(roof, p)) as [Vec3, Vec3, Vec3];
        const u: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
        const v: Vec3 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
        const n: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
        const l = Math.hypot(n[0], n[1], n[2]);
        return Math.max(
          ...points.map((p) =>
            Math.abs(((p[0] - a[0]) * n[0] + (p[1] - a[1]) * n[1] + (p[2] - a[2]) * n[2]) / l),
          ),
        );
      });
      // the right side's far ear hinges on the free edge, which stops a fold allowance short of the back
      expect(Math.min(...roofs), ear.id).toBeLessThan(0.5 + 1e-6);
    }
  });

  it('should fold the gussets in before the roof closes over them', () => {
    const roofStage = hinge('back_roof')?.stage ?? -1;
    for (const side of ['left_side', 'right_side'])
      for (const which of ['first', 'second']) {
        expect(hinge(`${side}_${which}_gusset`)?.stage).toBeLessThan(roofStage);
        expect(hinge(`${side}_${which}_gusset_fold`)?.stage).toBeLessThan(roofStage);
      }
    expect(hinge('front_roof')?.stage).toBe(roofStage);
  });

  it('should crease each gusset half to its roof along the roof edge, a loop the fold tree leaves out', () => {
    const loops = graph.hinges.filter((h) => h.closesLoop);
    // the right side wall's far gusset has no roof beside it on the sheet
    expect(loops.map((h) => h.child).sort()).toEqual([
      'left_side_first_gusset_fold',
      'left_side_second_gusset_fold',
      'right_side_first_gusset_fold',
    ]);
    for (const loop of loops) {
      // the folded half's edge lands on the roof's edge: both ends meet once folded
      for (const p of [loop.start, loop.end])
        expect(dist(at(loop.parent, p), at(loop.child, p))).toBeLessThan(1e-6);
    }
    const bisectors = graph.hinges.filter((h) => h.child.endsWith('_fold') && !h.closesLoop);
    for (const h of bisectors) expect(h).toMatchObject({ lineType: 'reverse_crease', foldAngle: -180 });
  });

  it('should fold to the inside size with the roof closing the top', () => {
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(160, 6);
    expect(inspection.inside.width).toBeCloseTo(80, 6);
    expect(inspection.inside.height).toBeCloseTo(120, 6);
    for (const closure of inspection.closures) expect(closure.coverage, closure.end).toBeGreaterThan(0.98);
    expect(inspection.glued.find((joint) => joint.flap === 'front_handle')?.offPlane).toBeLessThan(1e-6);
  });
});
