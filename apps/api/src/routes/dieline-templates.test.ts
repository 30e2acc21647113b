import {
  DielineTemplateGroupListResponseSchema,
  DielineTemplateResponseSchema,
  ErrorBodySchema,
} from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIMENSIONS_KEY } from '../../test/test-app';

const INVALID_UNIT = "Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.";
let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

describe('GET /dieline-template-groups', () => {
  it('should list the groups of the catalog in the interface shape', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-template-groups');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = DielineTemplateGroupListResponseSchema.parse(await response.json());
    expect(body.dieline_template_group_list.type).toBe('dieline_template_group_list');
    expect(body.dieline_template_group_list.dieline_template_groups).toContainEqual({
      type: 'dieline_template_group',
      id: 'cartons_tuck_end_boxes',
      name: 'Tuck End Boxes',
      category: 'Cartons',
    });
  });
});

describe('GET /dieline-templates/{unit}/{id}', () => {
  it('should read the reverse tuck end with its variables in mm', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-templates/mm/becf-11001');
    expect(response.status).toBe(200);
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    expect(template.id).toBe('becf-11001');
    expect(template.group.id).toBe('cartons_tuck_end_boxes');
    expect(template.standard_code).toBe('ECMA A20.20.03.01');
    const names = template.variables.map((variable) => variable.name);
    expect(names).toEqual(expect.arrayContaining(['length', 'width', 'height', 'material', 'top_tuck_flap']));
    const length = template.variables.find((variable) => variable.name === 'length');
    expect(length).toMatchObject({ data_type: 'length', required: true });
    expect(length?.default_value).toBeUndefined();
    const tuck = template.variables.find((variable) => variable.name === 'top_tuck_flap');
    expect(tuck?.default_value).toEqual({ value: 15, unit: 'mm' });
    const overflow = template.variables.find((variable) => variable.name === 'overflow');
    expect(overflow?.allowed_values).toEqual([true, false, 0, 1]);
    expect(overflow?.children.map((child) => child.name)).toEqual(['overflow_margin']);
    expect(template.links).toContainEqual({
      rel: 'self',
      href: 'http://diecut.test/dieline-templates/mm/becf-11001',
      method: 'GET',
    });
  });

  it('should express lengths in inches when asked for in', async () => {
    harness = createTestApp();
    const response = await harness.request('/dieline-templates/in/becf-11001');
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    const tuck = template.variables.find((variable) => variable.name === 'top_tuck_flap');
    expect(tuck?.default_value).toEqual({ value: 0.5906, unit: 'in' });
    const width = template.variables.find((variable) => variable.name === 'width');
    expect(width?.minimum_value).toEqual({ value: 0.5906, unit: 'in' });
  });

  it('should answer 404 with the interface message for an unknown template', async () => {
    harness = createTestApp();
    for (const id of ['becf-99999', 'not-a-template', 'becf-11001x']) {
      const response = await harness.request(`/dieline-templates/mm/${id}`);
      expect(response.status).toBe(404);
      expect(ErrorBodySchema.parse(await response.json())).toEqual({ message: 'Resource cannot be found' });
    }
  });

  it('should answer 400 with the interface message for a bad unit', async () => {
    harness = createTestApp();
    for (const unit of ['cm', 'MM', 'inch']) {
      const response = await harness.request(`/dieline-templates/${unit}/becf-11001`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: INVALID_UNIT });
    }
  });
});

describe('GET /dimensions/{id}', () => {
  it('should read the template in mm by default with the dimensions key', async () => {
    harness = createTestApp();
    const response = await harness.request('/dimensions/becf-11001', { key: DIMENSIONS_KEY });
    expect(response.status).toBe(200);
    expect(response.headers.get('Dimensions-Api-Version')).toBe('1.0');
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    const material = template.variables.find((variable) => variable.name === 'material');
    expect(material?.default_value).toEqual({ value: 0.5, unit: 'mm' });
  });

  it('should convert to inches with ?unit=in', async () => {
    harness = createTestApp();
    const response = await harness.request('/dimensions/becf-11001?unit=in', { key: DIMENSIONS_KEY });
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await response.json());
    const glue = template.variables.find((variable) => variable.name === 'glue_flap');
    expect(glue?.default_value).toEqual({ value: 0.5512, unit: 'in' });
  });

  it('should reject a bad unit and an unknown template', async () => {
    harness = createTestApp();
    const badUnit = await harness.request('/dimensions/becf-11001?unit=cm', { key: DIMENSIONS_KEY });
    expect(badUnit.status).toBe(400);
    expect(await badUnit.json()).toEqual({ message: INVALID_UNIT });
    const emptyUnit = await harness.request('/dimensions/becf-11001?unit=', { key: DIMENSIONS_KEY });
    expect(emptyUnit.status).toBe(400);
    const unknown = await harness.request('/dimensions/becf-00000', { key: DIMENSIONS_KEY });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Resource cannot be found' });
  });
});
