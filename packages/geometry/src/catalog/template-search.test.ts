import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './template-catalog';
import { searchTemplates } from './template-search';

describe('searchTemplates', () => {
  it('should return the whole catalog in catalog order for an empty query', () => {
    expect(searchTemplates({}).map((t) => t.id)).toEqual(TEMPLATES.map((t) => t.id));
  });

  it('should filter by group and by category without regard to case', () => {
    const tuckEnds = searchTemplates({ group: 'cartons_tuck_end_boxes' });
    // the reverse and straight tuck end families (9 each), and any further tuck end styles
    expect(tuckEnds.length).toBeGreaterThanOrEqual(18);
    expect(tuckEnds.map((t) => t.id)).toEqual(
      TEMPLATES.filter((t) => t.group.id === 'cartons_tuck_end_boxes').map((t) => t.id),
    );
    expect(tuckEnds.every((t) => t.group.id === 'cartons_tuck_end_boxes')).toBe(true);
    const cartons = TEMPLATES.filter((template) => template.group.category === 'Cartons');
    expect(searchTemplates({ category: 'cartons' })).toEqual(cartons);
    const corrugated = searchTemplates({ category: 'CORRUGATED cardboards' });
    expect(corrugated.length).toBeGreaterThan(0);
    expect(corrugated.every((template) => template.group.category === 'Corrugated Cardboards')).toBe(true);
    const hard = searchTemplates({ category: 'hard cardboards' });
    expect(hard.map((t) => t.id)).toEqual(expect.arrayContaining(['becf-31001', 'becf-32001']));
    expect(hard.every((template) => template.group.category === 'Hard Cardboards')).toBe(true);
  });

  it('should find templates by standard code, id and name words', () => {
    expect(searchTemplates({ q: 'A20.20.03' }).every((t) => t.standardCode === 'ECMA A20.20.03.01')).toBe(
      true,
    );
    expect(searchTemplates({ q: 'A20.20.03' }).length).toBe(9);
    expect(searchTemplates({ q: 'becf-12001' }).map((t) => t.id)).toEqual(['becf-12001']);
    expect(searchTemplates({ q: 'straight  POSTAL' }).map((t) => t.id)).toEqual(['becf-11102', 'becf-11103']);
    expect(searchTemplates({ q: 'no such box' })).toEqual([]);
  });

  it('should combine every filter', () => {
    expect(searchTemplates({ group: 'cartons_snap_lock_boxes', q: 'tuck' }).map((t) => t.id)).toEqual([
      'becf-12001',
    ]);
    expect(searchTemplates({ group: 'cartons_standard_boxes', q: 'tuck' })).toEqual([]);
  });
});
