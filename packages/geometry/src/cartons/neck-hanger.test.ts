import { describe, expect, it } from 'vitest';
import { neckHanger } from '../catalog/templates/neck-hanger';
import { checkDesignRules } from '../design-rules/design-rules';
import { blankBounds } from '../panel-graph/derive-dieline';
import { type ArcSegment, distance, type LineSegment } from '../primitives/segment';
import { buildNeckHanger, holeInset, type NeckHangerSpec } from './neck-hanger';

const spec: NeckHangerSpec = {
  width: 70,
  height: 110,
  neckDiameter: 28,
  lipDiameter: 33,
  slits: 6,
  cornerRadius: 4,
  folded: true,
  material: 0.4,
};

describe('buildNeckHanger', () => {
  it('should cut the neck hole 1.5 mm over the neck, slits to 1 mm past the lip, mirrored on the back', () => {
    const graph = buildNeckHanger(spec);
    const holes = graph.cuts.filter((cut) => cut.kind === 'hole');
    expect(holes.map((hole) => hole.panel)).toEqual(['front', 'back']);
    const [front, back] = holes.map((hole) => hole.segments[0] as ArcSegment);
    expect(front?.radius).toBeCloseTo(14.75, 9);
    // the holes meet when the back folds behind about the crease at the top
    const fold = graph.hinges[0]?.start.y ?? 0;
    expect(fold).toBe(110);
    expect((front?.center.y ?? 0) + (back?.center.y ?? 0)).toBeCloseTo(2 * fold, 9);
    expect(fold - (front?.center.y ?? 0)).toBeCloseTo(holeInset(28, 33), 9);
    const slits = graph.cuts.filter((cut) => cut.kind === 'slit' && cut.panel === 'front');
    expect(slits).toHaveLength(6);
    for (const slit of slits) {
      const s = slit.segments[0] as LineSegment;
      expect(distance(s.start, front?.center ?? s.start)).toBeCloseTo(14.75, 9);
      expect(distance(s.end, front?.center ?? s.end)).toBeCloseTo(17.5, 9);
    }
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should keep the slits clear of the fold and the edges', () => {
    const inset = holeInset(28, 33);
    // 10 mm of board round the hole, and at least 6 mm past the slits' ends
    expect(inset).toBeCloseTo(24.75, 9);
    expect(holeInset(28, 60)).toBeCloseTo(31 + 6, 9);
  });

  it('should make a single card when not folded', () => {
    const graph = buildNeckHanger({ ...spec, folded: false });
    expect(graph.panels).toHaveLength(1);
    expect(graph.hinges).toHaveLength(0);
    const bounds = blankBounds(graph);
    expect(bounds.maxY - bounds.minY).toBeCloseTo(110, 9);
    expect(checkDesignRules(graph)).toEqual([]);
  });
});

describe('neck hanger constraints', () => {
  const values = {
    width: 70,
    height: 110,
    neck_diameter: 28,
    lip_diameter: 33,
    corner_radius: 4,
    material: 0.4,
  };

  it('should ask for a lip wider than the neck, and a card wide enough for the star', () => {
    expect(neckHanger.constraints({ ...values, lip_diameter: 29 })[0]?.suggestion).toEqual({
      type: 'change_value',
      name: 'lip_diameter',
      value: 32,
    });
    expect(neckHanger.constraints({ ...values, width: 45 })[0]?.name).toBe('width');
    expect(neckHanger.constraints(values)).toEqual([]);
  });
});
