import { describe, expect, it } from 'vitest';
import { buildPolygonalTuckEndBox } from '../cartons/polygonal-tuck-end-box';
import { polygonArea } from '../primitives/segment';
import { inspectFoldedShape } from './folded-shape-inspection';
import type { PanelGraph } from './panel-graph';

const triangle = (): PanelGraph =>
  buildPolygonalTuckEndBox({
    sides: 3,
    side: 30,
    height: 80,
    material: 1,
    glueFlap: 12,
    topTuck: 10,
    bottomTuck: 10,
  });

const withTop = (graph: PanelGraph, panels: string[]): PanelGraph => ({
  ...graph,
  shape: { ...(graph.shape ?? expect.fail('shape')), closures: [{ end: 'top', panels }] },
});

describe('inspectFoldedShape', () => {
  it('should measure closures against the opening inside the walls inner faces', () => {
    const inspection = inspectFoldedShape(triangle());
    // an equilateral triangle of the asked inside side 30
    expect(Math.abs(polygonArea(inspection.opening))).toBeCloseTo((Math.sqrt(3) / 4) * 30 * 30, 1);
    expect(Math.abs(polygonArea(inspection.section))).toBeGreaterThan(
      Math.abs(polygonArea(inspection.opening)),
    );
  });

  it('should let a tuck standing edge-on cover the half board between its crease and the wall', () => {
    const graph = triangle();
    // the lid's tuck crease stands a board inside the front's mid-surface, half a board off its inner face
    const lidAlone = inspectFoldedShape(withTop(graph, ['top_lid'])).closures[0]?.coverage ?? 0;
    const withTuck = inspectFoldedShape(withTop(graph, ['top_lid', 'top_tuck'])).closures[0]?.coverage ?? 0;
    expect(lidAlone).toBeLessThan(0.975);
    expect(withTuck).toBeGreaterThan(0.99);
  });
});
