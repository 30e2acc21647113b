import { findTemplate, roundTo, summarizeParts, validateTemplateVariables } from '@diecut/geometry';
import {
  DielineTemplateResponseSchema,
  ErrorBodySchema,
  PartsResponseSchema,
  type ValidationErrorBody,
  ValidationErrorBodySchema,
} from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIELINES_KEY, DIMENSIONS_KEY } from '../../test/test-app';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const BOX = { length: 100, width: 50, height: 150 };

function postParts(
  body: unknown,
  options: { id?: string; key?: string | null; contentType?: string; raw?: string } = {},
) {
  return harness.request(`/dimensions/${options.id ?? 'becf-11001'}/parts`, {
    method: 'POST',
    key: options.key === undefined ? DIMENSIONS_KEY : options.key,
    headers: { 'Content-Type': options.contentType ?? 'application/json' },
    body: options.raw ?? JSON.stringify(body),
  });
}

/** The engine's own summary of the same request, in mm and mm². */
function expectedSummary(id: string, variables: Record<string, unknown>, unit: 'mm' | 'in') {
  const template = findTemplate(id);
  if (!template) throw new Error(id);
  return summarizeParts(template.build(validateTemplateVariables(template, variables, unit)));
}

async function validationErrors(response: Response): Promise<ValidationErrorBody> {
  expect(response.status).toBe(400);
  return ValidationErrorBodySchema.parse(await response.json());
}

