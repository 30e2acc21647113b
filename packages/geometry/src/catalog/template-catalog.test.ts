import { describe, expect, it } from 'vitest';
import { findTemplate, listTemplateGroups, TEMPLATES } from './template-catalog';
import type { TemplateParameter } from './template-definition';

function allParameters(parameters: TemplateParameter[]): TemplateParameter[] {
  return parameters.flatMap((parameter) => [parameter, ...allParameters(parameter.children ?? [])]);
}

describe('template catalog', () => {
  it('should give every template a unique becf- id', () => {
    const ids = TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^becf-\d+$/);
  });

  it('should find a template by id and nothing for an unknown one', () => {
    expect(findTemplate('becf-11001')?.name).toBe('Reverse Tuck End Box');
    expect(findTemplate('becf-0')).toBeUndefined();
  });

  it('should list every group of the catalog once, and file every template under one of them', () => {
    const groups = listTemplateGroups();
    const ids = groups.map((group) => group.id);
    expect(new Set(ids).size).toBe(groups.length);
    expect(groups).toHaveLength(28);
    for (const template of TEMPLATES) expect(groups, template.id).toContainEqual(template.group);
    expect(ids).toContain('cartons_tuck_end_boxes');
  });

  it('should keep every default inside its range and required variables without defaults', () => {
    for (const template of TEMPLATES) {
      const names = new Set<string>();
      for (const parameter of allParameters(template.parameters)) {
        expect(names.has(parameter.name), `${template.id} ${parameter.name} twice`).toBe(false);
        names.add(parameter.name);
        if (parameter.required) expect(parameter.default).toBeUndefined();
        if (typeof parameter.default === 'number') {
          if (parameter.minimum !== undefined)
            expect(parameter.default).toBeGreaterThanOrEqual(parameter.minimum);
          if (parameter.maximum !== undefined)
            expect(parameter.default).toBeLessThanOrEqual(parameter.maximum);
        }
        if (parameter.minimum !== undefined && parameter.maximum !== undefined) {
          expect(parameter.minimum).toBeLessThan(parameter.maximum);
        }
      }
      // the board is a caliper, a flute or a greyboard thickness
      // a folded shape (a pillow, a polygonal tube, a tapered tray) is sized by its own variables (a
      // polygon's side, a frustum's top and bottom), not inside, score or outside sizes; so is a flat
      // piece (a tag's width and height, an envelope's content)
      const shared = ['length', 'width', 'height', 'dimension_type', 'dimension_texts'].filter(
        (name) => (template.form ?? 'box') === 'box' || name === 'dimension_texts',
      );
      for (const name of shared) expect(names.has(name), `${template.id} ${name}`).toBe(true);
      expect(['material', 'flute', 'board_thickness'].some((name) => names.has(name))).toBe(true);
      // a choice's default is one of its allowed values
      for (const parameter of allParameters(template.parameters))
        if (parameter.dataType === 'string') expect(parameter.allowedValues).toContain(parameter.default);
    }
  });
});
