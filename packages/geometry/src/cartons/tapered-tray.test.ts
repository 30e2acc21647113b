import { describe, expect, it } from 'vitest';
import { applyTransform, poseFoldModel, type RigidTransform, type Vec3 } from '../panel-graph/fold-model';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import { flattenLoop } from '../primitives/segment';
import { buildTaperedTray, type TaperedTraySpec, taperedTrayLayout } from './tapered-tray';

const spec = (change: Partial<TaperedTraySpec> = {}): TaperedTraySpec => ({
  lengthBottom: 120,
  widthBottom: 80,
  lengthTop: 150,
  widthTop: 105,
  height: 50,
  material: 0.5,
  glueFlap: 14,
  ...change,
});

describe('taperedTrayLayout', () => {
  it('should give both walls of a corner the same edge e and fold them by their slants', () => {
    const layout = taperedTrayLayout(spec());
    expect(layout.slantLong).toBeCloseTo(Math.hypot(50, 12.5), 9);
    expect(layout.slantEnd).toBeCloseTo(Math.hypot(50, 15), 9);
    expect(layout.edge).toBeCloseTo(Math.hypot(50, 15, 12.5), 9);
    // the edge in each wall's flat trapezoid: the slant and the wall's half-flare
    expect(Math.hypot(layout.slantLong, layout.a2 - layout.a1)).toBeCloseTo(layout.edge, 9);
    expect(Math.hypot(layout.slantEnd, layout.b2 - layout.b1)).toBeCloseTo(layout.edge, 9);
    expect(layout.longFold).toBeCloseTo((Math.atan2(50, 12.5) * 180) / Math.PI, 9);
    expect(layout.endFold).toBeCloseTo((Math.atan2(50, 15) * 180) / Math.PI, 9);
  });

  it('should open a flared corner wider than a right angle, from the walls normals', () => {
    const layout = taperedTrayLayout(spec());
    // outward normals (0, -H, -dy) and (H, 0, -dx): cos of the inside angle is -(dx dy) / (|n1| |n2|)
    const cos = -(15 * 12.5) / (Math.hypot(50, 12.5) * Math.hypot(50, 15));
    expect(layout.dihedral).toBeCloseTo((Math.acos(cos) * 180) / Math.PI, 9);
    expect(layout.dihedral).toBeGreaterThan(90);
    expect(layout.flapFold).toBeCloseTo(180 - layout.dihedral, 9);
    expect(taperedTrayLayout(spec({ lengthTop: 120, widthTop: 80 })).dihedral).toBeCloseTo(90, 9);
  });
});

describe('buildTaperedTray', () => {
  it('should fold every glue flap flat onto the inside of its end wall', () => {
    const inspection = inspectFoldedShape(buildTaperedTray(spec()));
    expect(inspection.glued).toHaveLength(4);
    for (const joint of inspection.glued) {
      expect(joint.offPlane, joint.flap).toBeLessThan(1e-6);
      expect(joint.overhang, joint.flap).toBeLessThan(1e-6);
    }
  });

  it('should stand the rim at the height, its opening the top size at the walls mid-surfaces', () => {
    const graph = buildTaperedTray(spec());
    const pose = poseFoldModel(graph);
    const rim = (id: string) =>
      flattenLoop(graph.panels.find((p) => p.id === id)?.outline ?? []).map((p) =>
        applyTransform(pose.get(id) as RigidTransform, [p.x, p.y, 0]),
      );
    const base = pose.get('base') as RigidTransform;
    // the base's printed face is the outside of the bottom: the tray rises against its normal
    const up = applyTransform(base, [0, 0, -1]).map((v, k) => v - (base.translation[k] as number));
    const heightOf = (p: number[]) =>
      p.reduce((sum, v, k) => sum + (v - (base.translation[k] as number)) * (up[k] as number), 0);
    const front = rim('front');
    const back = rim('back');
    expect(Math.max(...front.map(heightOf))).toBeCloseTo(50, 6);
    // the two long walls' rims lie the top width plus a board apart
    const top = (points: Vec3[]) => points.filter((p) => Math.abs(heightOf(p) - 50) < 1e-6);
    const distances = top(front).flatMap((f) =>
      top(back).map((b) => Math.hypot(f[0] - b[0], f[1] - b[1], f[2] - b[2])),
    );
    expect(distances.length).toBeGreaterThan(0);
    expect(Math.min(...distances)).toBeCloseTo(105.5, 6);
  });
});
