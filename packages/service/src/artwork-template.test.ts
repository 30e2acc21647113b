import { describe, expect, it } from 'vitest';
import { makeArtworkTemplate } from './artwork-template';
import { makeDieline } from './make-dieline';
import { dielineMockupScene } from './mockup-scene';

const createdAt = new Date(0);

/** The page of an SVG template, mm. */
function pageOf(file: Uint8Array): { width: number; height: number } {
  const svg = new TextDecoder().decode(file);
  return {
    width: Number(svg.match(/ width="([\d.]+)mm"/)?.[1]),
    height: Number(svg.match(/ height="([\d.]+)mm"/)?.[1]),
  };
}

describe('makeArtworkTemplate', () => {
  for (const [label, variables] of [
    ['without overflow', { length: 80, width: 30, height: 120 }],
    ['with a 5 mm overflow', { length: 80, width: 30, height: 120, overflow: true, overflow_margin: 5 }],
  ] as const) {
    it(`should make the page the dieline's artwork size and the mockup's frame, ${label}`, async () => {
      const made = await makeDieline({
        template: 'becf-11001',
        variables,
        unit: 'mm',
        format: 'svg',
        createdAt,
      });
      const file = await makeArtworkTemplate({
        templateId: 'becf-11001',
        values: made.values,
        format: 'svg',
        createdAt,
      });
      const page = pageOf(file);
      expect(page.width).toBeCloseTo(made.artwork.width, 3);
      expect(page.height).toBeCloseTo(made.artwork.height, 3);
      const { scene, printedPart } = dielineMockupScene({ templateId: 'becf-11001', values: made.values });
      const frame = scene.parts[printedPart - 1]?.artworkFrame;
      expect(page.width).toBeCloseTo(frame?.width ?? 0, 3);
      expect(page.height).toBeCloseTo(frame?.height ?? 0, 3);
    });
  }

  it('should draw the printed wrap of a rigid box, titled after the template', async () => {
    const variables = { length: 200, width: 150, height: 60 };
    const made = await makeDieline({
      template: 'becf-31001',
      variables,
      unit: 'mm',
      format: 'svg',
      createdAt,
    });
    const file = await makeArtworkTemplate({
      templateId: 'becf-31001',
      values: made.values,
      format: 'svg',
      createdAt,
    });
    expect(pageOf(file).width).toBeCloseTo(made.artwork.width, 3);
    expect(new TextDecoder().decode(file)).toContain(
      '<title>Lid and Base Rigid Box (becf-31001): artwork template</title>',
    );
    const pdf = await makeArtworkTemplate({
      templateId: 'becf-31001',
      values: made.values,
      format: 'pdf',
      createdAt,
    });
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  });
});
