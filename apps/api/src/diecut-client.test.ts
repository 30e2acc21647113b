import {
  DiecutAuthError,
  DiecutClient,
  type DiecutClientOptions,
  DiecutNotFoundError,
  DiecutRateLimitError,
  DiecutValidationError,
} from '@diecut/client';
import { afterEach, describe, expect, it } from 'vitest';
import { twoColourPng } from '../test/artwork-files';
import { createTestApp, DIELINES_KEY, DIMENSIONS_KEY, PUBLIC_URL } from '../test/test-app';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

/** A client whose fetch is the app itself, in process. */
function clientOf(app: ReturnType<typeof createTestApp>['app'], options: Partial<DiecutClientOptions> = {}) {
  return new DiecutClient({
    baseUrl: PUBLIC_URL,
    apiKeys: { dielines: DIELINES_KEY, dimensions: DIMENSIONS_KEY },
    fetch: async (request) => app.request(request),
    ...options,
  });
}

const BOX = { unit: 'mm' as const, length: 100, width: 50, height: 150 };
const SHEET = { unit: 'mm' as const, sheet_width: 1020, sheet_height: 720 };

describe('DiecutClient against the API', () => {
  it('should read the template catalog, a template, its variables and its parts', async () => {
    harness = createTestApp();
    const diecut = clientOf(harness.app);
    await expect(diecut.health()).resolves.toEqual({ status: 'ok' });
    const groups = await diecut.listDielineTemplateGroups();
    expect(groups.dieline_template_groups.map((group) => group.id)).toContain('cartons_tuck_end_boxes');
    const list = await diecut.listDielineTemplates({ q: 'tuck end', per_page: 2, unit: 'in' });
    expect(list).toMatchObject({ type: 'dieline_template_list', per_page: 2, page: 1 });
    expect(list.dieline_templates).toHaveLength(2);
    expect(list.links[0]?.href).toContain('unit=in');
    const template = await diecut.readDielineTemplate('becf-11001', 'in');
    expect(template).toMatchObject({ id: 'becf-11001' });
    expect(template.links[0]?.href).toBe(`${PUBLIC_URL}/dieline-templates/in/becf-11001`);
    const dimensions = await diecut.readDielineTemplateDimensions('becf-11001', 'mm');
    expect(dimensions.links[0]?.href).toBe(`${PUBLIC_URL}/dimensions/becf-11001?unit=mm`);
    const { unit, ...sizes } = BOX;
    const parts = await diecut.calculateDielineParts('becf-11001', { unit, variables: sizes });
    expect(parts[0]).toMatchObject({ type: 'dieline_part', unit: 'mm' });
  });

  it('should create and read a dieline, its nesting templates, efficiencies and a nesting', async () => {
    harness = createTestApp();
    const diecut = clientOf(harness.app);
    const dieline = await diecut.createDieline('becf-11001', { format: 'svg', area: true, variables: BOX });
    expect(dieline).toMatchObject({ type: 'dieline', dieline_template_id: 'becf-11001', format: 'svg' });
    expect(Number(dieline.artwork_dimensions.width)).toBeGreaterThan(100);
    expect(await diecut.readDieline(dieline.id)).toEqual(dieline);
    const file = new TextDecoder().decode(await diecut.downloadFile(dieline.url));
    expect(file).toMatch(/^<\?xml|^<svg/);
    const templates = await diecut.listNestingTemplates(dieline.id);
    expect(templates.nesting_templates.map((template) => template.id)).toContain('lt_straight_grid');
    const efficiencies = await diecut.calculateNestingTemplateEfficiencies(dieline.id, { variables: SHEET });
    expect(efficiencies.type).toBe('nesting_template_efficiencies');
    const nesting = await diecut.createNesting(dieline.id, 'lt_straight_grid', {
      format: 'pdf',
      variables: SHEET,
    });
    expect(nesting).toMatchObject({ type: 'nesting', format: 'pdf' });
  });

  it('should create, read, update and delete a 3D mockup from artwork bytes', async () => {
    harness = createTestApp();
    const diecut = clientOf(harness.app);
    const dieline = await diecut.createDieline('becf-11001', { format: 'svg', variables: BOX });
    const created = await diecut.createMockup(dieline.id, { file: twoColourPng(), name: 'Tea box' });
    expect(created).toMatchObject({ type: '3d_mockup', name: 'Tea box', dieline: { id: dieline.id } });
    expect(await diecut.readMockup(dieline.id, created.id)).toEqual(created);
    const updated = await diecut.updateMockup(dieline.id, created.id, {
      name: 'Tea box, kraft',
      file: new Blob([new Uint8Array(twoColourPng(16, 8))], { type: 'image/png' }),
      outside_design: true,
      part_substrates: { 1: 'kraft_brown' },
    });
    expect(updated.name).toBe('Tea box, kraft');
    await expect(diecut.deleteMockup(dieline.id, created.id)).resolves.toEqual({
      deleted: true,
      id: created.id,
    });
    await expect(diecut.readMockup(dieline.id, created.id)).rejects.toBeInstanceOf(DiecutNotFoundError);
  });

  it('should page through the key’s own dielines, list and read their nestings and mockups, and delete one', async () => {
    harness = createTestApp();
    const diecut = clientOf(harness.app);
    const made = [];
    for (let index = 0; index < 5; index++) {
      made.push(await diecut.createDieline('becf-11001', { format: 'svg', variables: BOX }));
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await diecut.listDielines({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.dielines.map((dieline) => dieline.id));
      cursor = page.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual(made.map((dieline) => dieline.id).sort());
    expect((await diecut.listDielines({ dieline_template_id: 'becf-11002' })).dielines).toEqual([]);

    const dieline = made[0] ?? expect.fail('no dieline');
    const nesting = await diecut.createNesting(dieline.id, 'lt_straight_grid', {
      format: 'svg',
      variables: SHEET,
    });
    const mockup = await diecut.createMockup(dieline.id, { file: twoColourPng() });
    expect((await diecut.listNestings(dieline.id)).nestings).toEqual([nesting]);
    expect(await diecut.readNesting(dieline.id, nesting.id)).toEqual(nesting);
    expect((await diecut.listMockups(dieline.id, { limit: 1 }))['3d_mockups']).toEqual([mockup]);

    const deleted = await diecut.deleteDieline(dieline.id);
    expect(deleted).toEqual({ deleted: true, id: dieline.id, bytes_freed: expect.any(Number) });
    expect(deleted.bytes_freed).toBeGreaterThan(0);
    await expect(diecut.readDieline(dieline.id)).rejects.toBeInstanceOf(DiecutNotFoundError);
    await expect(diecut.readNesting(dieline.id, nesting.id)).rejects.toBeInstanceOf(DiecutNotFoundError);
    await expect(diecut.listMockups(dieline.id)).rejects.toBeInstanceOf(DiecutNotFoundError);
    expect((await diecut.listDielines()).dielines).toHaveLength(4);
  });

  it("should throw the API's validation errors with their suggestions", async () => {
    harness = createTestApp();
    const diecut = clientOf(harness.app);
    const error = await diecut
      .createDieline('becf-11001', { format: 'svg', variables: { ...BOX, length: 40, width: 80 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DiecutValidationError);
    expect(error).toMatchObject({ status: 400, kind: 'validation' });
    expect((error as DiecutValidationError).suggestions).toContainEqual({
      type: 'swap_values',
      names: ['length', 'width'],
    });
  });

  it('should throw typed errors for an unknown template and a key of the other kind', async () => {
    harness = createTestApp();
    await expect(clientOf(harness.app).readDielineTemplate('becf-99999')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Resource cannot be found',
    });
    const swapped = clientOf(harness.app, { apiKeys: { dielines: DIMENSIONS_KEY } });
    const error = await swapped.listDielineTemplateGroups().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DiecutAuthError);
    expect(error).toMatchObject({ status: 403, kind: 'forbidden' });
  });

  it("should give up at once when the server's Retry-After is beyond its longest wait", async () => {
    harness = createTestApp({ keyLimitPerMinute: 1 });
    const diecut = clientOf(harness.app, { retries: { count: 3, maxDelayMs: 1000 } });
    await diecut.listDielineTemplateGroups();
    const error = await diecut.listDielineTemplateGroups().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DiecutRateLimitError);
    expect((error as DiecutRateLimitError).retryAfterMs).toBeGreaterThan(1000);
  });
});
