import { createRequire } from 'node:module';
import {
  type ArcSegment,
  arc,
  artworkFrame,
  blankBounds,
  findTemplate,
  layoutBounds,
  layoutGlueAreas,
  lineLengths,
  type PanelGraph,
  type Point,
  point,
  segmentLength,
  TEMPLATES,
} from '@diecut/geometry';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { catalogGraphs, sampleGraph, smallestGraph } from './__testing__/parse-back';
import { buildDielineDocument, type DielineDocument, formatNumber, splitArc } from './dieline-document';
import { type DimensionAnnotation, labelWidth } from './dimension-labels';

/**
 * Whether two convex quadrilaterals share area: an edge of one properly crosses an edge of the
 * other, or one holds a corner of the other. Deliberately not the separating-axis test the
 * placement uses, so that a mistake there cannot hide here; touching does not count.
 */
function boxesOverlap(a: Point[], b: Point[], eps = 1e-9): boolean {
  const cross = (o: Point, p: Point, q: Point) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const edges = (poly: Point[]) => poly.map((p, i) => [p, poly[(i + 1) % poly.length] as Point] as const);
  for (const [p, q] of edges(a)) {
    for (const [r, t] of edges(b)) {
      const d1 = cross(r, t, p);
      const d2 = cross(r, t, q);
      const d3 = cross(p, q, r);
      const d4 = cross(p, q, t);
      if (
        ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps)) &&
        ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))
      )
        return true;
    }
  }
  // corners are counter-clockwise: inside means left of every edge
  const inside = (p: Point, poly: Point[]) => edges(poly).every(([q, r]) => cross(q, r, p) > eps);
  return a.some((p) => inside(p, b)) || b.some((p) => inside(p, a));
}

/** Pairs of dimension names whose label boxes overlap. */
function overlappingLabels(document: DielineDocument): string[] {
  const pairs: string[] = [];
  document.dimensions.forEach((a, i) => {
    for (const b of document.dimensions.slice(i + 1)) {
      if (boxesOverlap(a.textBox, b.textBox)) pairs.push(`${a.name} / ${b.name}`);
    }
  });
  return pairs;
}

/** Offset of a label from the middle of its dimension line: along the line and across it. */
function labelOffset(dimension: DimensionAnnotation): { along: number; across: number; half: number } {
  const length = Math.hypot(dimension.end.x - dimension.start.x, dimension.end.y - dimension.start.y);
  const ux = (dimension.end.x - dimension.start.x) / length;
  const uy = (dimension.end.y - dimension.start.y) / length;
  const dx = dimension.textPosition.x - (dimension.start.x + dimension.end.x) / 2;
  const dy = dimension.textPosition.y - (dimension.start.y + dimension.end.y) / 2;
  return { along: dx * ux + dy * uy, across: -dx * uy + dy * ux, half: length / 2 };
}

