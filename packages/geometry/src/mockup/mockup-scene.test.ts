import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate, TEMPLATES } from '../catalog/template-catalog';
import {
  applyTransform,
  foldStages,
  hingeTreeOf,
  invertTransform,
  poseFoldModel,
  poseHingeTree,
  type RigidTransform,
  type Vec3,
} from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { intersectionArea } from '../panel-graph/polygon-ops';
import { flattenLoop } from '../primitives/segment';
import { sceneCrossings } from './__testing__/fold-crossings';
import { sceneSnaps } from './__testing__/fold-snaps';
import { artworkFrame, type MockupScene, mockupGraphOf, mockupScene, plyOffsets } from './mockup-scene';

const sceneOf = (id: string, sizes: Record<string, number> = {}): MockupScene => {
  const template = findTemplate(id) ?? expect.fail(id);
  return mockupScene(template.build({ ...sampleValues(template), ...sizes }));
};

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Pairs of panels that, folded and moved by their ply offsets, still lie in one plane and overlap. */
function coplanarOverlaps(graph: PanelGraph): string[] {
  const pose = poseFoldModel(graph);
  const offsets = plyOffsets(graph);
  const posed = graph.panels.map((panel) => {
    const base = pose.get(panel.id) as RigidTransform;
    const normal = applyTransform({ ...base, translation: [0, 0, 0] }, [0, 0, 1]);
    const shift = offsets.get(panel.id) ?? 0;
    const transform: RigidTransform = {
      rotation: base.rotation,
      translation: [0, 1, 2].map((k) => base.translation[k as 0] + normal[k as 0] * shift) as Vec3,
    };
    const flat = flattenLoop(panel.outline, 10);
    return {
      id: panel.id,
      transform,
      normal,
      flat,
      points: flat.map((p) => applyTransform(transform, [p.x, p.y, 0])),
    };
  });
  const found: string[] = [];
  for (let i = 0; i < posed.length; i++) {
    for (let j = i + 1; j < posed.length; j++) {
      const a = posed[i] as (typeof posed)[number];
      const b = posed[j] as (typeof posed)[number];
      if (Math.abs(Math.abs(dot(a.normal, b.normal)) - 1) > 1e-6) continue;
      const origin = applyTransform(a.transform, [0, 0, 0]);
      const gap = dot(a.normal, [
        (b.points[0] as Vec3)[0] - origin[0],
        (b.points[0] as Vec3)[1] - origin[1],
        (b.points[0] as Vec3)[2] - origin[2],
      ]);
      if (Math.abs(gap) > 1e-3) continue;
      const back = invertTransform(a.transform);
      const shadow = b.points.map((p) => {
        const local = applyTransform(back, p);
        return { x: local[0], y: local[1] };
      });
      if (intersectionArea([a.flat], [shadow]) > 1) found.push(`${a.id}/${b.id}`);
    }
  }
  return found;
}

