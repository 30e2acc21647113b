import { type LineType, lineLengths } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import {
  byLineType,
  dxfLayerLengths,
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

// The tear-off display carton's tear line is a perforation cut feature inside its panels: every file
// must carry it on the perforation layer, rule or spot colour, and never add it to the knives.
describe('a perforation cut feature in the files', () => {
  const { graph } = sampleGraph('becf-17001');
  const want = lineLengths(graph);

  it('should be a tear line of the sample carton, apart from its knives', () => {
    expect(graph.cuts.some((cut) => cut.kind === 'perforation')).toBe(true);
    expect(want.perforation ?? 0).toBeGreaterThan(100);
  });

  const expectPerforation = (got: Record<string, number>) => {
    expect(got.perforation ?? 0).toBeCloseTo(want.perforation ?? 0, 2);
    expect(got.cut ?? 0).toBeCloseTo(want.cut ?? 0, 2);
  };

  it('should reach the SVG on the perforation layer', () => {
    const { layers } = readSvg(writeSvg(graph));
    const lengths = Object.fromEntries(layers.filter((l) => l.lineType).map((l) => [l.id, l.lengths]));
    expect(layers.find((l) => l.lineType === 'perforation')).toBeDefined();
    expectPerforation(byLineType(lengths, LAYER_TO_TYPE));
  });

  it('should reach the DXF on the PERF layer', () => {
    const { entities } = readDxf(writeDxf(graph));
    expectPerforation(byLineType(dxfLayerLengths(entities), LAYER_TO_TYPE));
  });

  it('should reach the PDF in the Perforation spot colour', async () => {
    const { strokes } = readPdf(await writePdf(graph, { compress: false }));
    expect(strokes.Perforation ?? 0).toBeGreaterThan(0);
    expectPerforation(byLineType(strokes, SPOT_TO_TYPE, MM_PER_PT));
  });

  it('should reach the CF2 as a perforation rule', () => {
    const { lengths } = readCff2(writeCff2(graph));
    const key = `${CFF2_RULES.perforation.type},${CFF2_RULES.perforation.aux}`;
    expect(lengths[key] ?? 0).toBeGreaterThan(0);
    expectPerforation(byLineType(lengths, RULE_TO_TYPE));
  });
});
