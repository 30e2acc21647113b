import { describe, expect, it } from 'vitest';
import { inspectFoldedBox } from '../../panel-graph/folded-box-inspection';
import { sampleValues } from '../sample-values';
import { findTemplate } from '../template-catalog';
import type { TemplateDefinition } from '../template-definition';
import { validateTemplateVariables } from '../variable-validation';
import { lidDepthOf } from './lid-and-base-box';

const template = findTemplate('becf-31001') as TemplateDefinition;

describe('lidAndBaseBox', () => {
  it('should be a hard cardboard template with no standard code', () => {
    expect(template.group.category).toBe('Hard Cardboards');
    expect(template.standardCode).toBeNull();
  });

  it('should make the lid 10 mm shallower than the base when no depth is asked, never under 15 mm', () => {
    expect(lidDepthOf({ height: 60 })).toBe(50);
    expect(lidDepthOf({ height: 20 })).toBe(15);
    expect(lidDepthOf({ height: 60, lid_depth: 60 })).toBe(60);
    const values = validateTemplateVariables(template, { length: 200, width: 150, height: 60 }, 'mm');
    const lid = template.build(values).find((part) => part.component?.id === 'lid_board');
    expect(inspectFoldedBox(lid?.graph ?? expect.fail('no lid board')).inside.height).toBeCloseTo(50, 9);
  });

  it('should refuse a lid shallower than the turn-in and suggest the turn-in', () => {
    const values = { ...sampleValues(template), height: 60, lid_depth: 16, turn_in: 18 };
    expect(template.constraints(values)).toEqual([
      expect.objectContaining({
        name: 'lid_depth',
        suggestion: { type: 'change_value', name: 'lid_depth', value: 18 },
      }),
    ]);
    expect(lidDepthOf({ height: 20, turn_in: 18 })).toBe(18);
  });

  it('should refuse a lid deeper than the base and suggest the base height', () => {
    const values = { ...sampleValues(template), height: 60, lid_depth: 70 };
    expect(template.constraints(values)).toEqual([
      expect.objectContaining({
        name: 'lid_depth',
        suggestion: { type: 'change_value', name: 'lid_depth', value: 60 },
      }),
    ]);
  });

  it('should read outside sizes on the base board and build the lid over that base', () => {
    const values = validateTemplateVariables(
      template,
      { length: 204, width: 154, height: 62, dimension_type: 'outside', lid_depth: 40 },
      'mm',
    );
    const [base, , lid] = template.build(values);
    expect(inspectFoldedBox(base?.graph ?? expect.fail('no base')).inside.length).toBeCloseTo(200, 6);
    // default 2 mm board, 0.6 mm play, 0.15 mm papers
    expect(inspectFoldedBox(lid?.graph ?? expect.fail('no lid')).inside.length).toBeCloseTo(205.2, 6);
  });
});
