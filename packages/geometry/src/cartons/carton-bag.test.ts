import { describe, expect, it } from 'vitest';
import { cartonBag } from '../catalog/templates/carton-bag';
import { checkDesignRules } from '../design-rules/design-rules';
import { dielineLines } from '../panel-graph/derive-dieline';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { flattenLoop, type LineSegment, polygonArea } from '../primitives/segment';
import { buildCartonBag, type CartonBagSpec, cartonBagLayout } from './carton-bag';

const spec: CartonBagSpec = {
  length: 220,
  width: 100,
  height: 280,
  material: 0.45,
  glueFlap: 18,
  hem: 50,
  bottomOverlap: 18,
  handle: { width: 90, height: 25, offset: 20 },
};

describe('buildCartonBag', () => {
  const graph = buildCartonBag(spec);

  it('should lay out front | gusset | back | gusset | glue at L + t, W + t, L + t, W', () => {
    const { x, wall, bottomFlap } = cartonBagLayout(spec);
    expect(x.front[1] - x.front[0]).toBeCloseTo(220.45, 9);
    expect(x.gusset1[2] - x.gusset1[0]).toBeCloseTo(100.45, 9);
    expect(x.back[1] - x.back[0]).toBeCloseTo(220.45, 9);
    expect(x.gusset2[2] - x.gusset2[0]).toBeCloseTo(100, 9);
    expect(x.glue[1] - x.glue[0]).toBe(18);
    expect(wall).toBeCloseTo(280.225, 9);
    // the long bottom flaps reach W/2 and the overlap past the middle
    expect(bottomFlap).toBeCloseTo(100.45 / 2 + 18, 9);
  });

  it('should crease each gusset at 45 degrees from its bottom corners to its middle W/2 up, on a reverse crease', () => {
    const { x } = cartonBagLayout(spec);
    const [a, m] = x.gusset1;
    const creases = graph.cuts.filter((cut) => cut.kind === 'crease' && cut.panel === 'gusset_1');
    const [left] = (creases[0]?.segments ?? []) as LineSegment[];
    expect(left?.start).toEqual({ x: a, y: 0 });
    expect(left?.end.x).toBeCloseTo(m, 9);
    expect(left?.end.y).toBeCloseTo(m - a, 9);
    const reverse = dielineLines(graph).find((path) => path.lineType === 'reverse_crease');
    // down the two gussets: hem, wall and bottom triangle
    const total = (reverse?.segments ?? []).reduce(
      (sum, s) =>
        sum +
        Math.hypot(
          (s as LineSegment).end.x - (s as LineSegment).start.x,
          (s as LineSegment).end.y - (s as LineSegment).start.y,
        ),
      0,
    );
    expect(total).toBeCloseTo(2 * (50 + 280.225) + 100.45 / 2 + 100 / 2, 6);
  });

  it('should cut the hand hole through both plies of the hem, mirrored about the top crease', () => {
    const holes = graph.cuts.filter((cut) => cut.kind === 'hole');
    expect(holes.map((hole) => hole.panel).sort()).toEqual(['back', 'back_hem', 'front', 'front_hem']);
    for (const hole of holes) {
      const points = flattenLoop(hole.segments, 5);
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(90, 6);
      expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(25, 6);
      // 20 mm below the top: on the hem, 20 mm from the fold
      const top = hole.panel.endsWith('_hem') ? Math.min(...ys) - 280.225 : 280.225 - Math.max(...ys);
      expect(top).toBeCloseTo(20, 6);
      expect(Math.abs(polygonArea(points))).toBeGreaterThan(90 * 25 * 0.9);
    }
  });

  it('should turn the hems in on the flat sheet before the tube is formed', () => {
    const stage = (child: string) => graph.hinges.find((hinge) => hinge.child === child)?.stage ?? -1;
    const tube = ['gusset_1', 'back', 'gusset_2', 'glue_flap'].map(stage);
    for (const hem of ['front_hem', 'gusset_1_hem', 'back_hem', 'gusset_2_hem'])
      expect(stage(hem)).toBeLessThan(Math.min(...tube));
  });

  it('should fold to the inside sizes with its bottom closed and glued, and pass the design rules', () => {
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(220, 6);
    expect(inspection.inside.width).toBeCloseTo(100, 6);
    expect(inspection.inside.height).toBeCloseTo(280, 6);
    const [bottom] = inspection.closures;
    expect(bottom?.coverage).toBeGreaterThan(0.99);
    for (const { panel, by } of bottom?.held ?? []) expect(by, panel).not.toBeNull();
    expect(checkDesignRules(graph)).toEqual([]);
  });
});

describe('carton bag constraints', () => {
  const values = {
    length: 220,
    width: 100,
    height: 280,
    material: 0.45,
    glue_flap: 18,
    hem: 50,
    bottom_overlap: 18,
    handle_width: 90,
    handle_height: 25,
    handle_offset: 20,
  };

  it('should keep the hand hole in the hem, and the 45-degree creases below it', () => {
    expect(cartonBag.constraints(values)).toEqual([]);
    expect(cartonBag.constraints({ ...values, hem: 40 })[0]?.suggestion).toEqual({
      type: 'change_value',
      name: 'hem',
      value: 50,
    });
    expect(cartonBag.constraints({ ...values, height: 110 })[0]?.name).toBe('height');
    expect(cartonBag.constraints({ ...values, length: 105 })[0]?.name).toBe('length');
  });
});
