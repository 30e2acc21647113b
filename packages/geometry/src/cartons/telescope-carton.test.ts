import { describe, expect, it } from 'vitest';
import { applyTransform, assembleParts, type RigidTransform } from '../panel-graph/fold-model';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { flattenLoop } from '../primitives/segment';
import { buildTelescopeCarton, type TelescopeCartonSpec, telescopeLidOf } from './telescope-carton';

const spec: TelescopeCartonSpec = {
  length: 200,
  width: 150,
  height: 60,
  material: 0.5,
  glueFlap: 12,
  lidDepth: 60,
  clearance: 1,
};
const t = spec.material;
const parts = buildTelescopeCarton(spec);
const graphOf = (i: number) => (parts[i] as { graph: PanelGraph }).graph;

function zRange(graph: PanelGraph, pose: Map<string, RigidTransform>, ids: string[]): [number, number] {
  const zs = graph.panels
    .filter((panel) => ids.includes(panel.id))
    .flatMap((panel) =>
      flattenLoop(panel.outline).map(
        (p) => applyTransform(pose.get(panel.id) as RigidTransform, [p.x, p.y, 0])[2],
      ),
    );
  return [Math.min(...zs), Math.max(...zs)];
}

describe('buildTelescopeCarton', () => {
  it('should size the lid inside to the base outside plus the clearance', () => {
    const lid = telescopeLidOf(spec);
    // a glued tray's outside: the inside plus four boards along (glue flaps inside the end walls), two across
    expect(lid.length).toBeCloseTo(spec.length + 4 * t + 1, 9);
    expect(lid.width).toBeCloseTo(spec.width + 2 * t + 1, 9);
    const base = inspectFoldedBox(graphOf(0));
    expect(base.outside.length + spec.clearance).toBeCloseTo(lid.length, 6);
    expect(base.outside.width + spec.clearance).toBeCloseTo(lid.width, 6);
    const folded = inspectFoldedBox(graphOf(1));
    expect(folded.inside.height).toBeCloseTo(spec.lidDepth, 6);
  });

  it('should rest the full-depth lid on the base rim, its walls reaching down to a board above the table', () => {
    const [base, lid] = assembleParts(parts);
    const basePose = (base as { pose: Map<string, RigidTransform> }).pose;
    const lidPose = (lid as { pose: Map<string, RigidTransform> }).pose;
    const [rim] = zRange(graphOf(0), basePose, ['front']);
    const [top, topHigh] = zRange(graphOf(1), lidPose, ['base']);
    expect(top).toBeCloseTo(topHigh, 9);
    // the lid's top mid-surface half a board above the base walls' rim (walls rise toward -z)
    expect(rim - top).toBeCloseTo(t / 2, 9);
    // a full telescope: the lid's long walls end a board short of the table (the base's underside is
    // at +t/2), so the lid never lifts the box off it
    const [, lidRim] = zRange(graphOf(1), lidPose, ['front']);
    expect(lidRim).toBeCloseTo(-t / 2, 6);
  });
});
