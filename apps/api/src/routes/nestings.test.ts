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

  it('should say how many copies each layout holds, names each template, and counts none where none fits', async () => {
    harness = createTestApp();
    const id = await dielineId();
    const answer = async (variables: Record<string, unknown>) =>
      NestingTemplateEfficienciesResponseSchema.parse(
        await (await post(`/dielines/${id}/nesting-template-efficiencies`, { variables })).json(),
      ).nesting_template_efficiencies;
    const roomy = await answer(SHEET);
    for (const template of roomy.nesting_templates) {
      expect(template.name, template.id).toMatch(/\w/);
      expect(template.description, template.id).toMatch(/\w/);
      const result = roomy.efficiencies[template.id];
      if (!result) continue;
      // a head-to-tail cell holds two copies and a mixed fill adds turned rows: the count says so
      expect(result.copies, template.id).toBeGreaterThanOrEqual(result.num_x * result.num_y);
    }
    const pairs = roomy.efficiencies.lt_head_to_tail_pairs;
    if (pairs) expect(pairs.copies).toBe(2 * pairs.num_x * pairs.num_y);
    const tiny = await answer({ unit: 'mm', sheet_width: 120, sheet_height: 90 });
    expect(Object.values(tiny.efficiencies).filter(Boolean).length).toBeGreaterThan(0);
    for (const [template, result] of Object.entries(tiny.efficiencies)) {
      if (!result) continue;
      expect(result, template).toEqual({
        num_x: 0,
        num_y: 0,
        copies: 0,
        efficiency: { value: 0, type: 'percentage' },
      });
    }
    const nesting = NestingResponseSchema.parse(
      await (
        await post(`/dielines/${id}/nestings/lg_best_of_all`, { format: 'svg', variables: SHEET })
      ).json(),
    ).nesting;
    expect(nesting.copies).toBe(roomy.efficiencies.lg_best_of_all?.copies);
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

/** The smallest blank the catalog builds: the spine board of a book box, every length at its minimum (57 x 15 mm, 856 mm², 4 knife segments). */
async function spineBoardId(): Promise<string> {
  const response = await post('/dieline-templates/becf-32001/dielines', {
    format: 'svg',
    variables: {
      unit: 'mm',
      length: 50,
      width: 50,
      height: 20,
      board_thickness: 1.5,
      turn_in: 15,
      overhang: 2,
    },
  });
  expect(response.status).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline.id;
}

const LARGEST_SHEET = { unit: 'mm', sheet_width: 6000, sheet_height: 6000, component: 'spine_board' };

describe('nesting limits', () => {
  it('should refuse a 1e308 mm and a 1e7 mm sheet with the largest sheet as the suggestion, for efficiencies and nestings', async () => {
    harness = createTestApp();
    const id = await dielineId();
    const absurd = { ...SHEET, sheet_width: 1e308, sheet_height: 1e7 };
    for (const [path, body] of [
      [`/dielines/${id}/nesting-template-efficiencies`, { variables: absurd }],
      [`/dielines/${id}/nestings/lg_best_of_all`, { format: 'pdf', variables: absurd }],
      [
        `/dielines/${id}/nestings/lt_mixed_fill`,
        { format: 'dxf', variables: { ...absurd, num_x: 2, num_y: 2 } },
      ],
    ] as const) {
      const refused = await validationErrors(await post(path, body));
      expect(refused.errors).toEqual([
        {
          message: 'Sheet width must be at most 6000 mm: no press or corrugator sheet is larger.',
          suggestion: { type: 'change_value', name: 'sheet_width', value: 6000 },
        },
        {
          message: 'Sheet height must be at most 6000 mm: no press or corrugator sheet is larger.',
          suggestion: { type: 'change_value', name: 'sheet_height', value: 6000 },
        },
      ]);
    }
    const inches = await validationErrors(
      await post(`/dielines/${id}/nesting-template-efficiencies`, {
        variables: { unit: 'in', sheet_width: 40, sheet_height: 1e7 },
      }),
    );
    expect(inches.errors[0]?.suggestion).toEqual({
      type: 'change_value',
      name: 'sheet_height',
      value: 236.2204,
    });
  });

  it('should answer the efficiencies and a nesting of the smallest catalog blank on the largest sheet', async () => {
    harness = createTestApp();
    const id = await spineBoardId();
    const efficiencies = await post(`/dielines/${id}/nesting-template-efficiencies`, {
      variables: LARGEST_SHEET,
    });
    expect(efficiencies.status).toBe(200);
    const { nesting_template_efficiencies: result } = NestingTemplateEfficienciesResponseSchema.parse(
      await efficiencies.json(),
    );
    const best = result.efficiencies.lg_best_of_all;
    // over ten thousand copies counted (a mixed fill's num_x x num_y is its main grid), more than a
    // nesting lays out (8,333 for this blank), none laid out
    expect((best?.num_x ?? 0) * (best?.num_y ?? 0)).toBeGreaterThan(10_000);
    expect(best?.efficiency.value).toBeGreaterThan(95);
    // 8,281 copies: the most a square count gives within the 8,333 the cost bound allows a 4-segment blank
    const path = `/dielines/${id}/nestings/lt_straight_grid`;
    const made = await post(path, { format: 'svg', variables: { ...LARGEST_SHEET, num_x: 91, num_y: 91 } });
    expect(made.status, JSON.stringify(await made.clone().json())).toBe(200);
    const { nesting } = NestingResponseSchema.parse(await made.json());
    expect([nesting.variables.num_x, nesting.variables.num_y, nesting.nesting_overflow]).toEqual([
      91,
      91,
      false,
    ]);
  });

  it('should refuse the best count of a sheet that holds too many copies, and lay out the suggested sheet', async () => {
    harness = createTestApp();
    const id = await spineBoardId();
    const path = `/dielines/${id}/nestings/lt_straight_grid`;
    const refused = await validationErrors(await post(path, { format: 'pdf', variables: LARGEST_SHEET }));
    expect(refused.errors[0]?.message).toMatch(
      /^This sheet holds \d+ copies of the dieline .* A nesting of this dieline lays out at most 8333 copies: .*use a smaller sheet, or give num_x and num_y/,
    );
    const suggestion = refused.errors[0]?.suggestion;
    expect(suggestion).toMatchObject({ type: 'change_value', name: 'sheet_width' });
    if (suggestion?.type !== 'change_value') throw new Error('expected a smaller sheet width');
    const smaller = { ...LARGEST_SHEET, [suggestion.name]: suggestion.value };
    const made = await post(path, { format: 'pdf', variables: smaller });
    expect(made.status).toBe(200);
    const { nesting } = NestingResponseSchema.parse(await made.json());
    expect(nesting.variables.num_x * nesting.variables.num_y).toBeLessThanOrEqual(8333);
  });

  it('should refuse a count past the cost bound with fewer rows as the suggestion', async () => {
    harness = createTestApp();
    const id = await dielineId();
    const path = `/dielines/${id}/nestings/lt_straight_grid`;
    const refused = await validationErrors(
      await post(path, { format: 'dxf', variables: { ...SHEET, num_x: 30, num_y: 30 } }),
    );
    const [error] = refused.errors;
    expect(error?.message).toMatch(
      /^A nesting of this dieline lays out at most (\d+) copies: each copy draws \d+ lines, .*; num_x x num_y asks for 900\.$/,
    );
    const most = Number(/at most (\d+) copies/.exec(error?.message ?? '')?.[1]);
    expect(most).toBeLessThan(900);
    expect(error?.suggestion).toEqual({ type: 'change_value', name: 'num_y', value: Math.floor(most / 30) });
    // the spine board's 4 segments allow 8,333; past them the same refusal, under 10,000 copies
    const spine = await spineBoardId();
    const past = await validationErrors(
      await post(`/dielines/${spine}/nestings/lt_straight_grid`, {
        format: 'svg',
        variables: { ...LARGEST_SHEET, num_x: 92, num_y: 92 },
      }),
    );
    expect(past.errors[0]?.message).toMatch(/at most 8333 copies: each copy draws 4 lines/);
    expect(past.errors[0]?.suggestion).toEqual({ type: 'change_value', name: 'num_y', value: 90 });
  });
});