describe('POST /dimensions/{id}/parts', () => {
  it('should take the unit from among the variables, as the create-dieline body carries it', async () => {
    harness = createTestApp();
    const inches = { length: 4, width: 2, height: 6 };
    const response = await postParts({ variables: { unit: 'in', ...inches } });
    expect(response.status).toBe(200);
    const { parts } = PartsResponseSchema.parse(await response.json());
    const [expected] = expectedSummary('becf-11001', inches, 'in');
    expect(parts[0]?.unit).toBe('in');
    expect(Number(parts[0]?.width)).toBeCloseTo((expected?.width ?? 0) / 25.4, 3);
    const clash = await postParts({ unit: 'mm', variables: { unit: 'in', ...inches } });
    expect(clash.status).toBe(400);
    const bad = await postParts({ variables: { unit: 'cm', ...inches } });
    expect(ErrorBodySchema.parse(await bad.json()).message).toBe(
      "Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.",
    );
  });

  it('should list the blank with its size and area in mm by default', async () => {
    harness = createTestApp();
    const response = await postParts({ variables: BOX });
    expect(response.status).toBe(200);
    expect(response.headers.get('Dimensions-Api-Version')).toBe('1.0');
    const { parts } = PartsResponseSchema.parse(await response.json());
    const [expected] = expectedSummary('becf-11001', BOX, 'mm');
    expect(parts).toEqual([
      {
        type: 'dieline_part',
        name: 'blank',
        width: roundTo(expected?.width ?? 0, 2).toFixed(2),
        height: roundTo(expected?.height ?? 0, 2).toFixed(2),
        area: roundTo(expected?.area ?? 0, 2).toFixed(2),
        unit: 'mm',
        area_unit: 'mm2',
      },
    ]);
    expect(Number(parts[0]?.width)).toBeGreaterThan(2 * (BOX.length + BOX.width));
  });

  it('should answer in inches and square inches when the request is in inches', async () => {
    harness = createTestApp();
    const variables = { length: 4, width: 2, height: 6, top_tuck_flap: 0.6, glue_flap: '0.55' };
    const response = await postParts({ unit: 'in', variables });
    expect(response.status).toBe(200);
    const { parts } = PartsResponseSchema.parse(await response.json());
    const [expected] = expectedSummary('becf-11001', variables, 'in');
    if (!expected || !parts[0]) throw new Error('no part');
    expect(parts[0]).toMatchObject({ name: 'blank', unit: 'in', area_unit: 'in2' });
    expect(parts[0].width).toBe(roundTo(expected.width / 25.4, 4).toFixed(4));
    expect(parts[0].height).toBe(roundTo(expected.height / 25.4, 4).toFixed(4));
    expect(parts[0].area).toBe(roundTo(expected.area / 25.4 ** 2, 4).toFixed(4));
    expect(parts[0].width).toMatch(/^\d+\.\d{4}$/);
  });

  it('should accept a bound as GET /dimensions shows it', async () => {
    harness = createTestApp();
    const read = await harness.request('/dimensions/becf-11001?unit=in', { key: DIMENSIONS_KEY });
    const { dieline_template: template } = DielineTemplateResponseSchema.parse(await read.json());
    const overflow = template.variables.find((variable) => variable.name === 'overflow');
    const margin = overflow?.children.find((child) => child.name === 'overflow_margin');
    expect(margin?.maximum_value).toEqual({ value: 0.9842, unit: 'in' });
    const variables = {
      length: 4,
      width: 2,
      height: 6,
      overflow: true,
      overflow_margin: margin?.maximum_value?.value,
    };
    const response = await postParts({ unit: 'in', variables });
    expect(response.status).toBe(200);
  });

  it('should answer for a template of every group in the catalog', async () => {
    harness = createTestApp();
    for (const id of ['becf-12001', 'becf-13001', 'becf-14001', 'becf-15001', 'becf-16001']) {
      const response = await postParts({ variables: BOX }, { id });
      expect(response.status, id).toBe(200);
      const { parts } = PartsResponseSchema.parse(await response.json());
      expect(parts.length, id).toBeGreaterThan(0);
      for (const part of parts) expect(Number(part.area), id).toBeGreaterThan(0);
    }
  });

  it('should suggest the smallest tuck flap, in the unit of the request', async () => {
    harness = createTestApp();
    const inMm = await validationErrors(await postParts({ variables: { ...BOX, top_tuck_flap: 5 } }));
    expect(inMm.errors).toEqual([
      expect.objectContaining({ suggestion: { type: 'change_value', name: 'top_tuck_flap', value: 8 } }),
    ]);
    const inInches = await validationErrors(
      await postParts({ unit: 'in', variables: { length: 4, width: 2, height: 6, top_tuck_flap: 0.2 } }),
    );
    expect(inInches.errors).toEqual([
      {
        // the bound as it is, the suggestion on the next sixteenth
        message: expect.stringContaining('0.315 in'),
        suggestion: { type: 'change_value', name: 'top_tuck_flap', value: 0.375 },
      },
    ]);
  });

  it('should suggest swapping length and width when length is the shorter side', async () => {
    harness = createTestApp();
    const body = await validationErrors(
      await postParts({ variables: { length: 50, width: 100, height: 150 } }),
    );
    expect(body.errors).toContainEqual(
      expect.objectContaining({ suggestion: { type: 'swap_values', names: ['length', 'width'] } }),
    );
  });

  it('should name every variable that is unknown, missing or not a usable length', async () => {
    harness = createTestApp();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...BOX, depth: 20 }, "Unknown variable 'depth'"],
      [{ length: 100, width: 50 }, "Variable 'height' is required."],
      [{ ...BOX, height: 'NaN' }, "Variable 'height' must be a length"],
      [{ ...BOX, height: 'Infinity' }, "Variable 'height' must be a length"],
      [{ ...BOX, height: '12abc' }, "Variable 'height' must be a length"],
      [{ ...BOX, height: true }, "Variable 'height' must be a length"],
      [{ ...BOX, height: 0 }, "Variable 'height' must be greater than zero (at least 25 mm)."],
      [{ ...BOX, height: -10 }, "Variable 'height' must be greater than zero (at least 25 mm)."],
      [{ ...BOX, height: 3001 }, "Variable 'height' is 3001 mm, over the largest size"],
      [{ ...BOX, overflow: 'maybe' }, "Variable 'overflow' must be true or false"],
    ];
    for (const [variables, message] of cases) {
      const body = await validationErrors(await postParts({ variables }));
      expect(body.message, message).toBe('Validation failed for one or more variables.');
      expect(body.errors.map((error) => error.message).join(' | '), message).toContain(message);
    }
  });

  it('should reject a body that is not shaped like a parts request', async () => {
    harness = createTestApp();
    const cases: Array<[unknown, string]> = [
      [{ unit: 'cm', variables: BOX }, "Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'."],
      [{}, "'variables'"],
      [{ variables: [100, 50, 150] }, "'variables'"],
      [{ variables: { ...BOX, height: { value: 150 } } }, "'variables.height'"],
      [{ variables: { ...BOX, height: null } }, "'variables.height'"],
      [{ variables: BOX, length: 100 }, 'length'],
      [[BOX], "'body'"],
    ];
    for (const [body, message] of cases) {
      const { errors } = await validationErrors(await postParts(body));
      expect(errors.map((error) => error.message).join(' | '), JSON.stringify(body)).toContain(message);
    }
  });

  it('should answer 401 without a key and 403 with a dielines key', async () => {
    harness = createTestApp();
    const anonymous = await postParts({ variables: BOX }, { key: null });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthorized' });
    const dielines = await postParts({ variables: BOX }, { key: DIELINES_KEY });
    expect(dielines.status).toBe(403);
    expect(await dielines.json()).toEqual({ message: 'Forbidden' });
  });

  it('should answer 400 for an unsupported version header', async () => {
    harness = createTestApp();
    const response = await harness.request('/dimensions/becf-11001/parts', {
      method: 'POST',
      key: DIMENSIONS_KEY,
      headers: { 'Content-Type': 'application/json', 'Dimensions-Api-Version': '2.0' },
      body: JSON.stringify({ variables: BOX }),
    });
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.parse(await response.json()).message).toContain('Dimensions-Api-Version');
  });

  it('should answer 404 for an unknown template', async () => {
    harness = createTestApp();
    const response = await postParts({ variables: BOX }, { id: 'becf-99999' });
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json())).toEqual({ message: 'Resource cannot be found' });
  });

  it('should answer 413 for a body over the limit', async () => {
    harness = createTestApp({ jsonBodyLimitBytes: 2048 });
    const response = await postParts({ variables: BOX, padding: 'x'.repeat(4096) });
    expect(response.status).toBe(413);
    expect(ErrorBodySchema.parse(await response.json()).message).toContain('2048 bytes');
  });

  it('should answer 415 for a body that is not JSON', async () => {
    harness = createTestApp();
    const response = await postParts(undefined, { contentType: 'text/plain', raw: 'length=100' });
    expect(response.status).toBe(415);
    expect(ErrorBodySchema.parse(await response.json()).message).toContain('application/json');
  });

  it('should answer 400 for malformed JSON', async () => {
    harness = createTestApp();
    const response = await postParts(undefined, { raw: '{"variables": {"length": 100,' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON in request body.' });
  });
});