describe('plyOffsets', () => {
  it('should leave no two plies of any catalog part in one plane once folded', () => {
    for (const template of TEMPLATES) {
      for (const part of template.build(sampleValues(template))) {
        // ply offsets are the mockup's: a part with a mockup graph of its own (a pillow) is posed as it
        expect(coplanarOverlaps(mockupGraphOf(part)), `${template.id} ${part.name}`).toEqual([]);
      }
    }
  });

  it('should put a glue flap a board inside the wall it is glued to, and keep the walls in place', () => {
    const template = findTemplate('becf-11001') ?? expect.fail('catalog');
    const [part] = template.build(sampleValues(template));
    const graph = part?.graph ?? expect.fail('part');
    const offsets = plyOffsets(graph);
    expect(Math.abs(offsets.get('glue_flap') ?? 0)).toBeCloseTo(graph.material, 9);
    for (const wall of ['back', 'left_side', 'front', 'right_side']) expect(offsets.get(wall)).toBe(0);
  });

  it("should end a web corner's far half a board inside the corner, its wall moved out over the web", () => {
    // a web corner's halves lie doubled inside the side wall; the half creased to the front meets it
    // at the corner, so the front's edge stands one board into the stack, not two
    const template = findTemplate('becf-18006') ?? expect.fail('catalog');
    const graph = template.build(sampleValues(template))[0]?.graph ?? expect.fail('part');
    const offsets = plyOffsets(graph);
    const pose = poseFoldModel(graph);
    const m = graph.material;
    const normalOf = (t: RigidTransform): Vec3 => [t.rotation[2], t.rotation[5], t.rotation[8]];
    const faceOf = (id: string): Vec3 => {
      const t = pose.get(id) ?? expect.fail(id);
      const offset = offsets.get(id) ?? 0;
      return [0, 1, 2].map((k) => (t.translation[k] as number) + (normalOf(t)[k] as number) * offset) as Vec3;
    };
    const wall = pose.get('left_side') ?? expect.fail('wall');
    const outward = normalOf(wall);
    const inside = (id: string) => {
      const face = faceOf(id);
      return -dot(
        outward,
        [0, 1, 2].map((k) => (face[k] as number) - (wall.translation[k] as number)) as Vec3,
      );
    };
    // the side wall goes out a board (its printed face outward), the half on it stays in the corner's
    // plane and the far half lies a board inside it; the front stays put
    expect(offsets.get('left_side')).toBeCloseTo(m, 9);
    expect(inside('left_side')).toBeCloseTo(-m, 9);
    expect(inside('web_front_left_b')).toBeCloseTo(0, 9);
    expect(inside('web_front_left_a')).toBeCloseTo(m, 9);
    expect(offsets.get('front')).toBe(0);
  });

  it("should lay plies turned over a rim from the inside: a lap's tuck on the board, the side's turn-in over it", () => {
    const template = findTemplate('becf-31001') ?? expect.fail('catalog');
    const wrap = template.build(sampleValues(template)).find((part) => part.name === 'base wrap');
    const graph = wrap?.graph ?? expect.fail('wrap');
    const offsets = plyOffsets(graph);
    const pose = poseFoldModel(graph);
    // how far a ply's face lies in from the side wall's wrap, on the side wall's inward normal
    const side = pose.get('left_side') ?? expect.fail('side');
    const inward: Vec3 = [-side.rotation[2], -side.rotation[5], -side.rotation[8]];
    const depth = (id: string) => {
      const t = pose.get(id) ?? expect.fail(id);
      const normal: Vec3 = [t.rotation[2], t.rotation[5], t.rotation[8]];
      const shift = offsets.get(id) ?? 0;
      return dot(
        inward,
        [0, 1, 2].map(
          (k) =>
            (t.translation[k] as number) + (normal[k] as number) * shift - (side.translation[k] as number),
        ) as Vec3,
      );
    };
    // the lap's tuck, turned in before the side's turn-in, lies where the turn-in would lie alone,
    // against the board; the turn-in goes a paper further in, over it
    expect(offsets.get('front_left_lap_tuck')).toBe(0);
    expect(depth('left_side_turn_in') - depth('front_left_lap_tuck')).toBeCloseTo(graph.material, 9);
    // outside the board the lap stays under the side's wrap
    expect(depth('front_left_lap')).toBeCloseTo(graph.material, 9);
  });

  it("should take a ply's order from the hinge that folds it, not from a crease closing a loop on it", () => {
    // a case's head turn-ins run on across the joints, creased to their neighbours by creases closing
    // a loop that turn in the case's last stage; the fore-edge turn-in, folded after them, lies over
    // them at every corner alike
    const template = findTemplate('becf-33001') ?? expect.fail('catalog');
    const wrap = template.build(sampleValues(template)).find((part) => part.name === 'case wrap');
    const offsets = plyOffsets(wrap?.graph ?? expect.fail('wrap'));
    for (const board of ['front', 'back']) {
      expect(offsets.get(`${board}_head_turn_in`), board).toBe(0);
      expect(offsets.get(`${board}_fore_edge_turn_in`), board).not.toBe(0);
    }
  });
});

