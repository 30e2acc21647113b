import {
  DielineResponseSchema,
  ErrorBodySchema,
  NestingResponseSchema,
  NestingTemplateEfficienciesResponseSchema,
  NestingTemplateListResponseSchema,
  type ValidationErrorBody,
  ValidationErrorBodySchema,
} from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, OTHER_DIELINES_KEY, PUBLIC_URL } from '../../test/test-app';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const SHEET = {
  unit: 'mm',
  sheet_width: 1020,
  sheet_height: 720,
  sheet_margin_top: 10,
  sheet_margin_side: 10,
};

function post(path: string, body: unknown, key?: string) {
  return harness.request(path, {
    method: 'POST',
    ...(key ? { key } : {}),
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function dielineId(): Promise<string> {
  const response = await post('/dieline-templates/becf-11001/dielines', {
    format: 'svg',
    variables: { unit: 'mm', length: 100, width: 50, height: 150 },
  });
  expect(response.status).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline.id;
}

async function validationErrors(response: Response): Promise<ValidationErrorBody> {
  expect(response.status).toBe(400);
  return ValidationErrorBodySchema.parse(await response.json());
}

describe('nesting routes', () => {
  it('should list the nesting templates that apply to a dieline, with their variables and create links', async () => {
    harness = createTestApp();
    const id = await dielineId();
    const response = await harness.request(`/dielines/${id}/nesting-templates`);
    expect(response.status).toBe(200);
    const { nesting_template_list: list } = NestingTemplateListResponseSchema.parse(await response.json());
    expect(list.id).toMatch(/^ntl_/);
    expect(list.dieline_id).toBe(id);
    expect(list.total).toBe(list.nesting_templates.length);
    expect(list.total).toBeGreaterThanOrEqual(5);
    expect(list.nesting_template_components).toEqual([]);
    const straight = list.nesting_templates.find((template) => template.id === 'lt_straight_grid');
    expect(straight?.variables.map((variable) => variable.name)).toEqual(
      expect.arrayContaining(['sheet_width', 'sheet_height', 'num_x', 'num_y']),
    );
    expect(straight?.links).toEqual([
      {
        rel: 'create_nesting',
        href: `${PUBLIC_URL}/dielines/${id}/nestings/lt_straight_grid`,
        method: 'POST',
      },
    ]);
  });

  it('should give the best num_x, num_y and efficiency of every template for a sheet', async () => {
    harness = createTestApp();
    const id = await dielineId();
    const response = await post(`/dielines/${id}/nesting-template-efficiencies`, { variables: SHEET });
    expect(response.status).toBe(200);
    const { nesting_template_efficiencies: result } = NestingTemplateEfficienciesResponseSchema.parse(
      await response.json(),
    );
    expect(Object.keys(result.efficiencies).sort()).toEqual(
      result.nesting_templates.map((template) => template.id).sort(),
    );
    const straight = result.efficiencies.lt_straight_grid;
    expect(straight?.num_x).toBeGreaterThan(0);
    expect(straight?.efficiency.type).toBe('percentage');
    // a group is at least as good as each of its members
    const best = result.efficiencies.lg_best_of_all?.efficiency.value ?? 0;
    for (const efficiency of Object.values(result.efficiencies))
      expect(best).toBeGreaterThanOrEqual(efficiency?.efficiency.value ?? 0);
    expect(result.variables).toMatchObject({ unit: 'mm', sheet_width: 1020, sheet_height: 720 });
  });

  it('should refuse a sheet without sizes, a non-positive size and margins that leave no room', async () => {
    harness = createTestApp();
    const id = await dielineId();
    const path = `/dielines/${id}/nesting-template-efficiencies`;
    const missing = await validationErrors(await post(path, { variables: { unit: 'mm' } }));
    expect(missing.errors[0]?.message).toMatch(/Both 'sheet_width' and 'sheet_height' are required/);
    const zero = await validationErrors(await post(path, { variables: { ...SHEET, sheet_width: 0 } }));
    expect(zero.errors.map((error) => error.message)).toContain('Sheet width must be greater than zero.');
    const margins = await validationErrors(
      await post(path, { variables: { ...SHEET, sheet_margin_top: 400, sheet_margin_bottom: 400 } }),
    );
    expect(margins.errors[0]?.message).toMatch(/no usable area/);
    const unit = await validationErrors(await post(path, { variables: { ...SHEET, unit: 'cm' } }));
    expect(unit.errors[0]?.message).toBe("Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.");
  });

  it('should create a nesting file with its counts, sizes and knife lengths, and serve it', async () => {
    harness = createTestApp();
    const id = await dielineId();
    const response = await post(`/dielines/${id}/nestings/lt_straight_grid`, {
      format: 'svg',
      variables: SHEET,
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const { nesting } = NestingResponseSchema.parse(await response.json());
    expect(nesting.id).toMatch(/^ne_/);
    expect(nesting.nesting_overflow).toBe(false);
    expect(nesting.variables).toMatchObject({ unit: 'mm', sheet_width: 1020, sheet_margin_bottom: 0 });
    expect(nesting.variables.num_x * nesting.variables.num_y).toBeGreaterThan(0);
    const names = nesting.sum_of_line_lengths.map((item) => item.name);
    expect(names).toEqual(['Cut', 'Crease', 'Total']);
    const [cut, crease, total] = nesting.sum_of_line_lengths.map((item) => item.value);
    expect(total).toBeCloseTo((cut as number) + (crease as number), 1);
    expect(nesting.width.value).toBeLessThanOrEqual(1020 - 20);
    const file = await harness.app.request(nesting.url.replace(PUBLIC_URL, ''));
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('id="SHEET"');
  });

  it('should lay out a given num_x x num_y even when it overflows, and refuse one without the other', async () => {
    harness = createTestApp();
    const id = await dielineId();
    const path = `/dielines/${id}/nestings/lt_straight_grid`;
    const big = await post(path, { format: 'pdf', variables: { ...SHEET, num_x: 20, num_y: 20 } });
    expect(big.status).toBe(200);
    const { nesting } = NestingResponseSchema.parse(await big.json());
    expect(nesting.nesting_overflow).toBe(true);
    expect([nesting.variables.num_x, nesting.variables.num_y]).toEqual([20, 20]);
    const half = await validationErrors(
      await post(path, { format: 'pdf', variables: { ...SHEET, num_x: 2 } }),
    );
    expect(half.errors[0]?.message).toMatch(/'num_x' and 'num_y' go together/);
    const huge = await validationErrors(
      await post(path, { format: 'pdf', variables: { ...SHEET, num_x: 200, num_y: 200 } }),
    );
    expect(huge.errors[0]?.message).toMatch(/at most 10000 copies/);
    const unknown = await validationErrors(
      await post(path, { format: 'pdf', variables: { ...SHEET, rotation: 3 } }),
    );
    expect(unknown.errors[0]?.message).toMatch(/Unknown variable 'rotation'/);
  });

  it('should answer 404 for another key, an unknown dieline and an unknown nesting template', async () => {
    harness = createTestApp();
    const id = await dielineId();
    const other = await harness.request(`/dielines/${id}/nesting-templates`, { key: OTHER_DIELINES_KEY });
    expect(other.status).toBe(404);
    expect(ErrorBodySchema.parse(await other.json()).message).toBe('Resource cannot be found');
    expect((await harness.request('/dielines/di_nothing/nesting-templates')).status).toBe(404);
    expect(
      (await post(`/dielines/${id}/nestings/lt_nothing`, { format: 'svg', variables: SHEET })).status,
    ).toBe(404);
    expect(
      (await post(`/dielines/${id}/nesting-template-efficiencies`, { variables: SHEET }, OTHER_DIELINES_KEY))
        .status,
    ).toBe(404);
  });
});
