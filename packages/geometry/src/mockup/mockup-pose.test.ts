import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate, TEMPLATES } from '../catalog/template-catalog';
import { applyTransform, type RigidTransform, type Vec3 } from '../panel-graph/fold-model';
import { interpolateTransform, posedNormal, poseMockupScene } from './mockup-pose';
import { type MockupScene, mockupScene } from './mockup-scene';

const DOWN: Vec3 = [0, -1, 0];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Every point of both faces of every panel of a posed scene, per part. */
function posedPoints(scene: MockupScene, progress: number): Vec3[][] {
  return poseMockupScene(scene, progress).map((pose, index) => {
    const part = scene.parts[index] as MockupScene['parts'][number];
    return part.panels.flatMap((panel) => {
      const t = pose.get(panel.id) as RigidTransform;
      return [0, -part.board.caliper].flatMap((z) =>
        panel.outline.map(([x, y]) => applyTransform(t, [x, y, z])),
      );
    });
  });
}

const scenes = TEMPLATES.map((template) => ({
  id: template.id,
  flat: template.form === 'flat',
  scene: mockupScene(template.build(sampleValues(template))),
}));
const UP: Vec3 = [0, 1, 0];

describe('poseMockupScene', () => {
  it('should stand every catalog box on its base, above the ground, its front toward the viewer', () => {
    for (const { id, flat, scene } of scenes) {
      const posed = poseMockupScene(scene, 1);
      const { base, front } = scene.stand;
      const baseNormal = posedNormal(posed[base.part - 1]?.get(base.panel) ?? expect.fail(`${id} base`));
      const frontNormal = posedNormal(posed[front.part - 1]?.get(front.panel) ?? expect.fail(`${id} front`));
      if (flat) {
        // a flat piece lies on its lowest ply, its front printed face up
        expect(dot(frontNormal, UP), `${id} front up`).toBeGreaterThan(0.99);
        expect(Math.abs(dot(baseNormal, UP)), `${id} base ${base.part}/${base.panel}`).toBeGreaterThan(0.99);
        continue;
      }
      expect(dot(baseNormal, DOWN), `${id} base ${base.part}/${base.panel}`).toBeGreaterThan(0.99);
      const lowest = Math.min(
        ...posedPoints(scene, 1)
          .flat()
          .map((p) => p[1]),
      );
      expect(lowest, id).toBeCloseTo(0, 6);
      // the base is the bottom: nothing of the box lies below its printed face by more than a few boards
      const basePart = scene.parts[base.part - 1] as MockupScene['parts'][number];
      const baseT = posed[base.part - 1]?.get(base.panel) as RigidTransform;
      const baseOutline = basePart.panels.find((panel) => panel.id === base.panel)?.outline ?? [];
      const baseHeight = Math.min(...baseOutline.map(([x, y]) => applyTransform(baseT, [x, y, 0])[1]));
      expect(baseHeight, `${id} base height`).toBeLessThan(10);
      // a pillow box lies on its back, its front up
      if (id === 'becf-18101') expect(frontNormal[1], `${id} front up`).toBeGreaterThan(0.99);
      // a front that leans (a tapered or flared wall) faces the viewer across the up direction
      else if (id !== 'becf-15001')
        expect(frontNormal[2] / Math.hypot(frontNormal[0], frontNormal[2]), `${id} front`).toBeGreaterThan(
          0.99,
        );
    }
  });

  it('should give a base of role base where the style has one, and the bottom closure of a tube', () => {
    const stand = (id: string) => scenes.find((scene) => scene.id === id)?.scene.stand;
    expect(stand('becf-16001')?.base).toEqual({ part: 1, panel: 'base' });
    expect(stand('becf-24271')?.base).toEqual({ part: 1, panel: 'base' });
    expect(stand('becf-31001')?.base).toEqual({ part: 1, panel: 'base' });
    expect(stand('becf-32001')?.base).toEqual({ part: 1, panel: 'base' });
    expect(stand('becf-11001')?.base.panel).toBe('bottom_lid');
    expect(stand('becf-11001')?.front).toEqual({ part: 1, panel: 'front' });
    expect(stand('becf-21101')?.base.panel).toMatch(/_bottom_flap$/);
    expect(stand('becf-21101')?.front).toEqual({ part: 1, panel: 'p1' });
    // a rigid box's front is its printed wrap's
    expect(stand('becf-31001')?.front).toEqual({ part: 2, panel: 'front' });
  });

  it('should lay the flat blanks on the ground, printed face up, side by side', () => {
    for (const { id, scene } of scenes) {
      const posed = poseMockupScene(scene, 0);
      const footprints = posedPoints(scene, 0).map((points) => ({
        minX: Math.min(...points.map((p) => p[0])),
        maxX: Math.max(...points.map((p) => p[0])),
        minZ: Math.min(...points.map((p) => p[2])),
        maxZ: Math.max(...points.map((p) => p[2])),
        maxY: Math.max(...points.map((p) => p[1])),
      }));
      for (const [index, part] of scene.parts.entries()) {
        for (const panel of part.panels) {
          const normal = posedNormal(posed[index]?.get(panel.id) ?? expect.fail(`${id} ${panel.id}`));
          expect(normal[1], `${id} ${panel.id}`).toBeCloseTo(1, 9);
        }
        // lying: no higher than the boards and the spread of their ply offsets
        const plies = scene.parts.flatMap((each) => each.panels.map((panel) => panel.plyOffset));
        const boards = Math.max(...scene.parts.map((each) => each.board.caliper));
        const lift = Math.max(0, ...plies) - Math.min(0, ...plies);
        expect(footprints[index]?.maxY, id).toBeLessThan(boards + lift + 1e-6);
      }
      for (let i = 0; i < footprints.length; i++) {
        for (let j = i + 1; j < footprints.length; j++) {
          const a = footprints[i] as (typeof footprints)[number];
          const b = footprints[j] as (typeof footprints)[number];
          const apart = a.maxX <= b.minX || b.maxX <= a.minX || a.maxZ <= b.minZ || b.maxZ <= a.minZ;
          expect(apart, `${id} parts ${i + 1} and ${j + 1} overlap`).toBe(true);
        }
      }
    }
  });

  it('should keep the box on the ground on the way, and land exactly where the fold ends', () => {
    const template = findTemplate('becf-31001') ?? expect.fail('catalog');
    const scene = mockupScene(template.build(sampleValues(template)));
    for (const progress of [0.1, 0.5, 0.9]) {
      const lowest = Math.min(
        ...posedPoints(scene, progress)
          .flat()
          .map((p) => p[1]),
      );
      expect(lowest).toBeCloseTo(0, 6);
    }
    const near = posedPoints(scene, 0.9999).flat();
    const end = posedPoints(scene, 1).flat();
    const gap = Math.max(
      ...near.map((p, k) => Math.hypot(...p.map((v, axis) => v - ((end[k] as Vec3)[axis] as number)))),
    );
    expect(gap).toBeLessThan(0.5);
  });

  it('should interpolate a rigid motion about its pivot', () => {
    const half: RigidTransform = { rotation: [1, 0, 0, 0, -1, 0, 0, 0, -1], translation: [0, 10, 0] };
    const identity: RigidTransform = { rotation: [1, 0, 0, 0, 1, 0, 0, 0, 1], translation: [0, 0, 0] };
    const mid = interpolateTransform(identity, half, 0.5, [0, 5, 0]);
    // a quarter turn about x, the pivot halfway between where the two put it
    expect(applyTransform(mid, [0, 5, 0]).map((v) => Math.round(v * 1e9) / 1e9 + 0)).toEqual([0, 5, 0]);
    expect(Math.abs(mid.rotation[4])).toBeLessThan(1e-9);
  });
});
