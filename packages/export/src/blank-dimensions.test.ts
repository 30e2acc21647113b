import { blankBounds, findTemplate, sampleValues, type TemplateValues } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { buildDielineDocument } from './dieline-document';
import { writeDielineFile } from './dieline-file';

/** FEFCO 0201 in BC flute at 400 x 300 x 250 mm, sized as `type`. */
function slotted(type: 'inside' | 'outside' = 'inside') {
  const template = findTemplate('becf-21101');
  if (!template) throw new Error('no 0201');
  const values: TemplateValues = {
    ...sampleValues(template),
    flute: 'BC',
    length: 400,
    width: 300,
    height: 250,
    dimension_type: type,
  };
  const parts = template.build(values);
  return { template, values, graph: (parts[0] ?? expect.fail('no part')).graph, parts };
}

const spanOf = (d: { start: { x: number; y: number }; end: { x: number; y: number } }) =>
  Math.hypot(d.end.x - d.start.x, d.end.y - d.start.y);

describe('blankDimensions', () => {
  it('should chain the panels score to score, each label the length its arrows span', () => {
    const { graph } = slotted();
    const document = buildDielineDocument(graph, { blankDimensions: true });
    const chain = document.dimensions.filter((d) => d.name.startsWith('score_x_'));
    // joint | 407 | 307 | 407 | 304 for BC: the joint flap and the four panels
    expect(chain.map((d) => d.label)).toEqual(['40 mm', '407 mm', '307 mm', '407 mm', '304 mm']);
    for (const d of [...chain, ...document.dimensions.filter((d) => d.name.startsWith('score_y_'))])
      expect(Number.parseFloat(d.label)).toBeCloseTo(spanOf(d), 6);
  });

  it("should say which size the asked length, width and height are, and give the blank's overall size", () => {
    const { graph } = slotted();
    const document = buildDielineDocument(graph, { blankDimensions: true });
    const label = (name: string) => document.dimensions.find((d) => d.name === name)?.label;
    expect([label('length'), label('width'), label('height')]).toEqual([
      '400 mm inside',
      '300 mm inside',
      '250 mm inside',
    ]);
    const blank = blankBounds(graph);
    expect(label('blank_width')).toBe(`${blank.maxX - blank.minX} mm`);
    expect(label('blank_height')).toBe(`${blank.maxY - blank.minY} mm`);
    const outside = buildDielineDocument(slotted('outside').graph, { blankDimensions: true });
    expect(outside.dimensions.find((d) => d.name === 'length')?.label).toBe('400 mm outside');
  });

  it('should draw the flute direction along the depth and note the printed side, all inside the extent', () => {
    const { graph } = slotted();
    const document = buildDielineDocument(graph, { blankDimensions: true });
    const flute = document.dimensions.find((d) => d.name === 'flute_direction');
    expect(flute?.label).toBe('flute BC');
    // the flutes run along the blank's y: a vertical double arrow
    expect(Math.abs((flute?.end.x ?? 0) - (flute?.start.x ?? 1))).toBeLessThan(1e-9);
    expect(document.captions.map((caption) => caption.text)).toEqual(['printed side shown']);
    const { extent } = document;
    for (const d of document.dimensions)
      for (const p of [d.start, d.end, ...d.textBox]) {
        expect(p.x).toBeGreaterThanOrEqual(extent.minX - 1e-9);
        expect(p.y).toBeGreaterThanOrEqual(extent.minY - 1e-9);
        expect(p.x).toBeLessThanOrEqual(extent.maxX + 1e-9);
      }
    // a folding carton's grain runs round the tube
    const carton = findTemplate('becf-11001');
    const cartonGraph = carton?.build(sampleValues(carton))[0]?.graph ?? expect.fail('no carton');
    const grain = buildDielineDocument(cartonGraph, { blankDimensions: true }).dimensions.find(
      (d) => d.name === 'grain_direction',
    );
    expect(Math.abs((grain?.end.y ?? 0) - (grain?.start.y ?? 1))).toBeLessThan(1e-9);
  });

  it('should draw the links of a chain meeting at one point, each foot shared by the two extension lines', () => {
    const { graph } = slotted();
    const document = buildDielineDocument(graph, { blankDimensions: true });
    for (const prefix of ['score_x_', 'score_y_']) {
      const chain = document.dimensions.filter((d) => d.name.startsWith(prefix));
      expect(chain.length).toBeGreaterThan(2);
      for (let k = 1; k < chain.length; k++) {
        const [before, link] = [chain[k - 1], chain[k]] as const;
        expect(link?.start).toBe(before?.end);
        expect(link?.extensionLines[0]?.[0]).toBe(before?.extensionLines[1]?.[0]);
      }
    }
    // the overall width and height start at one corner
    const width = document.dimensions.find((d) => d.name === 'blank_width');
    const height = document.dimensions.find((d) => d.name === 'blank_height');
    expect(height?.extensionLines[0]?.[0]).toBe(width?.extensionLines[0]?.[0]);
    expect(height?.start).not.toBe(width?.start);
  });

  it('should leave all of it out without dimension texts, and out of other documents', () => {
    const { graph } = slotted();
    const off = buildDielineDocument(graph, { blankDimensions: true, dimensionTexts: false });
    expect(off.dimensions).toEqual([]);
    expect(off.captions).toEqual([]);
    const plain = buildDielineDocument(graph);
    expect(plain.dimensions.some((d) => d.name.startsWith('score_'))).toBe(false);
    expect(plain.dimensions.find((d) => d.name === 'length')?.label).toBe('400 mm');
  });

  it('should put the chains, the overall size, the arrow and the note into a dieline file', async () => {
    const { template, values, parts } = slotted();
    const svg = String(
      await writeDielineFile(template, parts, values, { format: 'svg', unit: 'mm', createdAt: new Date(0) }),
    );
    for (const text of ['printed side shown', 'flute BC', '400 mm inside', '407 mm'])
      expect(svg).toContain(text);
  });
});
