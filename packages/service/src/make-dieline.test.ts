import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MACHINE_SHEETS, findTemplate, line, type TemplateDefinition } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { dielineParts } from './dieline-parts';
import { describeBlankSizeWarning, makeDieline, rebuildDieline } from './make-dieline';
import { NotFound, Refusal } from './refusal';

const carton = { length: 80, width: 30, height: 120 };
const request = { template: 'becf-11001', variables: carton, unit: 'mm' as const, createdAt: new Date(0) };

describe('makeDieline', () => {
  it('should write the file of a catalog template and say what it made, in mm', async () => {
    const made = await makeDieline({ ...request, format: 'svg' });
    expect(new TextDecoder().decode(made.file)).toMatch(/^<\?xml|^<svg/);
    expect(made).toMatchObject({
      templateId: 'becf-11001',
      values: carton,
      pieces: [{ board: 'folding_carton' }],
    });
    expect(made.artwork.width).toBeGreaterThan(2 * (carton.length + carton.width));
    expect(made.boardArea).toBeGreaterThan(made.artwork.height * carton.length);
  });

  it('should warn of a blank larger than its machine sheet, in inches when asked, and in the PDF header', async () => {
    const large = { length: 1500, width: 500, height: 400, flute: 'E' };
    const made = await makeDieline({ ...request, template: 'becf-21101', variables: large, format: 'pdf' });
    expect(made.warnings).toMatchObject([{ code: 'blank_exceeds_machine_sheet', board: 'corrugated' }]);
    expect(describeBlankSizeWarning(made.warnings[0] as never, 'in')).toBe(
      'the blank (corrugated) is 158.8976 x 35.6693 in, larger than the 110.2362 x 62.9921 in machine sheet',
    );
    const own = await makeDieline({
      ...request,
      template: 'becf-21101',
      variables: large,
      format: 'svg',
      machineSheets: { ...DEFAULT_MACHINE_SHEETS, corrugated: { width: 4500, height: 2000 } },
    });
    expect(own.warnings).toEqual([]);
    if (spawnSync('pdftotext', ['-v']).status !== 0) return;
    const dir = mkdtempSync(join(tmpdir(), 'diecut-warning-'));
    writeFileSync(join(dir, 'large.pdf'), made.file);
    const text = spawnSync('pdftotext', [join(dir, 'large.pdf'), '-'], { encoding: 'utf8' }).stdout;
    expect(text.replace(/\s+/g, ' ')).toContain('Warning: the blank (corrugated) is');
  });

  it('should refuse variables as data: each problem with its code, variable and suggestion', async () => {
    const attempt = makeDieline({
      ...request,
      variables: { ...carton, length: 1, colour: 'red' },
      format: 'pdf',
    });
    await expect(attempt).rejects.toBeInstanceOf(Refusal);
    const refusal = (await attempt.catch((error: unknown) => error)) as Refusal;
    expect(refusal.reason).toBe('variables');
    expect(refusal.title).toBe('Validation failed for one or more variables.');
    expect(refusal.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'too_small', variable: 'length', suggestion: expect.anything() }),
        expect.objectContaining({ code: 'unknown_variable', variable: 'colour' }),
      ]),
    );
  });

  it('should refuse sizes that break a manufacturing rule with the rule as the code, and write nothing', async () => {
    const base = findTemplate('becf-11001') as TemplateDefinition;
    // a second knife half a millimetre above the back wall's bottom edge: two knives under 3 mm apart
    const faulty: TemplateDefinition = {
      ...base,
      build: (values) =>
        base.build(values).map((part) => ({
          ...part,
          graph: {
            ...part.graph,
            cuts: [
              ...part.graph.cuts,
              {
                kind: 'slit' as const,
                panel: 'back',
                segments: [line({ x: 20, y: 0.5 }, { x: 60, y: 0.5 })],
              },
            ],
          },
        })),
    };
    const refusal = (await makeDieline({ ...request, template: faulty, format: 'dxf' }).catch(
      (error: unknown) => error,
    )) as Refusal;
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal.reason).toBe('design-rules');
    expect(refusal.problems.map((problem) => problem.code)).toContain('knife_gap');
    expect(refusal.problems[0]?.message).toMatch(/manufacturing rule 'knife_gap'/);
  });

  it('should answer NotFound for a template id the catalog does not hold', async () => {
    await expect(makeDieline({ ...request, template: 'becf-00000', format: 'svg' })).rejects.toBeInstanceOf(
      NotFound,
    );
  });
});

describe('dielineParts', () => {
  it('should measure every piece of a multi-part box without writing a file', () => {
    const parts = dielineParts({
      template: 'becf-23201',
      variables: { length: 200, width: 150, height: 60 },
      unit: 'mm',
    });
    expect(parts.map((part) => part.name)).toEqual(['base', 'lid']);
    for (const part of parts) expect(part.area).toBeLessThanOrEqual(part.width * part.height);
  });
});

describe('rebuildDieline', () => {
  it('should build the same parts again from the values a dieline answered', async () => {
    const made = await makeDieline({ ...request, format: 'svg' });
    const rebuilt = rebuildDieline(made.templateId, made.values);
    expect(rebuilt.values).toEqual(made.values);
    expect(rebuilt.parts.map((part) => part.name)).toEqual(made.pieces.map((piece) => piece.name));
  });
});
