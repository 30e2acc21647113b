import { describe, expect, it } from 'vitest';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { rectangle } from '../primitives/outline';
import { arc } from '../primitives/segment';
import { sampleValues } from './sample-values';
import { findTemplate } from './template-catalog';
import type { TemplateDefinition, TemplatePart, TemplateValues } from './template-definition';
import { artworkSize, printedPartIndex, summarizeParts } from './template-outputs';

/** A length variable's value, mm. */
function size(values: TemplateValues, name: string): number {
  const value = values[name];
  if (typeof value !== 'number') throw new Error(`${name} is not a number`);
  return value;
}

/** An L-shaped blank 80 x 75 mm (x 0..80, y -15..60) with a round 10 mm hole punched in it. */
function lBlank() {
  return new PanelGraphBuilder()
    .panel('a', 'wall', rectangle(0, -15, 50, 60))
    .panel('b', 'wall', rectangle(50, 0, 80, 40))
    .hinge('a', 'b', { x: 50, y: 0 }, { x: 50, y: 40 })
    .cut('hole', 'a', [arc({ x: 25, y: 20 }, 5, 0, 360)])
    .build('a', 0.5);
}

describe('artworkSize', () => {
  it('should be the blank bounds without bleed', () => {
    expect(artworkSize(lBlank(), { overflow: false, overflow_margin: 3 })).toEqual({ width: 80, height: 75 });
    // a margin alone does nothing while overflow is off
    expect(artworkSize(lBlank(), { overflow: false, overflow_margin: 10 })).toEqual({
      width: 80,
      height: 75,
    });
    expect(artworkSize(lBlank(), {})).toEqual({ width: 80, height: 75 });
  });

  it('should add the bleed on both sides each way when overflow is on', () => {
    expect(artworkSize(lBlank(), { overflow: true, overflow_margin: 3 })).toEqual({ width: 86, height: 81 });
    expect(artworkSize(lBlank(), { overflow: true, overflow_margin: 12.5 })).toEqual({
      width: 105,
      height: 100,
    });
    expect(artworkSize(lBlank(), { overflow: true, overflow_margin: 0 })).toEqual({ width: 80, height: 75 });
  });

  it('should span a tuck end blank from the glue flap to the last wall', () => {
    const template = findTemplate('becf-11001') as TemplateDefinition;
    const values = { ...sampleValues(template), overflow: true };
    const graph = (template.build(values)[0] as TemplatePart).graph;
    const length = size(values, 'length');
    const width = size(values, 'width');
    const t = size(values, 'material');
    const glue = size(values, 'glue_flap');
    const bleed = size(values, 'overflow_margin');
    // glue flap, L + t, W + t, L + t, W
    const across = glue + 3 * t + 2 * length + 2 * width;
    expect(artworkSize(graph, values).width).toBeCloseTo(across + 2 * bleed, 6);
    expect(artworkSize(graph, { ...values, overflow: false }).width).toBeCloseTo(across, 6);
    expect(
      artworkSize(graph, values).height - artworkSize(graph, { ...values, overflow: false }).height,
    ).toBeCloseTo(2 * bleed, 9);
  });
});

describe('summarizeParts', () => {
  it('should give each part its bounds and its board area', () => {
    const [summary, ...rest] = summarizeParts([{ name: 'blank', graph: lBlank() }]);
    expect(rest).toHaveLength(0);
    expect(summary?.name).toBe('blank');
    expect(summary?.width).toBeCloseTo(80, 9);
    expect(summary?.height).toBeCloseTo(75, 9);
    // 50 x 75 + 30 x 40, less the hole (flattened, within a thousandth of its area)
    expect(Math.abs((summary?.area ?? 0) - (3750 + 1200 - 25 * Math.PI))).toBeLessThan(25 * Math.PI * 1e-3);
  });

  it('should list several parts in order', () => {
    const small = new PanelGraphBuilder().panel('p', 'wall', rectangle(10, 10, 30, 15)).build('p', 0.5);
    const summaries = summarizeParts([
      { name: 'body', graph: lBlank() },
      { name: 'insert', graph: small },
    ]);
    expect(summaries.map((s) => s.name)).toEqual(['body', 'insert']);
    expect(summaries[1]).toEqual({ name: 'insert', width: 20, height: 5, area: 100 });
  });

  it('should agree with a sleeve whose panels are plain rectangles but the glue flap', () => {
    const template = findTemplate('becf-15001') as TemplateDefinition;
    const values = sampleValues(template);
    const length = size(values, 'length');
    const width = size(values, 'width');
    const height = size(values, 'height');
    const t = size(values, 'material');
    const glue = size(values, 'glue_flap');
    const [summary] = summarizeParts(template.build(values));
    const across = 2 * length + 2 * width + 3 * t;
    expect(summary?.width).toBeCloseTo(across + glue, 6);
    expect(summary?.height).toBeCloseTo(height, 6);
    // the walls, plus the glue flap: a trapezoid whose long side is the tube height less two insets
    expect(summary?.area).toBeGreaterThan(across * height);
    expect(summary?.area).toBeLessThan(across * height + glue * height);
  });
});

describe('printedPartIndex', () => {
  it('should print the outermost wrap a client sees: the lid wrap, the case wrap; a carton its blank', () => {
    const printed = (id: string) => {
      const template = findTemplate(id) as TemplateDefinition;
      const parts = template.build(sampleValues(template));
      return parts[printedPartIndex(parts)]?.name;
    };
    expect(printed('becf-31001')).toBe('lid wrap');
    expect(printed('becf-32001')).toBe('case wrap');
    expect(printed('becf-11001')).toBe('blank');
  });
});
