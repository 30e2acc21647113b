import { describe, expect, it } from 'vitest';
import { applyTransform, poseFoldModel, type RigidTransform } from '../panel-graph/fold-model';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import { intersectionArea } from '../panel-graph/polygon-ops';
import { flattenLoop, type Point, polygonArea } from '../primitives/segment';
import {
  buildPolygonalTuckEndBox,
  CUT_CREASE_ABOVE,
  type PolygonalTuckEndSpec,
  polygonalTubeLayout,
} from './polygonal-tuck-end-box';

const spec = (sides: number, change: Partial<PolygonalTuckEndSpec> = {}): PolygonalTuckEndSpec => ({
  sides,
  side: 40,
  height: 120,
  material: 0.4,
  glueFlap: 14,
  topTuck: 12,
  bottomTuck: 12,
  ...change,
});

const panelOf = (graph: ReturnType<typeof buildPolygonalTuckEndBox>, id: string) =>
  graph.panels.find((panel) => panel.id === id) ?? expect.fail(id);

/** The folded panels seen down the tube's axis (z of the top lid's plane ignored). */
function shadowsDownTheTube(sides: number, ids: string[]): Point[][] {
  const graph = buildPolygonalTuckEndBox(spec(sides));
  const pose = poseFoldModel(graph);
  const lid = pose.get('top_lid') as RigidTransform;
  const axis = [0, 1, 2].map(
    (k) => (applyTransform(lid, [0, 0, 1])[k] as number) - (lid.translation[k] as number),
  );
  const u = Math.abs(axis[0] as number) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  const dot = (a: number[], b: number[]) => a.reduce((sum, v, k) => sum + v * (b[k] as number), 0);
  const e1 = u.map((v, k) => v - dot(u, axis) * (axis[k] as number));
  const len = Math.hypot(...e1);
  const x = e1.map((v) => v / len);
  const y = [
    (axis[1] as number) * (x[2] as number) - (axis[2] as number) * (x[1] as number),
    (axis[2] as number) * (x[0] as number) - (axis[0] as number) * (x[2] as number),
    (axis[0] as number) * (x[1] as number) - (axis[1] as number) * (x[0] as number),
  ];
  return ids.map((id) =>
    flattenLoop(panelOf(graph, id).outline).map((p) => {
      const q = applyTransform(pose.get(id) as RigidTransform, [p.x, p.y, 0]);
      return { x: dot(q, x), y: dot(q, y) };
    }),
  );
}

describe('polygonalTubeLayout', () => {
  it('should widen each wall by (t/2) tan(fold/2) per crease and fold 360/n at each', () => {
    const hexagon = polygonalTubeLayout(spec(6));
    expect(hexagon.fold).toBe(60);
    expect(hexagon.wall).toBeCloseTo(40 + 0.4 * Math.tan(Math.PI / 6), 3);
    expect(hexagon.bodyHeight).toBeCloseTo(120.4, 9);
    expect(hexagon.apothem).toBeCloseTo((hexagon.wall * Math.sqrt(3)) / 2, 9);
    const octagon = polygonalTubeLayout(spec(8));
    expect(octagon.wall).toBeCloseTo(40 + 0.4 * Math.tan(Math.PI / 8), 3);
    // a triangle's tuck may reach 0.6 of the triangle's height, a hexagon's 0.7 of its apothem
    expect(polygonalTubeLayout(spec(3)).maxTuck).toBeCloseTo(
      0.6 * 3 * polygonalTubeLayout(spec(3)).apothem,
      9,
    );
    expect(hexagon.maxTuck).toBeCloseTo(0.7 * hexagon.apothem, 9);
  });
});