describe('mockupScene', () => {
  it('should describe every part with its panels, hinges, placement and artwork frame', () => {
    const template = findTemplate('becf-23201') ?? expect.fail('catalog');
    const parts = template.build(sampleValues(template));
    const scene = mockupScene(parts, { bleed: 3 });
    expect(scene.format).toBe('diecut-mockup-scene');
    expect(scene.parts.map((part) => [part.partNumber, part.name])).toEqual([
      [1, 'base'],
      [2, 'lid'],
    ]);
    const [base, lid] = scene.parts;
    expect(base?.board).toEqual({ kind: 'corrugated', caliper: 3 });
    expect(base?.panels.map((panel) => panel.id)).toEqual(parts[0]?.graph.panels.map((panel) => panel.id));
    expect(base?.hinges).toHaveLength(parts[0]?.graph.hinges.length ?? -1);
    expect(lid?.placement).toEqual(parts[1]?.placement);
    const frame = artworkFrame(parts[0]?.graph ?? expect.fail('part'), 3);
    expect(base?.artworkFrame).toEqual(frame);
    // the scene is plain data: it survives JSON unchanged
    expect(JSON.parse(JSON.stringify(scene))).toEqual(scene);
  });

  it("should give every panel an outline that folds it to its graph's side of each hinge", () => {
    // the scene's outlines (arcs in chords, rounded to micrometres) decide the side a child turns
    // toward as the graph's do: posed on the graph's hinges, every panel lands where poseFoldModel puts it
    let compared = 0;
    for (const template of TEMPLATES) {
      const parts = template.build(sampleValues(template));
      const scene = mockupScene(parts);
      parts.forEach((part, index) => {
        const graph = mockupGraphOf(part);
        const scenePart = scene.parts[index] ?? expect.fail('scene part');
        const tree = { ...hingeTreeOf(graph), panels: scenePart.panels };
        for (const progress of [0, 0.5, 1]) {
          const reference = poseFoldModel(graph, { progress });
          const posed = poseHingeTree(tree, progress, foldStages(graph));
          expect(posed.size, template.id).toBe(reference.size);
          for (const panel of scenePart.panels) {
            const gap = Math.max(
              ...panel.outline.flatMap(([x, y]) => {
                const a = applyTransform(posed.get(panel.id) ?? expect.fail(panel.id), [x, y, 0]);
                const b = applyTransform(reference.get(panel.id) ?? expect.fail(panel.id), [x, y, 0]);
                return [0, 1, 2].map((k) => Math.abs((a[k] as number) - (b[k] as number)));
              }),
            );
            expect(gap, `${template.id} ${panel.id} at ${progress}`).toBeLessThan(1e-6);
            compared++;
          }
        }
      });
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('should frame the artwork as the blank grown by the bleed on every side', () => {
    const template = findTemplate('becf-11001') ?? expect.fail('catalog');
    const graph = template.build(sampleValues(template))[0]?.graph ?? expect.fail('part');
    const plain = artworkFrame(graph);
    const bled = artworkFrame(graph, 3);
    expect(bled.width - plain.width).toBeCloseTo(6, 9);
    expect(bled.minX).toBeCloseTo(plain.minX - 3, 9);
    expect(bled.bleed).toBe(3);
  });

  it('should give a slit-lock tuck its slits along its crease, each with the dust flap whose shoulder it takes', () => {
    const [part] = sceneOf('becf-11001').parts;
    const tuck = part?.panels.find((panel) => panel.id === 'top_tuck') ?? expect.fail('tuck');
    const crease = part?.hinges.find((hinge) => hinge.child === 'top_tuck') ?? expect.fail('crease');
    expect(tuck.slits?.map((slit) => slit.shoulder).sort()).toEqual([
      'top_left_side_dust_flap',
      'top_right_side_dust_flap',
    ]);
    // each runs along the crease from an end of it, a few millimetres in
    const [x0, y0] = crease.start;
    const [x1, y1] = crease.end;
    const length = Math.hypot(x1 - x0, y1 - y0);
    for (const slit of tuck.slits ?? []) {
      const along = slit.cut.map(([x, y]) => ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / length);
      for (const [x, y] of slit.cut)
        expect(((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)) / length).toBeCloseTo(0, 2);
      expect(Math.min(...along, length - Math.max(...along))).toBeCloseTo(0, 2);
      expect(Math.abs((along[1] as number) - (along[0] as number))).toBeLessThan(length / 4);
    }
    // only tucks carry slits, and a friction lock's tuck none
    expect(part?.panels.filter((panel) => panel.slits).map((panel) => panel.id)).toEqual([
      'top_tuck',
      'bottom_tuck',
    ]);
    expect(sceneOf('becf-11008').parts[0]?.panels.filter((panel) => panel.slits)).toEqual([]);
  });

  it("should slide a hanger box's tuck down past the dust flaps' shoulders under its slits as the lid lands, no faster than a hand", () => {
    // beside the header the shoulders run to the back wall: the tuck was swung round over them and
    // flung down in the lid's last moment, through them on the way; on a small carton it leant
    // further and further out past them and was flung back upright
    const boxes: Array<[string, Record<string, number>]> = [
      ['becf-26003', {}],
      ['becf-26004', {}],
      ['becf-11006', {}],
      ['becf-11006', { length: 80, width: 35, height: 105 }],
    ];
    for (const [id, sizes] of boxes) {
      const scene = sceneOf(id, sizes);
      const [part] = scene.parts;
      const lid = part?.hinges.find((hinge) => hinge.child === 'top_lid') ?? expect.fail('lid');
      const tuck = part?.hinges.find((hinge) => hinge.child === 'top_tuck') ?? expect.fail('tuck');
      const landing = (tuck.keys ?? []).filter(([time]) => time >= lid.stage + 0.75);
      expect(landing.length, id).toBeGreaterThan(0);
      expect(Math.max(...landing.map(([, angle]) => angle)), id).toBeLessThan(tuck.foldAngle + 30);
      expect(sceneCrossings(scene), id).toEqual([]);
      expect(sceneSnaps(scene, 20), id).toEqual([]);
    }
  });
});
