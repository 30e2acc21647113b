import { describe, expect, it } from 'vitest';
import { sampleValues } from '../sample-values';
import { findTemplate } from '../template-catalog';
import type { TemplateDefinition } from '../template-definition';
import { validateTemplateVariables } from '../variable-validation';

const template = (id: string) => findTemplate(id) ?? expect.fail(`no ${id}`);
const suggestions = (t: TemplateDefinition, values: Record<string, number | string | boolean>) =>
  t.constraints({ ...sampleValues(t), ...values }).map((v) => v.suggestion);

describe('flatPieceTemplates', () => {
  it('should file every flat piece under its group with the flat form', () => {
    const groups: Record<string, string> = {
      'becf-19001': 'cartons_tags',
      'becf-19002': 'cartons_tags',
      'becf-19301': 'cartons_envelopes',
      'becf-19302': 'cartons_envelopes',
      'becf-19303': 'cartons_envelopes',
      'becf-19401': 'cartons_folders',
      'becf-17101': 'cartons_separators',
      'becf-17102': 'cartons_separators',
    };
    for (const [id, group] of Object.entries(groups)) {
      expect(template(id).group.id).toBe(group);
      expect(template(id).form).toBe('flat');
    }
  });

  it('should keep 5 mm of board beside and below a tag hole, suggesting the size that does', () => {
    const tag = template('becf-19001');
    expect(suggestions(tag, { width: 15, hole_diameter: 6 })).toEqual([
      { type: 'change_value', name: 'width', value: 16 },
    ]);
    // a 6 mm hole 25 mm below the top: 25 + 6 + 5 mm of board below it
    expect(suggestions(tag, { height: 30, hole_diameter: 6, hole_margin: 25 })).toEqual([
      { type: 'change_value', name: 'height', value: 36 },
    ]);
    expect(suggestions(tag, { width: 40, height: 60, corner_radius: 30 })).toEqual([
      { type: 'change_value', name: 'corner_radius', value: 20 },
    ]);
  });

  it('should swap an envelope content given width first, then keep its seal flap above the bottom fold', () => {
    const pocket = template('becf-19301');
    expect(suggestions(pocket, { length: 100, width: 150 })).toEqual([
      { type: 'swap_values', names: ['length', 'width'] },
    ]);
    // front 164 mm high: the seal flap reaches at most to 6 mm above the bottom fold
    expect(suggestions(pocket, { seal_flap: 200 })).toEqual([
      { type: 'change_value', name: 'seal_flap', value: 158 },
    ]);
  });

  it('should leave the folder cover free above its pocket and room for a business card', () => {
    const folder = template('becf-19401');
    expect(suggestions(folder, { pocket_height: 290 })).toEqual([
      { type: 'change_value', name: 'pocket_height', value: 275 },
    ]);
    expect(suggestions(folder, { pocket_height: 60 })).toEqual([
      { type: 'change_value', name: 'pocket_height', value: 77 },
    ]);
    expect(suggestions(folder, { pocket_height: 60, card_slits: 'none' })).toEqual([]);
  });

  it('should give the partition and the insert cells of at least 15 mm, asking for a longer box', () => {
    const partition = template('becf-17101');
    const values = validateTemplateVariables(
      partition,
      { length: 150, width: 100, height: 60, cells_along: 8 },
      'mm',
    );
    expect(values.cells_along).toBe(8);
    expect(suggestions(partition, { length: 100, cells_along: 8 })).toEqual([
      { type: 'change_value', name: 'length', value: 123.5 },
    ]);
    const insert = template('becf-17102');
    expect(suggestions(insert, { length: 100, number_of_pages: 6 })).toEqual([
      { type: 'change_value', name: 'length', value: 111.5 },
    ]);
  });
});
