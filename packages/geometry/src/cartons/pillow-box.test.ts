import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { type PosedPanel, panelsCross } from '../mockup/panel-crossing';
import { blankBounds, dielineLines } from '../panel-graph/derive-dieline';
import { applyTransform, poseFoldModel, type RigidTransform, type Vec3 } from '../panel-graph/fold-model';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import { type ArcSegment, flattenLoop, pointOnArc, segmentEnd, segmentStart } from '../primitives/segment';
import {
  arcRadius,
  buildPillowBox,
  type PillowBoxSpec,
  pillowBoxMockupGraph,
  pillowCutSagitta,
  pillowNotchRadius,
} from './pillow-box';

const spec: PillowBoxSpec = { width: 90, length: 160, sagitta: 16, material: 0.4, glueFlap: 12 };

const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('buildPillowBox', () => {
  const graph = buildPillowBox(spec);

  it('should draw each end crease as an arc of chord W and sagitta s ending on the long creases', () => {
    const creases = graph.hinges.filter((hinge) => hinge.curve);
    expect(creases).toHaveLength(4);
    const radius = arcRadius(90, 16);
    expect(radius).toBeCloseTo(8100 / 128 + 8, 9);
    for (const hinge of creases) {
      const curve = hinge.curve as ArcSegment;
      expect(curve.radius).toBeCloseTo(radius, 9);
      expect(near(segmentStart(curve), hinge.start)).toBeLessThan(1e-9);
      expect(near(segmentEnd(curve), hinge.end)).toBeLessThan(1e-9);
      // the crown stands s beyond the chord
      const crown = pointOnArc(curve, (curve.startAngle + curve.endAngle) / 2);
      expect(Math.abs(crown.y - hinge.start.y)).toBeCloseTo(16, 9);
    }
    // the long crease between the faces ends exactly where the four arcs meet
    const side = graph.hinges.find((hinge) => hinge.child === 'back');
    expect(side?.start).toEqual({ x: 90, y: 0 });
    expect(side?.end).toEqual({ x: 90, y: 160 });
  });

  it('should cut the lens flaps on the same chord with a sagitta of 2.25 s, capped under half the chord', () => {
    expect(pillowCutSagitta(90, 16)).toBeCloseTo(36, 9);
    expect(pillowCutSagitta(100, 25)).toBeCloseTo(42, 9);
    const bounds = blankBounds(graph);
    expect(bounds.maxY - bounds.minY).toBeCloseTo(160 + 2 * 36, 6);
    expect(bounds.maxX - bounds.minX).toBeCloseTo(2 * 90 + 12, 6);
  });

  it('should put a thumb notch in the front top flap only', () => {
    expect(pillowNotchRadius(90, 16, 0.4)).toBe(9);
    const arcs = (id: string) => graph.panels.find((panel) => panel.id === id)?.outline.length;
    expect(arcs('front_top')).toBe(4);
    expect(arcs('back_top')).toBe(2);
    // a flap too shallow for a notch gets none
    expect(pillowNotchRadius(50, 6, 0.4)).toBeCloseTo(4.5, 9);
    expect(pillowNotchRadius(40, 5, 0.4)).toBe(0);
  });

  it('should draw the curved creases as arcs on the crease layer and pass the design rules', () => {
    const crease = dielineLines(graph).find((path) => path.lineType === 'crease')?.segments ?? [];
    expect(crease.filter((segment) => segment.type === 'arc')).toHaveLength(4);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should glue the seam flat on the front', () => {
    const inspection = inspectFoldedShape(graph);
    expect(inspection.glued[0]?.offPlane).toBeLessThan(1e-9);
    expect(inspection.glued[0]?.overhang).toBeLessThan(1e-6);
  });
});

describe('pillowBoxMockupGraph', () => {
  const graph = pillowBoxMockupGraph(spec);
  const pose = poseFoldModel(graph);
  const at = (id: string, x: number, y: number): Vec3 =>
    applyTransform(pose.get(id) as RigidTransform, [x, y, 0]);

  it('should lay each end flap piece over its neighbour, none through another at any share of its turn', () => {
    const pieces = graph.hinges.filter((hinge) => /_(top|bottom)$/.test(hinge.child));
    const posedAt = (share: number) => {
      const turned = poseFoldModel({
        ...graph,
        hinges: graph.hinges.map((hinge) =>
          pieces.includes(hinge) ? { ...hinge, foldAngle: hinge.foldAngle * share } : hinge,
        ),
      });
      return (id: string): PosedPanel => ({
        id,
        outline: flattenLoop(graph.panels.find((panel) => panel.id === id)?.outline ?? []).map(
          (p): [number, number] => [p.x, p.y],
        ),
        transform: turned.get(id) as RigidTransform,
      });
    };
    const margin = graph.board.caliper + 0.5;
    // neighbours: pieces of strips joined by a hinge, at the same end
    const stripHinges = graph.hinges.filter((hinge) => !pieces.includes(hinge));
    const pairs = pieces.flatMap((a) =>
      pieces
        .filter(
          (b) =>
            a.child.split('_').at(-1) === b.child.split('_').at(-1) &&
            stripHinges.some((h) => h.parent === a.parent && h.child === b.parent),
        )
        .map((b) => [a.child, b.child] as const),
    );
    expect(pairs.length).toBeGreaterThan(20);
    for (const share of [0.5, 0.9, 1]) {
      const piece = posedAt(share);
      for (const [a, b] of pairs)
        expect(panelsCross(piece(a), piece(b), margin), `${a} x ${b} at ${share}`).toBe(false);
    }
  });

  it('should bend the faces into a lens about 2 s thick that the glue flap closes', () => {
    // the glue flap lands on the front's first strip, in its plane
    const front0 = pose.get('front_0') as RigidTransform;
    const glue = pose.get('glue_flap') as RigidTransform;
    const normal = (t: RigidTransform): Vec3 => [t.rotation[2], t.rotation[5], t.rotation[8]];
    const [a, b] = [normal(front0), normal(glue)];
    expect(Math.abs(a[0] * b[0] + a[1] * b[1] + a[2] * b[2])).toBeCloseTo(1, 6);
    const corner = at('glue_flap', 180, 80);
    const seam = at('front_0', 0, 80);
    expect(Math.hypot(corner[0] - seam[0], corner[1] - seam[1], corner[2] - seam[2])).toBeLessThan(1e-6);
    // the middle of the front and of the back stand about 2 s apart
    const front = at('front', 45, 80);
    const back = at('back_4', 135, 80);
    const thickness = Math.hypot(front[0] - back[0], front[1] - back[1], front[2] - back[2]);
    expect(thickness).toBeGreaterThan(2 * 16 * 0.95);
    expect(thickness).toBeLessThan(2 * 16 * 1.05);
  });

  it('should turn every end flap piece inward', () => {
    const flaps = graph.hinges.filter(
      (hinge) => hinge.child.endsWith('_top') || hinge.child.endsWith('_bottom'),
    );
    expect(flaps).toHaveLength(36);
    for (const hinge of flaps) expect(Math.abs(hinge.foldAngle)).toBeGreaterThan(60);
    // a top flap's far point ends below the crown of its crease (pressed in)
    const tip = at('front_top', 45, 160 + 30);
    const crown = at('front', 45, 160 + 16);
    const along = (p: Vec3) => p[1];
    expect(along(tip)).toBeLessThan(along(crown));
  });
});
