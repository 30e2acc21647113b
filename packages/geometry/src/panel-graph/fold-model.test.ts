import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate, TEMPLATES } from '../catalog/template-catalog';
import type { TemplateDefinition, TemplateValues } from '../catalog/template-definition';
import { rectangle } from '../primitives/outline';
import { flattenLoop } from '../primitives/segment';
import {
  applyTransform,
  type HingeTree,
  panelPoser,
  posedOutline,
  poseFoldModel,
  poseHingeTree,
  type Vec3,
} from './fold-model';
import { inspectFoldedBox } from './folded-box-inspection';
import type { PanelGraph } from './panel-graph';
import { PanelGraphBuilder } from './panel-graph-builder';

function build(
  id: string,
  change: Partial<TemplateValues> = {},
): { graph: PanelGraph; values: TemplateValues } {
  const template = findTemplate(id) as TemplateDefinition;
  const values = { ...sampleValues(template), ...change } as TemplateValues;
  return { graph: (template.build(values)[0] as { graph: PanelGraph }).graph, values };
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

type Pose = ReturnType<typeof poseFoldModel>;

/** Where a posed panel carries a point of the flat sheet. */
function place(pose: Pose, id: string, p: Vec3): Vec3 {
  const t = pose.get(id);
  if (!t) throw new Error(`no pose for ${id}`);
  return applyTransform(t, p);
}

/** A posed panel's normal: the flat sheet's +z carried along. */
const normalOf = (pose: Pose, id: string): Vec3 =>
  sub(place(pose, id, [0, 0, 1]), place(pose, id, [0, 0, 0]));

/** Angle in degrees between two posed panels' normals. */
function angleBetween(pose: Pose, a: string, b: string): number {
  const cos = dot(normalOf(pose, a), normalOf(pose, b));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

function withHingeAngle(graph: PanelGraph, child: string, foldAngle: number): PanelGraph {
  return {
    ...graph,
    hinges: graph.hinges.map((hinge) => (hinge.child === child ? { ...hinge, foldAngle } : hinge)),
  };
}

describe('poseFoldModel', () => {
  it('should leave every panel flat where it was drawn at progress 0', () => {
    const { graph } = build('becf-11001');
    const pose = poseFoldModel(graph, { progress: 0 });
    expect(pose.size).toBe(graph.panels.length);
    for (const panel of graph.panels) {
      const flat = flattenLoop(panel.outline);
      const posed = posedOutline(graph, pose, panel.id);
      posed.forEach((p, i) => {
        expect(p[2]).toBeCloseTo(0, 12);
        expect(p[0]).toBeCloseTo((flat[i] as { x: number }).x, 9);
        expect(p[1]).toBeCloseTo((flat[i] as { y: number }).y, 9);
      });
    }
  });

  it('should turn a child 90 degrees about its hinge toward -z, the inside', () => {
    // a 20 mm flap on top of a wall, hinged along y = 10
    const graph = new PanelGraphBuilder()
      .panel('wall', 'wall', rectangle(0, 0, 30, 10))
      .panel('flap', 'closure', rectangle(0, 10, 30, 30))
      .hinge('wall', 'flap', { x: 0, y: 10 }, { x: 30, y: 10 })
      .build('wall', 0.5);
    const pose = poseFoldModel(graph);
    const tip = place(pose, 'flap', [15, 30, 0]);
    expect(tip[0]).toBeCloseTo(15, 9);
    expect(tip[1]).toBeCloseTo(10, 9);
    expect(tip[2]).toBeCloseTo(-20, 9);
    // halfway: 45 degrees
    const half = place(poseFoldModel(graph, { progress: 0.5 }), 'flap', [15, 30, 0]);
    expect(half[1]).toBeCloseTo(10 + 20 * Math.SQRT1_2, 9);
    expect(half[2]).toBeCloseTo(-20 * Math.SQRT1_2, 9);
    // the hinge is drawn the other way round: the child still folds inward
    const reversed = { ...graph, hinges: graph.hinges.map((h) => ({ ...h, start: h.end, end: h.start })) };
    expect(place(poseFoldModel(reversed), 'flap', [15, 30, 0])[2]).toBeCloseTo(-20, 9);
  });

  it('should fold the body first and the tucks last as progress runs', () => {
    const { graph } = build('becf-11001');
    // stages 0 (body) to 3 (tucks): at a quarter the body stands square, every closure is still flat
    const quarter = poseFoldModel(graph, { progress: 0.25 });
    expect(angleBetween(quarter, 'back', 'left_side')).toBeCloseTo(90, 6);
    expect(angleBetween(quarter, 'back', 'front')).toBeCloseTo(180, 6);
    expect(angleBetween(quarter, 'back', 'top_lid')).toBeCloseTo(0, 6);
    expect(angleBetween(quarter, 'left_side', 'top_left_side_dust_flap')).toBeCloseTo(0, 6);
    // at the end the lid lies square across the back wall, its tuck square to the lid
    const done = poseFoldModel(graph, { progress: 1 });
    expect(angleBetween(done, 'back', 'top_lid')).toBeCloseTo(90, 6);
    expect(angleBetween(done, 'top_lid', 'top_tuck')).toBeCloseTo(90, 6);
    expect(angleBetween(done, 'front', 'top_tuck')).toBeCloseTo(0, 6);
  });

  it('should refuse a panel that no hinge joins to the root', () => {
    const graph = new PanelGraphBuilder()
      .panel('a', 'wall', rectangle(0, 0, 10, 10))
      .panel('b', 'wall', rectangle(10, 0, 20, 10))
      .build('a', 0.5);
    expect(() => poseFoldModel(graph)).toThrow(/not joined/);
  });
});

describe('panelPoser', () => {
  it('should pose each panel of every carton exactly as poseFoldModel does', () => {
    const cartons = TEMPLATES.filter((template) => template.group.category === 'Cartons');
    expect(cartons.length).toBeGreaterThan(40);
    for (const template of cartons) {
      for (const { graph } of template.build(sampleValues(template))) {
        const whole = poseFoldModel(graph);
        const poseOf = panelPoser(graph);
        // leaves first, so that a panel's parents are posed by the walk up from it
        for (const panel of [...graph.panels].reverse())
          expect(poseOf(panel.id)).toEqual(whole.get(panel.id));
      }
    }
  });

  it('should throw as poseFoldModel does for a graph that is no tree', () => {
    const { graph } = build('becf-11001');
    const hinge = graph.hinges.find((candidate) => !candidate.closesLoop && candidate.parent !== graph.root);
    if (!hinge) expect.fail('a hinge off the root');
    const twice = { ...graph, hinges: [...graph.hinges, { ...hinge, parent: graph.root }] };
    expect(() => panelPoser(twice)(hinge.child)).toThrow('two parents');
    // a hinge into the root gives the root a parent
    const rooted = { ...graph, hinges: [...graph.hinges, { ...hinge, child: graph.root }] };
    expect(() => panelPoser(rooted)(hinge.child)).toThrow('two parents');
    const loose = new PanelGraphBuilder()
      .panel('a', 'wall', rectangle(0, 0, 10, 10))
      .panel('b', 'wall', rectangle(10, 0, 20, 10))
      .build('a', 0.5);
    expect(() => panelPoser(loose)('b')).toThrow(/not joined/);
  });
});

describe('panelPoser on a crease that closes a loop', () => {
  it("should leave the crease out of the tree, as poseFoldModel does, whichever panel's hinge it repeats", () => {
    const { graph } = build('becf-11001');
    const hinge = graph.hinges.find((candidate) => !candidate.closesLoop && candidate.parent !== graph.root);
    if (!hinge) expect.fail('a hinge off the root');
    // first in the list, turned the other way: were it read as the child's hinge, the pose would differ
    const looped = {
      ...graph,
      hinges: [
        { ...hinge, parent: graph.root, foldAngle: -hinge.foldAngle, closesLoop: true },
        ...graph.hinges,
      ],
    };
    const whole = poseFoldModel(looped);
    expect(panelPoser(looped)(hinge.child)).toEqual(whole.get(hinge.child));
    expect(whole.get(hinge.child)).toEqual(poseFoldModel(graph).get(hinge.child));
  });
});

describe('poseHingeTree', () => {
  /** A 30 x 10 wall with a 20 mm flap on top, and a loose panel beside them. */
  const tree: HingeTree = {
    root: 'wall',
    panels: [
      {
        id: 'wall',
        outline: [
          [0, 0],
          [30, 0],
          [30, 10],
          [0, 10],
        ],
      },
      {
        id: 'flap',
        outline: [
          [0, 10],
          [30, 10],
          [30, 30],
          [0, 30],
        ],
      },
      {
        id: 'loose',
        outline: [
          [40, 0],
          [50, 0],
          [50, 10],
          [40, 10],
        ],
      },
    ],
    hinges: [{ parent: 'wall', child: 'flap', start: [0, 10], end: [30, 10], foldAngle: 90, stage: 1 }],
  };

  it('should turn a child by its stage share of the progress, toward -z', () => {
    // two stages: the flap's hinge (stage 1) waits for the first half, then turns over the second
    const tip = (progress: number) =>
      applyTransform(poseHingeTree(tree, progress, 2).get('flap') ?? expect.fail('flap'), [15, 30, 0]);
    expect(tip(0.5)[2]).toBeCloseTo(0, 12);
    expect(tip(0.75)[1]).toBeCloseTo(10 + 20 * Math.SQRT1_2, 9);
    expect(tip(0.75)[2]).toBeCloseTo(-20 * Math.SQRT1_2, 9);
    expect(tip(1)[2]).toBeCloseTo(-20, 9);
  });

  it('should draw what it can of a scene, and refuse what a panel graph must not have when strict', () => {
    const twice: HingeTree = {
      ...tree,
      hinges: [
        ...tree.hinges,
        { parent: 'wall', child: 'flap', start: [0, 0], end: [0, 10], foldAngle: 45, stage: 0 },
      ],
    };
    const pose = poseHingeTree(twice, 1, 2);
    // the first hinge to reach a panel wins, a panel the root does not reach is left out
    expect(applyTransform(pose.get('flap') ?? expect.fail('flap'), [15, 30, 0])[2]).toBeCloseTo(-20, 9);
    expect([...pose.keys()]).toEqual(['wall', 'flap']);
    expect(() => poseHingeTree(twice, 1, 2, { strict: true })).toThrow('panel flap has two parents');
    expect(() => poseHingeTree(tree, 1, 2, { strict: true })).toThrow('panels not joined to the root: loose');
    const ghost: HingeTree = { ...tree, panels: tree.panels.filter((panel) => panel.id !== 'flap') };
    expect(poseHingeTree(ghost, 1, 2).has('flap')).toBe(true);
    expect(() => poseHingeTree(ghost, 1, 2, { strict: true })).toThrow('joins no panel');
  });
});

describe('inspectFoldedBox', () => {
  it.each([
    ['becf-11001', {}],
    ['becf-11001', { length: 80, width: 80, height: 60, material: 1.2 }],
    ['becf-12001', {}],
    ['becf-14001', { length: 120, width: 30, height: 200 }],
  ] as const)('should measure the asked inside size of %s %j', (id, change) => {
    const { graph, values } = build(id, change);
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(values.length as number, 6);
    expect(inspection.inside.width).toBeCloseTo(values.width as number, 6);
    expect(inspection.inside.height).toBeCloseTo(values.height as number, 6);
    expect(inspection.squareness).toBeLessThan(1e-9);
    expect(inspection.parallelism).toBeLessThan(1e-9);
  });

  it('should see a wall that folds 80 degrees instead of 90', () => {
    const { graph } = build('becf-11001');
    const broken = inspectFoldedBox(withHingeAngle(graph, 'left_side', 80));
    // back and left side meet at 80 degrees, so does the right side with the back: |cos 80|
    expect(broken.squareness).toBeCloseTo(Math.cos((80 * Math.PI) / 180), 9);
    // the front turns 170 degrees from the back instead of 180: 1 - |cos 170| off parallel
    expect(broken.parallelism).toBeCloseTo(1 - Math.cos((10 * Math.PI) / 180), 9);
  });

  it('should see a glue flap that does not come down on its wall', () => {
    const { graph } = build('becf-11001');
    const square = inspectFoldedBox(graph).glued.find((joint) => joint.flap === 'glue_flap');
    expect(square?.offPlane).toBeLessThan(1e-6);
    const glue = 14; // the sample's glue flap width
    const open = inspectFoldedBox(withHingeAngle(graph, 'glue_flap', 60)).glued.find(
      (joint) => joint.flap === 'glue_flap',
    );
    // the flap's free edge stands glue * sin(30) off the wall it should lie on
    expect(open?.offPlane).toBeCloseTo(glue * Math.sin(Math.PI / 6), 6);
  });

  it('should see an end left open', () => {
    const { graph } = build('becf-11001');
    const closed = inspectFoldedBox(graph).closures;
    for (const closure of closed) expect(closure.coverage).toBeGreaterThan(0.98);
    const lidUp = inspectFoldedBox(withHingeAngle(graph, 'top_lid', 0)).closures.find((c) => c.end === 'top');
    // the lid stands straight up over the back wall and the dust flaps are only part of the opening
    expect(lidUp?.coverage).toBeLessThan(0.9);
  });

  it('should refuse a graph without a box model', () => {
    const graph = new PanelGraphBuilder().panel('a', 'wall', rectangle(0, 0, 10, 10)).build('a', 0.5);
    expect(() => inspectFoldedBox(graph)).toThrow(/box model/);
  });
});