describe('buildPolygonalTuckEndBox', () => {
  it('should fold a hexagon whose inside is the asked hexagon, closed at both ends, its seam glued', () => {
    const graph = buildPolygonalTuckEndBox(spec(6));
    const walls = graph.hinges.filter((h) => panelOf(graph, h.child).role === 'wall');
    expect(walls).toHaveLength(5);
    for (const hinge of walls) expect(hinge.foldAngle).toBe(60);
    const inspection = inspectFoldedShape(graph);
    expect(inspection.section).toHaveLength(6);
    // the inside: a regular hexagon of the asked side
    expect(Math.abs(polygonArea(inspection.opening))).toBeCloseTo((3 * Math.sqrt(3) * 40 * 40) / 2, 1);
    for (const closure of inspection.closures) expect(closure.coverage).toBeGreaterThan(0.99);
    expect(inspection.protrusion).toBeLessThan(1e-6);
    expect(inspection.glued[0]?.offPlane).toBeLessThan(1e-6);
    expect(inspection.glued[0]?.overhang).toBeLessThan(1e-6);
  });

  it('should fold dust flaps that meet along the corner bisectors without overlapping', () => {
    for (const sides of [3, 6, 8]) {
      const graph = buildPolygonalTuckEndBox(spec(sides));
      const flaps = graph.panels
        .filter((p) => p.role === 'dust_flap' && p.id.startsWith('top'))
        .map((p) => p.id);
      expect(flaps).toHaveLength(sides - 2);
      const shadows = shadowsDownTheTube(sides, flaps);
      for (let i = 0; i < shadows.length; i++)
        for (let j = i + 1; j < shadows.length; j++)
          expect(
            intersectionArea([shadows[i] as Point[]], [shadows[j] as Point[]]),
            `${sides}: ${i}/${j}`,
          ).toBeLessThan(1e-6);
    }
  });

  it('should hinge the lid on the back and tuck it behind the front, a reverse tuck at the bottom', () => {
    const graph = buildPolygonalTuckEndBox(spec(8));
    expect(graph.hinges.find((h) => h.child === 'top_lid')?.parent).toBe('back');
    expect(graph.hinges.find((h) => h.child === 'bottom_lid')?.parent).toBe('front');
    // the tuck's width at its crease leaves room for the neighbouring walls and dust flaps
    const layout = polygonalTubeLayout(spec(8));
    const tuck = graph.hinges.find((h) => h.child === 'top_tuck') ?? expect.fail('tuck');
    expect(Math.hypot(tuck.end.x - tuck.start.x, tuck.end.y - tuck.start.y)).toBeCloseTo(layout.tuckWidth, 9);
    expect(layout.tuckWidth).toBeLessThan(40 - 1);
  });

  it('should lay a lid wider than its wall a board above the dust flaps, on the wall run on past the crease', () => {
    for (const sides of [6, 8]) {
      const graph = buildPolygonalTuckEndBox(spec(sides));
      const pose = poseFoldModel(graph);
      const planeOf = (id: string) => {
        const t = pose.get(id) as RigidTransform;
        const o = applyTransform(t, [0, 0, 0]);
        const z = applyTransform(t, [0, 0, 1]);
        return { o, n: [z[0] - o[0], z[1] - o[1], z[2] - o[2]] as const };
      };
      for (const end of ['top', 'bottom']) {
        const lid = planeOf(`${end}_lid`);
        const flap = graph.panels.find((p) => p.id.startsWith(`${end}_dust_flap`)) ?? expect.fail('flap');
        const f = planeOf(flap.id);
        const gap = f.o.reduce((sum, v, k) => sum + (v - (lid.o[k] as number)) * (lid.n[k] as number), 0);
        expect(Math.abs(gap), `${sides} ${end}`).toBeCloseTo(0.4, 6);
      }
    }
  });

  it('should cut-crease a triangle on board over half a millimetre, and close its ends', () => {
    const thin = buildPolygonalTuckEndBox(spec(3, { side: 60 }));
    expect(thin.hinges.filter((h) => h.lineType === 'cut_crease')).toHaveLength(0);
    const thick = buildPolygonalTuckEndBox(spec(3, { side: 60, material: CUT_CREASE_ABOVE + 0.3 }));
    expect(thick.hinges.filter((h) => h.lineType === 'cut_crease')).toHaveLength(2);
    for (const closure of inspectFoldedShape(thick).closures) expect(closure.coverage).toBeGreaterThan(0.98);
  });
});
