import {
  applyTransform,
  assembleParts,
  findTemplate,
  mockupScene,
  type PanelGraph,
  sampleValues,
  TEMPLATES,
  type Vec3,
} from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { applyRigid, placePart } from './part-pose';

const stagesOf = (graph: PanelGraph) => Math.max(1, ...graph.hinges.map((hinge) => hinge.stage + 1));

function largestGap(a: Vec3[], b: Vec3[]): number {
  let gap = 0;
  a.forEach((p, i) => {
    const q = b[i] as Vec3;
    gap = Math.max(gap, Math.abs(p[0] - q[0]), Math.abs(p[1] - q[1]), Math.abs(p[2] - q[2]));
  });
  return gap;
}

describe('placePart', () => {
  it('should fold a mockup scene as assembleParts places the parts, up to the scene rounding to micrometres', () => {
    const template = findTemplate('becf-11001') ?? expect.fail('becf-11001');
    const multiPart = TEMPLATES.find((candidate) => candidate.build(sampleValues(candidate)).length > 1);
    for (const chosen of [template, multiPart ?? expect.fail('a multi-part template')]) {
      const parts = chosen.build(sampleValues(chosen));
      const scene = mockupScene(parts);
      const stages = Math.max(...parts.map(({ graph }) => stagesOf(graph)));
      // with every part sharing the scene's stage count, parts with fewer stages differ mid-fold: compare the ends
      for (const progress of [0, 1]) {
        const reference = assembleParts(parts, { progress });
        scene.parts.forEach((scenePart, index) => {
          const unshifted = { ...scenePart, panels: scenePart.panels.map((p) => ({ ...p, plyOffset: 0 })) };
          const ours = placePart(unshifted, progress, stages);
          for (const panel of scenePart.panels) {
            const corners = panel.outline.map(([x, y]): Vec3 => [x, y, 0]);
            const pose = reference[index]?.pose.get(panel.id) ?? expect.fail(panel.id);
            const expected = corners.map((p) => applyTransform(pose, p));
            const actual = corners.map((p) => applyRigid(ours.get(panel.id) ?? expect.fail(), p));
            expect(largestGap(actual, expected), `${chosen.id} ${panel.id}`).toBeLessThan(0.05);
          }
        });
      }
    }
  });

  it('should move a panel along its folded normal by its ply offset', () => {
    const template = findTemplate('becf-11001') ?? expect.fail('becf-11001');
    const scenePart = mockupScene(template.build(sampleValues(template))).parts[0] ?? expect.fail('part');
    const shifted = scenePart.panels.find((panel) => panel.plyOffset !== 0) ?? expect.fail('a stacked ply');
    const plain = placePart(
      { ...scenePart, panels: scenePart.panels.map((p) => ({ ...p, plyOffset: 0 })) },
      1,
      1,
    ).get(shifted.id);
    const moved = placePart(scenePart, 1, 1).get(shifted.id);
    if (!plain || !moved) return expect.fail('posed');
    const normal = applyRigid({ rotation: plain.rotation, translation: [0, 0, 0] }, [0, 0, 1]);
    const step = [0, 1, 2].map((k) => (moved.translation[k] as number) - (plain.translation[k] as number));
    step.forEach((value, k) => {
      expect(value).toBeCloseTo((normal[k] as number) * shifted.plyOffset, 9);
    });
  });
});
