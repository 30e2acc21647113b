import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Dieline, DielineResponseSchema, ErrorBodySchema, MockupResponseSchema } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIMENSIONS_KEY, OTHER_DIELINES_KEY, PUBLIC_URL } from '../../test/test-app';
import { INVALID_ARTWORK_TEMPLATE_FORMAT } from './artwork-templates';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const hasCommand = (command: string, args: string[]) => spawnSync(command, args).status === 0;
const HAS_PDFTOTEXT = hasCommand('pdftotext', ['-v']);

async function createDieline(templateId: string, variables: object): Promise<Dieline> {
  const response = await harness.request(`/dieline-templates/${templateId}/dielines`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'pdf', variables }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline;
}

const local = (url: string) => url.replace(PUBLIC_URL, '');
const svgPage = (svg: string) => ({
  width: svg.match(/ width="([\d.]+)mm"/)?.[1],
  height: svg.match(/ height="([\d.]+)mm"/)?.[1],
});

describe('GET /dielines/{dieline_id}/artwork-template', () => {
  it("should answer the SVG the dieline links, its page the dieline's artwork_dimensions", async () => {
    harness = createTestApp();
    const variables = { unit: 'mm', length: 100, width: 50, height: 150, overflow: true, overflow_margin: 4 };
    const dieline = await createDieline('becf-11001', variables);
    const link = dieline.links.find((l) => l.rel === 'artwork_template_svg');
    expect(link).toEqual({
      rel: 'artwork_template_svg',
      href: `${PUBLIC_URL}/dielines/${dieline.id}/artwork-template?format=svg`,
      method: 'GET',
    });
    const response = await harness.request(local(link?.href ?? ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="reverse-tuck-end-box-artwork-template.svg"',
    );
    expect(response.headers.get('Dielines-Api-Version')).toBe('1.0');
    const svg = await response.text();
    const { width, height } = svgPage(svg);
    expect(Number(width)).toBeCloseTo(Number(dieline.artwork_dimensions.width), 2);
    expect(Number(height)).toBeCloseTo(Number(dieline.artwork_dimensions.height), 2);
    for (const layer of ['Bleed', 'Safe zone', 'Creases', 'Cut', 'Panel names'])
      expect(svg).toContain(`inkscape:label="${layer}"`);
  });

  it('should answer a PDF by default, with the panel names of the printed wrap of a rigid box', async () => {
    harness = createTestApp();
    const dieline = await createDieline('becf-31001', { unit: 'in', length: 8, width: 6, height: 2.5 });
    expect(dieline.links.find((l) => l.rel === 'artwork_template_pdf')?.href).toBe(
      `${PUBLIC_URL}/dielines/${dieline.id}/artwork-template?format=pdf`,
    );
    const response = await harness.request(`/dielines/${dieline.id}/artwork-template`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="lid-and-base-rigid-box-artwork-template.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength);
    if (!HAS_PDFTOTEXT) return;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'diecut-artwork-')), 'template.pdf');
    writeFileSync(file, bytes);
    const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;
    for (const name of ['top', 'front', 'back', 'left side', 'right side'])
      expect(text.split('\n').map((line) => line.trim())).toContain(name);
    // the page is the lid wrap's frame: artwork_dimensions in inches, at 72 pt an inch
    const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
    const [, w, h] = info.match(/Page size:\s+([\d.]+) x ([\d.]+) pts/) ?? [];
    expect(Number(w) / 72).toBeCloseTo(Number(dieline.artwork_dimensions.width), 3);
    expect(Number(h) / 72).toBeCloseTo(Number(dieline.artwork_dimensions.height), 3);
  });

  it('should answer the same bytes for the same dieline', async () => {
    harness = createTestApp();
    const dieline = await createDieline('becf-24271', { unit: 'mm', length: 250, width: 180, height: 80 });
    const read = async () =>
      Buffer.from(
        await (await harness.request(`/dielines/${dieline.id}/artwork-template?format=pdf`)).arrayBuffer(),
      );
    expect((await read()).equals(await read())).toBe(true);
  });

  it("should be artwork the 3D mockup takes without a stretch warning, unlike a taller box's template", async () => {
    harness = createTestApp();
    const tuckEnd = await createDieline('becf-11001', { unit: 'mm', length: 100, width: 50, height: 150 });
    const taller = await createDieline('becf-11001', { unit: 'mm', length: 100, width: 50, height: 300 });
    const template = async (dieline: Dieline) =>
      (await harness.request(`/dielines/${dieline.id}/artwork-template?format=svg`)).text();
    const mockupWith = async (svg: string) => {
      const form = new FormData();
      form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'artwork.svg');
      const response = await harness.request(`/dielines/${tuckEnd.id}/3d-mockups`, {
        method: 'POST',
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return MockupResponseSchema.parse(await response.json())['3d_mockup'];
    };
    expect((await mockupWith(await template(tuckEnd))).warnings).toBeUndefined();
    expect((await mockupWith(await template(taller))).warnings).toEqual([
      expect.stringContaining('stretches it'),
    ]);
  });

  it("should answer another key's dieline 404, as an unknown one, and the dimensions key 403", async () => {
    harness = createTestApp();
    const dieline = await createDieline('becf-11001', { unit: 'mm', length: 100, width: 50, height: 150 });
    const other = await harness.request(`/dielines/${dieline.id}/artwork-template?format=svg`, {
      key: OTHER_DIELINES_KEY,
    });
    const unknown = await harness.request('/dielines/di_nothingHere0123/artwork-template?format=svg');
    for (const response of [other, unknown]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Resource cannot be found' });
    }
    const wrongKind = await harness.request(`/dielines/${dieline.id}/artwork-template`, {
      key: DIMENSIONS_KEY,
    });
    expect(wrongKind.status).toBe(403);
  });

  it('should refuse an unknown or repeated format with a 400 in the JSON error shape', async () => {
    harness = createTestApp();
    const dieline = await createDieline('becf-11001', { unit: 'mm', length: 100, width: 50, height: 150 });
    for (const query of ['format=dxf', 'format=', 'format=svg&format=pdf', 'format=SVG']) {
      const response = await harness.request(`/dielines/${dieline.id}/artwork-template?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const body = ErrorBodySchema.parse(await response.json());
      expect(body.message).toBe(INVALID_ARTWORK_TEMPLATE_FORMAT);
    }
    expect(INVALID_ARTWORK_TEMPLATE_FORMAT).toBe(
      "Invalid 'format'. Valid 'format' values are 'pdf' and 'svg'.",
    );
  });
});
