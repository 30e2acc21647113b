import { findTemplate, line, sampleValues, type TemplateDefinition } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { DesignRulesError, writeDielineFile } from './dieline-file';
import { dielineFileName } from './file-names';

const carton = findTemplate('becf-11001') as TemplateDefinition;
const createdAt = new Date('2026-11-23T12:00:00Z');

describe('writeDielineFile', () => {
  it('should write each format from the built parts and values', async () => {
    const values = sampleValues(carton);
    const parts = carton.build(values);
    const svg = await writeDielineFile(carton, parts, values, { format: 'svg', unit: 'mm', createdAt });
    expect(svg).toMatch(/^<\?xml|^<svg/);
    const pdf = await writeDielineFile(carton, parts, values, { format: 'pdf', unit: 'in', createdAt });
    expect(new TextDecoder().decode((pdf as Uint8Array).subarray(0, 5))).toBe('%PDF-');
    const dxf = await writeDielineFile(carton, parts, values, { format: 'dxf', unit: 'mm', createdAt });
    expect(dxf).toContain('SECTION');
    const cf2 = await writeDielineFile(carton, parts, values, { format: 'cf2', unit: 'mm', createdAt });
    expect(cf2).toContain(`MAIN,${carton.id}`);
  });

  it('should write each text format as the UTF-8 bytes of its text when asked for bytes', async () => {
    // a piece name with a character beyond ASCII goes into the SVG's header title
    const values = sampleValues(carton);
    const parts = carton.build(values);
    for (const format of ['svg', 'dxf', 'cf2'] as const) {
      for (const piece of [undefined, 'lid – gauche']) {
        const options = { format, unit: 'mm' as const, createdAt, piece };
        const text = await writeDielineFile(carton, parts, values, options);
        const bytes = await writeDielineFile(carton, parts, values, { ...options, bytes: true });
        expect(bytes, `${format} ${piece}`).toBeInstanceOf(Uint8Array);
        expect(new TextDecoder().decode(bytes as Uint8Array)).toBe(text);
      }
    }
  });

  it('should label an outside-size order with the asked sizes, named as outside', async () => {
    const slotted = findTemplate('becf-21101') as TemplateDefinition;
    const write = async (dimensionType: string) => {
      const values = {
        ...sampleValues(slotted),
        length: 300,
        width: 200,
        height: 150,
        dimension_type: dimensionType,
      };
      return String(
        await writeDielineFile(slotted, slotted.build(values), values, {
          format: 'svg',
          unit: 'mm',
          createdAt,
        }),
      );
    };
    const outside = await write('outside');
    expect(outside).toContain('300 mm outside');
    expect(outside).toContain('150 mm outside');
    const inside = await write('inside');
    expect(inside).toContain('300 mm');
    expect(inside).not.toContain('mm outside');
  });

  it('should refuse parts that break a manufacturing rule with a DesignRulesError naming the rule', async () => {
    const values = sampleValues(carton);
    // a second knife half a millimetre above the back wall's bottom edge
    const parts = carton.build(values).map((part) => ({
      ...part,
      graph: {
        ...part.graph,
        cuts: [
          ...part.graph.cuts,
          { kind: 'slit' as const, panel: 'back', segments: [line({ x: 20, y: 0.5 }, { x: 60, y: 0.5 })] },
        ],
      },
    }));
    const attempt = writeDielineFile(carton, parts, values, { format: 'svg', unit: 'mm', createdAt });
    await expect(attempt).rejects.toBeInstanceOf(DesignRulesError);
    await expect(attempt).rejects.toMatchObject({ messages: [expect.stringMatching(/'knife_gap'/)] });
  });
});

describe('dielineFileName', () => {
  it('should name the file after the template in kebab case', () => {
    expect(dielineFileName(carton, 'pdf')).toBe('reverse-tuck-end-box.pdf');
    expect(dielineFileName({ id: 'becf-1', name: '***' }, 'svg')).toBe('becf-1.svg');
  });
});
