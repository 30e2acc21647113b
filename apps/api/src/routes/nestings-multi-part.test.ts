import {
  DielineResponseSchema,
  NestingResponseSchema,
  NestingTemplateEfficienciesResponseSchema,
  NestingTemplateListResponseSchema,
  PartsResponseSchema,
  ValidationErrorBodySchema,
} from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIMENSIONS_KEY } from '../../test/test-app';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const SHEET = { unit: 'mm', sheet_width: 2400, sheet_height: 1600, sheet_margin_side: 10 };

function post(path: string, body: unknown) {
  return harness.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function createDieline(templateId: string, variables: Record<string, unknown>): Promise<string> {
  const response = await post(`/dieline-templates/${templateId}/dielines`, {
    format: 'svg',
    variables: { unit: 'mm', ...variables },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline.id;
}

async function efficiencies(id: string, variables: Record<string, unknown>) {
  const response = await post(`/dielines/${id}/nesting-template-efficiencies`, {
    variables: { ...SHEET, ...variables },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return NestingTemplateEfficienciesResponseSchema.parse(await response.json()).nesting_template_efficiencies;
}

describe('nesting corrugated and multi-part dielines', () => {
  it('should not turn a corrugated blank across its flutes unless the request allows it', async () => {
    harness = createTestApp();
    const id = await createDieline('becf-21101', { length: 400, width: 300, height: 250, flute: 'C' });
    const list = NestingTemplateListResponseSchema.parse(
      await (await harness.request(`/dielines/${id}/nesting-templates`)).json(),
    ).nesting_template_list;
    const ids = list.nesting_templates.map((template) => template.id);
    expect(ids).toContain('lt_straight_grid');
    expect(ids).not.toContain('lt_grid_turned_90');
    expect(list.nesting_templates[0]?.variables.map((variable) => variable.name)).toContain(
      'turn_across_flutes',
    );

    const held = await efficiencies(id, {});
    expect(held.efficiencies.lt_grid_turned_90).toBeUndefined();
    const allowed = await efficiencies(id, { turn_across_flutes: true });
    expect(allowed.efficiencies.lt_grid_turned_90?.num_x).toBeGreaterThan(0);
    expect(allowed.variables.turn_across_flutes).toBe(true);

    const refused = await post(`/dielines/${id}/nestings/lt_grid_turned_90`, {
      format: 'svg',
      variables: SHEET,
    });
    const body = ValidationErrorBodySchema.parse(await refused.json());
    expect(refused.status).toBe(400);
    expect(body.errors[0]?.message).toContain("'turn_across_flutes'");
    const turned = await post(`/dielines/${id}/nestings/lt_grid_turned_90`, {
      format: 'svg',
      variables: { ...SHEET, turn_across_flutes: true },
    });
    expect(turned.status).toBe(200);
  });

  it('should list the pieces of a multi-part dieline and nest the one asked for on its own sheet', async () => {
    harness = createTestApp();
    const variables = { length: 300, width: 200, height: 150, lid_depth: 60, flute: 'B' };
    const id = await createDieline('becf-23201', variables);
    const list = NestingTemplateListResponseSchema.parse(
      await (await harness.request(`/dielines/${id}/nesting-templates`)).json(),
    ).nesting_template_list;
    expect(list.nesting_template_components).toEqual([
      { type: 'nesting_template_component', id: 'base', name: 'Base', category: 'corrugated' },
      { type: 'nesting_template_component', id: 'lid', name: 'Lid', category: 'corrugated' },
    ]);
    const component = list.nesting_templates[0]?.variables.find((variable) => variable.name === 'component');
    expect(component?.allowed_values).toEqual(['base', 'lid']);

    // the lid is a shallower blank than the base: more of them fit the same sheet
    const base = await efficiencies(id, { component: 'base' });
    const lid = await efficiencies(id, { component: 'lid' });
    const copies = (result: typeof base) =>
      (result.efficiencies.lt_straight_grid?.num_x ?? 0) * (result.efficiencies.lt_straight_grid?.num_y ?? 0);
    expect(copies(lid)).toBeGreaterThan(copies(base));
    expect(lid.variables.component).toBe('lid');

    const created = await post(`/dielines/${id}/nestings/lt_straight_grid`, {
      format: 'svg',
      variables: { ...SHEET, component: 'lid' },
    });
    expect(created.status).toBe(200);
    const nesting = NestingResponseSchema.parse(await created.json()).nesting;
    expect(nesting.url).toMatch(/telescope-box-of-two-half-slotted-containers-lid-nesting\.svg$/);

    const unknown = await post(`/dielines/${id}/nesting-template-efficiencies`, {
      variables: { ...SHEET, component: 'handle' },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain("'base' or 'lid'");
  });

  it('should refuse a component on a one-piece dieline', async () => {
    harness = createTestApp();
    const id = await createDieline('becf-11001', { length: 100, width: 50, height: 150 });
    const response = await post(`/dielines/${id}/nesting-template-efficiencies`, {
      variables: { ...SHEET, component: 'lid' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('single blank');
  });

  it('should answer every piece of a multi-part template from the parts operation', async () => {
    harness = createTestApp();
    const response = await harness.request('/dimensions/becf-23201/parts', {
      method: 'POST',
      key: DIMENSIONS_KEY,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        variables: { unit: 'mm', length: 300, width: 200, height: 150, lid_depth: 60 },
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { parts } = PartsResponseSchema.parse(await response.json());
    expect(parts.map((part) => part.name)).toEqual(['base', 'lid']);
    // B flute: the lid's blank is 9 mm wider than the base's per long panel pair and panel
    expect(Number(parts[1]?.width)).toBeGreaterThan(Number(parts[0]?.width));
  });

  it('should make a dieline from outside sizes and keep the asked type with the variables', async () => {
    harness = createTestApp();
    const response = await post('/dieline-templates/becf-21101/dielines', {
      format: 'pdf',
      variables: { unit: 'mm', length: 400, width: 300, height: 250, flute: 'C', dimension_type: 'outside' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { dieline } = DielineResponseSchema.parse(await response.json());
    expect(dieline.variables.dimension_type).toBe('outside');
    expect(dieline.variables.length).toBe(400);
    // the outside is two walls of C flute larger than the inside: the blank is smaller than from inside sizes
    const inside = await post('/dieline-templates/becf-21101/dielines', {
      format: 'pdf',
      variables: { unit: 'mm', length: 400, width: 300, height: 250, flute: 'C' },
    });
    const fromInside = DielineResponseSchema.parse(await inside.json()).dieline;
    expect(Number(dieline.artwork_dimensions.width)).toBeLessThan(
      Number(fromInside.artwork_dimensions.width),
    );
  });
});
