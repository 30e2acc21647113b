import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, poseFoldModel, type RigidTransform } from '../panel-graph/fold-model';
import { foldBox } from '../panel-graph/folded-box';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { buildTuckLidTray, type TuckLidTraySpec, tuckLidTrayLayout } from './tuck-lid-tray';

const spec: TuckLidTraySpec = {
  length: 200,
  width: 140,
  height: 50,
  material: 0.5,
  glueFlap: 12,
  tuckDepth: 30,
};
const t = spec.material;
const graph = buildTuckLidTray(spec);

function flatSize(g: PanelGraph, id: string): { x: number; y: number } {
  const points = flattenLoop(g.panels.find((panel) => panel.id === id)?.outline ?? []);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { x: Math.max(...xs) - Math.min(...xs), y: Math.max(...ys) - Math.min(...ys) };
}

/** A posed panel's extent along one axis. */
function range(id: string, axis: 0 | 1 | 2): [number, number] {
  const pose = poseFoldModel(graph);
  const panel = graph.panels.find((candidate) => candidate.id === id);
  const values = flattenLoop(panel?.outline ?? []).map(
    (p) => applyTransform(pose.get(id) as RigidTransform, [p.x, p.y, 0])[axis],
  );
  return [Math.min(...values), Math.max(...values)];
}

describe('buildTuckLidTray', () => {
  it('should size the lid L + t by W + t less a board, on a back wall half a board taller than the front', () => {
    // the lid spans the long walls (the inside plus a board's allowance and the glue flaps' ply)
    expect(flatSize(graph, 'lid').x).toBeCloseTo(spec.length + t, 9);
    // from the back wall's crease to a board inside the front wall's
    expect(flatSize(graph, 'lid').y).toBeCloseTo(spec.width + t - t, 9);
    expect(flatSize(graph, 'back').y - flatSize(graph, 'front').y).toBeCloseTo(t / 2, 9);
    // the tuck: a board narrower than the lid's span plus the side clearance, as deep as asked
    const layout = tuckLidTrayLayout(spec);
    expect(flatSize(graph, 'lid_tuck').x).toBeCloseTo(spec.length + t - 2 * (t / 2 + 0.5), 9);
    expect(flatSize(graph, 'lid_tuck').y).toBeCloseTo(spec.tuckDepth, 9);
    expect(layout.dustDepth).toBeCloseTo(0.8 * spec.height, 9);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should close the top with the lid, held by the tuck behind the front wall', () => {
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(200, 6);
    expect(inspection.inside.width).toBeCloseTo(140, 6);
    expect(inspection.inside.height).toBeCloseTo(50, 6);
    const [top] = inspection.closures;
    expect(top?.coverage).toBeGreaterThan(0.995);
    expect(top?.held).toEqual([{ panel: 'lid', by: 'lock', covered: 0 }]);
    const folded = foldBox(graph);
    // the tuck stands a board inside the front wall
    expect(folded.planeGap('front', 'lid_tuck')).toBeCloseTo(t, 9);
  });

  it('should lay the lid on the end walls and hang its dust flaps between the glue flaps', () => {
    // walls rise toward -z: the lid's mid-surface lies half a board beyond the end walls' rim, its
    // underside on it, and the inside height runs from the base's inner face to the lid's
    const [lidLow, lidHigh] = range('lid', 2);
    expect(lidHigh - lidLow).toBeCloseTo(0, 9);
    expect(range('left_side', 2)[0] - lidLow).toBeCloseTo(t / 2, 9);
    expect(-lidLow - t / 2 - t / 2).toBeCloseTo(spec.height, 9);
    // each dust flap lies in the glue flaps' plane, a board inside the end wall, and clear of them
    for (const side of ['left', 'right'] as const) {
      const flap = range(`lid_dust_flap_${side}`, 1);
      const front = range(`front_glue_flap_${side}`, 1);
      const back = range(`back_glue_flap_${side}`, 1);
      expect(flap[0] - front[1]).toBeCloseTo(2, 6);
      expect(back[0] - flap[1]).toBeCloseTo(2, 6);
      expect(range(`lid_dust_flap_${side}`, 0)[0]).toBeCloseTo(range(`front_glue_flap_${side}`, 0)[0], 9);
    }
  });
});
