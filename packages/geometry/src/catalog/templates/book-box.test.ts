import { describe, expect, it } from 'vitest';
import { inspectFoldedBox } from '../../panel-graph/folded-box-inspection';
import { findTemplate } from '../template-catalog';
import type { TemplateDefinition } from '../template-definition';
import type { TemplateVariablesError } from '../template-variables-error';
import { validateTemplateVariables } from '../variable-validation';

const template = findTemplate('becf-32001') as TemplateDefinition;

describe('bookBox', () => {
  it('should be a hard cardboard book box with no standard code', () => {
    expect(template.group.id).toBe('hard_cardboards_boxes_with_hinged_lid');
    expect(template.standardCode).toBeNull();
  });

  it('should keep the turn-in to 15 to 17 mm and the overhang to 2 to 4 mm', () => {
    const asked = { length: 200, width: 150, height: 60 };
    const suggestions = (input: Record<string, unknown>) => {
      try {
        validateTemplateVariables(template, input, 'mm');
        return [];
      } catch (error) {
        return (error as TemplateVariablesError).problems.map((item) => item.suggestion);
      }
    };
    expect(suggestions({ ...asked, turn_in: 18 })).toEqual([
      { type: 'change_value', name: 'turn_in', value: 17 },
    ]);
    expect(suggestions({ ...asked, overhang: 5 })).toEqual([
      { type: 'change_value', name: 'overhang', value: 4 },
    ]);
    expect(suggestions(asked)).toEqual([]);
  });

  it('should read score sizes on the tray board', () => {
    const values = validateTemplateVariables(
      template,
      // V-grooved greyboard: groove to groove is the outside, two boards over the inside
      { length: 204, width: 154, height: 62, dimension_type: 'score' },
      'mm',
    );
    const [tray] = template.build(values);
    const inside = inspectFoldedBox(tray?.graph ?? expect.fail('no tray')).inside;
    expect(inside.length).toBeCloseTo(200, 6);
    expect(inside.height).toBeCloseTo(60, 6);
  });
});
