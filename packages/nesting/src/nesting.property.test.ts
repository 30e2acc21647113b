import {
  findTemplate,
  intersectionArea,
  layoutLineLengths,
  layoutRegions,
  lineLengths,
  offsetRegions,
  type Point,
  sampleValues,
  validateTemplateVariables,
} from '@diecut/geometry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestNesting,
  bruteForceLatticeCopies,
  LATTICE_TEMPLATE_IDS,
  listNestingTemplates,
  nestingEfficiencies,
  nestingUpperBound,
} from './index';

const CARTONS = [
  'becf-11001',
  'becf-11004',
  'becf-12001',
  'becf-13001',
  'becf-14001',
  'becf-15001',
  'becf-16001',
];

const boundsOf = (points: Point[]) => ({
  minX: Math.min(...points.map((p) => p.x)),
  minY: Math.min(...points.map((p) => p.y)),
  maxX: Math.max(...points.map((p) => p.x)),
  maxY: Math.max(...points.map((p) => p.y)),
});

function cartonGraph(id: string, scale: number) {
  const template = findTemplate(id);
  if (!template) throw new Error(`no template ${id}`);
  const sample = sampleValues(template);
  const input: Record<string, number> = {};
  for (const name of ['length', 'width', 'height']) {
    const value = sample[name];
    if (typeof value === 'number') input[name] = Math.round(value * scale * 10) / 10;
  }
  try {
    const part = template.build(validateTemplateVariables(template, input, 'mm'))[0];
    return part?.graph;
  } catch {
    return template.build(sample)[0]?.graph;
  }
}

describe('nesting templates on catalog cartons', () => {
  it('should lay copies apart, inside the usable area, under the area bound, as the brute force counts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CARTONS),
        fc.double({ min: 0.6, max: 1.4, noNaN: true }),
        fc.integer({ min: 350, max: 1100 }),
        fc.integer({ min: 300, max: 800 }),
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom(0, 0, 2, 5),
        (id, scale, width, height, margin, gap) => {
          const graph = cartonGraph(id, scale);
          if (!graph) return;
          const blank = { graph };
          const sheet = { width, height, marginTop: margin, marginBottom: margin + 5, marginSide: margin };
          const options = { marginX: gap, marginY: gap };
          const bound = nestingUpperBound(blank, sheet);
          const efficiencies = nestingEfficiencies(blank, sheet, options);
          const rawCut = lineLengths(graph).cut ?? 0;
          for (const template of listNestingTemplates(blank)) {
            if (template.kind === 'group') continue;
            const result = bestNesting(template, blank, sheet, options);
            if (!result) throw new Error(`${template.id} applies but gave nothing`);
            expect(result.copies, template.id).toBeLessThanOrEqual(bound);
            expect(result.copies).toBe(efficiencies[template.id]?.copies);
            expect(result.overflow).toBe(false);
            const copies = result.layout.copies.map((copy) => {
              const outer = layoutRegions({ copies: [copy] }).flatMap((region) => region.outer);
              return { outer, bounds: boundsOf(outer) };
            });
            for (const { bounds } of copies) {
              expect(bounds.minX).toBeGreaterThanOrEqual(sheet.marginSide - 1e-3);
              expect(bounds.minY).toBeGreaterThanOrEqual(sheet.marginBottom - 1e-3);
              expect(bounds.maxX).toBeLessThanOrEqual(width - sheet.marginSide + 1e-3);
              expect(bounds.maxY).toBeLessThanOrEqual(height - sheet.marginTop + 1e-3);
            }
            for (let i = 0; i < copies.length; i++) {
              for (let j = i + 1; j < copies.length; j++) {
                const a = copies[i] as (typeof copies)[number];
                const b = copies[j] as (typeof copies)[number];
                // a gap keeps bounding boxes apart by less than it keeps the blanks apart: test with it
                if (
                  a.bounds.maxX + gap <= b.bounds.minX + 1e-6 ||
                  b.bounds.maxX + gap <= a.bounds.minX + 1e-6 ||
                  a.bounds.maxY + gap <= b.bounds.minY + 1e-6 ||
                  b.bounds.maxY + gap <= a.bounds.minY + 1e-6
                )
                  continue;
                expect(
                  intersectionArea([a.outer], [b.outer]),
                  `${template.id} copies ${i} and ${j}`,
                ).toBeLessThan(1e-3);
              }
            }
            if (result.copies > 0) {
              const merged = layoutLineLengths(result.layout).cut ?? 0;
              expect(merged).toBeLessThanOrEqual(rawCut * result.copies + 1e-6);
              // and never less than the outline of all copies together, which the die must cut
              const ring = (points: Array<{ x: number; y: number }>) =>
                points.reduce((sum, p, i) => {
                  const q = points[(i + 1) % points.length] as { x: number; y: number };
                  return sum + Math.hypot(q.x - p.x, q.y - p.y);
                }, 0);
              // copies that touch may keep a micrometre between them: close such hairlines first
              const closed = offsetRegions(offsetRegions(layoutRegions(result.layout), 0.01), -0.01);
              const unionPerimeter = closed.reduce(
                (sum, region) =>
                  sum + ring(region.outer) + region.holes.reduce((h, hole) => h + ring(hole), 0),
                0,
              );
              expect(merged).toBeGreaterThanOrEqual(unionPerimeter * (1 - 1e-6) - 1e-3);
            }
          }
          for (const id of LATTICE_TEMPLATE_IDS) {
            const brute = bruteForceLatticeCopies(id, blank, sheet, options);
            if (brute !== null) expect(efficiencies[id]?.copies, id).toBe(brute);
          }
        },
      ),
      {
        numRuns: Number(process.env.DIECUT_NESTING_RUNS ?? 8),
        seed: Number(process.env.DIECUT_PROPERTY_SEED ?? 42),
      },
    );
  }, 240_000);
});
