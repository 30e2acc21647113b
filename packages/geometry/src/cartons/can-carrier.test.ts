import { describe, expect, it } from 'vitest';
import { canCarrier } from '../catalog/templates/can-carrier';
import { checkDesignRules } from '../design-rules/design-rules';
import { blankBounds } from '../panel-graph/derive-dieline';
import { type ArcSegment, distance, type LineSegment } from '../primitives/segment';
import { buildCanCarrier, type CanCarrierSpec, canCarrierSize } from './can-carrier';

const spec: CanCarrierSpec = {
  holes: 4,
  holeDiameter: 55,
  sideMargin: 12,
  interspace: 12,
  cornerRadius: 8,
  handWidth: 90,
  handMargin: 12,
  material: 0.5,
};

describe('buildCanCarrier', () => {
  it('should size the card from the row of holes, its margins and the hand hole', () => {
    expect(canCarrierSize(spec)).toEqual({ width: 2 * 12 + 4 * 55 + 3 * 12, height: 12 + 55 + 2 * 12 + 25 });
    const bounds = blankBounds(buildCanCarrier(spec));
    expect(bounds.maxX - bounds.minX).toBeCloseTo(280, 9);
    expect(bounds.maxY - bounds.minY).toBeCloseTo(116, 9);
  });

  it('should cut a hole per can, 67 mm apart, each with eight 4 mm slits for the chime', () => {
    const graph = buildCanCarrier(spec);
    const holes = graph.cuts.filter((cut) => cut.kind === 'hole');
    expect(holes).toHaveLength(5);
    const centres = holes.slice(0, 4).map((hole) => (hole.segments[0] as ArcSegment).center);
    expect(centres.map((c) => c.x)).toEqual([39.5, 106.5, 173.5, 240.5]);
    const slits = graph.cuts.filter((cut) => cut.kind === 'slit');
    expect(slits).toHaveLength(32);
    for (const slit of slits) {
      const s = slit.segments[0] as LineSegment;
      expect(distance(s.start, s.end)).toBeCloseTo(4, 9);
    }
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should keep the hand hole within the row of cans', () => {
    const values = {
      number_of_holes: 2,
      hole_diameter: 35,
      side_margin: 12,
      interspace: 12,
      corner_radius: 8,
      hand_holding_width: 90,
      hand_holding_margin: 12,
      material: 0.5,
    };
    expect(canCarrier.constraints(values)[0]?.suggestion).toEqual({
      type: 'change_value',
      name: 'hand_holding_width',
      value: 82,
    });
    // two small cans make a row narrower than any hand hole: larger holes
    expect(canCarrier.constraints({ ...values, hole_diameter: 30 })[0]?.suggestion).toEqual({
      type: 'change_value',
      name: 'hole_diameter',
      value: 34,
    });
  });
});
