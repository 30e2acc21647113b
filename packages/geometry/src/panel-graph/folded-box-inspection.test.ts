import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate } from '../catalog/template-catalog';
import { placeSegments } from '../primitives/outline';
import { flattenLoop } from '../primitives/segment';
import { inspectFoldedBox } from './folded-box-inspection';
import type { PanelGraph } from './panel-graph';

function sampleGraph(id: string): PanelGraph {
  const template = findTemplate(id);
  if (!template) throw new Error(`no template ${id}`);
  return template.build(sampleValues(template))[0]?.graph as PanelGraph;
}

const heldBy = (graph: PanelGraph, end: 'top' | 'bottom') =>
  Object.fromEntries(
    (inspectFoldedBox(graph).closures.find((closure) => closure.end === end)?.held ?? []).map((h) => [
      h.panel,
      h.by,
    ]),
  );

describe('inspectFoldedBox', () => {
  it('should find every flap of a 1-2-3 bottom held, the front flap by its tongue', () => {
    expect(heldBy(sampleGraph('becf-12001'), 'bottom')).toEqual({
      bottom_back_flap: 'plies',
      bottom_left_side_flap: 'plies',
      bottom_right_side_flap: 'plies',
      bottom_front_flap: 'lock',
    });
  });

  it('should find a side flap held by nothing when the side flaps are 180 degree copies, not mirror images', () => {
    const graph = sampleGraph('becf-12001');
    const flap = graph.panels.find((panel) => panel.id === 'bottom_right_side_flap');
    const hinge = graph.hinges.find((h) => h.child === 'bottom_right_side_flap');
    if (!flap || !hinge) throw new Error('no right side flap');
    // turn the flap end for end within its wall: its leg moves to the back, where no ply covers it
    const centre = (hinge.start.x + hinge.end.x) / 2;
    const turned = placeSegments({ origin: { x: 2 * centre, y: 0 }, uSign: -1, vSign: 1 }, flap.outline);
    const broken: PanelGraph = {
      ...graph,
      panels: graph.panels.map((panel) => (panel === flap ? { ...panel, outline: turned } : panel)),
    };
    const xs = flattenLoop(turned).map((p) => p.x);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(Math.min(hinge.start.x, hinge.end.x) - 1e-6);
    const held = heldBy(broken, 'bottom');
    expect(held.bottom_right_side_flap).toBeNull();
    expect(held.bottom_left_side_flap).toBe('plies');
  });

  it('should find a tuck lid held by nothing when its tuck does not fold behind the wall', () => {
    const graph = sampleGraph('becf-11001');
    expect(heldBy(graph, 'top').top_lid).toBe('lock');
    const unfolded: PanelGraph = {
      ...graph,
      hinges: graph.hinges.map((h) => (h.child === 'top_tuck' ? { ...h, foldAngle: 0 } : h)),
    };
    expect(heldBy(unfolded, 'top').top_lid).toBeNull();
  });

  it('should hold the dust flaps under the lid and the seal end flaps by glue', () => {
    expect(heldBy(sampleGraph('becf-11001'), 'top')).toMatchObject({
      top_left_side_dust_flap: 'plies',
      top_right_side_dust_flap: 'plies',
    });
    expect(heldBy(sampleGraph('becf-14001'), 'top')).toMatchObject({
      top_inner_flap: 'glue',
      top_outer_flap: 'glue',
      top_left_side_dust_flap: 'plies',
    });
  });

  it('should measure a compensated glue ply a board inside the panel it is glued to', () => {
    const graph = sampleGraph('becf-16001');
    const joints = inspectFoldedBox(graph).glued;
    expect(joints).toHaveLength(4);
    for (const joint of joints) {
      expect(joint.expectedOffset).toBe(graph.material);
      expect(joint.offPlane).toBeCloseTo(graph.material, 6);
    }
    const tray = findTemplate('becf-16001');
    if (!tray) throw new Error('no tray');
    // the inside length runs between the glue flaps, the innermost plies at the ends
    expect(inspectFoldedBox(graph).inside.length).toBeCloseTo(sampleValues(tray).length as number, 6);
  });
});
