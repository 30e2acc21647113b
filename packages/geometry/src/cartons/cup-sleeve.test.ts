import { describe, expect, it } from 'vitest';
import { gluedCupSleeve, slotLockCupSleeve } from '../catalog/templates/cup-sleeve';
import { checkDesignRules } from '../design-rules/design-rules';
import { type ArcSegment, arcSweep, segmentLength } from '../primitives/segment';
import { buildCupSleeve, type CupSleeveSpec, sleeveSector, slotLockTab } from './cup-sleeve';

const glued: CupSleeveSpec = {
  topDiameter: 88,
  bottomDiameter: 72,
  height: 60,
  material: 0.4,
  closure: { kind: 'glue', overlap: 15 },
};

const arcsOf = (spec: CupSleeveSpec) =>
  (buildCupSleeve(spec).panels[0]?.outline ?? []).filter((s): s is ArcSegment => s.type === 'arc');

describe('sleeveSector', () => {
  it('should open the frustum into an annular sector whose arcs are the two circumferences', () => {
    const sector = sleeveSector(88, 72, 60);
    expect(sector.slant).toBeCloseTo(Math.sqrt(3600 + 64), 9);
    expect(sector.innerRadius).toBeCloseTo((72 * sector.slant) / 16, 9);
    expect(sector.outerRadius - sector.innerRadius).toBeCloseTo(sector.slant, 9);
    expect(sector.innerRadius * sector.angle).toBeCloseTo(Math.PI * 72, 9);
    expect(sector.outerRadius * sector.angle).toBeCloseTo(Math.PI * 88, 9);
  });
});

describe('buildCupSleeve', () => {
  it('should add the glued overlap along the bottom arc', () => {
    const [outer, inner] = arcsOf(glued);
    const sector = sleeveSector(88, 72, 60);
    expect(segmentLength(inner as ArcSegment)).toBeCloseTo(Math.PI * 72 + 15, 6);
    expect(arcSweep(outer as ArcSegment)).toBeCloseTo(arcSweep(inner as ArcSegment), 9);
    expect((outer as ArcSegment).radius).toBeCloseTo(sector.outerRadius, 9);
    expect(checkDesignRules(buildCupSleeve(glued))).toEqual([]);
  });

  it('should close a slot lock with arrow tabs that pass through slits and sit in them by the neck', () => {
    const spec: CupSleeveSpec = { ...glued, closure: { kind: 'slot_lock', slots: 2, slotLength: 14 } };
    const graph = buildCupSleeve(spec);
    expect(graph.cuts.filter((cut) => cut.kind === 'slit')).toHaveLength(2);
    expect(graph.locks).toHaveLength(2);
    for (const lock of graph.locks ?? []) {
      if (lock.kind !== 'pass_through') throw new Error('a pass-through lock');
      expect(segmentLength(lock.slit)).toBeCloseTo(14, 9);
      expect(segmentLength(lock.tab.neck)).toBeCloseTo(12.5, 9);
      expect(segmentLength(lock.tab.head)).toBeCloseTo(22, 9);
    }
    expect(slotLockTab(14)).toEqual({ neck: 12.5, head: 22, tip: 10 });
    expect(checkDesignRules(graph)).toEqual([]);
  });
});

describe('cup sleeve constraints', () => {
  const values = { top_width: 88, bottom_width: 72, height: 60, material: 0.4, overlap: 15 };

  it('should swap the diameters when the bottom is the larger', () => {
    const [violation] = gluedCupSleeve.constraints({ ...values, top_width: 72, bottom_width: 88 });
    expect(violation?.suggestion).toEqual({ type: 'swap_values', names: ['top_width', 'bottom_width'] });
  });

  it('should refuse a taper too slight for a sector and ask for a larger top', () => {
    const [violation] = gluedCupSleeve.constraints({ ...values, top_width: 72.5 });
    expect(violation?.name).toBe('top_width');
    const fixed = violation?.suggestion?.type === 'change_value' ? violation.suggestion.value : Number.NaN;
    expect(fixed).toBeGreaterThan(72.5);
    expect(gluedCupSleeve.constraints({ ...values, top_width: fixed })).toEqual([]);
    expect(sleeveSector(fixed, 72, 60).outerRadius).toBeLessThanOrEqual(1500);
  });

  it('should ask a short sleeve of strong taper to grow, and fit the tabs along the slant', () => {
    const [short] = gluedCupSleeve.constraints({ ...values, top_width: 200, bottom_width: 40, height: 20 });
    expect(short?.name).toBe('height');
    const tabs = slotLockCupSleeve.constraints({ ...values, number_of_slot: 3, slot_length: 20 });
    expect(tabs[0]?.suggestion).toEqual({ type: 'change_value', name: 'number_of_slot', value: 2 });
    const long = slotLockCupSleeve.constraints({ ...values, number_of_slot: 2, slot_length: 20 });
    expect(long[0]?.name).toBe('slot_length');
  });
});
