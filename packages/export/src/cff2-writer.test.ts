import { blankBounds, dielineLines, type LineType, TEMPLATES } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { expectGolden } from './__testing__/golden';
import {
  byLineType,
  catalogGraphs,
  lengthMismatches,
  pointsOffArcs,
  readCff2,
  sampleGraph,
  sampleHeader,
} from './__testing__/parse-back';
import { CFF2_GLUE_RULE, CFF2_RULES, writeCff2 } from './cff2-writer';
import { buildDielineDocument, formatNumber } from './dieline-document';

const RULE_TO_TYPE = Object.fromEntries(
  Object.entries(CFF2_RULES).map(([lineType, rule]) => [`${rule.type},${rule.aux}`, lineType as LineType]),
);
const GLUE_KEY = `${CFF2_GLUE_RULE.type},${CFF2_GLUE_RULE.aux}`;
/** Rules only: glue outlines are drawn, never mounted. */
const ruleLengths = (lengths: Record<string, number>) =>
  Object.fromEntries(Object.entries(lengths).filter(([key]) => key !== GLUE_KEY));
const perimeter = (ring: Array<{ x: number; y: number }>) =>
  ring.reduce((sum, p, i) => {
    const q = ring[(i + 1) % ring.length] as { x: number; y: number };
    return sum + Math.hypot(q.x - p.x, q.y - p.y);
  }, 0);

describe('writeCff2', () => {
  it('should write becf-15001 (Sleeve) as its golden file', () => {
    const { template, graph } = sampleGraph('becf-15001');
    expectGolden('becf-15001.cf2', writeCff2(graph, { header: sampleHeader(template) }));
  });

  it('should write every catalog dieline with the line lengths of its graph, per rule type', () => {
    for (const { name, graph } of catalogGraphs(TEMPLATES)) {
      const { lengths } = readCff2(writeCff2(graph));
      expect(lengthMismatches(graph, byLineType(ruleLengths(lengths), RULE_TO_TYPE)), name).toEqual([]);
    }
    // one file per catalog template: room for a busy CI machine
  }, 60_000);

  it('should frame the records as CFF2: $BOF, V2, ORDER, MAIN, unit, LL, UR, SCALE, END, $EOF', () => {
    const { graph } = sampleGraph('becf-15001');
    const text = writeCff2(graph);
    expect(text).toContain('\r\n');
    const { lines } = readCff2(text);
    expect(lines.slice(0, 10)).toEqual([
      '$BOF',
      'V2',
      'ORDER',
      'END',
      'MAIN,DIELINE',
      'UM',
      'LL,0,0',
      'UR,315.5,150',
      'SCALE,1,1',
      expect.stringMatching(/^L,2,1,0,/),
    ]);
    expect(lines.slice(-3)).toEqual(['END', '$EOF', '']);
    expect(lines.filter((l) => l.startsWith('L,2,2,0,'))).toHaveLength(4);
  });

  it('should write inches as UI with the same lengths', () => {
    const { graph } = sampleGraph('becf-11001');
    const { unit, lengths } = readCff2(writeCff2(graph, { unit: 'in' }));
    expect(unit).toBe('UI');
    expect(lengthMismatches(graph, byLineType(ruleLengths(lengths), RULE_TO_TYPE, 25.4))).toEqual([]);
  });

  it('should outline every glue area with lines of its own type, neither a knife nor a crease', () => {
    // type 43 is a line drawn on the die board and never burned: no rule, hence pointage 0
    expect(CFF2_GLUE_RULE).toEqual({ pointage: 0, type: 43, aux: 0 });
    const ruleTypes = Object.values(CFF2_RULES).map((rule) => rule.type);
    expect(ruleTypes).not.toContain(CFF2_GLUE_RULE.type);
    let withGlue = 0;
    for (const { name, graph } of catalogGraphs(TEMPLATES)) {
      const document = buildDielineDocument(graph);
      const { lines, lengths } = readCff2(writeCff2(graph));
      const glue = document.glueAreas.reduce((sum, area) => sum + perimeter(area), 0);
      if (glue > 0) withGlue++;
      // coordinates are written to 0.0001 mm, as for the rules
      expect(Math.abs((lengths[GLUE_KEY] ?? 0) - glue), name).toBeLessThan(0.01);
      expect(
        lines
          .filter((l) => /^[LA],/.test(l) && l.split(',')[2] === '43')
          .every((l) => l.startsWith('L,0,43,0,')),
        name,
      ).toBe(true);
    }
    expect(withGlue).toBeGreaterThan(10);
  });

  it('should give each T record the width of its label text', () => {
    const { graph } = sampleGraph('becf-15001');
    const document = buildDielineDocument(graph);
    const widths = readCff2(writeCff2(graph))
      .lines.filter((l) => l.startsWith('T,'))
      .map((l) => l.split(',')[8]);
    expect(widths).toEqual(document.dimensions.map((d) => formatNumber(d.textWidth, 4)));
  });

  it('should keep arcs as A records turning the way the graph does', () => {
    const { graph } = sampleGraph('becf-11004');
    const blank = blankBounds(graph);
    const { arcs, arcMidpoints } = readCff2(writeCff2(graph));
    expect(arcs).toBe(dielineLines(graph).flatMap((l) => l.segments.filter((s) => s.type === 'arc')).length);
    const midpoints = arcMidpoints.map((p) => ({ x: p.x + blank.minX, y: p.y + blank.minY }));
    expect(pointsOffArcs(graph, midpoints, 0.001)).toEqual([]);
  });

  it('should write dimension labels as T records only, and none with dimensionTexts off', () => {
    const { graph } = sampleGraph('becf-15001');
    const on = readCff2(writeCff2(graph));
    expect(on.texts).toEqual(['100 mm', '50 mm', '150 mm', '14 mm']);
    const off = readCff2(writeCff2(graph, { dimensionTexts: false }));
    expect(off.texts).toEqual([]);
    expect(off.lines.filter((l) => l.startsWith('L,'))).toEqual(on.lines.filter((l) => l.startsWith('L,')));
  });

  it('should carry the header as ORDER notes', () => {
    const { template, graph } = sampleGraph('becf-15001');
    const { lines } = readCff2(writeCff2(graph, { header: sampleHeader(template) }));
    const order = lines.slice(lines.indexOf('ORDER') + 1, lines.indexOf('END'));
    expect(order).toEqual(
      expect.arrayContaining([
        'Template: becf-15001 Sleeve',
        'Standard: ECMA A01.01.00.00',
        'length: 100 mm',
        'Date: 2025-01-02T03:04:05.000Z',
      ]),
    );
    expect(lines).toContain('MAIN,becf-15001');
  });
});
