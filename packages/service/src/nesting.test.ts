import { describe, expect, it } from 'vitest';
import { makeDieline } from './make-dieline';
import { dielineMockupScene } from './mockup-scene';
import { makeNesting, nestingEfficiencies, nestingTemplatesOf } from './nesting';
import { NotFound, Refusal } from './refusal';

const carton = { templateId: 'becf-11001', values: { length: 80, width: 30, height: 120 } };
const telescope = { templateId: 'becf-23201', values: { length: 200, width: 150, height: 60 } };
const sheet = { unit: 'mm', sheet_width: 700, sheet_height: 500 };

async function made(dieline: { templateId: string; values: Record<string, unknown> }) {
  const { templateId, values } = await makeDieline({
    template: dieline.templateId,
    variables: dieline.values,
    unit: 'mm',
    format: 'svg',
    createdAt: new Date(0),
  });
  return { templateId, values };
}

describe('nestingTemplatesOf', () => {
  it('should list the templates that apply, and the pieces of a multi-part dieline', async () => {
    expect((await nestingTemplatesOf(await made(carton))).components).toEqual([]);
    const rigid = nestingTemplatesOf(await made(telescope));
    expect(rigid.components.map((component) => component.id)).toEqual(['base', 'lid']);
    expect(rigid.dielineParameters.map((parameter) => parameter.name)).toContain('component');
    expect(rigid.templateIds).toContain('lt_straight_grid');
  });
});

describe('nestingEfficiencies', () => {
  it("should count every applicable template's copies on the sheet", async () => {
    const facts = nestingEfficiencies(await made(carton), sheet);
    expect(facts.given).toMatchObject({ sheet_width: 700, sheet_height: 500, sheet_margin_top: 0 });
    const best = Math.max(...Object.values(facts.efficiencies).map((each) => each?.efficiency ?? 0));
    expect(best).toBeGreaterThan(0);
    expect(best).toBeLessThanOrEqual(100);
  });

  it('should refuse a sheet as data: the nesting reason, a suggestion', async () => {
    const refusal = (() => {
      try {
        nestingEfficiencies(carton, { unit: 'mm', sheet_width: 1e7, sheet_height: 500 });
      } catch (error) {
        return error;
      }
    })() as Refusal;
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal.reason).toBe('nesting');
    expect(refusal.problems[0]).toMatchObject({
      code: 'nesting',
      suggestion: { name: 'sheet_width', value: 6000 },
    });
  });
});

describe('makeNesting', () => {
  it('should lay out and write a nesting, its facts in the request unit', async () => {
    const nesting = await makeNesting({
      dieline: await made(carton),
      nestingTemplateId: 'lt_straight_grid',
      format: 'svg',
      variables: { ...sheet, num_x: 2, num_y: 1, margin_x: 3 },
      createdAt: new Date(0),
    });
    expect(nesting).toMatchObject({
      numX: 2,
      numY: 1,
      copies: 2,
      overflow: false,
      templateValues: { margin_x: 3 },
    });
    expect(nesting.lineLengths.map((each) => each.name)).toEqual(
      expect.arrayContaining(['Cut', 'Crease', 'Total']),
    );
    expect(new TextDecoder().decode(nesting.file)).toContain('<svg');
  });

  it('should nest the piece a multi-part dieline names, and refuse one it lacks', async () => {
    const dieline = await made(telescope);
    const lid = await makeNesting({
      dieline,
      nestingTemplateId: 'lt_straight_grid',
      format: 'pdf',
      variables: { unit: 'mm', sheet_width: 1000, sheet_height: 700, component: 'lid' },
      createdAt: new Date(0),
    });
    expect(lid.dielineValues.component).toBe('lid');
    expect(lid.fileName).toContain('lid');
    const attempt = makeNesting({
      dieline,
      nestingTemplateId: 'lt_straight_grid',
      format: 'pdf',
      variables: { unit: 'mm', sheet_width: 1000, sheet_height: 700, component: 'sleeve' },
      createdAt: new Date(0),
    });
    await expect(attempt).rejects.toMatchObject({ name: 'Refusal', problems: [{ variable: 'component' }] });
  });

  it('should answer NotFound for a nesting template that does not exist', async () => {
    const attempt = makeNesting({
      dieline: carton,
      nestingTemplateId: 'lt_nothing',
      format: 'svg',
      variables: sheet,
      createdAt: new Date(0),
    });
    await expect(attempt).rejects.toBeInstanceOf(NotFound);
  });
});

describe('dielineMockupScene', () => {
  it('should give the folding scene and the printed part of a made dieline', async () => {
    const { scene, printedPart } = dielineMockupScene(await made(telescope));
    expect(scene.parts.length).toBe(2);
    expect(printedPart).toBeGreaterThanOrEqual(1);
  });
});