describe('buildDielineDocument', () => {
  it('should move the blank to the origin and scale it to the unit', () => {
    const { graph } = sampleGraph('becf-11001');
    const blank = blankBounds(graph);
    const mm = buildDielineDocument(graph);
    expect(mm.width).toBeCloseTo(blank.maxX - blank.minX, 9);
    expect(mm.extent).toEqual({ minX: 0, minY: 0, maxX: mm.width, maxY: mm.height });
    const inches = buildDielineDocument(graph, { unit: 'in' });
    expect(inches.width).toBeCloseTo(mm.width / 25.4, 9);
    expect(inches.textHeight).toBeCloseTo(3 / 25.4, 9);
    const total = (lines: typeof mm.lines) =>
      lines.flatMap((l) => l.segments).reduce((sum, s) => sum + segmentLength(s), 0);
    const expected = Object.values(lineLengths(graph)).reduce((a, b) => a + b, 0);
    expect(total(mm.lines)).toBeCloseTo(expected, 6);
    expect(total(inches.lines) * 25.4).toBeCloseTo(expected, 6);
  });

  it('should place labels readable, above the middle of the dimension line, with arrows at both ends', () => {
    const { graph } = sampleGraph('becf-15001');
    const { dimensions } = buildDielineDocument(graph);
    const height = dimensions.find((d) => d.name === 'height');
    expect(height?.label).toBe('150 mm');
    expect(height?.textAngle).toBe(90);
    // left of an upward line is -x
    expect(height?.textPosition.x).toBeLessThan(height?.start.x ?? 0);
    for (const dimension of dimensions) {
      expect(dimension.textAngle).toBeGreaterThan(-90);
      expect(dimension.textAngle).toBeLessThanOrEqual(90);
      expect(dimension.arrows[0][0]).toEqual(dimension.end);
      expect(dimension.arrows[1][0]).toEqual(dimension.start);
    }
    expect(buildDielineDocument(graph, { dimensionTexts: false }).dimensions).toEqual([]);
  });

  it('should draw offset dimensions with extension lines', () => {
    const { graph } = sampleGraph('becf-15001');
    const shifted = { ...graph, dimensions: graph.dimensions.map((d) => ({ ...d, offset: 5 })) };
    const length = buildDielineDocument(shifted).dimensions.find((d) => d.name === 'length');
    // left of a line running +x is +y
    expect((length?.start.y ?? 0) - (length?.extensionLines[0]?.[0].y ?? 0)).toBeCloseTo(5, 9);
    expect(length?.extensionLines).toHaveLength(2);
  });

  it('should label each length in the unit, saying which size it is (an inside one where the chains show)', () => {
    const { graph } = sampleGraph('becf-15001');
    const measures = [undefined, 'inside', 'outside', 'score'] as const;
    const sized = {
      ...graph,
      dimensions: graph.dimensions
        .slice(0, 4)
        .map((d, i) => ({ ...d, valueMm: 50.8 + i, measure: measures[i] })),
    };
    const labels = (options: { unit: 'mm' | 'in'; blankDimensions?: boolean }) =>
      buildDielineDocument(sized, options)
        .dimensions.slice(0, 4)
        .map((d) => d.label);
    expect(labels({ unit: 'mm' })).toEqual(['50.8 mm', '51.8 mm', '52.8 mm outside', '53.8 mm score']);
    expect(labels({ unit: 'in', blankDimensions: true })).toEqual([
      '2 in',
      '2.0394 in inside',
      '2.0787 in outside',
      '2.1181 in score',
    ]);
  });

  it('should draw the dimensions of a copy moved on the sheet where they are on its blank', () => {
    const { graph } = sampleGraph('becf-11001');
    const place = (x: number, y: number) => ({
      copies: [{ graph, placement: { quarterTurns: 0 as const, mirror: false, offset: { x, y } } }],
    });
    const expected = buildDielineDocument(graph).dimensions;
    const moved = buildDielineDocument(place(30, 40)).dimensions;
    expect(moved.map((d) => d.label)).toEqual(expected.map((d) => d.label));
    moved.forEach((d, i) => {
      for (const end of ['start', 'end'] as const) {
        expect(d[end].x).toBeCloseTo(expected[i]?.[end].x ?? Number.NaN, 9);
        expect(d[end].y).toBeCloseTo(expected[i]?.[end].y ?? Number.NaN, 9);
      }
    });
  });

  it('should frame the artwork and draw the glue areas of a copy where they are on the sheet, turned or not', () => {
    const { graph } = sampleGraph('becf-11001');
    expect(graph.glueAreas.length).toBeGreaterThan(0);
    for (const placement of [
      { quarterTurns: 0 as const, mirror: false, offset: { x: 30, y: 40 } },
      { quarterTurns: 1 as const, mirror: true, offset: { x: 30, y: 40 } },
    ]) {
      const layout = { copies: [{ graph, placement }] };
      const document = buildDielineDocument(layout, { bleed: 3, unit: 'in' });
      // in the document: the copies' lower-left corner at the origin, inches
      const copies = layoutBounds(layout);
      const scale = 1 / 25.4;
      const at = (x: number, y: number) => ({ x: (x - copies.minX) * scale, y: (y - copies.minY) * scale });
      const frame = artworkFrame(layout, 3);
      const low = at(frame.minX, frame.minY);
      const high = at(frame.minX + frame.width, frame.minY + frame.height);
      expect(document.artwork).toEqual({ minX: low.x, minY: low.y, maxX: high.x, maxY: high.y });
      expect(document.glueAreas).toEqual(
        layoutGlueAreas(layout).map((ring) => ring.map((p) => at(p.x, p.y))),
      );
    }
  });

  it('should grow the extent by the bleed', () => {
    const { graph } = sampleGraph('becf-15001');
    const doc = buildDielineDocument(graph, { bleed: 3 });
    expect(doc.bleed.length).toBeGreaterThan(0);
    expect(doc.extent.minX).toBeCloseTo(-3, 2);
    expect(doc.extent.maxY).toBeCloseTo(doc.height + 3, 2);
  });
});

