import { blankArea, findTemplate, validateTemplateVariables } from '@diecut/geometry';
import {
  DielineResponseSchema,
  ErrorBodySchema,
  type ValidationErrorBody,
  ValidationErrorBodySchema,
} from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIMENSIONS_KEY, OTHER_DIELINES_KEY, PUBLIC_URL } from '../../test/test-app';
import { storedKeys } from '../storage/__testing__/stored-files';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const BOX = { unit: 'mm', length: 100, width: 50, height: 150 };

function create(body: unknown, options: { id?: string; key?: string } = {}) {
  return harness.request(`/dieline-templates/${options.id ?? 'becf-11001'}/dielines`, {
    method: 'POST',
    ...(options.key ? { key: options.key } : {}),
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function created(body: unknown, id?: string) {
  const response = await create(body, id ? { id } : {});
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline;
}

/** The stored file behind a dieline's url, read through the public files route. */
async function download(url: string) {
  const response = await harness.app.request(url.replace(PUBLIC_URL, ''));
  expect(response.status).toBe(200);
  return { type: response.headers.get('Content-Type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function validationErrors(response: Response): Promise<ValidationErrorBody> {
  expect(response.status).toBe(400);
  return ValidationErrorBodySchema.parse(await response.json());
}

describe('POST /dieline-templates/{id}/dielines', () => {
  it('should make an svg dieline with every field of the interface and serve its file', async () => {
    harness = createTestApp();
    const dieline = await created({ format: 'svg', variables: BOX });
    expect(dieline.id).toMatch(/^di_[0-9A-Za-z]{30}$/);
    expect(dieline.dieline_template_id).toBe('becf-11001');
    expect(dieline.format).toBe('svg');
    expect(dieline.variables).toMatchObject({
      unit: 'mm',
      length: 100,
      width: 50,
      height: 150,
      material: 0.5,
    });
    expect(dieline.variables.dimension_texts).toBe(true);
    expect(dieline.area).toBeUndefined();
    expect(dieline.links.map((link) => [link.rel, link.method, link.href])).toEqual([
      ['create_3d_mockup', 'POST', `${PUBLIC_URL}/dielines/${dieline.id}/3d-mockups`],
      ['list_nesting_templates', 'GET', `${PUBLIC_URL}/dielines/${dieline.id}/nesting-templates`],
      [
        'calculate_nesting_efficiencies',
        'POST',
        `${PUBLIC_URL}/dielines/${dieline.id}/nesting-template-efficiencies`,
      ],
      // beyond the interface
      ['artwork_template_pdf', 'GET', `${PUBLIC_URL}/dielines/${dieline.id}/artwork-template?format=pdf`],
      ['artwork_template_svg', 'GET', `${PUBLIC_URL}/dielines/${dieline.id}/artwork-template?format=svg`],
    ]);
    expect(Date.now() - Date.parse(dieline.created_at)).toBeLessThan(60_000);
    // the artwork covers the blank: wider than the four walls, taller than the body
    expect(dieline.artwork_dimensions.unit).toBe('mm');
    expect(Number(dieline.artwork_dimensions.width)).toBeGreaterThan(2 * (100 + 50));
    expect(Number(dieline.artwork_dimensions.height)).toBeGreaterThan(150 + 2 * 50);
    const file = await download(dieline.url);
    expect(file.type).toBe('image/svg+xml');
    expect(new TextDecoder().decode(file.bytes)).toContain('<svg');

    const again = await harness.request(`/dielines/${dieline.id}`);
    expect(DielineResponseSchema.parse(await again.json()).dieline).toEqual(dieline);
    const stranger = await harness.request(`/dielines/${dieline.id}`, { key: OTHER_DIELINES_KEY });
    expect(stranger.status).toBe(404);
  });

  it('should store inch requests in mm and answer the artwork size in inches', async () => {
    harness = createTestApp();
    const inMm = await created({ format: 'svg', variables: BOX });
    const dieline = await created({
      format: 'svg',
      // the defaults of an inch request sit on inch steps: give them as the mm request has them
      variables: {
        unit: 'in',
        length: 100 / 25.4,
        width: 50 / 25.4,
        height: 150 / 25.4,
        material: 0.5 / 25.4,
        glue_flap: 14 / 25.4,
        top_tuck_flap: 15 / 25.4,
        bottom_tuck_flap: 15 / 25.4,
      },
    });
    expect(dieline.variables.unit).toBe('mm');
    expect(dieline.variables.length).toBeCloseTo(100, 3);
    expect(dieline.artwork_dimensions.unit).toBe('in');
    expect(Number(dieline.artwork_dimensions.width)).toBeCloseTo(
      Number(inMm.artwork_dimensions.width) / 25.4,
      3,
    );
    expect(dieline.artwork_dimensions.width).toMatch(/^\d+\.\d{4}$/);
  });

  it('should write pdf, dxf and cf2 files that their readers recognise', async () => {
    harness = createTestApp();
    const pdf = await download((await created({ format: 'pdf', variables: BOX })).url);
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const bare = await download((await created({ format: 'pdf', pdf_header: false, variables: BOX })).url);
    expect(bare.bytes.length).toBeLessThan(pdf.bytes.length);
    const dxf = await download((await created({ format: 'dxf', variables: BOX })).url);
    expect(new TextDecoder().decode(dxf.bytes)).toContain('$INSUNITS');
    const cf2 = await download((await created({ format: 'cf2', variables: BOX })).url);
    expect(new TextDecoder().decode(cf2.bytes)).toContain('$BOF');
  });

  it('should name the flute and its caliper as the material of a corrugated dieline', async () => {
    harness = createTestApp();
    const body = {
      format: 'cf2',
      variables: { unit: 'mm', length: 300, width: 200, height: 100, flute: 'C' },
    };
    const cf2 = await download((await created(body, 'becf-24271')).url);
    expect(new TextDecoder().decode(cf2.bytes)).toContain('Material: C flute, 4 mm');
  });

  it('should answer the area only when asked, as the blank area in the request unit', async () => {
    harness = createTestApp();
    const dieline = await created({ format: 'svg', area: true, variables: BOX });
    const template = findTemplate('becf-11001');
    if (!template) throw new Error('catalog');
    const graph = template.build(
      validateTemplateVariables(template, { length: 100, width: 50, height: 150 }, 'mm'),
    )[0]?.graph;
    expect(dieline.area?.unit).toBe('mm2');
    expect(Number(dieline.area?.value)).toBeCloseTo(blankArea(graph ?? expect.fail('no part')), 1);
    const inches = await created({
      format: 'svg',
      area: true,
      variables: { unit: 'in', length: 4, width: 2, height: 6 },
    });
    expect(inches.area?.unit).toBe('in2');
  });

  it('should answer the area of a corrugated box and refuse it for a rigid box, whose pieces differ', async () => {
    harness = createTestApp();
    const variables = { unit: 'mm', length: 300, width: 200, height: 150, flute: 'B' };
    const corrugated = await created({ format: 'svg', area: true, variables }, 'becf-21101');
    const template = findTemplate('becf-21101') ?? expect.fail('catalog');
    const { unit: _unit, ...sizes } = variables;
    const [part] = template.build(validateTemplateVariables(template, sizes, 'mm'));
    expect(Number(corrugated.area?.value)).toBeCloseTo(blankArea(part?.graph ?? expect.fail('part')), 1);
    const rigid = await harness.request('/dieline-templates/becf-31001/dielines', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        format: 'svg',
        area: true,
        variables: { unit: 'mm', length: 200, width: 150, height: 60 },
      }),
    });
    expect(rigid.status).toBe(400);
    expect(JSON.stringify(await rigid.json())).toContain('Hard Cardboards');
  });

  it('should grow the artwork by the bleed on each side and keep dimension_texts as asked', async () => {
    harness = createTestApp();
    const plain = await created({ format: 'svg', variables: BOX });
    const bled = await created({
      format: 'svg',
      variables: { ...BOX, overflow: true, overflow_margin: 3, dimension_texts: false },
    });
    expect(Number(bled.artwork_dimensions.width) - Number(plain.artwork_dimensions.width)).toBeCloseTo(6, 2);
    expect(Number(bled.artwork_dimensions.height) - Number(plain.artwork_dimensions.height)).toBeCloseTo(
      6,
      2,
    );
    expect(bled.variables.dimension_texts).toBe(false);
    expect(bled.variables.overflow).toBe(true);
  });

  it('should reject bad bodies with the interface error shape and store nothing', async () => {
    harness = createTestApp();
    const badFormat = await validationErrors(await create({ format: 'png', variables: BOX }));
    expect(JSON.stringify(badFormat)).toContain("Valid 'format' values are 'dxf', 'pdf', 'svg' and 'cf2'");
    const missing = await validationErrors(
      await create({ format: 'svg', variables: { unit: 'mm', length: 100 } }),
    );
    expect(missing.errors.map((error) => error.message)).toEqual([
      "Variable 'width' is required.",
      "Variable 'height' is required.",
    ]);
    const unknown = await validationErrors(await create({ format: 'svg', variables: { ...BOX, colour: 1 } }));
    expect(unknown.errors[0]?.message).toMatch(/^Unknown variable 'colour'/);
    const small = await validationErrors(
      await create({ format: 'svg', variables: { ...BOX, top_tuck_flap: 2 } }),
    );
    expect(small.errors[0]?.suggestion).toEqual({ type: 'change_value', name: 'top_tuck_flap', value: 8 });
    const smallIn = await validationErrors(
      await create({
        format: 'svg',
        variables: { unit: 'in', length: 4, width: 2, height: 6, top_tuck_flap: 0.1 },
      }),
    );
    expect(smallIn.errors[0]?.suggestion).toEqual({
      type: 'change_value',
      name: 'top_tuck_flap',
      // 8 mm is 0.315 in: the next sixteenth up, 3/8, as an inch user types it
      value: 0.375,
    });
    const swapped = await validationErrors(
      await create({ format: 'svg', variables: { ...BOX, length: 40, width: 80 } }),
    );
    expect(swapped.errors[0]?.suggestion).toEqual({ type: 'swap_values', names: ['length', 'width'] });
    const badUnit = await validationErrors(
      await create({ format: 'svg', variables: { ...BOX, unit: 'cm' } }),
    );
    expect(JSON.stringify(badUnit)).toContain("Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.");
    const noTemplate = await create({ format: 'svg', variables: BOX }, { id: 'becf-99999' });
    expect(noTemplate.status).toBe(404);
    expect(ErrorBodySchema.parse(await noTemplate.json()).message).toBe('Resource cannot be found');
    const wrongKey = await create({ format: 'svg', variables: BOX }, { key: DIMENSIONS_KEY });
    expect(wrongKey.status).toBe(403);
    // nothing half-written: no file was stored for any refused request
    expect(storedKeys(harness.dataDir)).toEqual([]);
  });

  it('should list 20 of 80,000 unknown variables and count the rest, in a small answer', async () => {
    harness = createTestApp();
    const variables: Record<string, unknown> = { ...BOX };
    for (let i = 0; i < 80_000; i++) variables[`q${i.toString(36)}`] = 1;
    const body = JSON.stringify({ format: 'svg', variables });
    expect(body.length).toBeLessThan(1024 * 1024);
    const response = await create({ format: 'svg', variables });
    const text = await response.clone().text();
    const refused = await validationErrors(response);
    expect(refused.errors).toHaveLength(21);
    expect(refused.errors[0]?.message).toMatch(/^Unknown variable 'q0'/);
    expect(refused.errors[20]).toEqual({ message: '…and 79,980 more problems not listed.' });
    expect(text.length).toBeLessThan(8 * 1024);
  });
});
