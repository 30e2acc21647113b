import { type ArcSegment, arc, blankBounds, lineLengths, point, segmentLength } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { sampleGraph } from './__testing__/parse-back';
import { buildDielineDocument, formatNumber, splitArc } from './dieline-document';

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

  it('should grow the extent by the bleed', () => {
    const { graph } = sampleGraph('becf-15001');
    const doc = buildDielineDocument(graph, { bleed: 3 });
    expect(doc.bleed.length).toBeGreaterThan(0);
    expect(doc.extent.minX).toBeCloseTo(-3, 2);
    expect(doc.extent.maxY).toBeCloseTo(doc.height + 3, 2);
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
});
