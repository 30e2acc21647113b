import { describe, expect, it } from 'vitest';
import { corrugatedBoard, FLUTE_PROFILES, FLUTES } from '../board/board';
import type { TemplatePart } from '../catalog/template-definition';
import { applyTransform, assembleParts, type RigidTransform } from '../panel-graph/fold-model';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { flattenLoop } from '../primitives/segment';
import { buildTelescopeBox, type TelescopeBoxSpec, telescopeLidInside } from './telescope-box';

const spec = (change: Partial<TelescopeBoxSpec> = {}): TelescopeBoxSpec => ({
  length: 300,
  width: 200,
  height: 150,
  lidDepth: 80,
  clearance: 3,
  board: corrugatedBoard('B'),
  joint: 'glued',
  ...change,
});

/** The posed extent of one panel of an assembled part along an axis (0 x, 1 y, 2 z). */
function posedRange(part: TemplatePart, pose: Map<string, RigidTransform>, id: string, axis: 0 | 1 | 2) {
  const panel = part.graph.panels.find((p) => p.id === id) ?? expect.fail(id);
  const values = flattenLoop(panel.outline).map(
    (p) => applyTransform(pose.get(id) ?? expect.fail(id), [p.x, p.y, 0])[axis],
  );
  return { min: Math.min(...values), max: Math.max(...values) };
}

describe('buildTelescopeBox', () => {
  it('should make the lid inside the base outside plus the clearance', () => {
    // B flute: score to score L + 3, outside a board more
    expect(telescopeLidInside(spec())).toEqual({ length: 309, width: 209 });
    const [base, lid] = buildTelescopeBox(spec());
    expect(inspectFoldedBox(base?.graph ?? expect.fail('base')).outside.length).toBeCloseTo(306, 6);
    const lidInside = inspectFoldedBox(lid?.graph ?? expect.fail('lid')).inside;
    expect(lidInside.length).toBeCloseTo(309, 6);
    expect(lidInside.width).toBeCloseTo(209, 6);
    expect(lidInside.height).toBeCloseTo(80, 6);
  });

  it('should name each piece as its own corrugated nesting component', () => {
    const parts = buildTelescopeBox(spec());
    expect(parts.map((part) => part.component)).toEqual([
      { id: 'base', name: 'Base', category: 'corrugated' },
      { id: 'lid', name: 'Lid', category: 'corrugated' },
    ]);
  });

  it('should assemble the lid over the base with half the clearance on every side, resting on the rim', () => {
    for (const flute of FLUTES) {
      const board = corrugatedBoard(flute);
      const t = board.caliper;
      const a = FLUTE_PROFILES[flute].panel;
      const parts = buildTelescopeBox(spec({ board }));
      const [base, lid] = parts as [TemplatePart, TemplatePart];
      const [basePose, lidPose] = assembleParts(parts).map((assembled) => assembled.pose) as [
        Map<string, RigidTransform>,
        Map<string, RigidTransform>,
      ];
      // the walls across the length stand on x, those across the width on z; a wall's mid-surface
      // is its (flat) extent along that axis
      for (const [walls, axis] of [
        [['p2', 'p4'], 0],
        [['p1', 'p3'], 2],
      ] as const) {
        const baseOut = walls.map((id) => posedRange(base, basePose, id, axis).min);
        const lidIn = walls.map((id) => posedRange(lid, lidPose, id, axis).min);
        const [baseLow, baseHigh] = [Math.min(...baseOut), Math.max(...baseOut)];
        const [lidLow, lidHigh] = [Math.min(...lidIn), Math.max(...lidIn)];
        // outer face of the base (mid-surface + t/2) to the lid's inner face (mid-surface - a/2)
        expect(baseLow - t / 2 - (lidLow + a / 2), `${flute} low`).toBeCloseTo(1.5, 6);
        expect(lidHigh - a / 2 - (baseHigh + t / 2), `${flute} high`).toBeCloseTo(1.5, 6);
      }
      // the lid's closing ply lies on the base's rim, its walls reach down the lid depth
      const rim = posedRange(base, basePose, 'p2', 1).max;
      const lidTop = posedRange(lid, lidPose, 'p2_bottom_flap', 1);
      expect(lidTop.min - a / 2).toBeCloseTo(rim, 6);
      const lidWall = posedRange(lid, lidPose, 'p2', 1);
      expect(lidTop.min - lidWall.min).toBeCloseTo(80 + a / 2, 6);
    }
  });
});
