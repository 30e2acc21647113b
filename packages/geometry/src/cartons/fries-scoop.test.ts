import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { inspectFoldedShape } from '../panel-graph/folded-shape-inspection';
import { polygonArea, segmentEnd, segmentStart } from '../primitives/segment';
import {
  arcRadius,
  buildFriesScoop,
  type FriesScoopSpec,
  friesScoopSizes,
  LIP_DEPTH,
  lipCrease,
} from './fries-scoop';

const SPEC: FriesScoopSpec = {
  length: 90,
  width: 35,
  height: 130,
  frontHeight: 95,
  frontDip: 18,
  lipCrease: true,
  glueFlap: 12,
  material: 0.4,
};

describe('buildFriesScoop', () => {
  it('should size the walls by the thickness rules and the front arc by R = c²/8s + s/2', () => {
    const s = friesScoopSizes(SPEC);
    expect(s.front).toBeCloseTo(90.4, 9);
    expect(s.firstSide).toBeCloseTo(35.4, 9);
    // the last side ends at the glue flap's crease, a ply inside the front
    expect(s.lastSide).toBeCloseTo(35, 9);
    expect(s.frontHeight).toBeCloseTo(95.2, 9);
    expect(s.backHeight).toBeCloseTo(130.2, 9);
    expect(s.dip.radius).toBeCloseTo((90.4 * 90.4) / (8 * 18) + 9, 9);
    expect(arcRadius(60, 8)).toBeCloseTo(60.25, 9);
    // the arc's lowest point dips 18 mm under the corners
    expect(s.dip.center.y - s.dip.radius).toBeCloseTo(95.2 - 18, 9);
  });

  it('should fold into a tube of the inside section, closed at the bottom, glued seams landing', () => {
    const graph = buildFriesScoop(SPEC);
    const inspection = inspectFoldedShape(graph);
    expect(Math.abs(polygonArea(inspection.opening))).toBeCloseTo(90 * 35, 3);
    expect(inspection.closures.map((c) => c.end)).toEqual(['bottom']);
    expect(inspection.closures[0]?.coverage).toBeGreaterThan(0.999);
    for (const joint of inspection.glued) {
      expect(joint.offPlane).toBeCloseTo(0.4, 6);
      expect(joint.overhang).toBeLessThan(1e-6);
    }
    expect(inspection.protrusion).toBeLessThanOrEqual(0.4 + 1e-6);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should run the lip crease 8 mm under the edge, ending clear of the side creases, the seam under it', () => {
    const s = friesScoopSizes(SPEC);
    const lip = lipCrease(s);
    expect(lip.radius - s.dip.radius).toBe(LIP_DEPTH);
    for (const end of [segmentStart(lip), segmentEnd(lip)])
      expect(Math.min(end.x, s.front - end.x)).toBeGreaterThanOrEqual(3);
    const flap = buildFriesScoop(SPEC).panels.find((panel) => panel.id === 'glue_flap');
    const top = Math.max(...(flap?.outline ?? []).map((segment) => segmentStart(segment).y));
    // the front's lip crease where the flap ends (12 mm from the free edge) stands above the flap
    const lipAtFlap = lip.center.y - Math.sqrt(lip.radius ** 2 - (12 - s.front / 2) ** 2);
    expect(lipAtFlap - top).toBeCloseTo(3, 6);
    const plain = buildFriesScoop({ ...SPEC, lipCrease: false });
    expect(plain.cuts.filter((cut) => cut.panel === 'front')).toEqual([]);
  });

  it('should put the fold-flat creases down the gussets and across the bottom', () => {
    const graph = buildFriesScoop(SPEC);
    expect(graph.cuts.filter((cut) => cut.kind === 'crease').map((cut) => cut.panel)).toEqual([
      'left_side',
      'right_side',
      'bottom',
      'front',
    ]);
  });
});
