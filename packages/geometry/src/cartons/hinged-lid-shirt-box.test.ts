import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, poseFoldModel, type RigidTransform } from '../panel-graph/fold-model';
import { foldBox } from '../panel-graph/folded-box';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { flattenLoop } from '../primitives/segment';
import {
  buildHingedLidShirtBox,
  type HingedLidShirtBoxSpec,
  hingedLidOf,
  hingedLidTrayOf,
} from './hinged-lid-shirt-box';
import { lockedTrayLayout } from './locked-corner-tray';

const spec: HingedLidShirtBoxSpec = { length: 380, width: 260, height: 60, material: 0.5, tuckDepth: 30 };
const t = spec.material;
const graph = buildHingedLidShirtBox(spec);
const pose = poseFoldModel(graph);

/** A posed panel's extent along z (the tray's walls rise toward -z). */
function zRange(id: string): [number, number] {
  const panel = graph.panels.find((candidate) => candidate.id === id);
  const zs = flattenLoop(panel?.outline ?? []).map(
    (p) => applyTransform(pose.get(id) as RigidTransform, [p.x, p.y, 0])[2],
  );
  return [Math.min(...zs), Math.max(...zs)];
}

describe('buildHingedLidShirtBox', () => {
  it('should size the lid over the long walls and a board short of the front wall, on a taller back wall', () => {
    const layout = lockedTrayLayout(hingedLidTrayOf(spec));
    const lid = hingedLidOf(layout);
    expect(lid.to - lid.from).toBeCloseTo(spec.length + t + 4 * t - 2 * t, 9);
    expect(lid.depth).toBeCloseTo(spec.width, 9);
    // the back wall reaches two boards above the long walls' rim, to the lid's hinge
    expect(layout.backWall - layout.wall).toBeCloseTo(2 * t, 9);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should lay the lid on the end walls\u2019 top strips and measure the inside from the base to the lid', () => {
    const [lidLow, lidHigh] = zRange('lid');
    expect(lidHigh - lidLow).toBeCloseTo(0, 9);
    // the strips' mid-surface half a board under the lid's underside, itself half a board under the lid's
    expect(zRange('left_strip')[0] - lidLow).toBeCloseTo(t, 9);
    expect(zRange('right_strip')[0] - lidLow).toBeCloseTo(t, 9);
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(spec.length, 6);
    expect(inspection.inside.width).toBeCloseTo(spec.width, 6);
    expect(inspection.inside.height).toBeCloseTo(spec.height, 6);
    // from the base's underside to the lid's top (H + 2t), read over the lugs' tips, which are flush with
    // the underside but count as a ply's mid-surface: half a board more
    expect(inspection.outside.height).toBeCloseTo(spec.height + 2.5 * t, 6);
  });

  it('should hold the lid shut by the tuck behind the front wall, the tuck clear of the base', () => {
    const inspection = inspectFoldedBox(graph);
    const [top] = inspection.closures;
    expect(top?.coverage).toBeGreaterThan(0.995);
    expect(top?.held).toEqual([{ panel: 'lid', by: 'lock', covered: 0 }]);
    expect(foldBox(graph).planeGap('front', 'lid_tuck')).toBeCloseTo(t, 9);
    // the tuck's tip stops 3 mm or more above the base's inner face (at -t/2)
    expect(-t / 2 - zRange('lid_tuck')[1]).toBeGreaterThanOrEqual(3);
  });
});

describe('buildHingedLidShirtBox fold order', () => {
  it('should turn the tuck as the lid comes down, not while the lid stands open', () => {
    const lid = graph.hinges.find((hinge) => hinge.child === 'lid');
    const tuck = graph.hinges.find((hinge) => hinge.child === 'lid_tuck');
    expect(tuck?.stage).toBe(lid?.stage);
    // every wall of the tray is up before the lid and its tuck move
    const walls = graph.hinges.filter((hinge) => hinge.child !== 'lid' && hinge.child !== 'lid_tuck');
    expect(Math.max(...walls.map((hinge) => hinge.stage))).toBeLessThan(lid?.stage ?? 0);
  });
});