describe('buildDielineDocument labels', () => {
  const tray = () => {
    const template = findTemplate('becf-16001');
    if (!template) throw new Error('no becf-16001');
    return smallestGraph(template, { length: 30, width: 25, height: 10 });
  };

  it('should move a label that would cover another along its own dimension line, on a 30 x 25 x 10 mm tray', () => {
    // (or as close to it as the tray's rules allow)
    for (const unit of ['mm', 'in'] as const) {
      const graph = tray();
      const document = buildDielineDocument(graph, { unit });
      expect(document.dimensions.map((d) => d.name)).toEqual(expect.arrayContaining(['length', 'width']));
      expect(document.omittedDimensions).toEqual([]);
      expect(overlappingLabels(document), unit).toEqual([]);
      // each label alone sits at the middle of its line; length and width share that middle
      const alone = (name: string) => {
        const only = graph.dimensions.filter((d) => d.name === name);
        const [dimension] = buildDielineDocument({ ...graph, dimensions: only }, { unit }).dimensions;
        if (!dimension) throw new Error(`no ${name}`);
        return dimension;
      };
      expect(labelOffset(alone('width')).along).toBeCloseTo(0, 9);
      expect(boxesOverlap(alone('length').textBox, alone('width').textBox), unit).toBe(true);
      let moved = 0;
      for (const dimension of document.dimensions) {
        const offset = labelOffset(dimension);
        if (Math.abs(offset.along) > 1e-9) moved++;
        // along its own line, never past its ends, at the gap every label keeps from its line
        expect(Math.abs(offset.along)).toBeLessThanOrEqual(offset.half + 1e-9);
        expect(offset.across).toBeCloseTo(labelOffset(alone(dimension.name)).across, 9);
      }
      expect(moved, unit).toBeGreaterThan(0);
      // nor does another dimension line run through a label, where a free spot avoids it
      for (const dimension of document.dimensions) {
        for (const other of document.dimensions.filter((d) => d !== dimension)) {
          const crossed = boxesOverlap(dimension.textBox, [other.start, other.end]);
          expect(crossed, `${dimension.name} on ${other.name}`).toBe(false);
        }
      }
    }
  });

  it('should keep every label box clear of the others on a small tuck end carton', () => {
    const template = findTemplate('becf-11001');
    if (!template) throw new Error('no becf-11001');
    for (const unit of ['mm', 'in'] as const) {
      const document = buildDielineDocument(smallestGraph(template), { unit });
      expect(document.dimensions.length).toBeGreaterThanOrEqual(6);
      expect(document.omittedDimensions).toEqual([]);
      expect(overlappingLabels(document), unit).toEqual([]);
    }
  });

  it('should keep every label box clear of the others for every template, smallest and sample sizes', () => {
    const graphs = [
      ...catalogGraphs(TEMPLATES),
      ...TEMPLATES.map((template) => ({ name: `${template.id} smallest`, graph: smallestGraph(template) })),
    ];
    for (const { name, graph } of graphs) {
      for (const unit of ['mm', 'in'] as const) {
        const document = buildDielineDocument(graph, { unit });
        expect(overlappingLabels(document), `${name} ${unit}`).toEqual([]);
        expect(document.dimensions.length + document.omittedDimensions.length).toBe(graph.dimensions.length);
      }
    }
  });

  it('should slide a repeated label along a long line and leave it out on a line too short to clear', () => {
    const { graph } = sampleGraph('becf-15001');
    const twice = (name: string): PanelGraph => {
      const dimension = graph.dimensions.find((d) => d.name === name);
      if (!dimension) throw new Error(`no ${name}`);
      return { ...graph, dimensions: [dimension, { ...dimension, name: `${name} again` }] };
    };
    const long = buildDielineDocument(twice('height'));
    expect(long.omittedDimensions).toEqual([]);
    expect(overlappingLabels(long)).toEqual([]);
    expect(Math.abs(labelOffset(long.dimensions[1] as DimensionAnnotation).along)).toBeGreaterThan(
      (long.dimensions[0] as DimensionAnnotation).textWidth,
    );
    // 14 mm of line cannot hold two labels about 10 mm wide side by side
    const short = buildDielineDocument(twice('glue_flap'));
    expect(short.dimensions.map((d) => d.name)).toEqual(['glue_flap']);
    expect(short.omittedDimensions).toEqual(['glue_flap again']);
  });

  it('should give each label a box that holds its text, baseline to cap height, along the text', () => {
    const { graph } = sampleGraph('becf-11001');
    const document = buildDielineDocument(graph);
    for (const dimension of document.dimensions) {
      const angle = (dimension.textAngle * Math.PI) / 180;
      const u = { x: Math.cos(angle), y: Math.sin(angle) };
      const v = { x: -u.y, y: u.x };
      const local = dimension.textBox.map((p) => {
        const dx = p.x - dimension.textPosition.x;
        const dy = p.y - dimension.textPosition.y;
        return { along: dx * u.x + dy * u.y, up: dx * v.x + dy * v.y };
      });
      const along = local.map((p) => p.along);
      const up = local.map((p) => p.up);
      expect(Math.min(...along)).toBeLessThanOrEqual(-dimension.textWidth / 2);
      expect(Math.max(...along)).toBeGreaterThanOrEqual(dimension.textWidth / 2);
      expect(Math.min(...up)).toBeLessThanOrEqual(0);
      expect(Math.max(...up)).toBeGreaterThanOrEqual(0.72 * document.textHeight);
    }
  });
});

