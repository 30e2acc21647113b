import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { blankBounds } from '../panel-graph/derive-dieline';
import { applyTransform, poseFoldModel } from '../panel-graph/fold-model';
import {
  buildFoldedInsert,
  compartmentBase,
  type FoldedInsertSpec,
  insertStripLength,
} from './folded-insert';

const spec: FoldedInsertSpec = {
  length: 200,
  width: 80,
  height: 50,
  material: 0.5,
  compartments: 3,
  ribCap: 4,
};

describe('buildFoldedInsert', () => {
  it('should size the bases so that N c + (N - 1) r + t fills the box length less 1 mm', () => {
    const c = compartmentBase(spec);
    expect(c).toBeCloseTo((200 - 1 - 0.5 - 2 * 4) / 3, 9);
    const graph = buildFoldedInsert(spec);
    const bounds = blankBounds(graph);
    expect(bounds.maxX - bounds.minX).toBeCloseTo(insertStripLength(spec), 9);
    expect(insertStripLength(spec)).toBeCloseTo(3 * c + 2 * (2 * 50 + 4) + 2 * 50, 9);
    expect(bounds.maxY - bounds.minY).toBeCloseTo(79, 9);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should fold the walls and ribs up from the bases, the caps level on top, the end walls a box length apart', () => {
    const graph = buildFoldedInsert(spec);
    const pose = poseFoldModel(graph);
    const at = (panel: string, x: number, y: number) =>
      applyTransform(pose.get(panel) ?? expect.fail(panel), [x, y, 0]);
    const c = compartmentBase(spec);
    // every base lies in the plane of the first
    for (const id of ['base_2', 'base_3']) {
      const hinge = graph.hinges.find((h) => h.child === id) ?? expect.fail(id);
      expect(at(id, hinge.start.x + 1, 10)[2]).toBeCloseTo(0, 9);
    }
    // the caps stand the rib height up (toward the printed face), the end walls too
    const cap = graph.hinges.find((h) => h.child === 'rib_1_cap') ?? expect.fail('cap');
    expect(at('rib_1_cap', cap.start.x + 1, 10)[2]).toBeCloseTo(50, 9);
    expect(at('left_end', 0, 10)[2]).toBeCloseTo(50, 9);
    // end walls (mid-surfaces) N c + (N - 1) r apart: with a board that is the box length less 1 mm
    const right = graph.hinges.find((h) => h.child === 'right_end') ?? expect.fail('right');
    const span = at('right_end', right.start.x, 10)[0] - at('left_end', 50, 10)[0];
    expect(span + spec.material).toBeCloseTo(200 - 1, 9);
    expect(span).toBeCloseTo(3 * c + 2 * 4, 9);
  });
});
