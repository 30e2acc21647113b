import { type ArcSegment, blankBounds, dielineLines, type LineType, lineLengths } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import {
  byLineType,
  dxfCode,
  dxfLayerLengths,
  FIXED_DATE,
  readCff2,
  readDxf,
  readPdf,
  readSvg,
  sampleGraph,
} from './__testing__/parse-back';
import { CFF2_RULES, writeCff2 } from './cff2-writer';
import { writeDxf } from './dxf-writer';
import { LINE_STYLES } from './line-styles';
import { PDF_SPOT_COLORS, writePdf } from './pdf-writer';
import { writeSvg } from './svg-writer';

const LAYER_TO_TYPE = Object.fromEntries(
  Object.entries(LINE_STYLES).map(([lineType, style]) => [style.layer, lineType as LineType]),
);
const SPOT_TO_TYPE = Object.fromEntries(
  Object.entries(PDF_SPOT_COLORS).map(([lineType, spot]) => [spot, lineType as LineType]),
);
const RULE_TO_TYPE = Object.fromEntries(
  Object.entries(CFF2_RULES).map(([lineType, rule]) => [`${rule.type},${rule.aux}`, lineType as LineType]),
);
const MM_PER_PT = 25.4 / 72;

// The pillow box's ends fold on curved creases: every file must draw them as arcs on the crease layer
// (an ARC entity, an A record, an SVG arc, PDF curves), as long as the arc and not its chord, and never
// as a knife.
describe('curved creases in the files', () => {
  const { graph } = sampleGraph('becf-18101');
  const want = lineLengths(graph);
  const creaseArcs = (dielineLines(graph).find((path) => path.lineType === 'crease')?.segments ?? []).filter(
    (segment): segment is ArcSegment => segment.type === 'arc',
  );
  const blank = blankBounds(graph);
  /** Sheet points (mm) that lie on no curved crease. */
  const offCreases = (points: Array<{ x: number; y: number }>) =>
    points.filter(
      (p) =>
        !creaseArcs.some(
          (arc) => Math.abs(Math.hypot(p.x - arc.center.x, p.y - arc.center.y) - arc.radius) < 0.001,
        ),
    );
  const expectLengths = (got: Record<string, number>) => {
    expect(got.crease ?? 0).toBeCloseTo(want.crease ?? 0, 2);
    expect(got.cut ?? 0).toBeCloseTo(want.cut ?? 0, 2);
  };

  it('should be four crease arcs, longer than their chords', () => {
    expect(creaseArcs).toHaveLength(4);
    const chords = 2 * 160 + 4 * 90;
    // two long creases of 160 plus four arcs, each longer than its chord of 90
    expect(want.crease ?? 0).toBeGreaterThan(chords + 20);
  });

  it('should write them as SVG arcs on the crease layer', () => {
    const { layers } = readSvg(writeSvg(graph));
    const crease = layers.find((layer) => layer.lineType === 'crease');
    const height = blank.maxY - blank.minY;
    const midpoints = (crease?.arcMidpoints ?? []).map((p) => ({
      x: p.x - 10 + blank.minX,
      y: height + 10 - p.y + blank.minY,
    }));
    expect(midpoints).toHaveLength(4);
    expect(offCreases(midpoints)).toEqual([]);
    const lengths = Object.fromEntries(layers.filter((l) => l.lineType).map((l) => [l.id, l.lengths]));
    expectLengths(byLineType(lengths, LAYER_TO_TYPE));
  });

  it('should write them as DXF ARC entities on the crease layer', () => {
    const { entities } = readDxf(writeDxf(graph));
    const arcs = entities.filter((e) => e.type === 'ARC' && dxfCode(e, 8) === LINE_STYLES.crease.layer);
    expect(arcs).toHaveLength(4);
    const midpoints = arcs.map((arc) => {
      const n = (code: number) => Number(dxfCode(arc, code));
      const sweep = (((n(51) - n(50)) % 360) + 360) % 360 || 360;
      const mid = ((n(50) + sweep / 2) * Math.PI) / 180;
      return { x: n(10) + n(40) * Math.cos(mid) + blank.minX, y: n(20) + n(40) * Math.sin(mid) + blank.minY };
    });
    expect(offCreases(midpoints)).toEqual([]);
    expectLengths(byLineType(dxfLayerLengths(entities), LAYER_TO_TYPE));
  });

  it('should stroke them as curves in the Crease spot colour of the PDF', async () => {
    const pdf = readPdf(await writePdf(graph, { compress: false, createdAt: FIXED_DATE }));
    const midpoints = pdf.curveMidpoints.map((p) => ({
      x: p.x * MM_PER_PT - 10 + blank.minX,
      y: p.y * MM_PER_PT - 10 + blank.minY,
    }));
    // each arc goes out as Bezier pieces: at least one on every crease arc
    for (const arc of creaseArcs)
      expect(
        midpoints.some(
          (p) => Math.abs(Math.hypot(p.x - arc.center.x, p.y - arc.center.y) - arc.radius) < 0.001,
        ),
      ).toBe(true);
    const strokes = Object.fromEntries(
      Object.entries(pdf.strokes).filter(([name]) => name === 'Crease' || name === 'CutContour'),
    );
    expectLengths(byLineType(strokes, SPOT_TO_TYPE, MM_PER_PT));
  });

  it('should write them as A records of the crease rule in the CF2', () => {
    const cff2 = readCff2(writeCff2(graph));
    const rule = `${CFF2_RULES.crease.type},${CFF2_RULES.crease.aux}`;
    const arcs = cff2.lines.filter(
      (line) => line.startsWith('A,') && line.split(',').slice(2, 4).join(',') === rule,
    );
    expect(arcs).toHaveLength(4);
    const midpoints = cff2.arcMidpoints.map((p) => ({ x: p.x + blank.minX, y: p.y + blank.minY }));
    expect(midpoints.filter((p) => offCreases([p]).length === 0)).toHaveLength(4);
    expectLengths(byLineType(cff2.lengths, RULE_TO_TYPE));
  });
});
