import { describe, expect, it } from 'vitest';
import { inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { insideSizes } from './dimension-type';
import { findTemplate } from './template-catalog';
import type { TemplateDefinition, TemplatePart } from './template-definition';
import { TemplateVariablesError } from './template-variables-error';
import { checkTemplateVariables, validateTemplateVariables } from './variable-validation';

const template = (id: string) => findTemplate(id) ?? expect.fail(`no template ${id}`);
const graphOf = (parts: TemplatePart[]) => parts[0]?.graph ?? expect.fail('no part');

function build(definition: TemplateDefinition, input: Record<string, unknown>) {
  const values = validateTemplateVariables(definition, input, 'mm');
  return { values, graph: graphOf(definition.build(values)) };
}

describe('dimension_type', () => {
  it('should default to inside sizes', () => {
    const { values, graph } = build(template('becf-11001'), { length: 100, width: 50, height: 150 });
    expect(values.dimension_type).toBe('inside');
    const inside = inspectFoldedBox(graph).inside;
    expect(inside.length).toBeCloseTo(100, 6);
    expect(inside.height).toBeCloseTo(150, 6);
  });

  it('should fold outside sizes to the asked outer faces, two boards over the inside on the walls', () => {
    const rte = template('becf-11001');
    const { values, graph } = build(rte, {
      length: 100,
      width: 50,
      height: 150,
      material: 0.5,
      dimension_type: 'outside',
    });
    const measured = inspectFoldedBox(graph);
    expect(measured.outside.length).toBeCloseTo(100, 4);
    expect(measured.outside.width).toBeCloseTo(50, 4);
    expect(measured.outside.height).toBeCloseTo(150, 4);
    // a folding carton's walls are one board each side
    expect(measured.inside.length).toBeCloseTo(99, 4);
    expect(insideSizes(rte, values).length).toBeCloseTo(99, 4);
  });

  it('should fold score sizes to the asked crease-to-crease distances', () => {
    const { graph } = build(template('becf-11001'), {
      length: 100,
      width: 50,
      height: 150,
      material: 0.5,
      dimension_type: 'score',
    });
    const measured = inspectFoldedBox(graph);
    expect(measured.score.length).toBeCloseTo(100, 4);
    expect(measured.inside.length).toBeCloseTo(99.5, 4);
  });

  it('should label the size dimension texts with the asked sizes, named as inside or outside', () => {
    const sizes = (input: Record<string, unknown>) =>
      Object.fromEntries(
        build(template('becf-21101'), input)
          .graph.dimensions.filter((d) => ['length', 'width', 'height'].includes(d.name))
          .map((d) => [d.name, { value: Math.round(d.valueMm * 1000) / 1000, measure: d.measure }]),
      );
    expect(sizes({ length: 300, width: 200, height: 150, dimension_type: 'outside' })).toEqual({
      length: { value: 300, measure: 'outside' },
      width: { value: 200, measure: 'outside' },
      height: { value: 150, measure: 'outside' },
    });
    expect(sizes({ length: 300, width: 200, height: 150 })).toEqual({
      length: { value: 300, measure: 'inside' },
      width: { value: 200, measure: 'inside' },
      height: { value: 150, measure: 'inside' },
    });
  });

  it('should label copies of the parts an outside size resolves to, which are kept, never those parts', () => {
    const input = { length: 300, width: 200, height: 150, dimension_type: 'outside' };
    const lengthOf = (graph: TemplatePart['graph']) =>
      graph.dimensions.find((d) => d.name === 'length') ?? expect.fail('no length text');
    // one values object, as a create checks and builds it: its resolution is kept between the two
    const { values } = build(template('becf-21101'), input);
    const first = graphOf(template('becf-21101').build(values));
    const again = graphOf(template('becf-21101').build(values));
    expect(again.dimensions).toEqual(first.dimensions);
    expect(lengthOf(again)).not.toBe(lengthOf(first));
    expect(lengthOf(again)).toMatchObject({ valueMm: 300, measure: 'outside' });
    // the same box asked by its inside size: drawn afresh, its own texts labelled
    const inside = build(template('becf-21101'), { length: 300, width: 200, height: 150 }).graph;
    expect(lengthOf(inside)).toMatchObject({ valueMm: 300, measure: 'inside' });
    expect(Object.keys(lengthOf(inside)).at(-1)).toBe('measure');
  });

  it("should keep a lid's own size texts when the base is ordered by score sizes", () => {
    const telescope = template('becf-23201');
    const values = validateTemplateVariables(
      telescope,
      { length: 300, width: 200, height: 150, dimension_type: 'score' },
      'mm',
    );
    const [base, lid] = telescope.build(values);
    const length = (part: TemplatePart | undefined) =>
      part?.graph.dimensions.find((d) => d.name === 'length') ?? expect.fail('no length text');
    expect(length(base).valueMm).toBeCloseTo(300, 6);
    expect(length(base).measure).toBe('score');
    expect(length(lid).measure).toBeUndefined();
    expect(length(lid).valueMm).toBeGreaterThan(300);
  });

  it('should reject an unknown dimension type with the allowed ones', () => {
    try {
      validateTemplateVariables(
        template('becf-11001'),
        { length: 100, width: 50, height: 150, dimension_type: 'middle' },
        'mm',
      );
      expect.fail('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateVariablesError);
      expect(JSON.stringify((error as TemplateVariablesError).problems)).toContain(
        "'inside', 'outside' or 'score'",
      );
    }
  });

  it('should check the inside size an outside size stands for and suggest an outside size', () => {
    // the reverse tuck end box takes inside lengths from 20 mm: an outside 20.5 is a 19.5 inside
    try {
      validateTemplateVariables(
        template('becf-11001'),
        {
          length: 20.5,
          width: 15.5,
          height: 40,
          material: 0.5,
          dimension_type: 'outside',
          top_tuck_flap: 10,
          bottom_tuck_flap: 10,
        },
        'mm',
      );
      expect.fail('accepted');
    } catch (error) {
      const body = JSON.stringify((error as TemplateVariablesError).problems);
      expect(body).toContain('as an outside size');
      expect(body).toContain('"value":21');
    }
  });

  it('should give a rule of the inside sizes back as an outside limit in the request unit', () => {
    // the snap-lock bottom needs length >= width + 12 mm inside; 2 in wide outside asks for 2.4731 in
    const checked = checkTemplateVariables(
      template('becf-12001'),
      { length: 2.2, width: 2, height: 4, dimension_type: 'outside' },
      'in',
    );
    const [problem] = checked.ok ? [] : checked.problems;
    expect(problem?.message).toMatch(/^length must be at least 2\.4731 in here: .* \(as an outside size\)$/);
    expect(problem?.limitMm).toBeCloseTo(2.4731 * 25.4, 2);
    // the suggestion is a value an inch user types: up to the next sixteenth
    expect(problem?.suggestion).toEqual({ type: 'change_value', name: 'length', value: 2.5 });
  });
});