describe('labelWidth', () => {
  it('should be at least the width of every catalog label in the embedded Inter and in Helvetica, and not much more', () => {
    const pdf = new PDFDocument({ autoFirstPage: false });
    const inter = createRequire(import.meta.url).resolve(
      '@fontsource/inter/files/inter-latin-400-normal.woff',
    );
    const labels = new Set<string>();
    for (const { graph } of catalogGraphs(TEMPLATES)) {
      for (const unit of ['mm', 'in'] as const) {
        for (const dimension of buildDielineDocument(graph, { unit }).dimensions) labels.add(dimension.label);
      }
    }
    expect(labels.size).toBeGreaterThan(10);
    // every pair of label characters too, so that a kerning pair no catalog label has yet is covered
    const alphabet = [...new Set([...labels].join(''))];
    for (const a of alphabet) for (const b of alphabet) labels.add(`${a}${b}`);
    for (const label of labels) {
      const widths = [inter, 'Helvetica'].map((font) => pdf.font(font).fontSize(10).widthOfString(label));
      const estimate = labelWidth(label, 10);
      expect(estimate, label).toBeGreaterThanOrEqual(Math.max(...widths) - 1e-9);
      expect(estimate, label).toBeLessThan(Math.max(...widths) * 1.1 + 0.5);
    }
  });
});

describe('splitArc', () => {
  it('should split an arc into equal pieces in its own direction', () => {
    const semicircle: ArcSegment = arc(point(0, 0), 5, 90, 270, true);
    const pieces = splitArc(semicircle, 90);
    expect(pieces.map((p) => [p.startAngle, p.endAngle])).toEqual([
      [90, 0],
      [0, -90],
    ]);
    expect(pieces.every((p) => p.clockwise)).toBe(true);
    const full = splitArc(arc(point(0, 0), 1, 0, 360), 30);
    expect(full).toHaveLength(12);
  });
});

describe('formatNumber', () => {
  it('should write fixed decimals without trailing zeros or negative zero', () => {
    expect(formatNumber(1.5, 4)).toBe('1.5');
    expect(formatNumber(2, 4)).toBe('2');
    expect(formatNumber(-0.00001, 4)).toBe('0');
    expect(formatNumber(100, 2)).toBe('100');
    expect(formatNumber(-1.23456, 3)).toBe('-1.235');
  });

  it('should write every number as toFixed does, ties and huge ones included', () => {
    const fixed = (value: number, decimals: number) => {
      const trimmed = value
        .toFixed(decimals)
        .replace(/(\.\d*?)0+$/, '$1')
        .replace(/\.$/, '');
      return trimmed === '-0' ? '0' : trimmed;
    };
    // a fixed sequence (no Math.random), so a failure repeats
    let seed = 20261126;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const values = [0, -0, 1e-9, -1e-9, 0.00005, -0.00005, 0.00015, 1.00005, 2.5, -2.5, 1e5, 123456.78915];
    values.push(99999.99995, 1e12 + 0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, 0.0000005);
    for (let i = 0; i < 8000; i++) {
      const kind = i % 4;
      const value =
        kind === 0
          ? (next() - 0.5) * 2000
          : kind === 1
            ? Math.round((next() - 0.5) * 4e7) / 1e4 + 5e-5
            : kind === 2
              ? Math.round((next() - 0.5) * 2e9) / 1e6 + 5e-7
              : Math.round((next() - 0.5) * 800) / 8;
      values.push(value);
    }
    for (const decimals of [0, 1, 2, 4, 6, 9])
      for (const value of values) expect(formatNumber(value, decimals)).toBe(fixed(value, decimals));
  });
});
